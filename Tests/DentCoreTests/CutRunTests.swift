import Testing
import DentCore

/// Ctrl+K cuts the line into the clipboard, and cuts in a row add up (nano, micro).
@Suite struct CutRunTests {
    @Test func ctrlKCutsTheLineSoCtrlVPastesIt() {
        var s = Scenario("one\ntw|o\nthree")
        s.press("Ctrl+k")
        #expect(s.marked == "one\n|three")
        #expect(s.editor.message == Message("Line cut"), "no quit hint: Ctrl+K is not a nano user leaving")
        s.press("Ctrl+v")
        #expect(s.marked == "one\ntwo\n|three")
    }

    @Test func threeCtrlKThenCtrlVMovesThreeLines() {
        var s = Scenario("|a\nb\nc\nd\ne")
        s.press("Ctrl+k", "Ctrl+k", "Ctrl+k")
        #expect(s.marked == "|d\ne")
        #expect(s.editor.message == Message("3 lines cut"))
        s.press("Down", "Ctrl+v")
        #expect(s.marked == "d\na\nb\nc\n|e")
    }

    @Test func wholeLineCtrlXJoinsTheRunAndTheLastLineGetsAnEnding() {
        var s = Scenario("a\nb\n|c")
        s.press("Ctrl+x", "Ctrl+k")
        #expect(s.marked == "|a")
        s.press("Ctrl+v")
        #expect(s.marked == "c\nb\n|a", "the last line's cut gains a line ending, so the lines stay apart")
    }

    @Test func anyOtherCommandBetweenStartsAFreshClipboard() {
        var s = Scenario("|a\nb\nc\nd")
        s.press("Ctrl+k", "Down", "Up", "Ctrl+k")
        #expect(s.marked == "|c\nd")
        s.press("Ctrl+v")
        #expect(s.marked == "b\n|c\nd", "only the cut after the move is pasted")
    }

    @Test func aSelectionCutByCtrlKIsWholeLines() {
        var s = Scenario("a\nb[x\ny|y\nz")
        s.press("Ctrl+k")
        #expect(s.marked == "a\n|z")
        s.press("Ctrl+v")
        #expect(s.marked == "a\nbx\nyy\n|z")
    }
}
