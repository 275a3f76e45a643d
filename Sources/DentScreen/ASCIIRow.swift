import DentText
import DentWire

/// A line that is all printable ASCII, most lines of code, drawn a cell a byte: its glyph `i`
/// is byte `i` at column `i`, one cell wide, so it needs no `LineLayout`, whose glyphs each
/// carry a string to copy. It draws exactly the cells `Renderer.drawLine` draws from the layout
/// of the same bytes (ASCIIRowTests compares them); of the whitespace marks only the trailing
/// spaces' can occur in it (there is no tab).
struct ASCIIRow {
    let bytes: [UInt8]

    /// Nil when some byte is not printable ASCII (a tab, a control, UTF-8): those lines are laid out.
    init?(_ bytes: [UInt8]) {
        guard bytes.allSatisfy(LineLayout.isPrintable) else { return nil }
        self.bytes = bytes
    }

    /// Draws the row from display column `first` at grid column `origin`; `selected`, `cursors`
    /// (another cursor's byte, drawn reversed) and `highlighted` are line-relative as `drawLine`
    /// takes them; with
    /// `showingWhitespace` the spaces at the line's end are drawn as `WhitespaceMarks` draws them.
    func draw(row: Int, from first: Int, origin: Int, selected: [Range<Int>], cursors: [Int], highlighted: [Range<Int>],
              showingWhitespace: Bool, colors: SyntaxColors, into grid: inout CellGrid) {
        let width = grid.columns - origin
        let space = UInt8(ascii: " ")
        let trailingStart = showingWhitespace ? (bytes.lastIndex { $0 != space }).map { $0 + 1 } ?? 0 : bytes.count
        let shown = Swift.max(first, 0)..<Swift.max(Swift.min(bytes.count, first + width), first)
        var nextHighlight = 0
        var nextColor = 0
        for index in shown {
            var cell = PackedCell(ascii: bytes[index])
            let isSelected = !selected.isEmpty && selected.contains { $0.contains(index) }
            let isCursor = !cursors.isEmpty && cursors.contains(index)
            if !isSelected && !colors.spans.isEmpty { colors.color(&cell, at: index, next: &nextColor) }
            if index >= trailingStart { cell = WhitespaceMarks.dot }
            if isSelected != isCursor { cell.style.formSymmetricDifference(.reverse) }
            while nextHighlight < highlighted.count && highlighted[nextHighlight].upperBound <= index { nextHighlight += 1 }
            if nextHighlight < highlighted.count && highlighted[nextHighlight].overlaps(index..<(index + 1)) { cell.style.insert(.underline) }
            grid[packed: row, origin + index - first] = cell
        }
        // A selected line break or another cursor at the line's end shows as one reversed cell
        // after the text (both at once cancel out), as `drawLine` draws it.
        let end = bytes.count - first
        let breakSelected = selected.contains { $0.upperBound > bytes.count }
        if breakSelected != cursors.contains(bytes.count), (0..<width).contains(end) {
            grid[packed: row, origin + end] = PackedCell(.space, style: .reverse)
        }
    }
}

/// What a text row draws: a line's layout, or a line of printable ASCII without one.
enum RowText {
    case laidOut(LineLayout)
    case ascii(ASCIIRow)

    /// The display width of what was laid out.
    var width: Int {
        switch self {
        case .laidOut(let layout): layout.width
        case .ascii(let row): row.bytes.count
        }
    }

    /// False when only the line's start was laid out.
    var isComplete: Bool {
        switch self {
        case .laidOut(let layout): layout.isComplete
        case .ascii: true
        }
    }
}
