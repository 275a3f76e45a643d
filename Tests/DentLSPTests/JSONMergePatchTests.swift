import DentLSP
import Testing

/// JSON Merge Patch, RFC 7396: the test cases of its Appendix A.
@Suite struct JSONMergePatchTests {
    static let appendixA: [(original: String, patch: String, result: String)] = [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, #"null"#, #"null"#),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ]

    static func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }

    @Test func theRFCsExamples() throws {
        for (original, patch, result) in Self.appendixA {
            #expect(try Self.json(original).merging(Self.json(patch)) == Self.json(result), "\(original) + \(patch)")
        }
    }

    /// An object merged keeps its members' order and adds new ones at the end.
    @Test func objectsKeepTheirOrder() throws {
        let merged = try #require(Self.json(#"{"z":1,"a":{"y":2,"x":3}}"#).object).merging(#require(Self.json(#"{"a":{"x":4,"w":5},"b":6}"#).object))
        #expect(String(decoding: JSONValue.object(merged).serialized(), as: UTF8.self) == #"{"z":1,"a":{"y":2,"x":4,"w":5},"b":6}"#)
    }
}
