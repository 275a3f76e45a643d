@testable import dent
import DentCore
import DentFiles
import DentKeys
import DentTestSupport
import DentText
import Testing

/// The recovery journal is written a step at a time between keys (`FileWatch.stepJournal`), so
/// a big file's journal never holds a key up; an edit in the middle gives it up, and the next
/// pause starts it again. (Here because only this test target may import the `dent` executable.)
@Suite struct JournalStepTests {
    /// A file of two and a half steps, edited once: its editor and its watch.
    static func edited(in dir: ScratchDirectory) throws -> (Editor, FileWatch, RecoveryJournal) {
        let path = dir.file("big.txt")
        let bytes = Array(repeating: UInt8(ascii: "a"), count: FileWatch.journalStep * 5 / 2)
        var editor = Editor(document: Document(path: path, text: TextBuffer(GapBuffer(bytes))))
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        let state = StateDirectory(path: dir.file("state"))
        let journal = RecoveryJournal(stateDirectory: state)
        var watch = FileWatch(path: path, identity: nil, contentHash: nil, state: state)
        watch.noteEdit(now: 0, document: editor.document)
        return (editor, watch, journal)
    }

    @Test func theJournalIsWrittenAStepAtATimeAfterThePause() throws {
        let dir = try ScratchDirectory()
        var (editor, watch, journal) = try Self.edited(in: dir)
        #expect(watch.stepJournal(now: FileWatch.journalPause - 1, document: editor.document) == nil)
        #expect(watch.nextDeadline(now: FileWatch.journalPause - 1) == 1)
        var steps = 0
        var outcome: Result<Void, FileError>?
        while outcome == nil && steps < 10 {
            steps += 1
            outcome = watch.stepJournal(now: FileWatch.journalPause, document: editor.document)
            if outcome == nil {
                #expect(watch.nextDeadline(now: FileWatch.journalPause) == 0, "the next step is due at once")
                #expect(try journal.read(for: editor.document.path) == nil, "nothing is journaled before the last step")
            }
        }
        #expect(steps == 3)
        #expect(try outcome?.get() != nil)
        #expect(try journal.read(for: editor.document.path)?.buffer.allBytes == editor.document.text.bytes.allBytes)
        #expect(watch.nextDeadline(now: FileWatch.journalPause) == nil)
    }

    @Test func anEditBetweenStepsGivesTheJournalUpUntilTheNextPause() throws {
        let dir = try ScratchDirectory()
        var (editor, watch, journal) = try Self.edited(in: dir)
        #expect(watch.stepJournal(now: FileWatch.journalPause, document: editor.document) == nil)
        editor.handle(.key(KeyChord(.character("y")), text: "y"))
        let edited = FileWatch.journalPause + 10
        watch.noteEdit(now: edited, document: editor.document)
        #expect(watch.stepJournal(now: edited, document: editor.document) == nil, "given up, and not due again yet")
        #expect(watch.nextDeadline(now: edited) == FileWatch.journalPause)
        #expect(try journal.read(for: editor.document.path) == nil)
        var outcome: Result<Void, FileError>?
        for _ in 0..<10 where outcome == nil {
            outcome = watch.stepJournal(now: edited + FileWatch.journalPause, document: editor.document)
        }
        #expect(try outcome?.get() != nil)
        #expect(try journal.read(for: editor.document.path)?.buffer.allBytes == editor.document.text.bytes.allBytes)
        #expect(Fixture.journalEntries(journal.directory).count == 1, "the one given up left nothing")
    }
}

private enum Fixture {
    static func journalEntries(_ directory: String) -> [String] {
        DirectoryListing.entries(of: directory).map(\.name)
    }
}
