/// An open fenced code block (CommonMark §4.5): what closes it, how much indentation its
/// lines lose, and its language.
struct CodeFence: Equatable {
    var mark: Character
    var length: Int
    var indent: Int
    /// The info string's first word (`cpp` of "```cpp"; `rust` of rustdoc's "```rust,ignore");
    /// "" when the fence names none.
    var language: String

    /// The fence a line opens: up to 3 spaces, then 3 or more backticks or tildes, then the
    /// info string; nil for any other line. A backtick fence's info string holds no backtick,
    /// so "```x```" on a line of its own is inline code, not a fence.
    init?(opening line: Substring) {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        guard indent <= 3, let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let length = rest.prefix { $0 == mark }.count
        let info = rest.dropFirst(length)
        guard length >= 3, mark == "~" || !info.contains("`") else { return nil }
        let word = info.split { $0.isWhitespace || $0 == "," }.first ?? ""
        self.init(mark: mark, length: length, indent: indent, language: String(word))
    }

    init(mark: Character, length: Int, indent: Int, language: String) {
        self.mark = mark
        self.length = length
        self.indent = indent
        self.language = language
    }

    /// Whether `line` closes the block: up to 3 spaces, at least as many of the same mark,
    /// nothing after but whitespace.
    func isClosed(by line: Substring) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        let marks = rest.prefix { $0 == mark }.count
        return indent <= 3 && marks >= length && rest.dropFirst(marks).allSatisfy(\.isWhitespace)
    }

    /// A line inside the block, verbatim but for up to the fence's own indentation.
    func content(of line: Substring) -> String {
        String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
    }
}
