import DentLSP
import Testing

/// Random messages, framed and cut into random chunks, decode to the same bodies in order.
@Suite struct MessageFramePropertyTests {
    @Test(arguments: 1...5 as ClosedRange<UInt64>) func randomChunksGiveTheSameBodies(seed: UInt64) throws {
        var random = TestRandom(seed: seed)
        let bodies: [[UInt8]] = (0..<60).map { _ in
            let count = random.pick([0, 1, 2, 3, random.below(200), random.below(5_000)])
            return (0..<count).map { _ in random.pick([0x0D, 0x0A, 0x3A, 0x43, 0x7B, 0x22, 0xFF, UInt8(truncatingIfNeeded: random.next())]) }
        }
        let stream = bodies.flatMap(MessageFrame.encode)
        var decoder = MessageFrameDecoder()
        var decoded: [[UInt8]] = []
        var offset = 0
        while offset < stream.count {
            let size = random.pick([1, 2, 3, 7, 64, random.below(9_000) + 1])
            let end = min(stream.count, offset + size)
            decoder.append(stream[offset..<end])
            while let body = try decoder.next() { decoded.append(body) }
            offset = end
        }
        #expect(decoded == bodies)
    }
}
