/// One line of a `[language ID]` section of dent.conf: a setting of one language's rules.
public struct LanguageSetting: Sendable, Equatable {
    /// GtkSourceView's id of the language (`python3`, `c`, `sh`).
    public var language: String
    public var name: String
    public var value: String
    public init(language: String, name: String, value: String) {
        self.language = language
        self.name = name
        self.value = value
    }
}

/// dent.conf's per-language sections: `[language python3]` (or `[language c cpp]` for several)
/// starts a section; the `name = value` lines after it, up to the next section, set that
/// language's rules (docs/CONFIGURATION.md, "Languages").
extension SettingsParser {
    /// Each per-language setting's parser, onto the language's rules: one table, so the docs,
    /// the errors and `LanguageRuleBook` name the same keys.
    static let languageFields: [String: @Sendable (inout LanguageRules, String) -> Bool] = [
        "smart-indent": { rules, value in set(&rules.smartIndent, switchValue(value)) },
        "auto-pairs": { rules, value in set(&rules.autoPairs, switchValue(value)) },
        "indent-style": { rules, value in set(&rules.indentMode, Settings.IndentMode(rawValue: value.lowercased())) },
        "indent-size": { rules, value in set(&rules.indentSize, Int(value).flatMap { (1...16).contains($0) ? $0 : nil }) },
        "formatter": { rules, value in set(&rules.formatter, value.isEmpty ? nil : value) },
        "linter": { rules, value in set(&rules.linter, value.isEmpty ? nil : value) },
        "line-comment": { rules, value in
            guard !value.isEmpty, !value.contains(" ") else { return false }
            rules.lineComment = value == "none" ? nil : value
            return true
        },
        "block-comment": { rules, value in
            let parts = value.split(separator: " ")
            if value == "none" { rules.blockComment = nil } else if parts.count == 2 {
                rules.blockComment = LanguageRules.BlockComment(String(parts[0]), String(parts[1]))
            } else {
                return false
            }
            return true
        },
        "brackets": { rules, value in
            let pairs = value.split(separator: " ").map(Array.init)
            guard value == "none" || pairs.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) && $0[0] != $0[1] }) else { return false }
            rules.brackets = value == "none" ? [] : pairs.map { LanguageRules.Pair($0[0], $0[1]) }
            return true
        },
        "quotes": { rules, value in
            guard value == "none" || value.allSatisfy({ "\"'`".contains($0) }) else { return false }
            rules.quotes = value == "none" ? [] : value.compactMap(\.asciiValue)
            return true
        },
        "indent-after": words(\.lineEndOpeners),
        "block-starts": words(\.firstWordOpeners),
        "block-openers": words(\.anywhereOpeners),
        "block-closers": words(\.closers),
        "block-middles": words(\.middles),
    ]

    /// The parser of a list of words apart by spaces (`none` for an empty list).
    static func words(_ field: WritableKeyPath<LanguageRules, [String]> & Sendable) -> @Sendable (inout LanguageRules, String) -> Bool {
        { rules, value in
            rules[keyPath: field] = value == "none" ? [] : value.split(separator: " ").map(String.init)
            return !value.isEmpty
        }
    }

    /// Sets `field` to `value` when it parsed; false (a bad value) when it did not.
    static func set<Value>(_ field: inout Value?, _ value: Value?) -> Bool {
        guard let value else { return false }
        field = value
        return true
    }

    /// A problem with a `[...]` header line; else the ids it names.
    struct SectionProblem: Error {
        var message: String
    }

    /// The language ids of header `line` (`[language python3]`), in ASCII lower case.
    static func sectionLanguages(_ line: String) -> Result<[String], SectionProblem> {
        guard line.hasSuffix("]") else { return .failure(SectionProblem(message: "a section header ends with ]")) }
        let words = line.dropFirst().dropLast().split(separator: " ").map { $0.lowercased() }
        guard words.first == "language", words.count > 1 else {
            return .failure(SectionProblem(message: "expected [language ID] (a GtkSourceView language id such as python3 or c)"))
        }
        return .success(Array(words.dropFirst()))
    }

    /// What is wrong with `name = value` in a section for `section`; nil when it is fine.
    static func languageProblem(name: String, value: String, section: [String]) -> String? {
        if languageServerFields[name] != nil { return languageServerProblem(name: name, value: value) }
        guard let apply = languageFields[name] else {
            if fields[name] != nil { return "\(name) is not a per-language setting (put it before the first section)" }
            return "unknown setting \"\(name)\" in [language \(section.joined(separator: " "))]"
        }
        var rules = LanguageRules()
        return apply(&rules, value) ? nil : "bad value \"\(value)\" for \(name)\(hint(for: name))"
    }

    /// The per-language setting names, for the docs and their test.
    public static var languageNames: [String] { (Array(languageFields.keys) + languageServerFields.keys).sorted() }
}
