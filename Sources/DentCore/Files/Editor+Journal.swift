import DentText

/// The recovery journal's health: a journal that cannot be written (the state directory is a
/// file, the disk is full, `ulimit -f`) must not fail silently, or a crash loses what the
/// user believed was kept.
extension Editor {
    /// The host tried to write a journal: nil when it was written, else why not. The first
    /// failure is said in the status line; the help view says it until a journal is written.
    public mutating func journalWritten(problem: String?) {
        if let problem, journalProblem == nil {
            message = Message("Recovery journal not written: \(problem)", isError: true)
        }
        journalProblem = problem
    }

    /// The help view's line about the journal, while it is not being written.
    public var journalNote: String? {
        journalProblem.map { "The recovery journal is not being written (\($0)): unsaved changes would be lost in a crash or kill" }
    }
}

/// The recovery journal's log of edits: the host appends each file's edits to its journal as
/// they come (docs/SAFETY.md, "Recovery journal"), reading them here instead of the text, so
/// that no second reference to a document's storage is held across an edit.
extension Editor {
    /// Starts logging the edits of the file `id` from its text as it is now.
    public mutating func armEditLog(_ id: DocumentID) {
        withDocument(id) { $0.text.armChangeLog() }
    }

    /// The edits of the file `id` since its log was armed or last taken (`.lost` when the log
    /// cannot say; it is armed again then).
    public mutating func takeEditLog(_ id: DocumentID) -> LoggedEdits {
        var taken = LoggedEdits.lost
        withDocument(id) { taken = $0.text.takeLoggedEdits() }
        return taken
    }
}
