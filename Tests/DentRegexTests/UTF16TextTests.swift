@testable import DentRegex
import DentTestSupport
import Testing

/// The UTF-16 that ICU searches and the way back to byte offsets.
@Suite struct UTF16TextTests {
    /// Characters of every UTF-8 length, a surrogate pair among them.
    static let alphabet = ["a", " ", "é", "日", "👍", "\u{0}", "ß", "\u{10FFFF}"]

    @Test(arguments: [1, 2, 3, 4, 5])
    func unitsAreTheStringsUTF16AndOffsetsGoBothWays(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let text = (0..<200).map { _ in UTF16TextTests.alphabet[Int(random.next() % UInt64(UTF16TextTests.alphabet.count))] }.joined()
        let utf8 = Array(text.utf8)
        var converted = UTF16Text()
        utf8.withUnsafeBufferPointer { converted.load($0) }
        converted.withUnits { units, offsets in
            #expect(Array(units) == Array(text.utf16))
            for index in text.indices + [text.endIndex] {
                let byte = text.utf8.distance(from: text.utf8.startIndex, to: index)
                let unit = text.utf16.distance(from: text.utf16.startIndex, to: index)
                #expect(offsets.unit(byte) == unit)
                #expect(offsets.byte(unit) == byte)
            }
        }
    }

    @Test func asciiNeedsNoTableAndAnEmptyTextHasAnAddress() {
        var converted = UTF16Text()
        Array("ab c".utf8).withUnsafeBufferPointer { converted.load($0) }
        converted.withUnits { units, offsets in
            #expect(Array(units) == Array("ab c".utf16))
            #expect(offsets.unit(3) == 3 && offsets.byte(4) == 4)
        }
        [UInt8]().withUnsafeBufferPointer { converted.load($0) }
        converted.withUnits { units, _ in #expect(units.isEmpty && units.baseAddress != nil) }
    }
}
