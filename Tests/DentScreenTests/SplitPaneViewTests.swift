import DentWire
import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// Split panes as drawn: each pane in its own columns or rows with its own status line (the
/// focused one bright, the others dim), wide characters and soft wrap kept inside their pane,
/// and frames that never shift or move one pane's cells for another's edit.
@Suite struct SplitPaneViewTests {
    /// Two files side by side at 81×12: a long line of CJK on the left, soft-wrapped, and
    /// ASCII on the right.
    static func sideBySide(wrap: Bool) -> Editor {
        var left = CursorText.document("|" + String(repeating: "日本語", count: 20) + "\nxy\n")
        left.path = "cjk.txt"
        var editor = Editor(document: left)
        editor.wrapsLines = wrap
        editor.resize(rows: 12, columns: 81)
        editor.press("Alt+%")
        var right = CursorText.document("|" + String(repeating: "b", count: 70) + "\nbbb\n")
        right.path = "b.txt"
        editor.opened(right)
        return editor
    }

    @Test func splitRightWithWrappedCJKKeepsEveryCellInItsPane() {
        let editor = Self.sideBySide(wrap: true)
        let grid = Renderer.render(editor, rows: 12, columns: 81)
        let lines = ScreenText.lines(grid)
        #expect(lines[0] == String(repeating: "日本語", count: 6) + "日本│" + String(repeating: "b", count: 40),
                "20 wide characters fill the 40 columns; the right pane wraps its b's at 40 too")
        #expect(lines[1] == "語" + String(repeating: "日本語", count: 6) + "日│" + String(repeating: "b", count: 30))
        #expect(lines[2...4].contains { $0.hasPrefix("xy" + String(repeating: " ", count: 38) + "│") }, "the second line, in its pane")
        #expect(grid.checkInvariants().isEmpty, "no wide character cut by the border")
        for row in 0..<10 {
            #expect(grid[row, 40] == Cell("│", style: .dim), "row \(row): the border")
            #expect(!grid.row(row).prefix(40).contains { $0.text == "b" }, "row \(row): the right pane's text left of the border")
            #expect(!grid.row(row).suffix(40).contains { CellGrid.width(of: $0.text) == 2 }, "row \(row): CJK right of the border")
        }
        #expect(lines[11 - 1].hasPrefix(" cjk.txt"), "the status lines share the row above the bar")
        #expect(ScreenText.styles(grid, row: 10).prefix(40) == Substring(String(repeating: "D", count: 40)), "the pane without the keys: dim")
        #expect(ScreenText.styles(grid, row: 10).suffix(40) == Substring(String(repeating: "r", count: 40)), "the focused pane's: reversed")
        #expect(grid.cursor! == (0, 41), "the cursor in the focused pane, at its first cell")
    }

    @Test func splitRightWithoutWrapCutsWideCharactersAtTheBorderAsBlanks() {
        var editor = Self.sideBySide(wrap: false)
        editor.press("Alt+t")
        editor.press("Right")
        let grid = Renderer.render(editor, rows: 12, columns: 81)
        #expect(grid.checkInvariants().isEmpty)
        #expect(ScreenText.lines(grid)[0] == String(repeating: "日本語", count: 6) + "日本│" + String(repeating: "b", count: 40))
        #expect(grid.cursor! == (0, 2))
    }

    @Test func splitBelowStacksThePanesWithAStatusLineEach() {
        var document = CursorText.document("|日本語 and more text\nsecond\n")
        document.path = "a.txt"
        var editor = Editor(document: document)
        editor.wrapsLines = true
        editor.resize(rows: 10, columns: 12)
        editor.press("Alt+\"")
        let lines = ScreenText.lines(Renderer.render(editor, rows: 10, columns: 12))
        #expect(Array(lines[0...3]) == ["日本語 and", "more text", "second", ""])
        #expect(lines[4].hasPrefix(" a.txt"))
        #expect(Array(lines[5...7]) == ["日本語 and", "more text", "second"])
        #expect(lines[8].hasPrefix(" a.txt"))
    }

    /// Every frame drawn over the last one shows what a frame drawn from nothing shows, and a
    /// terminal that played the frames shows the editor: splitting, typing in both panes,
    /// moving the focus and closing a pane.
    @Test func framesOverSplitsMatchAFreshFrame() throws {
        var editor = Self.sideBySide(wrap: false)
        var screen = Screen(caps: .xterm)
        var terminal = VirtualTerminal(rows: 12, columns: 81)
        let keys = ["x", "Alt+t", "y", "Enter", "Alt+\"", "z", "Ctrl+Alt+Up", "Backspace", "Alt+0", "w"]
        for key in keys {
            editor.press(key)
            try terminal.play(screen.draw(editor, rows: 12, columns: 81))
            let fresh = Renderer.render(editor, rows: 12, columns: 81)
            #expect(screen.frame == fresh, "after \(key)")
            #expect(terminal.mismatch(fresh) == nil, "after \(key)")
        }
    }

    /// The control sequences that move cells: ICH and DCH along a row, IL and DL, a scroll
    /// region and scrolling.
    static func moves(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { index += 1; continue }
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            if end < bytes.count, "@PLMrST".utf8.contains(bytes[end]) { found.append(String(decoding: bytes[index...end].dropFirst(), as: UTF8.self)) }
            index = end + 1
        }
        return found
    }

    /// The right pane shows the file's start, the left pane its middle: typing and Enter in
    /// the left pane change only the left pane's cells (and its status line), so no frame may
    /// shift along a row or move rows: either would move the right pane's cells.
    @Test func typingInTheLeftPaneOfASplitRightNeverMovesTheOtherPanesCells() throws {
        var frames = KeystrokeFrames()
        _ = frames.press(KeyChord(.character("%"), .alt))
        _ = frames.press(KeyChord(.home, .ctrl))
        _ = frames.press(KeyChord(.character("t"), .alt))
        #expect(frames.editor.paneFrames.first { $0.isFocused }?.rect.left == 0, "the left pane has the keys")
        for character in "typed mid-line" {
            let bytes = frames.type(character)
            #expect(Self.moves(in: bytes).isEmpty, "\(character): \(Self.moves(in: bytes))")
        }
        var terminal = VirtualTerminal(rows: 24, columns: 80)
        try terminal.play(frames.transcript)
        #expect(terminal.mismatch(Renderer.render(frames.editor, rows: 24, columns: 80)) == nil)
        for chord in [KeyChord(.enter), KeyChord(.enter), KeyChord(.backspace)] {
            let bytes = frames.press(chord)
            #expect(Self.moves(in: bytes).isEmpty, "\(chord): \(Self.moves(in: bytes))")
        }
    }

    /// Both panes on the same line: the left pane's row is rewritten, the right pane's may be
    /// shifted from its first column on (it is the row's last pane), and the terminal ends
    /// up showing the editor.
    @Test func typingWhereBothPanesShowTheLineShiftsOnlyInTheLastPane() throws {
        var frames = KeystrokeFrames()
        _ = frames.press(KeyChord(.character("%"), .alt))
        _ = frames.press(KeyChord(.character("t"), .alt))
        let sizes = frames.typing(10)
        var terminal = VirtualTerminal(rows: 24, columns: 80)
        try terminal.play(frames.transcript)
        #expect(terminal.mismatch(Renderer.render(frames.editor, rows: 24, columns: 80)) == nil, "\(sizes)")
    }

    /// Typing mid-line in a pane that reaches the screen's right edge (the right pane of a
    /// split right, either pane of a split below), the other pane showing the file's start,
    /// costs at most 30 bytes a character (the first, which adds `[+]` to both status lines,
    /// aside); a terminal that played the frames shows the editor. Ten characters: the cursor
    /// stays inside the 40 columns of a half-screen pane.
    @Test(arguments: [("Alt+%", true), ("Alt+\"", true), ("Alt+\"", false)])
    func typingInASplitCostsAtMostThirtyBytesACharacter(split: String, inNewPane: Bool) throws {
        var frames = Self.split(split, typingInNewPane: inNewPane)
        let sizes = frames.typing(10)
        #expect(sizes.dropFirst().allSatisfy { $0 <= 30 }, "\(sizes)")
        var terminal = VirtualTerminal(rows: 24, columns: 80)
        try terminal.play(frames.transcript)
        #expect(terminal.mismatch(Renderer.render(frames.editor, rows: 24, columns: 80)) == nil)
    }

    /// In the left pane of a split right nothing may shift (tmux has no left and right
    /// margins), so the cells from the cursor to the pane's border are written again: at most
    /// 30 bytes a character beyond them.
    @Test func typingInTheLeftPaneRewritesOnlyToItsBorder() throws {
        var frames = Self.split("Alt+%", typingInNewPane: false)
        var sizes: [Int] = []
        var tails: [Int] = []
        for index in 0..<10 {
            tails.append(40 - frames.editor.document.cursorColumn - 1)
            sizes.append(frames.type(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index)))).count)
        }
        #expect(zip(sizes, tails).dropFirst().allSatisfy { $0 <= 30 + $1 }, "\(sizes), tails \(tails)")
    }

    /// The editor split with `chord`, the pane not typed in showing the file's start.
    static func split(_ chord: String, typingInNewPane: Bool) -> KeystrokeFrames {
        var frames = KeystrokeFrames()
        let next = KeyChord(.character("t"), .alt)
        if let split = KeyChord(chord) { _ = frames.press(split) }
        if typingInNewPane { _ = frames.press(next) }
        _ = frames.press(KeyChord(.home, .ctrl))
        _ = frames.press(next)
        return frames
    }
}
