/// Save with sudo: a file this user may not write (opened so, or a save refused with
/// "Permission denied") is saved by the host through `sudo` and dent's own save
/// (`.saveWithSudo`), after asking. What comes after the save (closing, quitting) waits in
/// `afterSave` as for any save.
extension Editor {
    public enum SudoAnswer: Sendable {
        case sudo, saveAs, cancel
    }

    /// The host's ordinary save of `id` was refused for want of permission (`error`): the file
    /// is marked so, and the user is asked when it is the file shown; otherwise the save failed.
    public mutating func saveDenied(_ id: DocumentID, error: String) {
        saveEnded(id)
        withDocument(id) { $0.isWriteDenied = true }
        guard id == currentID, !modals.contains(.sudoSave) else { return saveFinished(id, error: error, lines: 0) }
        message = Message(error, isError: true)
        modals.append(.sudoSave)
    }

    public mutating func answerSudoSave(_ answer: SudoAnswer) {
        guard modals.last == .sudoSave, answer != .sudo || hasSudo else { return }
        dismissModal()
        switch answer {
        case .sudo:
            edit { $0.prepareForSave() }
            effects.append(.saveWithSudo(currentID))
        case .saveAs:
            afterSave[currentID] = nil
            quitSequence = nil
            startSaveAsPrompt()
        case .cancel:
            afterSave[currentID] = nil
            quitSequence = nil
            message = Message("Not saved")
        }
    }

    /// The host's answer to `.saveWithSudo`: saved (the document is marked saved, and what
    /// waited for the save goes on), or why not (nothing changes, the question can come again).
    public mutating func sudoSaveFinished(_ id: DocumentID, error: String?, lines: Int) {
        saveFinished(id, error: error, lines: lines)
        if error == nil, message?.isError == false { message = Message("Saved \(lines.counted("line")) with sudo") }
    }
}
