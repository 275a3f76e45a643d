extension FileError {
    /// Why an operation failed, for decisions; the message says the same for people.
    public enum Reason: Sendable, Equatable {
        /// Nothing more specific than the message.
        case other
        /// The path names a directory.
        case isDirectory
        /// The path names a FIFO, a device or a socket: opening could block or have side effects.
        case notRegularFile
        /// The folder that would hold a new file does not exist.
        case missingDirectory
        /// The file is bigger than the limit the caller gave; the app may ask and load it anyway.
        case tooLarge(size: Int64, limit: Int64)
        /// Memory for the file could not be allocated (`ulimit -v`, or simply too big).
        case notEnoughMemory(size: Int64)
        /// The file's mode has no write permission: refused even for root, who bypasses it.
        case readOnly
        /// A system call failed with this `errno` (EACCES, EROFS, ENOSPC, EFBIG, EIO, ...).
        case system(Int32)
        /// A recovery journal is truncated or damaged.
        case corruptJournal
        /// The user stopped a save before it changed the file (`SaveMonitor.cancel`).
        case cancelled
    }
}
