import DentLSP
import Testing

@Suite struct JSONParserTests {
    static func parse(_ text: String) throws(JSONError) -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }

    @Test func readsEveryKindOfValueWithWhiteSpaceAround() throws {
        let value = try Self.parse(" \t\r\n{\"a\": [1, -2.5, true, false, null, \"x\"], \"b\": {}} \n")
        #expect(value == ["a": [1, -2.5, true, false, nil, "x"], "b": .object(JSONObject())])
        #expect(try Self.parse("[]") == [])
        #expect(try Self.parse("\"top\"") == "top")
    }

    @Test func keepsIntegersExactAndOtherNumbersAsDoubles() throws {
        #expect(try Self.parse("9007199254740993") == .int(9_007_199_254_740_993))
        #expect(try Self.parse("9223372036854775807") == .int(Int.max))
        #expect(try Self.parse("-9223372036854775808") == .int(Int.min))
        #expect(try Self.parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try Self.parse("-9223372036854775809") == .double(-9_223_372_036_854_775_808))
        #expect(try Self.parse("1.5e3") == .double(1500))
        #expect(try Self.parse("1E+2") == .double(100))
        #expect(try Self.parse("2e-1") == .double(0.2))
        #expect(try Self.parse("0") == .int(0))
        #expect(try Self.parse("1e400") == .double(.infinity))
    }

    @Test func minusZeroKeepsItsSign() throws {
        let value = try Self.parse("-0")
        #expect(value.double?.sign == .minus)
        #expect(value == .double(-0.0))
    }

    @Test func decodesEscapes() throws {
        #expect(try Self.parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try Self.parse(#""\u0041\u00e9\u65E5""#) == "Aé日")
        #expect(try Self.parse(#""x\u0000y""#) == "x\u{0}y")
        #expect(try Self.parse(#""a\nb" "#)[0] == nil)
    }

    @Test func joinsSurrogatePairs() throws {
        #expect(try Self.parse(#""\ud83d\ude00""#) == "😀")
        #expect(try Self.parse(#""\uDBFF\uDFFF""#) == "\u{10FFFF}")
    }

    /// A Swift string cannot hold a lone surrogate: each becomes U+FFFD, and what follows it is
    /// read on its own.
    @Test func aLoneSurrogateBecomesTheReplacementCharacter() throws {
        #expect(try Self.parse(#""\ud800x""#) == "\u{FFFD}x")
        #expect(try Self.parse(#""\udc00""#) == "\u{FFFD}")
        #expect(try Self.parse(#""\ud800\u0041""#) == "\u{FFFD}A")
        #expect(try Self.parse(#""\ud800\ud800\udc00""#) == "\u{FFFD}\u{10000}")
        #expect(try Self.parse(#""\ude00\ud83d""#) == "\u{FFFD}\u{FFFD}")
    }

    @Test func readsUTF8AsItIs() throws {
        #expect(try Self.parse("\"é日😀\u{301}\"") == "é日😀\u{301}")
        #expect(try JSONValue(parsing: [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22]) == "😀")
    }

    /// Malformed texts, each with the reason and the offset of the byte at fault.
    static let malformed: [(text: String, reason: JSONError.Reason, offset: Int)] = [
        ("", .unexpectedEnd, 0),
        ("   ", .unexpectedEnd, 3),
        ("[1,2", .unexpectedEnd, 4),
        ("{\"a\":1", .unexpectedEnd, 6),
        ("\"abc", .unexpectedEnd, 4),
        ("tru", .unexpectedEnd, 3),
        ("trUe", .unexpectedByte(UInt8(ascii: "U")), 2),
        ("[1,]", .unexpectedByte(UInt8(ascii: "]")), 3),
        ("[1 2]", .unexpectedByte(UInt8(ascii: "2")), 3),
        ("{\"a\" 1}", .unexpectedByte(UInt8(ascii: "1")), 5),
        ("{1:2}", .unexpectedByte(UInt8(ascii: "1")), 1),
        ("{\"a\":1,}", .unexpectedByte(UInt8(ascii: "}")), 7),
        ("[1}", .unexpectedByte(UInt8(ascii: "}")), 2),
        ("'a'", .unexpectedByte(UInt8(ascii: "'")), 0),
        ("/* c */ 1", .unexpectedByte(UInt8(ascii: "/")), 0),
        ("NaN", .unexpectedByte(UInt8(ascii: "N")), 0),
        ("-Infinity", .invalidNumber, 1),
        ("+1", .unexpectedByte(UInt8(ascii: "+")), 0),
        ("01", .invalidNumber, 1),
        ("-012", .invalidNumber, 2),
        ("-", .unexpectedEnd, 1),
        ("1.", .unexpectedEnd, 2),
        ("1.e3", .invalidNumber, 2),
        ("1e", .unexpectedEnd, 2),
        ("1e+x", .invalidNumber, 3),
        (".5", .unexpectedByte(UInt8(ascii: ".")), 0),
        ("0x10", .trailingBytes, 1),
        ("[1] x", .trailingBytes, 4),
        ("1 2", .trailingBytes, 2),
        (#""\x""#, .invalidEscape, 1),
        (#""ab\u12G4""#, .invalidEscape, 3),
        (#""\u12"#, .unexpectedEnd, 5),
        ("\"a\nb\"", .controlCharacter, 2),
        ("\"\t\"", .controlCharacter, 1),
    ]

    @Test(arguments: malformed) func rejectsMalformedText(text: String, reason: JSONError.Reason, offset: Int) {
        #expect(throws: JSONError(reason, at: offset)) { try Self.parse(text) }
    }

    /// RFC 8259 §8.1: text is UTF-8. An invalid byte, an overlong form or an encoded surrogate
    /// in a string is an error at its first byte.
    @Test(arguments: [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE6, 0x97], [0x80], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]])
    func rejectsInvalidUTF8InStrings(bad: [UInt8]) {
        #expect(throws: JSONError(.invalidUTF8, at: 2)) { try JSONValue(parsing: [0x22, 0x61] + bad + [0x22]) }
    }

    @Test func limitsTheDepth() throws {
        let deepest = String(repeating: "[", count: 4) + String(repeating: "]", count: 4)
        #expect(try JSONValue(parsing: Array(deepest.utf8), depthLimit: 4) == [[[[]]]])
        #expect(throws: JSONError(.tooDeep, at: 4)) {
            try JSONValue(parsing: Array(("[[[[[" + "]]]]]").utf8), depthLimit: 4)
        }
        // The default limit: a hundred thousand brackets fail cleanly, with no deep recursion.
        let hostile = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONError(.tooDeep, at: JSONValue.defaultDepthLimit)) { try JSONValue(parsing: hostile) }
        let objects = Array(String(repeating: "{\"a\":", count: 600).utf8)
        #expect(throws: JSONError(.tooDeep, at: 5 * JSONValue.defaultDepthLimit)) { try JSONValue(parsing: objects) }
    }

    @Test func keepsMembersInOrderWithDuplicates() throws {
        let value = try Self.parse(#"{"b":1,"a":2,"b":3}"#)
        #expect(value.object?.keys == ["b", "a", "b"])
        #expect(value["b"] == 3)
        #expect(value.serialized() == Array(#"{"b":1,"a":2,"b":3}"#.utf8))
    }

    @Test func describesErrorsWithTheOffset() {
        #expect(JSONError(.unexpectedByte(0x2C), at: 7).description == "invalid JSON: unexpected byte 0x2C at byte 7")
        #expect(JSONError(.tooDeep, at: 3).description.hasSuffix("at byte 3"))
    }
}
