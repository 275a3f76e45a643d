import DentText

/// The bytes of a frame being built and what the terminal's cursor and pen are after them.
///
/// A value, so the frame encoder can try two ways of changing a row on copies and keep the
/// shorter. The cursor column may equal the width: the cursor then waits at the last column
/// with a wrap pending (xterm's deferred wrap), where only an absolute move or CR is safe.
struct TerminalWriter {
    let caps: TerminalCaps
    let columns: Int
    var out: [UInt8] = []
    /// Where the cursor is; nil when unknown.
    var position: (row: Int, column: Int)?
    /// The SGR state of the terminal; nil when unknown.
    var pen: Pen?

    init(caps: TerminalCaps, columns: Int) {
        self.caps = caps
        self.columns = columns
    }

    /// A copy with no bytes yet, to try something on.
    var scratch: TerminalWriter {
        var copy = self
        copy.out = []
        return copy
    }

    /// Adopts what `other`, a scratch copy, did.
    mutating func adopt(_ other: TerminalWriter) {
        out += other.out
        position = other.position
        pen = other.pen
    }

    /// Moves the cursor by the cheapest way the terminal has: nothing, CR, BS, CHA or CUP.
    mutating func move(row: Int, column: Int) {
        if let position, position.row == row {
            if position.column == column { return }
            if column == 0 {
                out.append(0x0D)
                self.position = (row, 0)
                return
            }
            // A pending wrap makes BS and CHA count from the last column: only CUP is exact there.
            if position.column < columns {
                if position.column == column + 1 {
                    out.append(0x08)
                    self.position = (row, column)
                    return
                }
                if caps.features.contains(.columnAddress) {
                    TerminalCaps.appendControl(&out, [column + 1], final: "G")
                    self.position = (row, column)
                    return
                }
            }
        }
        out += caps.moveCursor(row: row, column: column)
        position = (row, column)
    }

    mutating func setPen(_ new: Pen) {
        out += caps.attributes(from: pen, to: new)
        pen = new
    }

    /// Erasing functions fill with the current background (xterm, with back-colour erase), so
    /// they run with the plain pen and leave plain blanks, which is what the model expects.
    mutating func plainPen() { setPen(.plain) }

    /// Writes one cell of `width` columns at the cursor. A text that would not advance the
    /// cursor by exactly `width` (a control character, a zero-width or wrongly measured
    /// cluster) is drawn as `?` or blanks, so the cursor never drifts from the model.
    mutating func put(_ cell: Cell, width: Int) {
        // Most cells are in the pen of the cell before: asked of the cell's packed form, so no
        // `Pen` is made and compared for each cell of a full frame.
        if pen.map({ !cell.isDrawn(in: $0) }) ?? true { setPen(cell.pen) }
        if TerminalWriter.isSafe(cell.text, width: width) {
            out += cell.text.utf8
        } else {
            out.append(0x3F)
            if width == 2 { out.append(0x20) }
        }
        if let position { self.position = (position.row, position.column + width) }
    }

    /// True when `text` draws as one character `width` cells wide on any terminal.
    static func isSafe(_ text: String, width: Int) -> Bool {
        if text.utf8.count == 1, let byte = text.utf8.first { return width == 1 && LineLayout.isPrintable(byte) }
        let scalars = text.unicodeScalars
        guard scalars.first != nil else { return false }
        if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { return false }
        return CellGrid.width(of: text) == width
    }

    /// What has been written so far and where the cursor and pen are after it, to come back
    /// to with `rollBack(to:)`: something tried in place needs no copy of the writer.
    struct Mark {
        fileprivate let count: Int
        fileprivate let position: (row: Int, column: Int)?
        fileprivate let pen: Pen?
    }

    var mark: Mark { Mark(count: out.count, position: position, pen: pen) }

    /// Bytes written since `mark`.
    func written(since mark: Mark) -> Int { out.count - mark.count }

    /// Undoes what was written since `mark`.
    mutating func rollBack(to mark: Mark) {
        out.removeSubrange(mark.count...)
        position = mark.position
        pen = mark.pen
    }

    /// Bytes a move from the current position to `column` on `row` would take.
    mutating func moveCost(row: Int, column: Int) -> Int {
        let mark = mark
        move(row: row, column: column)
        defer { rollBack(to: mark) }
        return written(since: mark)
    }

    mutating func control(_ parameters: [Int], final: Unicode.Scalar) {
        TerminalCaps.appendControl(&out, parameters, final: final)
    }

    mutating func eraseToEndOfLine() {
        plainPen()
        out += caps.eraseToEndOfLine
    }
}
