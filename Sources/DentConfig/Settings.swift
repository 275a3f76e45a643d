/// The settings a user can put in `dent.conf`.
public struct Settings: Sendable, Equatable {
    /// How a level of indentation is written: detected from the file, or forced.
    public enum IndentMode: String, Sendable, Equatable, CaseIterable {
        case auto, tabs, spaces
    }

    /// Display width of a tab character.
    public var tabWidth = 8
    /// dent.conf's `indent-size`: spaces per level when indenting with spaces; nil when the
    /// file does not set it (then a language's convention or dent's 4 applies).
    public var indentSize: Int?
    /// Spaces per level when indenting with spaces: `indent-size`, else 4.
    public var indentWidth: Int { indentSize ?? Settings.defaultIndentWidth }
    /// `auto` (the default) leaves the style to the file and the language.
    public var indentMode = IndentMode.auto
    /// Milliseconds a lone ESC waits for the rest of a sequence before it counts as Esc.
    public var escapeTimeout = 25
    /// Milliseconds a modifier key is held alone before the shortcut overlay shows what it does
    /// (terminals with the kitty keyboard protocol only); 0 turns the overlay off.
    public var hudDelay = 600
    /// What Tab does after the first non-blank character of a line.
    public var tabMode = TabMode.indent
    /// Files larger than this many MiB are asked about before they are read.
    public var maximumFileMiB = 1024
    /// Files larger than this many MiB are not given to a language server.
    public var languageServerMaximumMiB = 4
    /// Clicks place the cursor, drags select, the wheel scrolls. The terminal's own selection
    /// then needs Shift held (off: the terminal keeps the mouse).
    public var mouse = true
    /// Tabs drawn as a dim arrow, trailing spaces as dim dots, mixed indentation marked.
    public var showWhitespace = true
    /// A gutter of line numbers left of the text.
    public var lineNumbers = false
    /// Long lines wrap at the window's edge instead of scrolling sideways.
    public var softWrap = false
    /// Which way is "back": in a right-to-left layout, Back is the key pointing right.
    public var layoutDirection = LayoutDirection.ltr
    /// The widest a line justify fills may be, in display columns (EditorConfig's
    /// `max_line_length` wins for the files it covers).
    public var wrapColumn = 80
    /// A faint column is drawn just past `wrapColumn`.
    public var showWrapColumn = false
    /// Whose keys dent's commands are on (`keys = nano`); keys.conf applies over them.
    public var keys = KeyProfile.dent
    /// Files are highlighted by their language (GtkSourceView's definitions); off: one colour.
    public var syntax = true
    /// The colour scheme highlighting uses: nil for dent's own (the terminal's 16 colours), else
    /// the name of a GtkSourceView style scheme (`classic`, `solarized-dark`, ...).
    public var theme: String?
    /// The line of dent.conf that set `theme`, for a problem found when the scheme is loaded.
    public var themeLine: Int?
    /// Enter indents after an opener, splits a pair, and a closer typed first on a line goes
    /// back to its opener's indentation (off: Enter keeps the line's indentation, nothing else).
    public var smartIndent = true
    /// Typing an opening bracket or a quote inserts its closer too; with a selection, wraps it.
    public var autoPairs = true
    /// The lines of `[language ID]` sections, in the file's order (`LanguageRuleBook` applies them).
    public var languageSettings: [LanguageSetting] = []
    /// The hunspell dictionary spell checking uses ("en_US", "de_DE"); nil: the locale's.
    public var spellLanguage: String?

    public enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
        case ltr, rtl
    }

    /// `indent`: Tab indents the line wherever the cursor is. `smart`: after the first non-blank
    /// character, Tab inserts spaces (or a tab) up to the next stop instead.
    public enum TabMode: String, Sendable, Equatable, CaseIterable {
        case indent, smart
    }

    /// Spaces per level when nothing says otherwise.
    public static let defaultIndentWidth = 4

    /// The values `wrap-column` takes: narrower than a word or two is no paragraph.
    public static let wrapColumns = 10...1000

    public init() {}
}

/// A problem found in a configuration file, with the line it is on.
public struct ConfigDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// Parses `dent.conf`: `name = value` lines, `#` comments, blank lines.
public enum SettingsParser {
    /// Each setting's parser: one table, so docs and errors list the same names.
    static let fields: [String: @Sendable (inout Settings, String) -> Bool] = valued.merging(
        switches.map { ($0.name, onOff($0.field)) }, uniquingKeysWith: { first, _ in first })

    /// The settings that are `on` or `off`, by name and field: the parser reads them by name, and
    /// the editor names the one it writes back (`name(of:)`) from the same row.
    static let switches: [(name: String, field: WritableKeyPath<Settings, Bool> & Sendable)] = [
        ("mouse", \.mouse), ("show-whitespace", \.showWhitespace), ("line-numbers", \.lineNumbers),
        ("soft-wrap", \.softWrap), ("syntax", \.syntax), ("show-wrap-column", \.showWrapColumn),
        ("smart-indent", \.smartIndent), ("auto-pairs", \.autoPairs),
    ]

    /// The name dent.conf gives the on/off setting kept in `field`.
    public static func name(of field: WritableKeyPath<Settings, Bool>) -> String {
        guard let row = switches.first(where: { $0.field == field }) else { preconditionFailure("\(field) is not an on/off setting") }
        return row.name
    }

    /// The settings that take a value other than on or off.
    static let valued: [String: @Sendable (inout Settings, String) -> Bool] = [
        "tab-width": { settings, value in
            guard let n = Int(value), (1...32).contains(n) else { return false }
            settings.tabWidth = n
            return true
        },
        "indent-size": { settings, value in
            guard let n = Int(value), (1...16).contains(n) else { return false }
            settings.indentSize = n
            return true
        },
        "escape-timeout": { settings, value in
            guard let n = Int(value), (1...2000).contains(n) else { return false }
            settings.escapeTimeout = n
            return true
        },
        "hud-delay": { settings, value in
            guard let n = Int(value), (0...10_000).contains(n) else { return false }
            settings.hudDelay = n
            return true
        },
        "indent-style": { settings, value in
            guard let mode = Settings.IndentMode(rawValue: value.lowercased()) else { return false }
            settings.indentMode = mode
            return true
        },
        "max-file-size": mebibytes(\.maximumFileMiB),
        "language-server-max-size": mebibytes(\.languageServerMaximumMiB),
        "layout-direction": { settings, value in
            guard let direction = Settings.LayoutDirection(rawValue: value.lowercased()) else { return false }
            settings.layoutDirection = direction
            return true
        },
        "keys": { settings, value in
            guard let profile = KeyProfile(rawValue: value.lowercased()) else { return false }
            settings.keys = profile
            return true
        },
        "theme": { settings, value in
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else { return false }
            settings.theme = value.lowercased() == "default" ? nil : value
            return true
        },
        "spell-language": { settings, value in
            // A dictionary's name, never a path.
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) }) else { return false }
            settings.spellLanguage = value
            return true
        },
        "tab-mode": { settings, value in
            guard let mode = Settings.TabMode(rawValue: value.lowercased()) else { return false }
            settings.tabMode = mode
            return true
        },
        "wrap-column": { settings, value in
            guard let n = Int(value), (Settings.wrapColumns).contains(n) else { return false }
            settings.wrapColumn = n
            return true
        },
    ]

    /// The values of the settings that take a name, said with a bad one.
    static let choices: [String: [String]] = [
        "indent-style": Settings.IndentMode.allCases.map(\.rawValue),
        "layout-direction": Settings.LayoutDirection.allCases.map(\.rawValue),
        "tab-mode": Settings.TabMode.allCases.map(\.rawValue),
        "keys": KeyProfile.allCases.map(\.rawValue),
    ]

    /// The parser of a size in MiB, 1 or more.
    static func mebibytes(_ field: WritableKeyPath<Settings, Int> & Sendable) -> @Sendable (inout Settings, String) -> Bool {
        { settings, value in
            guard let n = Int(value), n >= 1 else { return false }
            settings[keyPath: field] = n
            return true
        }
    }

    /// The parser of a setting that is `on` or `off`.
    static func onOff(_ field: WritableKeyPath<Settings, Bool> & Sendable) -> @Sendable (inout Settings, String) -> Bool {
        { settings, value in
            guard let on = switchValue(value) else { return false }
            settings[keyPath: field] = on
            return true
        }
    }

    /// The `name = value` of a line without its comment and blanks, the name in its canonical
    /// spelling; nil when the line has no `=`. Reading dent.conf and rewriting one of its
    /// settings see a line the same way.
    /// A value in double quotes is taken as written between them, `#` included
    /// (`line-comment = "#"`). The value of a key with quoting of its own (`wholeValueNames`:
    /// a command line, JSON) is the rest of the line, quotes and comment included, which its
    /// parser reads by its own grammar.
    static func assignment(in line: Substring) -> (name: String, value: String)? {
        guard let equals = line.prefix(while: { $0 != "#" }).firstIndex(of: "=") else { return nil }
        let name = canonicalName(line[..<equals].trimmingWhitespace().lowercased())
        let rest = line[line.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
        if wholeValueNames.contains(name) { return (name, rest.trimmingWhitespace()) }
        if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\""),
           rest[rest.index(after: close)...].prefix(while: { $0 != "#" }).trimmingWhitespace().isEmpty {
            return (name, String(rest[rest.index(after: rest.startIndex)..<close]))
        }
        return (name, rest.prefix { $0 != "#" }.trimmingWhitespace())
    }

    /// `on`/`off` (or `true`/`false`), any case.
    static func switchValue(_ value: String) -> Bool? {
        ["on": true, "off": false, "true": true, "false": false][value.lowercased()]
    }

    /// Other spellings people write: `tab_width` for `tab-width`, `indent-width` for `indent-size`.
    static func canonicalName(_ name: String) -> String {
        let hyphenated = name.replacingUnderscores()
        return hyphenated == "indent-width" ? "indent-size" : hyphenated
    }

    public static var names: [String] { fields.keys.sorted() }

    /// Applies the settings in `text` on top of `base`; unknown names and bad values are
    /// reported with their line and skipped, so one typo never discards the whole file. Lines
    /// after a `[language ID]` header set that language's rules (`SettingsParser+Languages`).
    public static func parse(_ text: String, base: Settings = Settings()) -> (Settings, [ConfigDiagnostic]) {
        var settings = base
        var diagnostics: [ConfigDiagnostic] = []
        var section: [String]?
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.prefix(while: { $0 != "#" }).trimmingWhitespace()
            guard !content.isEmpty else { continue }
            func report(_ message: String) { diagnostics.append(ConfigDiagnostic(line: number + 1, message: message)) }
            if content.hasPrefix("[") {
                switch sectionLanguages(content) {
                case .success(let ids): section = ids
                case .failure(let problem):
                    section = []
                    report(problem.message)
                }
                continue
            }
            guard let (name, value) = assignment(in: rawLine) else {
                report("expected name = value")
                continue
            }
            if let section {
                if let message = languageProblem(name: name, value: value, section: section) { report(message) } else {
                    settings.languageSettings += section.map { LanguageSetting(language: $0, name: name, value: value) }
                }
                continue
            }
            guard let apply = fields[name] else {
                report(languageNames.contains(name) ? "\(name) is a per-language setting (put it in a [language ID] section)"
                       : "unknown setting \"\(name)\"")
                continue
            }
            if !apply(&settings, value) {
                report("bad value \"\(value)\" for \(name)\(hint(for: name))")
            } else if name == "theme" {
                settings.themeLine = number + 1
            }
        }
        return (settings, diagnostics)
    }

    /// ` (a, b or c)` after a bad value of a setting that takes one of some names.
    static func hint(for name: String) -> String {
        choices[name].map { " (" + $0.dropLast().joined(separator: ", ") + " or " + ($0.last ?? "") + ")" } ?? ""
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

extension SettingsParser {
    /// `text` (a dent.conf) with `name` set to `value`: the last line that sets it is rewritten
    /// in place, keeping its comment, or a line is added at the end. Every other line, comment
    /// and blank is kept as it was, so dent can remember a toggle without eating the user's file.
    public static func setting(_ name: String, to value: String, in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Only the global part, before the first `[language ID]` section, sets global settings.
        let globalEnd = lines.firstIndex { $0.trimmingWhitespace().hasPrefix("[") } ?? lines.count
        guard let index = lines[..<globalEnd].lastIndex(where: { assignment(in: $0[...])?.name == name }) else {
            if globalEnd < lines.count {
                lines.insert("\(name) = \(value)", at: globalEnd)
                return lines.joined(separator: "\n")
            }
            if lines.last == "" { lines.removeLast() }
            return (lines + ["\(name) = \(value)"]).joined(separator: "\n") + "\n"
        }
        let comment = lines[index].firstIndex(of: "#").map { "  " + lines[index][$0...] } ?? ""
        lines[index] = "\(name) = \(value)" + comment
        return lines.joined(separator: "\n")
    }
}
