/// A linter's output read as compilers write it: `file:line:col: message` or
/// `file:line: message` lines (gcc's format, which `shellcheck -f gcc`, `pyflakes`, `flake8`
/// and eslint's `unix` formatter write), and `file:line:col message` (pyflakes before 3.0).
/// Lines about other files, and lines in no such form (a summary, a blank line), are left out.
public enum LintOutput {
    /// A message about a line of the file: `line` is 0-based, `column` (1-based) as given.
    public struct Item: Sendable, Equatable {
        public var line: Int
        public var column: Int?
        public var text: String

        public init(line: Int, column: Int?, text: String) {
            self.line = line
            self.column = column
            self.text = text
        }
    }

    /// The messages of `output` about the file the linter was given as `path`, in order.
    public static func items(in output: [UInt8], about path: String) -> [Item] {
        let text = CommandOutcome.printable(output)
        return text.split(separator: "\n").compactMap { line in
            guard let parsed = parse(line), names(parsed.file, path) else { return nil }
            return Item(line: parsed.line - 1, column: parsed.column, text: parsed.text)
        }
    }

    /// One line split into file, line number (1 or more), column and message: the file is
    /// everything before the first `:NUMBER:`, so a file name with a colon followed by digits
    /// is not read right.
    static func parse(_ line: Substring) -> (file: Substring, line: Int, column: Int?, text: String)? {
        var start = line.startIndex
        while let colon = line[start...].firstIndex(of: ":") {
            let rest = line[line.index(after: colon)...]
            if colon > line.startIndex, let (number, afterNumber) = leadingNumber(rest), number >= 1 {
                var message = afterNumber
                let column = leadingNumber(afterNumber, endedBy: [":", " "]).map { found in
                    message = found.rest
                    return found.number
                }
                return (line[..<colon], number, column, String(message).trimmingSpaces)
            }
            start = line.index(after: colon)
        }
        return nil
    }

    /// Digits at the start of `text` followed by one of `ends`: their value, and what follows
    /// that character.
    private static func leadingNumber(_ text: Substring, endedBy ends: Set<Character> = [":"]) -> (number: Int, rest: Substring)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 10, let number = Int(digits) else { return nil }
        let after = text[digits.endIndex...]
        guard let end = after.first, ends.contains(end) else { return nil }
        return (number, after.dropFirst())
    }

    /// Whether `file`, as the linter wrote it, is the file given as `path`: the same once a
    /// leading `./` is dropped, or one the other's tail after a `/` (a linter that prints the
    /// path relative to where it runs, or made absolute).
    static func names(_ file: Substring, _ path: String) -> Bool {
        func plain(_ name: Substring) -> Substring { name.hasPrefix("./") ? plain(name.dropFirst(2)) : name }
        let (written, given) = (plain(file), plain(Substring(path)))
        guard written != given else { return true }
        return written.hasSuffix("/" + given) && given.first != "/" || given.hasSuffix("/" + written) && written.first != "/"
    }
}
