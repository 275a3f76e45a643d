import Testing
@testable import DentText

/// The line index against a rebuilt index and a reference split, with chunks so small that
/// every edit of a short text splits, merges or re-cuts them.
@Suite struct LineIndexTests {
    static let texts: [String] = ["", "a", "\n", "ab\ncd\n", "\n\n\n\n\n", "a\r\nbb\r\n\r\nlong line here\nx", "é\n日\n\n👍🏽x\ny"]
    static let pieces: [[UInt8]] = ["", "x", "\n", "a\nb", "\n\n\n", "0123456789", "\r\n", "long\nlonger line\n"].map { Array($0.utf8) }

    @Test(arguments: [ChunkLimits.tiny(maxLines: 2, longLine: 3), .tiny(maxLines: 4, longLine: 6), .standard])
    func everyReplaceOfEverySmallTextMatchesARebuiltIndex(limits: ChunkLimits) {
        for text in LineIndexTests.texts {
            let bytes = Array(text.utf8)
            for lower in 0...bytes.count {
                for upper in lower...bytes.count {
                    for piece in LineIndexTests.pieces {
                        var index = LineIndex(of: GapBuffer(bytes), limits: limits)
                        index.didReplace(lower..<upper, with: piece)
                        var expected = bytes
                        expected.replaceSubrange(lower..<upper, with: piece)
                        index.checkInvariants()
                        #expect(index.allStarts == ReferenceText(bytes: expected).lineStarts,
                                "\(text.debugDescription) \(lower)..<\(upper) ← \(piece)")
                    }
                }
            }
        }
    }

    @Test func lookupsAgreeWithTheReferenceAtEveryOffset() {
        let bytes = Array("one\ntwo\r\n\nfour is a longer line\n\nsix".utf8)
        let starts = ReferenceText(bytes: bytes).lineStarts
        for limits in [ChunkLimits.tiny(maxLines: 2, longLine: 5), .standard] {
            let index = LineIndex(of: GapBuffer(bytes), limits: limits)
            #expect(index.count == starts.count)
            for (line, start) in starts.enumerated() {
                #expect(index.start(ofLine: line) == start)
                let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
                #expect(index.range(ofLine: line) == start..<end)
            }
            for offset in 0...bytes.count {
                #expect(index.line(containing: offset) == starts.lastIndex { $0 <= offset })
            }
            // The walk across chunks gives what a lookup of each line gives.
            for first in 0..<starts.count {
                for last in first...starts.count {
                    #expect(index.ranges(ofLines: first..<last) == (first..<last).map { index.range(ofLine: $0) })
                }
            }
            let text = TextBuffer(GapBuffer(bytes), limits: limits)
            #expect(text.lineRanges(0..<text.lineCount) == (0..<text.lineCount).map { text.lineRange($0) })
        }
    }

    @Test func indexesOfTheSameTextAreEqualHoweverTheyAreCut() {
        let bytes = Array("a\nbb\nccc\ndddd\n".utf8)
        let standard = LineIndex(of: GapBuffer(bytes))
        var edited = LineIndex(of: GapBuffer(Array("a\n".utf8)), limits: .tiny(maxLines: 2, longLine: 3))
        edited.didInsert(Array("bb\nccc\ndddd\n".utf8), at: 2)
        #expect(edited.chunks.count > 1)
        #expect(edited == standard)
        edited.didInsert([0x41], at: 0)
        #expect(edited != standard)
    }

    @Test func longLinesSitAloneInTheirChunks() {
        let limits = ChunkLimits.tiny(maxLines: 4, longLine: 8)
        var index = LineIndex(of: GapBuffer(Array("a\nb\nc\n".utf8)), limits: limits)
        index.didInsert(Array("0123456789".utf8), at: 2)
        index.checkInvariants()
        #expect(index.chunks.contains { $0.lineCount == 1 && $0.byteCount == 12 })
        index.didRemove(2..<10)
        index.checkInvariants()
        #expect(!index.chunks.contains { $0.byteCount >= 8 })
        #expect(index.allStarts == [0, 2, 6, 8])
    }

    @Test func aLineLongerThanTwoBytesCanCountIsKeptExactly() {
        var bytes = [UInt8](repeating: 0x61, count: 200_000)
        bytes += Array("\nshort\n".utf8)
        var index = LineIndex(of: GapBuffer(bytes))
        #expect(index.range(ofLine: 0) == 0..<200_001)
        index.didInsert([0x62], at: 5)
        index.didInsert(Array("x\ny".utf8), at: 100_000)
        index.checkInvariants()
        #expect(index.allStarts == [0, 100_002, 200_005, 200_011])
    }

    @Test func shortLinesTakeOneByteEachAndALongerLineWidensOnlyItsChunk() {
        var bytes = Array(String(repeating: "int x = 1;\n", count: 2000).utf8)
        var index = LineIndex(of: GapBuffer(bytes))
        #expect(index.chunks.count > 3 && !index.chunks.contains { $0.isWide })
        func chunkOf(line: Int) -> Int { index.place(ofLine: line).chunk }
        // Typing past a byte's count on one line, an indent on another, a paste of a long line.
        let typed = [UInt8](repeating: 0x61, count: 300)
        index.didInsert(typed, at: 500 * 11 + 3)
        bytes.insert(contentsOf: typed, at: 500 * 11 + 3)
        let indent = [UInt8](repeating: 0x20, count: 250)
        let resized = index.didResizeLines(from: 1200, deltas: [Int32(indent.count)])
        #expect(resized)
        bytes.insert(contentsOf: indent, at: index.range(ofLine: 1200).lowerBound)
        let pasted = Array("x\n".utf8) + typed + Array("\ny".utf8)
        let pasteAt = index.range(ofLine: 1800).lowerBound
        index.didInsert(pasted, at: pasteAt)
        bytes.insert(contentsOf: pasted, at: pasteAt)
        index.checkInvariants()
        #expect(index.allStarts == ReferenceText(bytes: bytes).lineStarts)
        let wide = Set(index.chunks.indices.filter { index.chunks[$0].isWide })
        #expect(wide == [chunkOf(line: 500), chunkOf(line: 1200), chunkOf(line: 1801)])
        // Built from the bytes, only the chunks that hold the long lines are wide.
        let rebuilt = LineIndex(of: GapBuffer(bytes))
        #expect(rebuilt == index)
        #expect(rebuilt.chunks.filter(\.isWide).count == 3)
    }

    @Test func manyLinesSplitIntoChunksAndMergeBack() {
        let limits = ChunkLimits.tiny(maxLines: 8, longLine: 1000)
        var index = LineIndex(of: GapBuffer([]), limits: limits)
        for _ in 0..<100 { index.didInsert(Array("line\n".utf8), at: 0) }
        index.checkInvariants()
        #expect(index.count == 101)
        #expect(index.chunks.count >= 13)
        index.didRemove(0..<495)
        index.checkInvariants()
        #expect(index.allStarts == [0, 5])
        #expect(index.chunks.count == 1)
    }
}
