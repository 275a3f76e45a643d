import DentText
import DentWire

/// How one line's whitespace is drawn when whitespace is shown: a tab as a dim `→` in its first
/// cell and dim blanks to its stop; spaces and tabs at the end of the line as dim `·` (a trailing
/// tab keeps its arrow, which already shows it); a line whose leading whitespace mixes tabs and
/// spaces has its first cell drawn dim and reversed.
///
/// The mixed mark goes in the first cell because without line numbers there is no gutter to put
/// it in: a dim reversed block at the left edge is visible on any terminal and unlike anything
/// text draws (selection is reversed without dim, controls are reversed and bright).
struct WhitespaceMarks {
    /// Where trailing whitespace starts, in bytes from the start of the line.
    let trailingStart: Int
    /// The leading whitespace holds both tabs and spaces.
    let mixesIndentation: Bool

    static let tabArrow = "→"
    static let trailingDot = "·"
    static let mixedStyle: Style = [.dim, .reverse]
    /// A mid grey for the arrow and the dots where the terminal has 256 colours or more, so
    /// they stay faint where dim alone is not drawn; with 8 colours it falls back to the
    /// default colour (see `Color.downgraded(to:)`) and dim does the work.
    static let markColor = Color.indexed(245)

    /// Found from the ends of the layout, so a screen's worth of a 20 MB line costs its ends.
    init(_ layout: LineLayout) {
        // In a part of a long line, blanks at the cut are followed by more text.
        let lastText = layout.glyphs.lastIndex { !WhitespaceMarks.isBlank($0) }
        trailingStart = !layout.isComplete ? layout.byteCount : lastText.map { layout.glyphs[$0].bytes.upperBound } ?? layout.startByte
        var tabs = false
        var spaces = false
        // A layout from a wrapped row's start does not hold the line's indentation.
        for glyph in layout.startByte == 0 ? layout.glyphs[...] : [] {
            if glyph.kind == .tab { tabs = true } else if glyph.isSpace { spaces = true } else { break }
        }
        mixesIndentation = tabs && spaces
    }

    static func isBlank(_ glyph: LineLayout.Glyph) -> Bool { glyph.kind == .tab || glyph.isSpace }

    /// Cell `offset` of `glyph` with its whitespace made visible; `plain` is how it is drawn
    /// otherwise.
    func cell(for glyph: LineLayout.Glyph, at offset: Int, plain: Cell) -> Cell {
        var cell = plain
        if glyph.kind == .tab {
            cell = offset == 0 ? WhitespaceMarks.arrow : WhitespaceMarks.dimBlank
        } else if glyph.isSpace, glyph.bytes.lowerBound >= trailingStart {
            cell = WhitespaceMarks.dot
        }
        if mixesIndentation, glyph.bytes.lowerBound == 0, offset == 0 { cell.style = WhitespaceMarks.mixedStyle }
        return cell
    }

    static let arrow = Cell(tabArrow, style: .dim, foreground: markColor)
    static let dimBlank = Cell(" ", style: .dim)
    static let dot = Cell(trailingDot, style: .dim, foreground: markColor)
}
