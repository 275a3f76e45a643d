import DentLSP
import Testing

@Suite struct JSONWriterTests {
    static func text(_ value: JSONValue) -> String { String(decoding: value.serialized(), as: UTF8.self) }

    @Test func writesCompactlyInMemberOrder() {
        let value: JSONValue = ["jsonrpc": "2.0", "id": 1, "params": ["b": [true, nil], "a": -2.5]]
        #expect(Self.text(value) == #"{"jsonrpc":"2.0","id":1,"params":{"b":[true,null],"a":-2.5}}"#)
    }

    @Test func escapesQuotesBackslashesAndControlCharactersOnly() {
        #expect(Self.text("a\"b\\c/d") == #""a\"b\\c/d""#)
        #expect(Self.text("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(Self.text("\u{0}\u{1}\u{1F}") == #""\u0000\u0001\u001F""#)
        #expect(Self.text("\u{7F}é😀\u{2028}") == "\"\u{7F}é😀\u{2028}\"")
    }

    @Test func writesNumbersSoTheyReadBackAsTheSameKind() {
        #expect(Self.text(.int(Int.min)) == "-9223372036854775808")
        #expect(Self.text(.double(1)) == "1.0")
        #expect(Self.text(.double(-0.0)) == "-0.0")
        #expect(Self.text(.double(1e-7)) == "1e-07")
        #expect(Self.text(.double(1e300)) == "1e+300")
        #expect(Self.text(.double(0.1)) == "0.1")
    }

    /// JSON has no infinity or NaN: they write as null, as JSON.stringify does.
    @Test func writesNonFiniteNumbersAsNull() {
        #expect(Self.text([.double(.infinity), .double(-.infinity), .double(.nan)]) == "[null,null,null]")
    }
}
