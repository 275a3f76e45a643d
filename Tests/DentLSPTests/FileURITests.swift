import DentLSP
import Testing

@Suite struct FileURITests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func encodesEverythingButUnreservedCharactersAndSlashes() {
        #expect(FileURI.uri(path: Self.bytes("/home/u/src/main.c")) == "file:///home/u/src/main.c")
        #expect(FileURI.uri(path: Self.bytes("/a b/c#d?e%f")) == "file:///a%20b/c%23d%3Fe%25f")
        #expect(FileURI.uri(path: Self.bytes("/x-y.z_w~v/A9")) == "file:///x-y.z_w~v/A9")
        #expect(FileURI.uri(path: Self.bytes("/:@!$&'()*+,;=")) == "file:///%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D")
        #expect(FileURI.uri(path: Self.bytes("/café/日")) == "file:///caf%C3%A9/%E6%97%A5")
        // A name that is not UTF-8 (Latin-1 é) keeps its byte.
        #expect(FileURI.uri(path: [0x2F, 0x63, 0xE9, 0x0A]) == "file:///c%E9%0A")
    }

    @Test func aRelativePathHasNoURI() {
        #expect(FileURI.uri(path: Self.bytes("src/main.c")) == nil)
        #expect(FileURI.uri(path: []) == nil)
    }

    @Test func decodesTheFormsOfAFileURI() throws {
        #expect(try FileURI.path(uri: "file:///a%20b/c") == Self.bytes("/a b/c"))
        #expect(try FileURI.path(uri: "FILE:///a") == Self.bytes("/a"))
        #expect(try FileURI.path(uri: "file://localhost/a") == Self.bytes("/a"))
        #expect(try FileURI.path(uri: "file://LocalHost/a") == Self.bytes("/a"))
        #expect(try FileURI.path(uri: "file:/a/b") == Self.bytes("/a/b"))
        #expect(try FileURI.path(uri: "file:///c%3a/x%3A") == Self.bytes("/c:/x:"))
        #expect(try FileURI.path(uri: "file:///caf%c3%a9%E9") == [0x2F, 0x63, 0x61, 0x66, 0xC3, 0xA9, 0xE9])
        // Characters a server left unescaped are taken as they are.
        #expect(try FileURI.path(uri: "file:///a b/é") == Self.bytes("/a b/é"))
    }

    static let rejected: [(uri: String, error: FileURIError)] = [
        ("http://host/a", .notAFileURI),
        ("untitled:Untitled-1", .notAFileURI),
        ("file", .notAFileURI),
        ("", .notAFileURI),
        ("file://server/share/a", .remoteHost),
        ("file:a/b", .notAbsolute),
        ("file://", .notAbsolute),
        ("file:///a?x=1", .queryOrFragment),
        ("file:///a#L3", .queryOrFragment),
        ("file:///a%2", .malformedEscape),
        ("file:///a%", .malformedEscape),
        ("file:///a%G1", .malformedEscape),
        ("file:///a%\u{1}1", .malformedEscape),
        ("file:///a%00b", .nulByte),
    ]

    @Test(arguments: rejected) func rejectsWhatNamesNoLocalFile(uri: String, error: FileURIError) {
        #expect(throws: error) { try FileURI.path(uri: uri) }
    }

    /// Any absolute path of any bytes but NUL comes back byte for byte, and its URI is ASCII.
    @Test func randomPathsRoundTrip() throws {
        var random = TestRandom(seed: 21)
        for _ in 0..<2_000 {
            let path = [0x2F] + (0..<random.below(24)).map { _ in UInt8(random.below(255) + 1) }
            let uri = try #require(FileURI.uri(path: path))
            #expect(uri.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F })
            #expect(try FileURI.path(uri: uri) == path)
        }
    }
}
