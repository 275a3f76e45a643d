import Testing
@testable import DentText
import DentTestSupport

/// The newline scan (vector blocks, then words, then bytes) against a byte-by-byte search, at
/// every density of LFs and every length around the block and word sizes.
@Suite struct NewlineScanTests {
    @Test(arguments: [0, 1, 2, 8, 64, 255])
    func theScanFindsExactlyTheLFsAByteLoopFinds(density: Int) {
        var random = SplitMix64(state: UInt64(density) + 7)
        for length in Array(0...70) + [4095, 4096, 4097, 10_000] {
            let bytes = (0..<length).map { _ -> UInt8 in
                let roll = Int(random.next() % 256)
                return roll < density ? 0x0A : [0x0B, 0x09, 0x8A, 0x4A, 0x00][Int(random.next() % 5)]
            }
            let expected = bytes.indices.filter { bytes[$0] == 0x0A }
            #expect(NewlineScan.offsets(in: bytes) == expected, "length \(length), density \(density)")
            #expect(NewlineScan.containsNewline(bytes) == !expected.isEmpty)
            var builder = LineIndexBuilder()
            bytes.withUnsafeBufferPointer { builder.append($0) }
            let index = builder.finish()
            let starts = [0] + expected.map { $0 + 1 }
            #expect(index.count == starts.count && (0..<index.count).allSatisfy { index.range(ofLine: $0).lowerBound == starts[$0] },
                    "length \(length): lines start after each LF")
        }
    }
}
