import Testing
import DentText

@Suite struct LineLayoutTests {
    func layout(_ text: String, tabWidth: Int = 8) -> LineLayout { LineLayout(Array(text.utf8), tabWidth: tabWidth) }

    @Test func tabsFillToTheNextStop() {
        let line = layout("a\tb", tabWidth: 4)
        #expect(line.glyphs.map(\.width) == [1, 3, 1])
        #expect(line.glyphs.map(\.column) == [0, 1, 4])
        #expect(line.width == 5)
    }

    @Test func wideAndCombiningCharactersAreMeasuredPerCluster() {
        #expect(layout("日本").width == 4)
        #expect(layout("e\u{301}").glyphs.count == 1)
        #expect(layout("e\u{301}").width == 1)
        #expect(layout("\u{1F44D}\u{1F3FD}").width == 2)
        #expect(layout("\u{1F9D1}\u{200D}\u{1F4BB}").width == 2)
        #expect(layout("\u{1F1EB}\u{1F1F7}").width == 2)
        #expect(layout("\u{2764}\u{FE0F}").width == 2)
    }

    @Test func invalidBytesAndControlsAreGlyphsOfTheirOwn() {
        let line = LineLayout([0x61, 0xFF, 0x62, 0x01, 0xE6, 0x97], tabWidth: 8)
        #expect(line.glyphs.map(\.kind) == [.text("a"), .invalid(0xFF), .text("b"), .control(0x01), .invalid(0xE6), .invalid(0x97)])
        #expect(line.width == 1 + 4 + 1 + 2 + 4 + 4, "invalid bytes show as <ff>, controls as ^A")
    }

    @Test func boundariesStepOverWholeClusters() {
        let line = layout("a日e\u{301}b")
        #expect(line.boundary(after: 0) == 1)
        #expect(line.boundary(after: 1) == 4)
        #expect(line.boundary(after: 4) == 7)
        #expect(line.boundary(before: 7) == 4)
        #expect(line.boundary(before: 4) == 1)
        #expect(line.boundary(before: 0) == 0)
        #expect(line.boundary(after: line.byteCount) == line.byteCount)
    }

    @Test func columnsMapToByteOffsetsAndBack() {
        let line = layout("a日b")
        #expect(line.column(ofByte: 4) == 3)
        #expect(line.column(ofByte: 5) == 4)
        #expect(line.byteOffset(atColumn: 2) == 1)
        #expect(line.byteOffset(atColumn: 3) == 4)
        #expect(line.byteOffset(atColumn: 99) == 5)
    }

    @Test func displayWidthOfScalars() {
        #expect(DisplayWidth.of(Unicode.Scalar("a")) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x4E00)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF21)!) == 2)
    }
}
