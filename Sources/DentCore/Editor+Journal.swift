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
