import Testing
@testable import DentText
import Glibc

@Suite struct GapBufferTests {
    let sample = Array("héllo\nwörld".utf8)

    @Test func insertAtEveryGapPosition() {
        for gap in 0...sample.count {
            for at in 0...sample.count {
                var buffer = GapBuffer(sample)
                buffer.moveGap(to: gap)
                buffer.insert(contentsOf: Array("XY".utf8), at: at)
                var expected = sample
                expected.insert(contentsOf: Array("XY".utf8), at: at)
                #expect(buffer.allBytes == expected, "gap \(gap) insert at \(at)")
                buffer.checkInvariants()
            }
        }
    }

    @Test func removeEveryRangeFromEveryGapPosition() {
        for gap in 0...sample.count {
            for lower in 0...sample.count {
                for upper in lower...sample.count {
                    var buffer = GapBuffer(sample)
                    buffer.moveGap(to: gap)
                    let removed = buffer.remove(lower..<upper)
                    #expect(removed == Array(sample[lower..<upper]))
                    #expect(buffer.allBytes == Array(sample[..<lower] + sample[upper...]), "gap \(gap) remove \(lower)..<\(upper)")
                    buffer.checkInvariants()
                }
            }
        }
    }

    @Test func readsAcrossTheGapAtEveryPosition() {
        for gap in 0...sample.count {
            var buffer = GapBuffer(sample)
            buffer.moveGap(to: gap)
            #expect((0..<sample.count).map { buffer[$0] } == sample)
            let joined: [UInt8] = buffer.withHalves { Array($0) + Array($1) }
            #expect(joined == sample)
            #expect(buffer.bytes(in: 2..<9) == Array(sample[2..<9]))
            for range in [0..<sample.count, 2..<9, gap..<gap, 0..<gap, gap..<sample.count] {
                #expect(buffer.holds(Array(sample[range]), at: range), "\(range) with the gap at \(gap)")
                #expect(!buffer.holds(Array(sample[range]) + [0], at: range))
                if let last = range.last {
                    var other = Array(sample[range])
                    other[other.count - 1] ^= 1
                    #expect(!buffer.holds(other, at: range), "\(range) with the gap at \(gap): its last byte differs")
                    #expect(buffer.holds(Array(sample[range.lowerBound..<last]), at: range.lowerBound..<last))
                }
            }
        }
    }

    @Test func growsPastItsInitialGap() {
        var buffer = GapBuffer(capacity: 2)
        var model: [UInt8] = []
        for i in 0..<10_000 {
            let byte = UInt8(truncatingIfNeeded: i)
            let at = (i * 7919) % (model.count + 1)
            buffer.insert(contentsOf: [byte], at: at)
            model.insert(byte, at: at)
        }
        #expect(buffer.allBytes == model)
        buffer.checkInvariants()
    }

    @Test func adoptedStorageKeepsOnlyTheCountedBytes() {
        let buffer = GapBuffer(adopting: Array("abcXXXX".utf8), count: 3)
        #expect(buffer.allBytes == Array("abc".utf8))
        #expect(buffer.count == 3)
    }

    @Test func replaceReturnsWhatWasThere() {
        var buffer = GapBuffer(Array("hello world".utf8))
        let old = buffer.replace(0..<5, with: Array("HELLO!".utf8))
        #expect(old == Array("hello".utf8))
        #expect(buffer.allBytes == Array("HELLO! world".utf8))
    }

    @Test func growthIsProportionalWhenSmallAndAdditiveWhenLarge() {
        #expect(GapBuffer.growth(forCount: 0) == 64)
        #expect(GapBuffer.growth(forCount: 1000) == 500)
        #expect(GapBuffer.growth(forCount: 100 << 20) == GapBuffer.growth(forCount: 200 << 20))
    }

    @Test(arguments: [3, 9 << 20])
    func growthAllocatesExactlyTheNewSize(count: Int) {
        var buffer = GapBuffer([UInt8](repeating: 0x61, count: count))
        let capacity = buffer.capacity
        let gap = capacity - count
        let inserted = gap + 1
        buffer.insert(contentsOf: [UInt8](repeating: 0x78, count: inserted), at: 1)
        #expect(buffer.capacity == capacity + Swift.max(inserted - gap, GapBuffer.growth(forCount: count)))
        #expect(buffer.count == count + inserted)
        #expect(buffer[0] == 0x61 && buffer[1] == 0x78 && buffer[inserted] == 0x78 && buffer[inserted + 1] == 0x61)
    }

    @Test func typingReallocatesALogarithmicNumberOfTimes() {
        var buffer = GapBuffer()
        var identities: Set<UInt> = [buffer.storageIdentity]
        for i in 0..<100_000 {
            buffer.insert(contentsOf: [UInt8(truncatingIfNeeded: i)], at: buffer.count)
            identities.insert(buffer.storageIdentity)
        }
        #expect(identities.count < 30, "proportional growth: \(identities.count) allocations for 100,000 bytes")
    }

    @Test func fillingWritesTheTextAfterTheGap() {
        var buffer = GapBuffer(capacity: 100, expected: 5) { storage in
            for (index, byte) in "hello".utf8.enumerated() { storage[index] = byte }
            return 5
        }
        #expect(buffer.count == 5 && buffer.capacity == 100)
        #expect(buffer.gapOffset == 0, "the first edit at the top of a file just read must not move the text")
        buffer.insert(contentsOf: Array("> ".utf8), at: 0)
        #expect(buffer.gapOffset == 2)
        buffer.insert(contentsOf: Array(" world".utf8), at: 7)
        #expect(buffer.allBytes == Array("> hello world".utf8))
        buffer.checkInvariants()
    }

    @Test func aShortFillIsMovedToTheEnd() {
        var buffer = GapBuffer(capacity: 64, expected: 10) { storage in
            for (index, byte) in "abc".utf8.enumerated() { storage[index] = byte }
            return 3
        }
        #expect(buffer.count == 3 && buffer.allBytes == Array("abc".utf8))
        buffer.insert(contentsOf: Array("xyz".utf8), at: 3)
        #expect(buffer.allBytes == Array("abcxyz".utf8))
        buffer.checkInvariants()
    }
}

/// The storage has one owner: reading, rendering, recording changes and copies that are dropped
/// leave it unshared, so the next edit changes it in place (a second reference would make the
/// next insert copy all of it: 100 MB for a 100 MB file).
@Suite struct UniqueOwnershipTests {
    func sample() -> TextBuffer { TextBuffer(GapBuffer(Array(String(repeating: "line of text\n", count: 100).utf8))) }

    @Test func anEditAfterRenderingDoesNotCopyTheStorage() {
        var text = sample()
        text.replace(10..<10, with: [0x41])
        let identity = text.bytes.storageIdentity
        var history: [Change] = []
        for _ in 0..<3 {
            _ = text.bytes[7]
            _ = text.bytes.bytes(in: 0..<50)
            let total: Int = text.bytes.withHalves { $0.count + $1.count }
            _ = LineLayout(text.lineBytes(text.line(containing: 20)), tabWidth: 8)
            do {
                let copy = text
                #expect(copy.count == total)
            }
            history.append(text.replace(30..<31, with: Array("xy".utf8)))
            history.append(text.replace(200..<200, with: [0x0A]))
            #expect(text.bytes.storageIdentity == identity, "an edit copied the storage")
        }
        for change in history.reversed() { text.apply(change.inverse) }
        #expect(text.bytes.storageIdentity == identity)
    }

    /// In debug builds an edit of a buffer whose storage a live copy shares traps, rather than
    /// copying the whole text quietly.
    @Test(.enabled(if: UniqueOwnershipTests.isDebugBuild, "the check is compiled into debug builds only"))
    func anEditOfASharedStorageTraps() async {
        await #expect(processExitsWith: .failure) {
            var text = TextBuffer(GapBuffer(Array("line of text\n".utf8)))
            let snapshot = text
            text.replace(0..<0, with: [0x42])
            _ = snapshot
        }
    }

    /// `copy()` is the copy meant to be edited: storage of its own, the same text, and an edit
    /// of either leaves the other alone.
    @Test func anExplicitCopyHasStorageOfItsOwn() {
        var text = sample()
        text.replace(0..<0, with: [0x41])
        var copy = text.bytes.copy()
        #expect(copy.storageIdentity != text.bytes.storageIdentity)
        #expect(copy.allBytes == text.bytes.allBytes)
        copy.insert(contentsOf: [0x42], at: 0)
        text.replace(0..<0, with: [0x43])
        #expect(copy.allBytes.prefix(2) == [0x42, 0x41])
        #expect(text.bytes.allBytes.prefix(2) == [0x43, 0x41])
    }

    static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }
}

/// The line index after every edit of small texts whose gap sits at every position: the index
/// is built across the two halves, and edits then move the gap.
@Suite struct GapPositionIndexTests {
    @Test(arguments: ["a\nb\r\nc", "\n\nxyz\n", "é\n日本\n\r\n"])
    func everyGapPositionAndEveryEditKeepTheIndexRight(text: String) {
        let bytes = Array(text.utf8)
        for gap in 0...bytes.count {
            for lower in 0...bytes.count {
                for upper in lower...Swift.min(bytes.count, lower + 3) {
                    var buffer = GapBuffer(bytes)
                    buffer.moveGap(to: gap)
                    var model = TextBuffer(consume buffer, limits: .tiny(maxLines: 2, longLine: 3))
                    #expect(model.lines.allStarts == ReferenceText(bytes: bytes).lineStarts)
                    model.replace(lower..<upper, with: Array("\nq\n".utf8))
                    var expected = bytes
                    expected.replaceSubrange(lower..<upper, with: Array("\nq\n".utf8))
                    #expect(model.lines.allStarts == ReferenceText(bytes: expected).lineStarts, "gap \(gap), \(lower)..<\(upper)")
                    model.checkInvariants()
                }
            }
        }
    }
}

/// The first pages of the gap can be backed with memory before any text moves in.
@Suite struct GapPopulationTests {
    /// Pages of `range` (addresses) the kernel has in memory.
    func residentPages(_ range: Range<Int>) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = range.lowerBound / page * page
        let count = (range.upperBound - start + page - 1) / page
        var flags = [UInt8](repeating: 0, count: count)
        guard mincore(UnsafeMutableRawPointer(bitPattern: start), range.upperBound - start, &flags) == 0 else { return -1 }
        return flags.count { $0 & 1 == 1 }
    }

    @Test func populatingTheGapMakesItsFirstPagesResident() {
        let text = [UInt8](repeating: 0x61, count: 4096)
        let buffer = GapBuffer(capacity: 64 << 20, expected: text.count) { storage in
            _ = UnsafeMutableBufferPointer(rebasing: storage[0..<text.count]).update(from: text)
            return text.count
        }
        let base = Int(buffer.storageIdentity)
        let first = base + 1 << 20..<base + 2 << 20
        #expect(residentPages(first) == 0, "a fresh gap takes no memory")
        buffer.populateGap(upTo: 2 << 20)
        #expect(residentPages(first) == 256)
        #expect(residentPages(base + 4 << 20..<base + 5 << 20) == 0, "only as far as asked")
        #expect(buffer.allBytes == text)
    }
}
