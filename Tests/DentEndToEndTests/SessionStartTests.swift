@testable import dent
import DentKeys
@testable import DentText
import DentTestSupport
import Testing

/// What the session starts from holds the only reference to each document's text, so the first
/// edit after opening changes the storage in place instead of copying the whole file. (Here
/// because only this test target may import the `dent` executable.)
@Suite struct SessionStartTests {
    @Test func theFirstEditAfterOpeningDoesNotCopyTheText() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("a.txt", bytes: Array(String(repeating: "some text\n", count: 1000).utf8))
        try scratch.write("b.txt", bytes: Array("other\n".utf8))
        var start = try #require(startSession(paths: [scratch.file("a.txt"), scratch.file("b.txt")], position: nil, keysFile: nil))
        let identity = start.editor.document.text.bytes.storageIdentity
        start.editor.handle(.key(KeyChord(.tab)))
        #expect(start.editor.document.text.lineBytes(0) == Array("    some text".utf8))
        #expect(start.editor.document.text.bytes.storageIdentity == identity, "the first edit copied the text")
    }
}
