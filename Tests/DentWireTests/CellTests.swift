@testable import DentWire
import Testing

/// Cells compare by the key that packs their text (`Cell.key`), and by the text itself only
/// when it is longer than the key holds.
@Suite struct CellTests {
    @Test func textsThatShareTheirFirstSevenBytesDiffer() {
        // Man, ZWJ, woman, ZWJ, girl / boy: the first seven bytes are the man and the ZWJ.
        let girl = Cell("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")
        let boy = Cell("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F466}")
        #expect(girl.key == boy.key, "the keys cannot tell them apart")
        #expect(!Cell.same(girl, boy) && girl != boy)
        #expect(Cell.same(girl, Cell("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")))
        #expect(girl.byteCount == 18 && girl.singleByte == nil)
    }

    @Test func shortTextsAreTheirKeys() {
        #expect(Cell("a").singleByte == UInt8(ascii: "a") && Cell("a").byteCount == 1)
        #expect(Cell("é").singleByte == nil && Cell("é").byteCount == 2)
        #expect(!Cell.same(Cell("ab"), Cell("a")) && !Cell.same(Cell("a"), Cell("b")))
        #expect(Cell("").isContinuation && !Cell(" ").isContinuation)
        #expect(Cell.same(Cell("", style: .bold), Cell("")), "a continuation has no look of its own")
        #expect(!Cell.same(Cell("a", style: .bold), Cell("a")))
        #expect(!Cell.same(Cell("a", foreground: .ansi(1)), Cell("a")))
        #expect(Cell("a", style: .bold) != Cell("a") && Cell("", style: .bold) != Cell(""), "equal is stricter than same")
        #expect(Set([Cell("a"), Cell("a"), Cell("b")]).count == 2)
    }
}
