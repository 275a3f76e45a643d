/// A command line split into words as a POSIX shell splits it (XCU 2.2 "Quoting", 2.3 "Token
/// Recognition"), for a command dent starts itself, without a shell: `language-server`.
///
/// Quotes work as in `sh`: '…' takes everything literally; "…" too, except that a backslash
/// before `$`, `` ` ``, `"` or `\` stands for that character (before anything else it is kept);
/// outside quotes a backslash takes the next character literally. Blanks outside quotes
/// separate words, and a `#` that starts a word starts a comment. What a shell would *do* with
/// the line (operators, expansions) dent cannot do without one, so those characters, unquoted,
/// are errors rather than arguments the user did not mean: `|&;<>()`, `$` and `` ` `` (also
/// inside "…"), and `~` at the start of a word (XCU 2.6.1, tilde expansion).
public enum ShellWords {
    /// The words of `line`; an empty array for a blank line or a comment.
    public static func split(_ line: String) throws(ShellWordsError) -> [String] {
        var reader = Reader(Array(line.unicodeScalars))
        return try reader.read()
    }

    /// Characters a shell reads as operators outside quotes (XCU 2.9, 2.10).
    static let operators: Set<Unicode.Scalar> = ["|", "&", ";", "<", ">", "(", ")"]
    /// Characters that start an expansion, outside quotes and inside double quotes (XCU 2.6).
    static let expansions: Set<Unicode.Scalar> = ["$", "`"]
    /// What a backslash escapes inside double quotes (XCU 2.2.3; a newline never reaches here).
    static let escapableInDoubleQuotes: Set<Unicode.Scalar> = ["$", "`", "\"", "\\"]

    /// The reading of one line: a position in its characters and the word being built.
    struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var word = String.UnicodeScalarView()
        /// Whether a word has started (an empty `''` is a word too).
        var inWord = false
        var found: [String] = []

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func read() throws(ShellWordsError) -> [String] {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == " " || scalar == "\t" || scalar == "\n" {
                    endWord()
                } else if scalar == "#" && !inWord {
                    break
                } else {
                    try wordPart(scalar)
                    continue
                }
                index += 1
            }
            endWord()
            return found
        }

        /// Reads the part of a word that starts with `scalar` (not a blank), moving past it.
        mutating func wordPart(_ scalar: Unicode.Scalar) throws(ShellWordsError) {
            let start = index
            if ShellWords.operators.contains(scalar) { throw .needsShell(scalar, at: start + 1) }
            if ShellWords.expansions.contains(scalar) { throw .needsShell(scalar, at: start + 1) }
            if scalar == "~" && !inWord { throw .needsShell(scalar, at: start + 1) }
            inWord = true
            index += 1
            switch scalar {
            case "\\":
                guard index < scalars.count else { throw .danglingBackslash }
                word.append(scalars[index])
                index += 1
            case "'":
                guard let close = scalars[index...].firstIndex(of: "'") else { throw .unterminatedQuote("'", at: start + 1) }
                word.append(contentsOf: scalars[index..<close])
                index = close + 1
            case "\"":
                try doubleQuoted(openedAt: start)
            default:
                word.append(scalar)
            }
        }

        /// Reads up to and past the `"` that closes the one at `start`.
        mutating func doubleQuoted(openedAt start: Int) throws(ShellWordsError) {
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { return }
                if ShellWords.expansions.contains(scalar) { throw .needsShell(scalar, at: index) }
                if scalar == "\\", index < scalars.count, ShellWords.escapableInDoubleQuotes.contains(scalars[index]) {
                    word.append(scalars[index])
                    index += 1
                } else {
                    word.append(scalar)
                }
            }
            throw .unterminatedQuote("\"", at: start + 1)
        }

        mutating func endWord() {
            if inWord { found.append(String(word)) }
            word = String.UnicodeScalarView()
            inWord = false
        }
    }
}

/// Why a command line cannot be split into words; `at` counts characters from 1.
public enum ShellWordsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A quote with no closing quote after it.
    case unterminatedQuote(Unicode.Scalar, at: Int)
    /// A backslash that ends the line, escaping nothing.
    case danglingBackslash
    /// A character a shell would act on (an operator, an expansion, `~`), unquoted.
    case needsShell(Unicode.Scalar, at: Int)

    public var description: String {
        switch self {
        case .unterminatedQuote(let quote, let at):
            "the \(quote) at character \(at) is never closed"
        case .danglingBackslash:
            "a \\ at the end escapes nothing"
        case .needsShell(let character, let at):
            "the \(character) at character \(at) needs a shell, and dent runs the command without one (quote it to pass it as it is)"
        }
    }
}
