import Testing
@testable import DentText

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
}
