import DentLSP
import Testing

/// Properties over random values: writing then reading gives the value back, and a cut or
/// padded text is rejected.
@Suite struct JSONRoundTripTests {
    @Test(arguments: 1...4 as ClosedRange<UInt64>) func readingWhatWasWrittenGivesTheValueBack(seed: UInt64) throws {
        var random = RandomJSON(random: TestRandom(seed: seed))
        for _ in 0..<300 {
            let value = random.value(depth: 4)
            let text = value.serialized()
            let read = try JSONValue(parsing: text)
            #expect(read == value, "\(String(decoding: text, as: UTF8.self))")
            #expect(read.serialized() == text)
        }
    }

    /// Every proper prefix of an array's text is incomplete (a prefix of a bare number could
    /// be a number), and anything but white space after it is trailing garbage.
    @Test(arguments: 5...6 as ClosedRange<UInt64>) func truncatedOrPaddedTextIsRejected(seed: UInt64) {
        var random = RandomJSON(random: TestRandom(seed: seed))
        for _ in 0..<60 {
            let text = JSONValue.array([random.value(depth: 3)]).serialized()
            for length in 0..<text.count {
                #expect(throws: JSONError.self) { try JSONValue(parsing: Array(text[..<length])) }
            }
            let garbage = random.random.pick(["x", "]", ",", "}", "1", "\"", "\u{0}"] as [Unicode.Scalar])
            #expect(throws: JSONError(.trailingBytes, at: text.count + 1)) {
                try JSONValue(parsing: text + [0x20, UInt8(garbage.value)])
            }
        }
    }
}
