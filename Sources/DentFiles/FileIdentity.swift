import Glibc

/// What a file on disk was when dent last read or wrote it: enough to notice that someone else
/// changed it since (another editor, `git checkout`, a build). Size, inode and device tell a
/// replaced file; the modification time a rewritten one; the change time (`st_ctim`, POSIX
/// "time of last status change") also catches chmod, chown and new hard links.
public struct FileIdentity: Sendable, Hashable {
    public var size: Int64
    public var inode: UInt64
    public var device: UInt64
    public var modified: FileTime
    public var changed: FileTime

    public init(size: Int64, inode: UInt64, device: UInt64, modified: FileTime, changed: FileTime) {
        self.size = size
        self.inode = inode
        self.device = device
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        self.init(size: Int64(info.st_size), inode: UInt64(info.st_ino), device: UInt64(info.st_dev),
                  modified: FileTime(info.st_mtim), changed: FileTime(info.st_ctim))
    }

    /// The identity of the file at `path` now (symlinks followed), or nil when it cannot be stat'ed.
    public static func current(at path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }
}
