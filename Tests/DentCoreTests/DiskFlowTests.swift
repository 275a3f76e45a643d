import Testing
import DentCore
import DentKeys
import DentTestSupport

@Suite struct DiskFlowTests {
    @Test func aJournalFailureIsSaidOnceAndStaysInTheHelpUntilAJournalIsWritten() {
        var editor = Editor(document: Document(path: "f.txt"))
        editor.journalWritten(problem: "cannot create the journal folder /s/journal: Not a directory")
        #expect(editor.message?.text == "Recovery journal not written: cannot create the journal folder /s/journal: Not a directory")
        editor.message = nil
        editor.journalWritten(problem: "cannot write it: File too large")
        #expect(editor.message == nil, "said once, not after every pause in typing")
        #expect(editor.journalNote?.contains("File too large") == true)
        editor.journalWritten(problem: nil)
        #expect(editor.journalNote == nil)
    }

    @Test func anUneditedFileReloadsAndAnEditedOneAsks() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.fileChangedOnDisk(editor.currentID)
        #expect(editor.takeEffects() == [.reload(editor.currentID)])
        editor.reloaded(editor.currentID, bytes: Array("new\n".utf8))
        #expect(editor.document.text.bytes.allBytes == Array("new\n".utf8))
        #expect(!editor.document.isModified)
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("a".utf8), "undo brings back the editor's text")

        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        editor.askBeforeOverwriting(editor.currentID)
        #expect(editor.modals == [.diskChanged])
        editor.handle(.key(KeyChord(.character("o"))))
        #expect(editor.takeEffects() == [.save(editor.currentID, overwrite: true)])
    }

    /// A change on disk while typing is a notice on the status line, never a question: the
    /// letters of "hello" go into the text (its "o" once answered "overwrite").
    @Test func aChangeOnDiskWhileTypingIsANoticeAndTheSaveAsks() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        editor.fileChangedOnDisk(editor.currentID)
        #expect(editor.modals.isEmpty)
        #expect(editor.takeEffects().isEmpty, "an edited file is not reloaded")
        for letter in "hello".unicodeScalars { editor.handle(.key(KeyChord(.character(letter)), text: String(letter))) }
        #expect(editor.document.text.bytes.allBytes == Array("axhello".utf8))
        #expect(editor.diskNotice == "Changed on disk: Revert reloads, Ctrl+s asks")

        editor.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(editor.modals == [.diskChanged], "the save asks before writing over the other program's change")
        #expect(editor.takeEffects().isEmpty)
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.diskNotice != nil, "cancelled: the notice stands")
        editor.handle(.key(KeyChord(.character("s"), .ctrl)))
        editor.handle(.key(KeyChord(.character("o"))))
        #expect(editor.takeEffects() == [.save(editor.currentID, overwrite: true)])
        editor.saveFinished(editor.currentID, error: nil, lines: 1)
        #expect(editor.diskNotice == nil)
    }

    @Test func revertReloadsAsOneUndoStepAskingWhenChangesAreDropped() {
        var editor = Editor(document: CursorText.document("disk|"))
        editor.run(.revert)
        #expect(editor.takeEffects() == [.reload(editor.currentID, revert: true)], "nothing to lose: no question")
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        editor.run(.revert)
        #expect(editor.modals == [.confirmRevert])
        editor.handle(.key(KeyChord(.character("n"))))
        #expect(editor.takeEffects().isEmpty)
        #expect(editor.document.text.bytes.allBytes == Array("diskx".utf8))
        editor.run(.revert)
        editor.handle(.key(KeyChord(.character("y"))))
        #expect(editor.takeEffects() == [.reload(editor.currentID, revert: true)])
        editor.reloaded(editor.currentID, bytes: Array("other".utf8), revert: true)
        #expect(editor.message?.text == "Reloaded test.txt from disk")
        #expect(!editor.document.isModified)
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("diskx".utf8), "one undo step takes it back")
        #expect(editor.commands["revert"]?.title == "Revert (reload from disk)")
    }

    @Test func aDeletedFileIsSaidAndItsSaveSaysItIsCreatedAgain() {
        var editor = Editor(document: CursorText.document("text|"))
        editor.fileMissingOnDisk(editor.currentID)
        #expect(editor.modals.isEmpty)
        #expect(editor.diskNotice == "Deleted or renamed on disk: Ctrl+s creates it again")
        editor.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(editor.takeEffects() == [.save(editor.currentID, overwrite: false)], "no question: nothing is written over")
        editor.saveFinished(editor.currentID, error: nil, lines: 1)
        #expect(editor.message?.text == "Saved 1 line, creating the file again (it had been deleted or renamed)")
        #expect(editor.diskNotice == nil)
    }

    /// A question that comes up by itself waits to be drawn before keys may answer it.
    @Test func aQuestionThatComesUpByItselfWaitsToBeSeen() {
        var editor = Editor(document: CursorText.document("disk|"))
        #expect(!editor.hasUnseenQuestion)
        editor.offerRecovery(Array("journal".utf8), writtenAt: "08:00")
        #expect(editor.hasUnseenQuestion)
        editor.questionSeen()
        #expect(!editor.hasUnseenQuestion)
        editor.handle(.key(KeyChord(.character("x"), .ctrl)))
        editor.run(.revert)
        #expect(!editor.hasUnseenQuestion, "a question the key just asked for is expected")
    }

    @Test func recoveryReplacesTheTextAsOneStepOrDiscardsTheJournal() {
        var editor = Editor(document: CursorText.document("disk|"))
        editor.offerRecovery(Array("journal".utf8), writtenAt: "2026-11-30 08:00")
        #expect(editor.modals == [.recover("2026-11-30 08:00")])
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        #expect(editor.document.text.bytes.allBytes == Array("disk".utf8), "the question is opaque")
        editor.handle(.key(KeyChord(.character("r"))))
        #expect(editor.document.text.bytes.allBytes == Array("journal".utf8))
        #expect(editor.document.isModified)
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("disk".utf8))

        var declined = Editor(document: CursorText.document("disk|"))
        declined.offerRecovery(Array("journal".utf8), writtenAt: "t")
        declined.handle(.key(KeyChord(.character("d"))))
        #expect(declined.takeEffects() == [.discardRecovery(declined.currentID, source: "")])
        #expect(declined.document.text.bytes.allBytes == Array("disk".utf8))
    }

    /// Journals of several sessions that ended (and rescue files) are offered one at a time,
    /// in the order given (newest first), each with its own question: recovering each is one
    /// undo step, and each answer names its source for the host (issue 50, item 5).
    @Test func severalJournalsAreOfferedOneAtATimeNewestFirst() {
        var editor = Editor(document: CursorText.document("disk|"))
        editor.offerRecoveries([RecoveryOffer(bytes: Array("newest".utf8), time: "09:00", source: "/j/a.journal"),
                                RecoveryOffer(bytes: Array("middle".utf8), time: "08:00", source: "/j/b.journal"),
                                RecoveryOffer(bytes: Array("oldest".utf8), time: "07:00", source: "/f.dent-save")])
        #expect(editor.modals == [.recover("09:00")])
        editor.handle(.key(KeyChord(.character("r"))))
        #expect(editor.document.text.bytes.allBytes == Array("newest".utf8))
        #expect(editor.takeEffects() == [.recovered(editor.currentID, source: "/j/a.journal")])
        #expect(editor.modals == [.recover("08:00")], "the next one is asked at once")
        editor.handle(.key(KeyChord(.character("c"))))
        #expect(editor.files.count == 2 && editor.document.text.bytes.allBytes == Array("middle".utf8), "compared beside")
        #expect(editor.takeEffects().contains(.recovered(editor.files[0].id, source: "/j/b.journal")))
        editor.show(editor.files[0].id)
        #expect(editor.modals == [.recover("07:00")], "the last one waits for its file to be shown")
        editor.handle(.key(KeyChord(.character("d"))))
        #expect(editor.takeEffects() == [.discardRecovery(editor.currentID, source: "/f.dent-save")])
        #expect(editor.modals.isEmpty)
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("disk".utf8), "one undo step back to the file")
    }

    @Test func aBackupOfAnInterruptedSaveIsUsedAsAnUnsavedEditKeptOrCompared() {
        var editor = Editor(document: CursorText.document("mix|"))
        editor.offerBackup(Array("original".utf8), madeAt: "2026-11-30 08:00")
        #expect(editor.modals == [.backupOffer("2026-11-30 08:00")])
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        #expect(editor.document.text.bytes.allBytes == Array("mix".utf8), "the question is opaque")
        editor.handle(.key(KeyChord(.character("u"))))
        #expect(editor.modals.isEmpty)
        #expect(editor.document.text.bytes.allBytes == Array("original".utf8))
        #expect(editor.document.isModified, "an unsaved edit: nothing is written")
        #expect(editor.takeEffects() == [.backupAnswered(editor.currentID)], "no save, no deletion")
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("mix".utf8), "undo shows the file on disk")

        var kept = Editor(document: CursorText.document("mix|"))
        kept.offerBackup(Array("original".utf8), madeAt: "t")
        kept.handle(.key(KeyChord(.escape)))
        #expect(kept.document.text.bytes.allBytes == Array("mix".utf8))
        #expect(!kept.document.isModified)
        #expect(kept.takeEffects() == [.backupAnswered(kept.currentID)])

        var compared = Editor(document: CursorText.document("mix|"))
        compared.offerBackup(Array("original".utf8), madeAt: "t")
        compared.handle(.key(KeyChord(.character("c"))))
        #expect(compared.files.count == 2)
        #expect(compared.document.text.bytes.allBytes == Array("original".utf8))
        #expect(compared.document.path.isEmpty, "the backup's text is a document of its own")
    }

    /// Editor fuzzer, seed 90109: a macro answered a save's question with reload and went on to
    /// another file; the reload came after, to a file not shown, whose view still began on a
    /// line the shorter text no longer had.
    @Test func aFileReloadedWhileNotShownKeepsAViewOfItsText() {
        var editor = Editor(document: CursorText.document((1...600).map { "line \($0)" }.joined(separator: "\n") + "|"))
        editor.resize(rows: 10, columns: 40)
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        let long = editor.currentID
        #expect(editor.document.scrollLine > 500)
        _ = editor.opened(CursorText.document("other|"))
        editor.reloaded(long, bytes: Array("short\ntext\n".utf8))
        #expect(editor.document(long)?.invariantProblems() == [])
        editor.show(long)
        #expect(editor.document.invariantProblems().isEmpty)
    }

    @Test func incompleteBackupsAreAskedAboutAfterTheOtherOffers() {
        var editor = Editor(document: CursorText.document("mix|"))
        editor.offerBackup(Array("original".utf8), madeAt: "b")
        editor.noteIncompleteBackups(2, of: editor.currentID)
        #expect(editor.modals == [.backupOffer("b")])
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.modals == [.incompleteBackups(2)])
        _ = editor.takeEffects()
        editor.handle(.key(KeyChord(.character("y"))))
        #expect(editor.takeEffects() == [.removeIncompleteBackups(editor.currentID)])
        #expect(editor.modals.isEmpty)

        var kept = Editor(document: CursorText.document("mix|"))
        kept.noteIncompleteBackups(1, of: kept.currentID)
        kept.handle(.key(KeyChord(.escape)))
        #expect(kept.takeEffects().isEmpty, "nothing removed unasked")
        #expect(kept.modals.isEmpty)
    }

    @Test func theJournalIsAskedBeforeTheBackup() {
        var editor = Editor(document: CursorText.document("mix|"))
        editor.offerRecovery(Array("journal".utf8), writtenAt: "j")
        editor.offerBackup(Array("original".utf8), madeAt: "b")
        #expect(editor.modals == [.recover("j")])
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.modals == [.backupOffer("b")])
    }

    @Test func aReadOnlyOrUnnamedDocumentAsksForANameOnSave() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.document.isReadOnly = true
        editor.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(editor.modals == [.prompt(PromptState(kind: .saveAs, text: "test.txt"))])
        #expect(editor.takeEffects().isEmpty)
    }
}

@Suite struct RecoveryCompareTests {
    @Test func compareOpensTheRecoveredTextBesideTheFile() {
        var editor = Editor(document: CursorText.document("disk|"))
        editor.offerRecovery(Array("journal".utf8), writtenAt: "08:00")
        editor.handle(.key(KeyChord(.character("c"))))
        #expect(editor.document.text.bytes.allBytes == Array("journal".utf8))
        #expect(editor.document.displayName == "test.txt (recovered 08:00)")
        #expect(editor.takeEffects() == [.recovered(editor.files[0].id, source: "")], "the journal stays until the file is saved")
        editor.handle(.key(KeyChord(.left, .alt)))
        #expect(editor.document.text.bytes.allBytes == Array("disk".utf8))
        #expect(!editor.document.isModified)
    }

    @Test func theRecoveredTextIsHighlightedInTheFilesLanguage() {
        var editor = Editor(document: CursorText.document("disk|"))
        editor.highlight(editor.currentID, with: BlockCommentHighlighter().source)
        editor.offerRecovery(Array("journal".utf8), writtenAt: "08:00")
        editor.handle(.key(KeyChord(.character("c"))))
        #expect(editor.document.title == "test.txt (recovered 08:00)")
        #expect(editor.document.language == "test", "as the file it came from")
    }
}

@Suite struct LargeFileTests {
    @Test func aLargeFileIsAskedAboutBeforeItIsOpened() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.askToOpenLarge("big.log", megabytes: 2048)
        #expect(editor.modals == [.largeFile("big.log", 2048)])
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        #expect(editor.modals.count == 1, "the question is opaque")
        editor.handle(.key(KeyChord(.character("y"))))
        #expect(editor.takeEffects() == [.open("big.log", allowingLarge: true)])
        editor.askToOpenLarge("big.log", megabytes: 2048)
        editor.handle(.key(KeyChord(.character("n"))))
        #expect(editor.takeEffects().isEmpty)
        #expect(editor.message == Message("big.log was not opened"))
    }
}
