import DentText

/// The editor's side of "never lose work": a file changed on disk, recovery from the journal.
/// The host does the I/O and reports here; the editor asks the user and records what to do.
extension Editor {
    /// The host found the file changed on disk. Unmodified: it reloads at once (`reload`);
    /// modified: the user chooses (reload, overwrite, save as, cancel).
    public mutating func fileChangedOnDisk(beforeSave: Bool) {
        if !document.isModified && !beforeSave {
            effects.append(.reload)
            return
        }
        if !modals.contains(.diskChanged) { modals.append(.diskChanged) }
    }

    /// The host reread the file: the text becomes the file's, as one undo step (undo brings
    /// back what was in the editor), and matches the disk again.
    public mutating func reloaded(_ bytes: [UInt8]) {
        edit { $0.replaceAll(with: bytes) }
        document.markSaved()
        message = Message("Reloaded \(document.displayName): it changed on disk")
    }

    public mutating func answerDiskChange(_ answer: DiskAnswer) {
        dismissModal()
        switch answer {
        case .reload: effects.append(.reload)
        case .overwrite: requestSave(thenQuit: false, overwrite: true)
        case .saveAs: startPrompt(.saveAs, text: document.path)
        }
    }

    public enum DiskAnswer: Sendable { case reload, overwrite, saveAs }

    /// Offers the text of a recovery journal newer than the file, written at `time`.
    public mutating func offerRecovery(_ bytes: [UInt8], writtenAt time: String) {
        recoveredText = bytes
        modals.append(.recover(time))
    }

    /// Recover: the journal's text replaces the file's as one undo step (undo shows the file
    /// on disk, redo the recovered text); the document is modified until saved.
    public mutating func answerRecovery(recover: Bool) {
        dismissModal()
        guard recover, let bytes = recoveredText else {
            effects.append(.discardJournal)
            message = Message("Recovery journal discarded")
            recoveredText = nil
            return
        }
        edit { $0.replaceAll(with: bytes) }
        recoveredText = nil
        message = Message("Recovered unsaved changes (Ctrl+Z shows the file on disk)")
    }
}

extension Document {
    /// Replaces the whole text as one undo step, keeping the cursor on its line.
    mutating func replaceAll(with bytes: [UInt8]) {
        let line = Swift.min(cursorLine, Swift.max(TextBuffer(GapBuffer(bytes)).lineCount - 1, 0))
        replace(0..<text.count, with: bytes, cursorAfter: 0, kind: .other)
        cursor = text.lineRange(Swift.min(line, text.lineCount - 1)).lowerBound
        history.breakGroup()
    }
}
