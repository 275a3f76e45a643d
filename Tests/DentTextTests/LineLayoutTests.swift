import Testing
import DentText
import DentTestSupport

@Suite struct LineLayoutTests {
    func layout(_ text: String, tabWidth: Int = 8) -> LineLayout { LineLayout(Array(text.utf8), tabWidth: tabWidth) }

    /// A glyph with what it shows: its text, or its notation.
    enum Shown: Equatable {
        case text(String), tab, control(UInt8), invalid(UInt8), invisible(String)
    }

    func shown(_ line: LineLayout) -> [Shown] {
        line.glyphs.map { glyph in
            switch glyph.kind {
            case .text: .text(line.text(of: glyph))
            case .tab: .tab
            case .control(let byte): .control(byte)
            case .invalid(let byte): .invalid(byte)
            case .invisible: .invisible(line.notation(of: glyph))
            }
        }
    }

    /// A prefix cut anywhere, even inside a cluster or a UTF-8 sequence, keeps exactly the full
    /// layout's glyphs that end before the last one it saw.
    @Test(arguments: 0..<4)
    func aPrefixKeepsTheFullLayoutsGlyphsUpToItsLastOne(seed: UInt64) {
        let pieces: [[UInt8]] = ["a", "\t", "日", "e\u{301}", "\u{1F44D}\u{1F3FD}", "\u{1F1EB}\u{1F1F7}", " ", "\u{200B}", "\u{FEFF}"]
            .map { Array($0.utf8) } + [[0xFF]]
        var generator = SplitMix64(state: seed)
        var bytes: [UInt8] = []
        for _ in 0..<200 { bytes += pieces.randomElement(using: &generator)! }
        let full = LineLayout(bytes, tabWidth: 4)
        for cut in 1..<bytes.count {
            let prefix = LineLayout(Array(bytes[..<cut]), tabWidth: 4, complete: false)
            #expect(!prefix.isComplete)
            #expect(prefix.glyphs == Array(full.glyphs.prefix(prefix.glyphs.count)), "cut at \(cut)")
            #expect(prefix.byteCount == (prefix.glyphs.last?.bytes.upperBound ?? 0))
            #expect(prefix.width == (prefix.glyphs.last.map { $0.column + $0.width } ?? 0))
            #expect(prefix.byteCount >= cut - 12, "only the last sequence and the last cluster are dropped")
        }
    }

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
        #expect(shown(line) == [.text("a"), .invalid(0xFF), .text("b"), .control(0x01), .invalid(0xE6), .invalid(0x97)])
        #expect(line.width == 1 + 4 + 1 + 2 + 4 + 4, "invalid bytes show as <ff>, controls as ^A")
    }

    /// A cluster a terminal would draw as nothing shows as its code points: `<200b>` a cell each.
    @Test func invisibleCharactersShowAsTheirCodePoints() {
        let line = layout("a\u{200B}b\u{202E}")
        #expect(shown(line) == [.text("a"), .invisible("<200b>"), .text("b"), .invisible("<202e>")])
        #expect(line.glyphs.map(\.width) == [1, 6, 1, 6])
        #expect(shown(layout("\u{200C}\u{200D}x")) == [.invisible("<200c><200d>"), .text("x")],
                "two joiners with nothing to join are one cluster")
        #expect(layout("\u{E0067}").width == "<e0067>".count)
        #expect(shown(layout("e\u{200D}")) == [.text("e"), .invisible("<200d>")],
                "a joiner at a cluster's end joins nothing: it shows, so it cannot hide")
        #expect(shown(layout("🧑\u{200D}💻")) == [.text("🧑\u{200D}💻")], "a joiner inside a sequence is part of it")
    }

    /// Issue 60 (seed 90001): a regional indicator ending in a joiner, then a regional indicator,
    /// are two clusters (UAX #29 GB9, GB12); with the joiner drawn as nothing the terminal paired
    /// them into one flag. The joiner is a glyph of its own, shown, its bytes after its base's.
    @Test func aJoinerAfterARegionalIndicatorShowsBetweenItAndTheNext() {
        let line = layout("\u{1F1E6}\u{200D}\u{1F1E6}")
        #expect(shown(line) == [.text("\u{1F1E6}"), .invisible("<200d>"), .text("\u{1F1E6}")])
        #expect(line.glyphs.map(\.bytes) == [0..<4, 4..<7, 7..<11])
        #expect(line.glyphs.map(\.column) == [0, 2, 8])
    }

    /// A BOM that starts a line (as at the start of a file) is hidden, width 0; inside a line,
    /// or at the start of a wrapped row laid out alone, it shows.
    @Test func aBOMIsHiddenOnlyWhereItStartsALine() {
        #expect(layout("\u{FEFF}a").glyphs.map(\.width) == [0, 1])
        #expect(shown(layout("a\u{FEFF}")) == [.text("a"), .invisible("<feff>")])
        let row = LineLayout(Array("\u{FEFF}a".utf8), tabWidth: 8, startByte: 4, startColumn: 3)
        #expect(shown(row) == [.invisible("<feff>"), .text("a")])
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

/// The column read from plain bytes eight at a time is the one read a byte at a time, on
/// runs of printable bytes of every length broken by tabs, controls, DEL and non-ASCII bytes,
/// from unaligned starts.
@Suite struct PlainColumnTests {
    static func byteAtATime(_ bytes: [UInt8], tabWidth: Int, from start: Int) -> Int? {
        var column = start
        for byte in bytes {
            if byte >= 0x20 && byte < 0x7F {
                column += 1
            } else if byte == 9 {
                column += tabWidth - column % tabWidth
            } else {
                return nil
            }
        }
        return column
    }

    @Test(arguments: 0..<8)
    func eightAtATimeIsByteAtATime(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let breaks: [UInt8] = [9, 9, 9, 0, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0xC3, 0xFF, 10]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                bytes += (0..<Int.random(in: 0...20, using: &generator)).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
                if Bool.random(using: &generator) { bytes.append(breaks.randomElement(using: &generator)!) }
            }
            let offset = Int.random(in: 0...min(3, bytes.count), using: &generator)
            let tail = Array(bytes[offset...])
            let tabWidth = Int.random(in: 1...8, using: &generator)
            let start = Int.random(in: 0...9, using: &generator)
            let read = bytes.withUnsafeBufferPointer {
                LineLayout.plainColumn(after: UnsafeBufferPointer(rebasing: $0[offset...]), tabWidth: tabWidth, from: start)
            }
            #expect(read == Self.byteAtATime(tail, tabWidth: tabWidth, from: start), "\(tail)")
        }
    }

    @Test func eachByteValueIsReadAsAByteAtATimeWouldAtEveryPlaceInAWord() {
        for value in 0...255 {
            for place in 0..<9 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 9)
                bytes[place] = UInt8(value)
                let read = bytes.withUnsafeBufferPointer { LineLayout.plainColumn(after: $0, tabWidth: 4) }
                #expect(read == Self.byteAtATime(bytes, tabWidth: 4, from: 0), "\(value) at \(place)")
            }
        }
    }
}

@Suite struct GlyphSpaceTests {
    @Test func everySpaceIsMarkedWhateverSurroundsIt() {
        let text = "a 日 b\t e\u{301} \u{FF}  "
        let layout = LineLayout(Array(text.utf8), tabWidth: 4)
        let spaces = layout.glyphs.filter(\.isSpace).map(\.bytes.lowerBound)
        let expected = Array(text.utf8).indices.filter { Array(text.utf8)[$0] == 0x20 }
        #expect(spaces == expected)
    }
}
