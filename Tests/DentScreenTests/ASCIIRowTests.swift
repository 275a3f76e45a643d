import DentTestSupport
import DentText
import DentWire
import Testing
@testable import DentScreen

@Suite struct ASCIIRowTests {
    @Test func onlyPrintableASCIILinesAreDrawnWithoutALayout() {
        #expect(ASCIIRow(Array("int x = 1; // ok".utf8)) != nil)
        #expect(ASCIIRow([]) != nil)
        #expect(ASCIIRow(Array("\tx".utf8)) == nil)
        #expect(ASCIIRow(Array("é".utf8)) == nil)
        #expect(ASCIIRow([0x7F]) == nil)
        #expect(ASCIIRow([0x1B]) == nil)
    }

    /// Random lines, scrolls, widths, selections, other cursors, find matches and colours: the cells are the
    /// ones `drawLine` draws from the line's layout.
    @Test func drawsWhatTheLayoutDraws() throws {
        var random = SplitMix64(state: 1_204)
        let pens = [Pen(style: .bold, foreground: .ansi(1)), Pen(foreground: .rgb(1, 2, 3)), Pen(style: .italic, background: .indexed(200))]
        for _ in 0..<600 {
            let length = Int.random(in: 0...24, using: &random)
            // Spaces often, runs of them at the ends too, for the trailing-space marks.
            let bytes = (0..<length).map { _ in Bool.random(using: &random) ? UInt8(ascii: " ") : UInt8.random(in: 0x20...0x7E, using: &random) }
            let showingWhitespace = Bool.random(using: &random)
            let row = try #require(ASCIIRow(bytes))
            let origin = Int.random(in: 0...3, using: &random)
            let columns = Int.random(in: (origin + 1)...30, using: &random)
            let first = Int.random(in: 0...(length + 3), using: &random)
            // Disjoint selections in order (several cursors' ones), one may take the line break.
            var selected: [Range<Int>] = []
            var next = 0
            while next <= length + 1, Bool.random(using: &random) {
                let low = Int.random(in: next...(length + 1), using: &random)
                let high = Int.random(in: low...(length + 2), using: &random)
                if high > low { selected.append(low..<high) }
                next = high
            }
            let cursors = (0...length).filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
            var highlighted: [Range<Int>] = []
            next = 0
            while next < length, Bool.random(using: &random) {
                let low = Int.random(in: next...length, using: &random)
                let high = Int.random(in: low...length, using: &random)
                if high > low { highlighted.append(low..<high) }
                next = high + 1
            }
            var spans: [(range: Range<Int>, pen: Pen)] = []
            next = 0
            while next < length, Bool.random(using: &random) {
                let low = Int.random(in: next...length, using: &random)
                let high = Int.random(in: low...length, using: &random)
                if high > low { spans.append((low..<high, pens.randomElement(using: &random)!)) }
                next = high
            }
            let colors = SyntaxColors(spans: spans)
            var expected = CellGrid(rows: 1, columns: columns)
            Renderer.drawLine(LineLayout(bytes, tabWidth: 8), row: 0, from: first, origin: origin, selected: selected,
                              cursors: cursors, highlighted: highlighted, whitespace: showingWhitespace ? WhitespaceMarks(LineLayout(bytes, tabWidth: 8)) : nil,
                              colors: colors, into: &expected)
            var drawn = CellGrid(rows: 1, columns: columns)
            row.draw(row: 0, from: first, origin: origin, selected: selected, cursors: cursors, highlighted: highlighted,
                     showingWhitespace: showingWhitespace, colors: colors, into: &drawn)
            #expect((0..<columns).map { drawn[0, $0] } == (0..<columns).map { expected[0, $0] },
                    "\(String(decoding: bytes, as: UTF8.self)) from \(first) at \(origin) in \(columns), \(selected), \(cursors), \(highlighted), \(showingWhitespace)")
        }
    }
}
