import DentWire
import Testing
import DentTestSupport

/// Rows shared by panes side by side (`CellGrid.shiftStarts`): the frame diff never shifts
/// cells before the row's last pane, nor moves such rows as a block, whatever it would save.
@Suite struct SideBySideDiffTests {
    /// Rows of `left` and `right` text in 10-column panes with a border between them; the rows
    /// marked as shared from column 11 when `marked`.
    func grid(_ rows: [(String, String)], marked: Bool) -> CellGrid {
        var grid = CellGrid(rows: rows.count, columns: 21)
        for (row, (left, right)) in rows.enumerated() {
            grid.write(left, row: row, column: 0, upTo: 10)
            grid.write("│", row: row, column: 10)
            grid.write(right, row: row, column: 11)
        }
        if marked { grid.shiftStarts = Array(repeating: 11, count: rows.count) }
        return grid
    }

    /// The second frame's bytes after the first, checked on a terminal that plays both.
    func frame(_ first: CellGrid, _ second: CellGrid) throws -> [UInt8] {
        var encoder = FrameEncoder(caps: .xterm)
        var terminal = VirtualTerminal(rows: first.rows, columns: first.columns)
        try terminal.play(encoder.encode(first))
        let bytes = encoder.encode(second)
        try terminal.play(bytes)
        #expect(terminal.mismatch(second) == nil, "\(terminal.mismatch(second) ?? "")")
        return bytes
    }

    /// The final bytes of the control sequences in `bytes` (`@` for ICH, `P` for DCH, `r` a
    /// scroll region, `L`/`M` lines in and out, `S`/`T` scrolls).
    static func finals(_ bytes: [UInt8]) -> [Character] {
        var found: [Character] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            if end < bytes.count { found.append(Character(UnicodeScalar(bytes[end]))) }
            index = end + 1
        }
        return found
    }

    /// Text typed at the start of both panes' rows shifts the whole row right: one ICH at
    /// column 0 would do, but it moves the right pane's cells across the border. Marked, the
    /// left pane is written again and only the right pane is shifted, from its first column.
    @Test func aSharedRowShiftsOnlyWithinItsLastPane() throws {
        let before = [("abcdefghi", "klmnopqrs")]
        let after = [("Xabcdefgh", "Xklmnopqr")]
        let unmarked = try frame(grid(before, marked: false), grid(after, marked: false))
        let marked = try frame(grid(before, marked: true), grid(after, marked: true))
        #expect(!String(decoding: unmarked, as: UTF8.self).contains("Xabcdefgh"), "unmarked, the left pane's text is shifted, not written")
        #expect(String(decoding: marked, as: UTF8.self).contains("Xabcdefgh"), "marked, it is written again")
        #expect(Self.finals(marked).filter { $0 == "@" || $0 == "P" }.count <= 1, "one shift at most, the right pane's")
    }

    /// Rows scrolled up together in both panes are one block move unmarked; marked, they are
    /// drawn again.
    @Test func sharedRowsAreNeverMovedAsABlock() throws {
        let rows = (0..<8).map { ("left \($0)", "right \($0)") }
        let scrolled = Array(rows.dropFirst()) + [("left 8", "right 8")]
        let unmarked = try frame(grid(rows, marked: false), grid(scrolled, marked: false))
        let marked = try frame(grid(rows, marked: true), grid(scrolled, marked: true))
        let moves: Set<Character> = ["r", "L", "M", "S", "T"]
        #expect(Self.finals(unmarked).contains { moves.contains($0) }, "unmarked, the rows move")
        #expect(!Self.finals(marked).contains { moves.contains($0) }, "\(String(decoding: marked, as: UTF8.self).debugDescription)")
    }

    /// A split made where the row showed a wide character across the new pane's first column
    /// (the fuzzer's Split right over CJK text): the border is written as itself, and the wide
    /// character's second half is taken as blanked when its first is written over.
    @Test func aWideCharacterAcrossTheNewBorderIsNotWrittenAsOneCellTwoWide() throws {
        var before = CellGrid(rows: 1, columns: 21)
        before.write("abcdefghij日klmnopq", row: 0, column: 0, upTo: 21)
        let bytes = try frame(before, grid([("abcdefghij", "klmnopqrs")], marked: true))
        #expect(!bytes.contains(UInt8(ascii: "?")), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
}
