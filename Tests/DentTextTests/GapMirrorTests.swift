import DentTestSupport
import Testing
@testable import DentText

/// The mirror a crash handler reads (`GapMirror`): after every operation it describes exactly
/// where the text is, including after the operations that move the gap or reallocate storage.
@Suite struct GapMirrorTests {
    /// The text the mirror's record points at, read as the crash handler reads it.
    static func text(in shape: GapShape) -> [UInt8] {
        guard let base = shape.base else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: shape.gapStart))
            + Array(UnsafeBufferPointer(start: base + shape.gapEnd, count: shape.capacity - shape.gapEnd))
    }

    @Test func theMirrorMatchesTheHalvesAfterEveryRandomEdit() {
        let record = UnsafeMutablePointer<GapShape>.allocate(capacity: 1)
        defer { record.deallocate() }
        record.initialize(to: .gone)
        var random = SplitMix64(state: 21)
        var buffer = GapBuffer(Array("start\n".utf8))
        buffer.attach(GapMirror(record))
        #expect(record.pointee == buffer.shape)
        var grown = 0
        for step in 0..<2_000 {
            let before = buffer.capacity
            let count = buffer.count
            switch random.below(50) {
            case 0..<25:
                // Big insertions now and then, so the storage is reallocated.
                let size = random.chance(percent: 5) ? random.int(in: 100...5_000) : random.int(in: 1...8)
                buffer.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "a") + UInt8(step % 26), count: size), at: random.int(in: 0...count))
            case 25..<40:
                let lower = random.int(in: 0...count)
                buffer.remove(lower..<random.int(in: lower...Swift.min(count, lower + 50)))
            case 40:
                // Select all and type: the whole text replaced, the gap moved across all of it.
                buffer.replace(0..<count, with: Array("x".utf8))
            default:
                buffer.moveGap(to: random.int(in: 0...count))
            }
            if buffer.capacity != before { grown += 1 }
            #expect(record.pointee == buffer.shape, "step \(step)")
            buffer.withHalves { before, after in
                #expect(Self.text(in: record.pointee) == Array(before) + Array(after), "step \(step)")
            }
        }
        #expect(grown > 3, "the storage was reallocated several times")
    }

    @Test func indentingLineStartsPublishesTheNewGap() {
        let record = UnsafeMutablePointer<GapShape>.allocate(capacity: 1)
        defer { record.deallocate() }
        var buffer = GapBuffer(Array("a\nb\nc\n".utf8))
        buffer.attach(GapMirror(record))
        let tab: [UInt8] = [9]
        _ = tab.withUnsafeBufferPointer { insert in
            buffer.editLineStarts(at: 0, lines: 3, growth: 3) { _, _ in (0, insert) }
        }
        #expect(Self.text(in: record.pointee) == Array("\ta\n\tb\n\tc\n".utf8))
    }

    @Test func detachingMarksTheRecordGoneAndAnExplicitCopyPublishesNothing() {
        let record = UnsafeMutablePointer<GapShape>.allocate(capacity: 1)
        defer { record.deallocate() }
        var buffer = GapBuffer(Array("text".utf8))
        buffer.attach(GapMirror(record))
        var copy = buffer.copy()
        copy.insert(contentsOf: Array("copy ".utf8), at: 0)
        #expect(Self.text(in: record.pointee) == Array("text".utf8), "the copy is not the mirrored buffer")
        buffer.insert(contentsOf: Array("!".utf8), at: 4)
        #expect(Self.text(in: record.pointee) == Array("text!".utf8))
        buffer.detachMirror()
        #expect(record.pointee.isGone)
        buffer.insert(contentsOf: Array("?".utf8), at: 0)
        #expect(record.pointee.isGone, "a detached buffer publishes nothing")
    }
}
