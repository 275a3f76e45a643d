import DentCore
import DentSyntax
import DentWire

/// A line's style runs as the theme colours them: byte ranges of the line with their pens, in
/// order, the runs the theme leaves plain left out. A pen is kept as a cell holds it (`Look`),
/// so painting a glyph is two stores, not a colour packed for each cell.
struct SyntaxColors: Equatable {
    /// A pen as a cell holds it: the style it adds and its colours packed (`Cell.colors`).
    struct Look: Equatable {
        var style: Style
        var colors: UInt64

        init(_ pen: Pen) { (style, colors) = (pen.style, pen.packedColors) }
    }

    var spans: [(range: Range<Int>, look: Look)]

    static let none = SyntaxColors(spans: [])

    /// The colours of line `line` of `document`, when it was highlighted for this frame. A
    /// function, not an initializer: an initializer takes its arguments as its own, which
    /// copies the document, and every row drawn asks.
    static func of(line: Int, in document: Document, theme: Theme) -> SyntaxColors {
        guard let highlighted = document.highlightedLine(line), let styles = document.syntax?.source.styles else { return .none }
        // A style's pen is looked up once a line: a minified line has thousands of runs in a
        // handful of styles, and a lookup walks the style's map-to chain by name.
        var looks: [Look??] = []
        return SyntaxColors(spans: highlighted.runs.compactMap { run in
            let index = Int(run.style.index)
            if index >= looks.count { looks += repeatElement(nil, count: index + 1 - looks.count) }
            let look: Look?
            if let known = looks[index] {
                look = known
            } else {
                look = theme.pen(for: styles.style(run.style)).map(Look.init)
                looks[index] = .some(look)
            }
            return look.map { (run.range, $0) }
        })
    }

    init(spans: [(range: Range<Int>, look: Look)]) { self.spans = spans }

    static func == (a: SyntaxColors, b: SyntaxColors) -> Bool {
        a.spans.count == b.spans.count && zip(a.spans, b.spans).allSatisfy { $0.range == $1.range && $0.look == $1.look }
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
        let look = spans[next].look
        cell.style.formUnion(look.style)
        cell.colors = look.colors
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
