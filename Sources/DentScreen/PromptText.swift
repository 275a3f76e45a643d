import DentText
import DentWire

/// A prompt's text (find, replace, open, filter, …) laid out by the text area's rules
/// (`LineLayout`) over the bytes it stands for (`PathBytes`: a completed name's byte that is not
/// UTF-8 is that byte): what a terminal would draw as nothing (a zero-width space, a lone joiner,
/// a bidirectional control) shows as its code points (`<200b>`), a control character as `^X`, a
/// byte that is not UTF-8 as `<e9>`, each reversed against the status line. Drawn as plain UI text instead, a character of width 0
/// vanished from the grid while its neighbours met on the terminal: two regional indicators
/// with a zero-width space between them became one flag there, a cell off what dent counted.
struct PromptText: Equatable, Sendable {
    /// Where the text starts on the status line.
    let column: Int
    let layout: LineLayout
    private let text: String

    /// Prompt text is short (`Editor.filterLimit` and the like): laid out whole every frame.
    static let tabWidth = 4

    init(_ text: String, column: Int) {
        self.text = text
        self.column = column
        layout = LineLayout(PathBytes.bytes(text), tabWidth: PromptText.tabWidth)
    }

    /// The column, from the text's start, of the glyph holding character `index` (the prompt's
    /// cursor counts characters), or the text's width at its end.
    func column(atCharacter index: Int) -> Int {
        layout.column(ofByte: PathBytes.bytes(String(text.prefix(index))).count)
    }

    /// Draws the glyphs that fit before column `end` of `row`, in `style`; notation (`^X`,
    /// `<200b>`) stands out as it does in the text area, its style's reverse flipped.
    func draw(row: Int, upTo end: Int, style: Style, into grid: inout CellGrid) {
        for glyph in layout.glyphs where column + glyph.column + glyph.width <= end {
            for offset in 0..<glyph.width {
                var cell = Renderer.cell(of: glyph, in: layout, at: offset)
                cell.style = style.symmetricDifference(cell.style)
                grid[row, column + glyph.column + offset] = cell
            }
        }
    }
}
