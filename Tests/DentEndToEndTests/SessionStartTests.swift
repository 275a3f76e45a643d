@testable import dent
import DentCore
import DentKeys
import DentTerminal
@testable import DentText
import DentTestSupport
import Glibc
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

extension SessionStartTests {
    @Test func theLinesPastAShortStartAreCountedForTheFirstFrame() throws {
        let scratch = try ScratchDirectory()
        let long = String(repeating: "x", count: 2 << 20)
        let bytes = Array((long + "\ntwo\nthree\n").utf8)
        try scratch.write("long.txt", bytes: bytes)
        var start = try #require(startSession(paths: [scratch.file("long.txt")], position: nil, keysFile: nil))
        let preview = try #require(start.preview)
        #expect(preview.lineCounting != nil, "a start of one line is counted on")
        #expect(start.editor.document.expectedLines?.isExact == false, "an estimate until counted")
        preview.recordLineCount(in: &start.editor)
        // The lines as the whole text has them (the empty one after the last line end too).
        let lines = TextBuffer(GapBuffer(bytes)).lineCount
        #expect(lines == 4 && start.editor.document.expectedLines == ExpectedLines(count: lines, isExact: true))
    }

    @Test func aStartWithAScreenOfLinesIsNotCounted() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("big.txt", bytes: Array(String(repeating: "some text\n", count: 200_000).utf8))
        let start = try #require(startSession(paths: [scratch.file("big.txt")], position: nil, keysFile: nil))
        #expect(start.preview?.lineCounting == nil)
    }
}

extension SessionStartTests {
    /// The first frame is highlighted: the first file in the language its name says; and Set
    /// language lists the installed languages the host gave the editor.
    @Test(.enabled(if: access("/usr/share/gtksourceview-4/language-specs/c.lang", R_OK) == 0, "libgtksourceview-4-common is not installed"))
    func theFirstFileIsHighlightedAndTheLanguagesListed() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("a.c", bytes: Array("int main(void) { return 0; }\n".utf8))
        let start = try #require(startSession(paths: [scratch.file("a.c")], position: nil, keysFile: nil,
                                              specEnvironment: ["HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache")]))
        #expect(start.editor.document.language == "c")
        #expect(start.editor.languages.contains { $0.id == "python3" && $0.name == "Python" })
        #expect(!start.editor.languages.contains { $0.id == "def" }, "hidden helpers are not listed")
    }
}

extension SessionStartTests {
    /// The specs the first frame needed are parsed before it, and the catalog's listing is made,
    /// but both are cached only afterwards (`SyntaxSetup.saveCaches`, when the session is idle):
    /// the start itself writes no cache file. The next start reads them all from the caches and
    /// has nothing to write.
    @Test(.enabled(if: access("/usr/share/gtksourceview-4/language-specs/c.lang", R_OK) == 0, "libgtksourceview-4-common is not installed"))
    func theCachesAreWrittenAfterTheStartNotDuringIt() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("a.c", bytes: Array("int main(void) { return 0; }\n".utf8))
        let environment = ["HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache")]
        let cold = try #require(startSession(paths: [scratch.file("a.c")], position: nil, keysFile: nil, specEnvironment: environment))
        #expect(cold.editor.document.language == "c")
        #expect(cold.syntax.hasUnsavedCaches)
        #expect((scratch.entries("cache/dent/definitions") ?? []).isEmpty, "no definitions written before the first frame")
        #expect(access(scratch.file("cache/dent/language-specs.cache"), F_OK) != 0, "no listing written before the first frame")
        cold.syntax.saveCaches()
        #expect(!cold.syntax.hasUnsavedCaches)
        #expect(Set(scratch.entries("cache/dent/definitions") ?? []).count >= 2, "c.lang and def.lang at least")
        #expect(access(scratch.file("cache/dent/language-specs.cache"), F_OK) == 0)
        let warm = try #require(startSession(paths: [scratch.file("a.c")], position: nil, keysFile: nil, specEnvironment: environment))
        #expect(warm.editor.document.language == "c")
        #expect(!warm.syntax.hasUnsavedCaches, "the listing and every spec came from the caches")
    }
}

extension SessionStartTests {
    /// The rest of a big first file is not read beside the session's set-up: the session starts
    /// with the start alone and no read under way (it starts the read once the preview's frame
    /// is drawn, `Session.run`). What that read gives is the whole file, which the first edit
    /// changes without a copy.
    @Test func theRestOfABigFirstFileIsReadOnceTheSessionHasStarted() throws {
        let scratch = try ScratchDirectory()
        let bytes = Array(String(repeating: "some text\n", count: 200_000).utf8)
        try scratch.write("big.txt", bytes: bytes)
        var start = try #require(startSession(paths: [scratch.file("big.txt")], position: nil, keysFile: nil))
        var preview = try #require(start.preview, "a 2 MB file is shown from its start")
        #expect(start.editor.document.text.count < bytes.count)
        #expect(preview.reading == nil, "no read under way before the first frame")
        preview.reading = BackgroundOpen.start(path: preview.path, settings: start.settings)
        let reading = try #require(preview.reading)
        let outcome = try #require(reading.waitAndTake())
        #expect(preview.complete(consume outcome, editor: &start.editor, watches: &start.watches) == nil)
        #expect(start.editor.document.text.bytes.allBytes == bytes)
        let identity = start.editor.document.text.bytes.storageIdentity
        start.editor.handle(.key(KeyChord(.tab)))
        #expect(start.editor.document.text.lineBytes(0) == Array("    some text".utf8))
        #expect(start.editor.document.text.bytes.storageIdentity == identity, "the first edit copied the text")
    }

    /// The loop is woken once the file is whole, whether its waker came before the read ended or
    /// after (then at once), and the whole file is there to take.
    @Test func theLoopIsWokenWhenTheWholeFileIsRead() throws {
        let scratch = try ScratchDirectory()
        let bytes = Array(String(repeating: "some text\n", count: 200_000).utf8)
        try scratch.write("big.txt", bytes: bytes)
        let settings = UserConfiguration.load(keysFile: nil).settings
        let pipe = try SignalPipe()
        for _ in 0..<2 {
            let job = try #require(BackgroundOpen.start(path: scratch.file("big.txt"), settings: settings))
            job.wakes(try #require(pipe.waker()))
            var ready = pollfd(fd: pipe.readFD, events: Int16(POLLIN), revents: 0)
            #expect(poll(&ready, 1, 10_000) == 1, "woken")
            #expect(pipe.drain() == [SignalPipe.wakeUp])
            let whole = try #require(job.take(), "taken once woken")
            #expect(try whole.get().document.text.bytes.allBytes == bytes)
        }
    }
}
