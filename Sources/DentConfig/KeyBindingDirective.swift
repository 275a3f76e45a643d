import DentKeys

/// One line of `keys.conf`: `bind CHORD COMMAND [in CONTEXT]` or `unbind CHORD [in CONTEXT]`,
/// with its line number. The context is kept as written; the keymap knows which names exist.
public struct KeyBindingDirective: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case bind(command: String)
        case unbind
    }

    public var chord: KeyChord
    public var action: Action
    /// The context named after `in`, nil when the line names none.
    public var context: String?
    public var line: Int

    public init(chord: KeyChord, action: Action, context: String? = nil, line: Int) {
        self.chord = chord
        self.action = action
        self.context = context
        self.line = line
    }

    /// Parses `keys.conf`; lines that do not parse are reported and skipped, so one mistake
    /// never costs the rest of the file.
    public static func parse(_ text: String) -> ([KeyBindingDirective], [ConfigDiagnostic]) {
        var directives: [KeyBindingDirective] = []
        var diagnostics: [ConfigDiagnostic] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = rawLine.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            let number = index + 1
            var context: String?
            if words.count >= 4, words[words.count - 2] == "in" {
                context = words.removeLast()
                words.removeLast()
            }
            guard words.count >= 2 else {
                diagnostics.append(ConfigDiagnostic(line: number, message: "expected a chord after \"\(verb)\""))
                continue
            }
            guard let chord = KeyChord(words[1]) else {
                diagnostics.append(ConfigDiagnostic(line: number, message: "\"\(words[1])\" is not a chord (write it like Ctrl+s, Alt+Shift+Up, F5)"))
                continue
            }
            switch (verb, words.count) {
            case ("bind", 3):
                directives.append(KeyBindingDirective(chord: chord, action: .bind(command: words[2]), context: context, line: number))
            case ("unbind", 2):
                directives.append(KeyBindingDirective(chord: chord, action: .unbind, context: context, line: number))
            default:
                diagnostics.append(ConfigDiagnostic(line: number, message: "expected \"bind CHORD COMMAND [in CONTEXT]\" or \"unbind CHORD [in CONTEXT]\""))
            }
        }
        return (directives, diagnostics)
    }
}

/// The closest of `candidates` to `word` by edit distance, when it is close enough to be the
/// likely intent ("indnet" → "indent").
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= Swift.max(2, word.count / 3) else { return nil }
    return best.0
}

/// Levenshtein distance over characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1] + Array(repeating: 0, count: b.count)
        for (j, y) in b.enumerated() {
            current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
