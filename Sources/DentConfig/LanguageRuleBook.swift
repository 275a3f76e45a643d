/// Every language's rules: dent's built-in entries, the comment prefixes a language's `.lang`
/// metadata gives (`line-comment-start`, `block-comment-start`/`-end`) where dent has none,
/// and the user's `[language ID]` sections of dent.conf on top, in the file's order.
public struct LanguageRuleBook: Sendable, Equatable {
    public var overrides: [LanguageSetting]

    public init(overrides: [LanguageSetting] = []) {
        self.overrides = overrides
    }

    /// The comment prefixes a language spec's metadata declares.
    public struct SpecComments: Sendable, Equatable {
        public var line: String?
        public var block: LanguageRules.BlockComment?
        public init(line: String? = nil, block: LanguageRules.BlockComment? = nil) {
            self.line = line
            self.block = block
        }

        /// From a spec's metadata, where an empty text means the spec declares none.
        public init(metadataLine line: String, blockStart: String, blockEnd: String) {
            self.line = line.isEmpty ? nil : line
            block = blockStart.isEmpty || blockEnd.isEmpty ? nil : LanguageRules.BlockComment(blockStart, blockEnd)
        }
    }

    /// The rules of language `id` (nil: a file with no language, which gets brackets only).
    public func rules(for id: String?, spec: SpecComments = SpecComments()) -> LanguageRules {
        guard let id else { return .bracketsOnly }
        var rules = LanguageRules.builtIns.first { $0.ids.contains(id) }?.rules ?? .bracketsOnly
        if rules.lineComment == nil { rules.lineComment = spec.line }
        if rules.blockComment == nil { rules.blockComment = spec.block }
        for setting in overrides where setting.language == id {
            _ = SettingsParser.languageFields[setting.name]?(&rules, setting.value)
        }
        return rules
    }

    /// The language a built-in entry names for a file called `path` by its extension (or its
    /// whole name, `Makefile`): what toggle comment uses when the file is not highlighted.
    public static func language(forPath path: String) -> String? {
        let name = String(path.split(separator: "/").last ?? "")
        let parts = name.split(separator: ".")
        let ext = parts.count > 1 ? String(parts.last ?? "") : name
        return LanguageRules.builtIns.first { $0.extensions.contains(ext) || $0.extensions.contains(name) }?.ids.first
    }
}

extension Settings {
    /// The language rules these settings make (the `[language ID]` sections over the built-ins).
    public var languageRules: LanguageRuleBook { LanguageRuleBook(overrides: languageSettings) }
}
