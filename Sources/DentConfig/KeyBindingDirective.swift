import DentKeys

/// One line of `keys.conf`: `bind CHORD COMMAND` or `unbind CHORD`, with its line number.
public struct KeyBindingDirective: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case bind(command: String)
        case unbind
    }

    public var chord: KeyChord
    public var action: Action
    public var line: Int

    public init(chord: KeyChord, action: Action, line: Int) {
        self.chord = chord
        self.action = action
        self.line = line
    }

    /// Parses `keys.conf`; lines that do not parse are reported and skipped.
    public static func parse(_ text: String) -> ([KeyBindingDirective], [ConfigDiagnostic]) {
        var directives: [KeyBindingDirective] = []
        var diagnostics: [ConfigDiagnostic] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = rawLine.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let verb = words.first else { continue }
            let number = index + 1
            guard words.count >= 2, let chord = KeyChord(String(words[1])) else {
                diagnostics.append(ConfigDiagnostic(line: number, message: "expected a chord after \"\(verb)\""))
                continue
            }
            switch (verb, words.count) {
            case ("bind", 3):
                directives.append(KeyBindingDirective(chord: chord, action: .bind(command: String(words[2])), line: number))
            case ("unbind", 2):
                directives.append(KeyBindingDirective(chord: chord, action: .unbind, line: number))
            default:
                diagnostics.append(ConfigDiagnostic(line: number, message: "expected \"bind CHORD COMMAND\" or \"unbind CHORD\""))
            }
        }
        return (directives, diagnostics)
    }
}
