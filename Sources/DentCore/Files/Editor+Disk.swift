import DentText

/// The editor's side of "never lose work": a file changed on disk, Revert, recovery from the
/// journal. The host does the I/O and reports here; the editor says it, asks the user when they
/// save or revert, and records what to do. Questions are only ever asked about the file shown:
/// news about another file waits in its `OpenFile` until that file is shown.
extension Editor {
    /// The host found the file `id` changed on disk (while idle, or when the terminal got the
    /// focus back). Unmodified: it reloads at once (`reload`). Modified: a standing notice on the
    /// status line, never a question: a question that appeared by itself would take the keys
    /// being typed as its answer ("hello" answering overwrite with its `o`). The user decides
    /// when saving (`askBeforeOverwriting`) or with Revert.
    public mutating func fileChangedOnDisk(_ id: DocumentID) {
        guard let index = index(of: id) else { return }
        guard files[index].document.isModified else { return effects.append(.reload(id)) }
        files[index].diskNews = .changed
    }

    /// The host found the file `id` gone from its path (deleted, or renamed away): a standing
    /// notice, and the next save says it creates the file again.
    public mutating func fileMissingOnDisk(_ id: DocumentID) {
        guard let index = index(of: id) else { return }
        files[index].diskNews = .missing
    }

    /// The host's news about the file `id` from the disk.
    public mutating func tell(_ news: DiskNews, about id: DocumentID) {
        switch news {
        case .changed: fileChangedOnDisk(id)
        case .missing: fileMissingOnDisk(id)
        }
    }

    /// A save of the file `id` found it changed on disk: reload, overwrite or save as, asked
    /// now, since the user is saving. Only ever asked about the file shown.
    public mutating func askBeforeOverwriting(_ id: DocumentID) {
        guard let index = index(of: id) else { return }
        files[index].diskNews = .changed
        guard index == currentIndex else { return }
        if !modals.contains(.diskChanged) { modals.append(.diskChanged) }
    }

    /// The host reread the file `id`: its text becomes the file's, as one undo step (undo brings
    /// back what was in the editor), and matches the disk again. `revert`: the user asked
    /// (Revert), rather than the file changing under an unmodified document.
    public mutating func reloaded(_ id: DocumentID, bytes: [UInt8], revert: Bool = false) {
        withDocument(id) {
            $0.replaceAll(with: bytes)
            $0.markSaved()
        }
        if let index = index(of: id) { files[index].diskNews = nil }
        settleView(ofChanged: id)
        let name = document(id)?.displayName ?? ""
        message = Message(revert ? "Reloaded \(name) from disk" : "Reloaded \(name): it changed on disk")
    }

    /// Revert: the file shown goes back to what is on disk, as one undo step; asked first when
    /// that drops unsaved changes.
    public mutating func revert() {
        guard !document.path.isEmpty else {
            message = Message("Nothing to revert to: this text has no file", isError: true)
            return
        }
        guard document.isModified else { return effects.append(.reload(currentID, revert: true)) }
        modals.append(.confirmRevert)
    }

    public mutating func answerRevert(_ yes: Bool) {
        guard modals.last == .confirmRevert else { return }
        dismissModal()
        if yes { effects.append(.reload(currentID, revert: true)) } else { message = Message("Not reverted") }
    }

    /// What the status line says while the file shown has news from the disk (nil: none).
    public var diskNotice: String? {
        guard let news = files[currentIndex].diskNews else { return nil }
        // Shown after the file's name (`StatusLine`), so it does not name the file again.
        return switch news {
        case .changed: "Changed on disk: Revert reloads, \(chordText(.save)) asks"
        case .missing: "Deleted or renamed on disk: \(chordText(.save)) creates it again"
        }
    }

    public mutating func answerDiskChange(_ answer: DiskAnswer) {
        dismissModal()
        if answer != .overwrite {
            // The save that found the change is not going ahead: nothing waits for it.
            afterSave[currentID] = nil
            quitSequence = nil
        }
        switch answer {
        case .reload: effects.append(.reload(currentID))
        case .overwrite: requestSave(overwrite: true, then: afterSave[currentID] ?? .stay)
        case .saveAs: startSaveAsPrompt()
        case .cancel: break
        }
    }

    public enum DiskAnswer: Sendable { case reload, overwrite, saveAs, cancel }

    /// Offers the text of a recovery journal that differs from the file shown, written at `time`.
    public mutating func offerRecovery(_ bytes: [UInt8], writtenAt time: String) {
        offerRecoveries([RecoveryOffer(bytes: bytes, time: time)])
    }

    /// Offers texts to recover in place of the file shown (journals of sessions that ended,
    /// rescue files), one at a time in this order, each with the recover question.
    public mutating func offerRecoveries(_ offers: [RecoveryOffer]) {
        files[currentIndex].recoveries = offers
        askWaitingOffer()
    }

    /// Recover: the offered text replaces the file's as one undo step (undo shows the text
    /// before, redo the recovered one); the document is modified until saved, and the offer's
    /// source goes once it is. Discard: the source goes now. The next offer is asked then.
    public mutating func answerRecovery(recover: Bool) {
        dismissModal()
        guard let offer = takeRecovery() else { return askWaitingOffer() }
        defer { askWaitingOffer() }
        guard recover else {
            effects.append(.discardRecovery(currentID, source: offer.source))
            message = Message("Recovery journal discarded")
            return
        }
        edit { $0.replaceAll(with: offer.bytes) }
        effects.append(.recovered(currentID, source: offer.source))
        message = Message("Recovered unsaved changes (Ctrl+Z shows the file on disk)")
    }

    /// Compare: the offered text opens as a second, unnamed document beside the file (Alt+Left
    /// and Alt+Right switch between them); its source stays until the file is saved.
    public mutating func compareRecovery() {
        dismissModal()
        guard let offer = takeRecovery() else { return }
        effects.append(.recovered(currentID, source: offer.source))
        let name = document.displayName
        openBeside(offer.bytes, title: "\(name) (recovered \(offer.time))", what: "The recovered text of \(name)")
    }

    /// The offer asked about now, taken off the file's list.
    private mutating func takeRecovery() -> RecoveryOffer? {
        guard !files[currentIndex].recoveries.isEmpty else { return nil }
        return files[currentIndex].recoveries.removeFirst()
    }

    /// Opens `bytes` as an unnamed document after the file shown, in its indentation, language
    /// and highlighting, titled `title`, saying how to go back: for comparing text offered back
    /// with the file on disk, which reads best when both look alike.
    mutating func openBeside(_ bytes: [UInt8], title: String, what: String) {
        var beside = Document(path: "", text: TextBuffer(GapBuffer(bytes)), indentStyle: document.indentStyle,
                              tabWidth: document.tabWidth)
        beside.markSaved()
        beside.title = title
        beside.ruleBook = document.ruleBook
        if let syntax = document.syntax { beside.highlight(with: syntax.source, limits: syntax.limits) }
        _ = opened(beside, notice: Message("\(what): Alt+Left shows the file on disk; Alt+S saves this one"))
    }

    /// Later: the file stays as it is on disk and the offered text stays for the next session;
    /// the question is not asked again in this one (the next offer is).
    public mutating func postponeRecovery() {
        dismissModal()
        _ = takeRecovery()
        askWaitingOffer()
    }
}

extension Document {
    /// Replaces the whole text as one undo step, keeping the cursor on its line; the
    /// indentation is detected again in the new text (a command's choice stays).
    mutating func replaceAll(with bytes: [UInt8]) {
        // The text is another: other cursors would stand on text that is gone.
        dropExtraCarets()
        let line = Swift.min(cursorLine, Swift.max(TextBuffer(GapBuffer(bytes)).lineCount - 1, 0))
        replace(0..<text.count, with: bytes, cursorAfter: 0, kind: .other)
        cursor = text.lineRange(Swift.min(line, text.lineCount - 1)).lowerBound
        history.breakGroup()
        detectIndentationAgain()
    }
}

extension Editor {
    /// Matching bracket: the cursor goes to the partner of the bracket at (or just before) it.
    public mutating func jumpToMatchingBracket() {
        guard let target = document.matchingBracket() else {
            message = Message("No matching bracket here")
            return
        }
        jumping { $0.edit(follow: .jump) { document in document.move { $0.cursor = target } } }
    }

    public mutating func requestRedraw() { effects.append(.redraw) }

    public mutating func requestSuspend() { effects.append(.suspend) }
}

extension Editor {
    /// The host found the file to open over `max-file-size`: the user decides.
    public mutating func askToOpenLarge(_ path: String, megabytes: Int64) {
        modals.append(.largeFile(path, megabytes))
    }

    public mutating func answerLargeFile(open: Bool) {
        guard case .largeFile(let path, _) = modals.last else { return }
        dismissModal()
        if open { effects.append(.open(path, allowingLarge: true)) } else { message = Message("\(path) was not opened") }
    }
}
