@testable import dent
import DentCore
import DentFiles
import DentKeys
import DentTestSupport
import DentText
import Glibc
import Testing

/// The recovery journal while typing goes on (`JournalKeeper`, issue 50 item 3): the first edit
/// starts a whole journal, written a step at a time from a copy of the text, so a big file's
/// journal never holds a key up and no edit gives it up; each event's edits are then appended
/// to it, and after a pause the whole journal is written again. (Here because only this test
/// target may import the `dent` executable.)
@Suite struct JournalStepTests {
    /// A file of `length` bytes, edited once: its editor, its watch (told of the edit at time 0),
    /// and the journal folder.
    static func edited(in dir: ScratchDirectory, length: Int = JournalKeeper.step * 5 / 2)
        throws -> (Editor, FileWatch, RecoveryJournal, Result<Void, FileError>?) {
        let path = dir.file("big.txt")
        var editor = Editor(document: Document(path: path, text: TextBuffer(GapBuffer(Array(repeating: UInt8(ascii: "a"), count: length)))))
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        let state = StateDirectory(path: dir.file("state"))
        let journal = RecoveryJournal(stateDirectory: state)
        var watch = FileWatch(path: path, identity: nil, contentHash: nil, state: state)
        let first = watch.noteEdit(now: 0, id: editor.currentID, editor: &editor)
        return (editor, watch, journal, first)
    }

    static func type(_ text: String, into editor: inout Editor) {
        for scalar in text.unicodeScalars { editor.handle(.key(KeyChord(.character(scalar)), text: String(scalar))) }
    }

    /// The journal's text, with its records replayed, is the editor's.
    static func isCurrent(_ journal: RecoveryJournal, _ editor: Editor) throws -> Bool {
        try journal.read(for: editor.document.path)?.buffer.allBytes == editor.document.text.bytes.allBytes
    }

    @Test func theFirstEditStartsAWholeJournalWrittenAStepAtATime() throws {
        let dir = try ScratchDirectory()
        var (editor, watch, journal, first) = try Self.edited(in: dir)
        #expect(first == nil, "one step written, two to go")
        #expect(watch.nextDeadline(now: 0) == 0, "the next step is due at once")
        #expect(try journal.read(for: editor.document.path) == nil, "nothing is journaled before the last step")
        #expect(watch.stepJournal(now: 1, id: editor.currentID, editor: &editor) == nil)
        #expect(try watch.stepJournal(now: 2, id: editor.currentID, editor: &editor)?.get() != nil)
        #expect(try Self.isCurrent(journal, editor))
        #expect(watch.nextDeadline(now: 2) == nil, "nothing more to do: the journal holds no records")
    }

    @Test func anEditBetweenStepsNeverGivesTheJournalUp() throws {
        let dir = try ScratchDirectory()
        var (editor, watch, journal, _) = try Self.edited(in: dir)
        Self.type("yz", into: &editor)
        #expect(watch.noteEdit(now: 10, id: editor.currentID, editor: &editor) == nil)
        #expect(watch.stepJournal(now: 11, id: editor.currentID, editor: &editor) == nil)
        #expect(try watch.stepJournal(now: 12, id: editor.currentID, editor: &editor)?.get() != nil, "finished, not given up")
        #expect(try Self.isCurrent(journal, editor), "the edits made meanwhile are appended to it")
        #expect(Fixture.journalEntries(journal.directory).count == 1, "one journal, no temporary file")
    }

    /// Each event's edits are in the journal as soon as the event is noted (typing, a deletion,
    /// an undo, an indent of several lines), and the pause writes the whole journal again,
    /// without its records.
    @Test func typedEditsAreAppendedAfterEveryEventAndTheWholeJournalAfterThePause() throws {
        let dir = try ScratchDirectory()
        var (editor, watch, journal, first) = try Self.edited(in: dir, length: 10)
        #expect(try first?.get() != nil)
        let path = journal.journalPath(for: editor.document.path)
        let whole = try #require(Fixture.size(path))
        var now: UInt64 = 0
        for keys in ["hello", "\n\tworld", "⌫", "undo", "indent", "é日"] {
            switch keys {
            case "⌫": editor.handle(.key(KeyChord(.backspace)))
            case "undo": editor.handle(.key(KeyChord(.character("z"), [.ctrl])))
            case "indent": editor.document.indentLines()
            default: Self.type(keys, into: &editor)
            }
            now += 100
            _ = watch.noteEdit(now: now, id: editor.currentID, editor: &editor)
            #expect(try Self.isCurrent(journal, editor), "after \(keys)")
        }
        #expect(try #require(Fixture.size(path)) > whole, "appended, not written again")
        #expect(watch.nextDeadline(now: now) == JournalKeeper.pause)
        #expect(watch.stepJournal(now: now + JournalKeeper.pause - 1, id: editor.currentID, editor: &editor) == nil)
        #expect(try watch.stepJournal(now: now + JournalKeeper.pause, id: editor.currentID, editor: &editor)?.get() != nil)
        #expect(try Self.isCurrent(journal, editor))
        #expect(Fixture.size(path) == whole - 11 + Int64(editor.document.text.count), "the whole text again, no records")
    }

    /// Records are synced once ~200 bytes came, or ~4 s after the first unsynced one, whichever
    /// comes first, also while typing never pauses for the whole journal.
    @Test func recordsAreSyncedEveryTwoHundredBytesOrFourSeconds() throws {
        let dir = try ScratchDirectory()
        var (editor, watch, _, _) = try Self.edited(in: dir, length: 10)
        var now: UInt64 = 100
        for _ in 0..<150 {
            Self.type("a", into: &editor)
            _ = watch.noteEdit(now: now, id: editor.currentID, editor: &editor)
            now += 1
        }
        #expect(watch.unsyncedJournalBytes == 150)
        Self.type(String(repeating: "b", count: 50), into: &editor)
        _ = watch.noteEdit(now: now, id: editor.currentID, editor: &editor)
        #expect(watch.unsyncedJournalBytes == 0, "synced at 200 bytes")

        now = 10_000
        for second in 0..<5 {
            Self.type("c", into: &editor)
            _ = watch.noteEdit(now: now + UInt64(second) * 1_000, id: editor.currentID, editor: &editor)
            #expect(watch.unsyncedJournalBytes == (second < 4 ? second + 1 : 0), "second \(second)")
            if second == 2 { #expect(watch.nextDeadline(now: now + 2_500) == 1_000, "the pause, before the sync") }
        }
        Self.type("d", into: &editor)
        _ = watch.noteEdit(now: now + 5_000, id: editor.currentID, editor: &editor)
        #expect(watch.nextDeadline(now: now + 5_000) == 1_500)
        #expect(watch.stepJournal(now: now + 6_000, id: editor.currentID, editor: &editor) == nil)
        #expect(watch.unsyncedJournalBytes == 1)
    }
}

private enum Fixture {
    static func journalEntries(_ directory: String) -> [String] {
        DirectoryListing.entries(of: directory).map(\.name)
    }

    static func size(_ path: String) -> Int64? {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : nil
    }
}
