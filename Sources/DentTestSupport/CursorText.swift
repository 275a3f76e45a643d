import DentCore
import DentText

/// Text with the cursor written into it as `|`, for short, readable editing tests:
/// `"def f():\n    |return 1"`.
public enum CursorText {
    /// Splits marked text into its bytes and the cursor's byte offset (the first `|`).
    public static func parse(_ marked: String) -> (bytes: [UInt8], cursor: Int) {
        var bytes = Array(marked.utf8)
        guard let index = bytes.firstIndex(of: UInt8(ascii: "|")) else { return (bytes, 0) }
        bytes.remove(at: index)
        return (bytes, index)
    }

    /// A document holding the marked text with its cursor.
    public static func document(_ marked: String, indent: IndentStyle = .spaces(4), tabWidth: Int = 8) -> Document {
        let (bytes, cursor) = parse(marked)
        var document = Document(path: "test.txt", text: TextBuffer(GapBuffer(bytes)), indentStyle: indent, tabWidth: tabWidth)
        document.cursor = cursor
        return document
    }

    /// The document's text with `|` at the cursor.
    public static func format(_ document: Document) -> String {
        var bytes = document.text.bytes.allBytes
        bytes.insert(UInt8(ascii: "|"), at: document.cursor)
        return String(decoding: bytes, as: UTF8.self)
    }
}
