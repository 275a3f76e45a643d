/// Markdown (CommonMark) made readable as plain lines, not rendered, one line at a time: the
/// blocks language servers' hovers use (clangd, pylsp, sourcekit-lsp, rust-analyzer, gopls).
///
/// - Fenced code blocks lose their fences; their lines are kept verbatim with the fence's
///   language (`CodeFence`). An unclosed fence runs to the end, as CommonMark says.
/// - Headings lose their `#`s; thematic breaks (`---`, `***`, `___`) become a blank line,
///   which separates as well as a rule would and needs no width.
/// - List markers (`- `, `* `, `1. `) and indentation are kept; the rest of a line loses its
///   inline markup (`MarkdownInline`).
/// - Runs of blank prose lines become one, and blank lines at either end are dropped.
///
/// Other blocks (block quotes, tables, HTML, indented code) are shown as they are written.
enum MarkdownLines {
    static func lines(_ markdown: String) -> [HoverLine] {
        var lines: [HoverLine] = []
        var fence: CodeFence?
        for line in HoverText.split(markdown) {
            if let open = fence {
                if open.isClosed(by: line) { fence = nil } else { lines.append(HoverLine(open.content(of: line), code: open.language)) }
            } else if let opening = CodeFence(opening: line) {
                fence = opening
            } else {
                lines.append(HoverLine(prose(line)))
            }
        }
        return HoverText.trimmedEdges(collapsingBlankProse(lines))
    }

    /// A line of prose as plain text.
    static func prose(_ line: Substring) -> String {
        let line = withoutHardBreak(line)
        if isThematicBreak(line) { return "" }
        if let heading = headingText(line) { return MarkdownInline.plain(heading) }
        let indent = leadingSpaceCount(line)
        let prefix = indent + listMarkerLength(line.dropFirst(indent))
        return String(line.prefix(prefix)) + MarkdownInline.plain(line.dropFirst(prefix))
    }

    /// The line without trailing whitespace and without a final unescaped backslash: both
    /// mark a hard line break (CommonMark §6.7), which a line of its own already is.
    static func withoutHardBreak(_ line: Substring) -> Substring {
        var line = line
        while line.last?.isWhitespace == true { line.removeLast() }
        let backslashes = line.reversed().prefix { $0 == "\\" }.count
        return backslashes % 2 == 1 ? line.dropLast() : line
    }

    /// `---`, `***`, `___`, three or more, spaces between allowed (CommonMark §4.1). A `---`
    /// under a paragraph is a setext heading's underline in CommonMark; a blank line serves
    /// both.
    static func isThematicBreak(_ line: Substring) -> Bool {
        guard leadingSpaceCount(line) <= 3 else { return false }
        let marks = line.filter { $0 != " " && $0 != "\t" }
        guard let mark = marks.first, "-*_".contains(mark) else { return false }
        return marks.count >= 3 && marks.allSatisfy { $0 == mark }
    }

    /// The text of an ATX heading (`### add`, CommonMark §4.2), its closing `#`s dropped; nil
    /// for a line that is no heading (`#hashtag`, seven `#`s).
    static func headingText(_ line: Substring) -> Substring? {
        guard leadingSpaceCount(line) <= 3 else { return nil }
        let rest = line.drop { $0 == " " }
        let level = rest.prefix { $0 == "#" }.count
        let text = rest.dropFirst(level)
        guard (1...6).contains(level), text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        var content = text.drop { $0 == " " || $0 == "\t" }
        let closing = content.reversed().prefix { $0 == "#" }.count
        if closing == content.count || content.dropLast(closing).last == " " { content = content.dropLast(closing) }
        while content.last == " " || content.last == "\t" { content.removeLast() }
        return content
    }

    static func leadingSpaceCount(_ line: Substring) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.count
    }

    /// The length of a list item's marker and the space after it at the start of `text`
    /// (`- `, `* `, `+ `, `12. `, `3) `; CommonMark §5.2), 0 when there is none.
    static func listMarkerLength(_ text: Substring) -> Int {
        let digits = text.prefix { $0.isASCII && $0.isNumber }.count
        let bullet = text.first.map { "-*+".contains($0) } ?? false
        let ordered = (1...9).contains(digits) && text.dropFirst(digits).first.map { ".)".contains($0) } == true
        let markerLength = bullet ? 1 : ordered ? digits + 1 : 0
        let after = text.dropFirst(markerLength).first
        return markerLength > 0 && (after == " " || after == "\t") ? markerLength + 1 : 0
    }

    /// `lines` with each run of blank prose lines made one; code keeps its blank lines.
    static func collapsingBlankProse(_ lines: [HoverLine]) -> [HoverLine] {
        var kept: [HoverLine] = []
        for line in lines {
            let blankProse = line.code == nil && line.isBlank
            if blankProse, let previous = kept.last, previous.code == nil, previous.isBlank { continue }
            kept.append(blankProse ? HoverLine("") : line)
        }
        return kept
    }
}
