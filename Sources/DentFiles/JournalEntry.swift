import DentText
import Glibc

/// A recovery journal read back: the unsaved text of a file and what it was based on.
public struct JournalEntry: Sendable {
    /// The file the text belongs to (absolute, symlinks of its last component followed).
    public let originalPath: String
    /// The file as it was when editing started; nil when it did not exist.
    public let base: FileIdentity?
    /// When the journal was written.
    public let written: FileTime
    /// The full text at that moment.
    public let buffer: GapBuffer
    /// Where the journal is stored.
    public let journalPath: String
    /// The process that wrote it; nil for a journal that names none.
    let owner: ProcessIdentity?
    /// The file's modification time when `RecoveryJournal.find` compared them; nil when the
    /// file is gone (or not looked at).
    public internal(set) var fileModified: FileTime?

    /// The process id of another dent, still running, that wrote the journal: its session's
    /// unsaved text, not a killed one's, so it is not offered for recovery.
    public var runningOwner: pid_t? { owner.flatMap { $0.isAnotherRunningProcess ? $0.pid : nil } }

    /// Whether the journal was written after the file's last modification (or there is no file).
    public var isNewerThanFile: Bool { fileModified.map { written > $0 } ?? true }

    /// Whether the file on disk has changed since editing started, so recovering means choosing
    /// between the journal and someone else's changes.
    public var fileChangedSinceBase: Bool {
        guard let base else { return FileIdentity.current(at: originalPath) != nil }
        return base.changeOnDisk(at: originalPath) != .unchanged
    }
}
