import DentText

/// What to do once a save the editor asked for has succeeded.
enum AfterSave: Sendable, Equatable {
    case stay, close, quit
    /// A Save As to the path as typed: the document takes the path only once the save
    /// succeeds; a failed one changes nothing and asks again.
    case rename(String)
}

/// Quitting with unsaved files: they are asked about one at a time, each shown while asked.
struct QuitSequence: Sendable, Equatable {
    /// The files still to ask about (or to save, after "save all"); the first is being asked.
    var remaining: [DocumentID]
    /// The user answered "a": the rest are saved without asking.
    var savesAll = false
}

/// An answer to "Save changes?" before quitting or closing.
public enum SaveAnswer: Sendable {
    case save, discard, saveAll
}

extension Editor {
    /// Ctrl+S: saves the file shown.
    public mutating func requestSave(overwrite: Bool = false) {
        requestSave(overwrite: overwrite, then: .stay)
    }

    /// Asks the host to save the file shown, and remembers what comes after. A file without a
    /// name (or one that cannot be written) asks for a name instead, which ends any quitting.
    mutating func requestSave(overwrite: Bool = false, then after: AfterSave) {
        if document.isWriteDenied && !document.path.isEmpty {
            afterSave[currentID] = after
            return modals.append(.sudoSave)
        }
        if document.path.isEmpty || document.isReadOnly {
            quitSequence = nil
            return startSaveAsPrompt()
        }
        afterSave[currentID] = after
        // Another program's change stood on the status line: writing over it is asked now.
        if files[currentIndex].diskNews == .changed && !overwrite { return askBeforeOverwriting(currentID) }
        var trimmed = 0
        edit { trimmed = $0.prepareForSave() }
        files[currentIndex].trimmedBeforeSave = trimmed
        effects.append(.save(currentID, overwrite: overwrite))
    }

    /// The host reports how the save of `id` went; a failed save never closes or quits. After a
    /// Save As, `path` is where the host wrote the file (the typed path with `~` expanded; the
    /// typed one when nil): the document takes it, and is no longer read-only. A failed Save As
    /// leaves the document as it was (path, read-only mark) and opens the prompt again on the
    /// typed path with the error, as nano does, so the name can be corrected.
    public mutating func saveFinished(_ id: DocumentID, error: String?, lines: Int, path: String? = nil) {
        saveEnded(id)
        let after = afterSave.removeValue(forKey: id) ?? .stay
        if let error {
            message = Message(error, isError: true)
            quitSequence = nil
            if case .rename(let typed) = after, id == currentID {
                startPrompt(.saveAs, text: typed)
                editPrompt { $0.note = error }
            }
            return
        }
        withDocument(id) { document in
            if case .rename(let typed) = after {
                document.path = path ?? typed
                document.isReadOnly = false
            }
            document.markSaved()
        }
        message = Message("Saved \(lines.counted("line"))" + savedNotes(id, after: after))
        switch after {
        case .stay, .rename: break
        case .close: close(id)
        case .quit: askBeforeQuitting()
        }
    }

    /// What the "Saved" message adds about the save of `id` that just succeeded: the file was
    /// created again, or EditorConfig's trimming changed lines. The file's news is spent.
    private mutating func savedNotes(_ id: DocumentID, after: AfterSave) -> String {
        guard let index = index(of: id) else { return "" }
        defer { (files[index].diskNews, files[index].trimmedBeforeSave) = (nil, 0) }
        let isSaveAs = if case .rename = after { true } else { false }
        let created = files[index].diskNews == .missing && !isSaveAs ? ", creating the file again (it had been deleted or renamed)" : ""
        let trimmed = files[index].trimmedBeforeSave
        return created + (trimmed > 0 ? "; trailing whitespace trimmed on \(trimmed.counted("line")) (.editorconfig)" : "")
    }

    /// The ids of the files with unsaved changes, the one shown first, then in list order.
    public var unsavedFiles: [DocumentID] {
        let modified = files.filter(\.document.isModified).map(\.id)
        return modified.filter { $0 == currentID } + modified.filter { $0 != currentID }
    }

    /// Quits at once when nothing is unsaved, otherwise asks about each unsaved file in turn.
    public mutating func quit() {
        modals.removeAll()
        quitSequence = QuitSequence(remaining: unsavedFiles)
        askBeforeQuitting()
    }

    /// How many files the quit question is still about, the one asked now included.
    public var filesLeftToAsk: Int { quitSequence?.remaining.count ?? 0 }

    /// The next step of quitting: show the next unsaved file and ask about it (or save it, after
    /// "save all"); quit when none is left.
    mutating func askBeforeQuitting() {
        guard var sequence = quitSequence else { return }
        sequence.remaining.removeAll { document($0)?.isModified != true }
        quitSequence = sequence
        guard let id = sequence.remaining.first else {
            quitSequence = nil
            isQuitting = true
            return
        }
        if id != currentID {
            show(id)
            // Something about that file must be answered first (it changed on disk).
            guard modals.isEmpty else {
                quitSequence = nil
                return
            }
        }
        if sequence.savesAll {
            quitSequence?.remaining.removeFirst()
            requestSave(then: .quit)
        } else {
            modals.append(.confirmQuit)
        }
    }

    /// y, n or a to "Save changes?": before quitting, the next file follows; before closing,
    /// the file closes (after saving it). "Save all" means nothing when closing one file.
    public mutating func answerSaveQuestion(_ answer: SaveAnswer) {
        switch modals.last {
        case .confirmClose?:
            guard answer != .saveAll else { return }
            dismissModal()
            if answer == .save { requestSave(then: .close) } else { close(currentID) }
        case .confirmQuit?:
            dismissModal()
            var sequence = quitSequence ?? QuitSequence(remaining: unsavedFiles)
            sequence.remaining.removeAll { $0 == currentID }
            sequence.savesAll = answer == .saveAll
            quitSequence = sequence
            if answer == .discard { askBeforeQuitting() } else { requestSave(then: .quit) }
        default:
            break
        }
    }

    /// Esc to "Save changes?": back to editing; quitting stops.
    public mutating func cancelSaveQuestion() {
        dismissModal()
        quitSequence = nil
    }
}
