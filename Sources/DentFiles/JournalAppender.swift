import DentText
import Glibc

/// Appends records of edits (`JournalRecord`) to a finished recovery journal while typing goes
/// on: each event's edits are written at once (a process killed afterwards loses none of them:
/// they are in the kernel's cache), and `sync` makes them survive a power loss too, which the
/// host does every ~200 typed bytes or ~4 s (docs/SAFETY.md, "Recovery journal"). A class: it
/// owns the journal's descriptor.
public final class JournalAppender {
    /// The journal appended to.
    public let path: String
    private let fd: Int32
    private var checksum: UInt64
    /// Bytes of edits appended since the last sync, and records appended in all.
    public private(set) var unsynced = 0
    public private(set) var records = 0

    /// Opens the journal at `path`, whose text (or last record) has the checksum `checksum`.
    init(path: String, checksum: UInt64) throws(FileError) {
        let fd = retrying { open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { throw .system(path, "open the recovery journal") }
        self.path = path
        self.fd = fd
        self.checksum = checksum
    }

    deinit { _ = Descriptor.close(fd) }

    /// Appends `edits` in one write. After a failure the journal's tail may be torn: the host
    /// must write a whole journal again, not append after it.
    public func append(_ edits: [LoggedEdit]) throws(FileError) {
        guard !edits.isEmpty else { return }
        let (bytes, last) = JournalRecord.encode(edits, after: checksum)
        let code = Descriptor.writeAll(bytes, to: fd)
        guard code == 0 else { throw .system(path, "append to the recovery journal", code: code) }
        checksum = last
        unsynced += edits.reduce(0) { $0 + Swift.max($1.inserted.count, $1.removed) }
        records += edits.count
    }

    /// Makes what was appended durable (`fdatasync`: the size is part of what it writes).
    public func sync() throws(FileError) {
        guard unsynced > 0 else { return }
        guard retrying({ fdatasync(fd) }) == 0 else { throw .system(path, "sync the recovery journal") }
        unsynced = 0
    }
}
