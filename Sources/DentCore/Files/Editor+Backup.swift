/// The offer of a backup that an in-place save killed mid-write left beside its file: the
/// file may hold a mix of old and new bytes, the backup the whole original. Nothing is
/// written or deleted by the answer: using the backup makes its text an unsaved edit of the
/// file, and the backup goes only when the file is next saved (`Effect.backupAnswered`).
extension Editor {
    /// Offers the backup of the file shown, made at `time` (when the interrupted save began);
    /// asked at once unless the recovery journal's question is up, then after it.
    public mutating func offerBackup(_ bytes: [UInt8], madeAt time: String) {
        files[currentIndex].backup = RecoveryOffer(bytes: bytes, time: time)
        askWaitingOffer()
    }

    /// Asks what waits about the file shown, one question at a time: the journals and rescue
    /// copies first (they hold the user's own edits), then the backup, then the backups cut short.
    mutating func askWaitingOffer() {
        if modals.contains(where: { [.recover, .backupOffer, .incompleteBackups].contains($0.context) }) { return }
        if let offer = files[currentIndex].recovery {
            modals.append(.recover(offer.time))
        } else if let offer = files[currentIndex].backup {
            modals.append(.backupOffer(offer.time))
        } else if files[currentIndex].incompleteBackups > 0 {
            modals.append(.incompleteBackups(files[currentIndex].incompleteBackups))
        }
    }

    /// The host found `count` backups of the file `id` cut short by interrupted saves (and no
    /// other dent has the file open): asked about when the file is shown.
    public mutating func noteIncompleteBackups(_ count: Int, of id: DocumentID) {
        guard let index = index(of: id), count > 0 else { return }
        files[index].incompleteBackups = count
        if index == currentIndex { askWaitingOffer() }
    }

    /// The answer about the backups cut short: removed (by the host), or left where they are.
    public mutating func answerIncompleteBackups(remove: Bool) {
        guard case .incompleteBackups = modals.last else { return }
        dismissModal()
        files[currentIndex].incompleteBackups = 0
        if remove { effects.append(.removeIncompleteBackups(currentID)) } else { message = Message("The incomplete backups stay") }
        askWaitingOffer()
    }

    /// Use the backup: its text replaces the file's as one undo step (undo shows the file as it
    /// is on disk); the document is modified, and the file changes only when it is saved.
    public mutating func useBackup() {
        guard let offer = takeRecoveryOffer() else { return }
        edit { $0.replaceAll(with: offer.bytes) }
        message = Message("The backup's text, unsaved: Ctrl+S writes it over the file, Ctrl+Z shows the file on disk")
        askWaitingOffer()
    }

    /// Keep the file: it stays as it is on disk, and the backup beside it until the file is saved.
    public mutating func keepFileOverBackup() {
        guard takeRecoveryOffer() != nil else { return }
        message = Message("The file is kept as it is; its backup stays until the file is saved")
        askWaitingOffer()
    }

    /// Compare: the backup's text opens as a second, unnamed document beside the file (Alt+Left
    /// and Alt+Right switch between them).
    public mutating func compareBackup() {
        guard let offer = takeRecoveryOffer() else { return }
        let name = document.displayName
        openBeside(offer.bytes, title: "\(name) (backup \(offer.time))", what: "The backup of \(name)")
    }

    /// Closes the question and tells the host the offer was answered.
    private mutating func takeRecoveryOffer() -> RecoveryOffer? {
        guard case .backupOffer = modals.last, let offer = files[currentIndex].backup else { return nil }
        dismissModal()
        files[currentIndex].backup = nil
        effects.append(.backupAnswered(currentID))
        return offer
    }
}
