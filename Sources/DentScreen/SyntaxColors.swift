import DentCore
import DentSyntax
import DentWire

/// A line's style runs as the theme colours them: byte ranges of the line with their pens, in
/// order, the runs the theme leaves plain left out.
struct SyntaxColors: Equatable {
    var spans: [(range: Range<Int>, pen: Pen)]

    static let none = SyntaxColors(spans: [])

    /// The colours of line `line` of `document`, when it was highlighted for this frame.
    init(_ document: Document, line: Int, theme: Theme) {
        guard let highlighted = document.highlightedLine(line), let styles = document.syntax?.source.styles else {
            spans = []
            return
        }
        // A style's pen is looked up once a line: a minified line has thousands of runs in a
        // handful of styles, and a lookup walks the style's map-to chain by name.
        var pens: [Pen??] = []
        spans = highlighted.runs.compactMap { run in
            let index = Int(run.style.index)
            if index >= pens.count { pens += repeatElement(nil, count: index + 1 - pens.count) }
            let pen: Pen?
            if let known = pens[index] {
                pen = known
            } else {
                pen = theme.pen(for: styles.style(run.style))
                pens[index] = .some(pen)
            }
            return pen.map { (run.range, $0) }
        }
    }

    init(spans: [(range: Range<Int>, pen: Pen)]) { self.spans = spans }

    static func == (a: SyntaxColors, b: SyntaxColors) -> Bool {
        a.spans.count == b.spans.count && zip(a.spans, b.spans).allSatisfy { $0.range == $1.range && $0.pen == $1.pen }
    }

    /// What a text row's cells depend on besides its bytes: the highlighter and the state its
    /// line starts in (the runs follow from those and the bytes).
    static func key(of document: Document, line: Int) -> RowSyntax? {
        // Through the optional, not bound: `let syntax = document.syntax` copies the whole
        // state cache, and this runs for every row of every frame.
        guard let identity = document.syntax?.source.identity, let start = document.highlightedStart(line) else { return nil }
        return RowSyntax(highlighter: identity, start: start)
    }

    /// `cell` of a glyph starting at byte `offset`, in the pen of the span over it; `next` is
    /// the index of the first span not wholly before the glyphs drawn so far.
    func color(_ cell: inout Cell, at offset: Int, next: inout Int) {
        while next < spans.count && spans[next].range.upperBound <= offset { next += 1 }
        guard next < spans.count, spans[next].range.contains(offset) else { return }
        let pen = spans[next].pen
        cell.style.formUnion(pen.style)
        cell.foreground = pen.foreground
        cell.background = pen.background
    }
}

/// The part of a row's cache key that highlighting adds.
struct RowSyntax: Equatable, Sendable {
    var highlighter: ObjectIdentifier
    var start: LineState
}

extension Pen {
    /// The SGR sequence that sets this pen from the default one, in `depth` colours (for
    /// `dent --highlight`, which writes text, not frames).
    public func sgr(depth: ColorDepth) -> String {
        var parameters = TerminalCaps.styleParameters(style)
        let colors = (foreground.downgraded(to: depth), background.downgraded(to: depth))
        if colors.0 != .default { parameters += colors.0.sgrParameters(background: false) }
        if colors.1 != .default { parameters += colors.1.sgrParameters(background: true) }
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
