/// A `textDocument/hover` result as lines for a terminal box (LSP 3.17, "Hover"), and those
/// lines wrapped to the box's width (`HoverText+Wrap.swift`).
///
/// `contents` is read in every shape the spec allows: `MarkupContent` (`{kind, value}`,
/// Markdown or plain text), or the deprecated `MarkedString` (a Markdown string, or
/// `{language, value}`, a code block) or an array of them, whose parts are joined with one
/// blank line between. Markdown is made readable as text, not rendered (`MarkdownLines`).
public enum HoverText {
    /// The lines of a hover result; none for null, a result without `contents`, or contents
    /// of no known shape. Blank lines at the start and end are dropped.
    public static func lines(_ result: JSONValue) -> [HoverLine] {
        guard let contents = result["contents"] else { return [] }
        return lines(contents: contents)
    }

    static func lines(contents: JSONValue) -> [HoverLine] {
        switch contents {
        case .string(let markdown):
            return MarkdownLines.lines(markdown)
        case .array(let parts):
            return joined(parts.map(lines(contents:)))
        case .object:
            guard let value = contents["value"]?.string else { return [] }
            if let kind = contents["kind"]?.string {
                // MarkupKind has two values; one the spec may add later is shown as it is.
                return kind == "markdown" ? MarkdownLines.lines(value) : plain(value, code: nil)
            }
            guard let language = contents["language"]?.string else { return [] }
            return plain(value, code: language)
        default:
            return []
        }
    }

    /// Text shown as it is, one `HoverLine` a line, blank edges dropped.
    static func plain(_ text: String, code: String?) -> [HoverLine] {
        trimmedEdges(split(text).map { HoverLine(String($0), code: code) })
    }

    /// The parts that have lines, with one blank line between each two.
    static func joined(_ parts: [[HoverLine]]) -> [HoverLine] {
        var lines: [HoverLine] = []
        for part in parts where !part.isEmpty {
            if !lines.isEmpty { lines.append(HoverLine("")) }
            lines += part
        }
        return lines
    }

    /// The lines of `text`, split at LF, CR LF or a lone CR (LSP's line ends). A terminator at
    /// the end leaves an empty last line, which `trimmedEdges` drops with the other blank edges.
    static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// `lines` without the blank lines at either end: a box has its own margins.
    static func trimmedEdges(_ lines: [HoverLine]) -> [HoverLine] {
        guard let first = lines.firstIndex(where: { !$0.isBlank }), let last = lines.lastIndex(where: { !$0.isBlank }) else { return [] }
        return Array(lines[first...last])
    }
}
