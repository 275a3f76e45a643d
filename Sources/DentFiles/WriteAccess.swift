import Glibc

/// Permission checks made before a save touches anything.
enum WriteAccess {
    /// Throws unless the existing regular file `target` may be written. A file without any write
    /// bit is read-only even for root: access(2) succeeds for root (POSIX leaves it to the
    /// implementation; Linux grants it), and a rename would replace the file silently. The
    /// check uses the effective IDs (`faccessat` with `AT_EACCESS`), which the write will use.
    static func requireWritableFile(_ target: String, _ info: stat, path: String) throws(FileError) {
        if info.st_mode & 0o222 == 0 {
            let mode = String(info.st_mode & 0o7777, radix: 8)
            throw FileError("cannot save \(path): the file is read-only (mode 0\(mode))", reason: .readOnly)
        }
        guard faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) == 0 else {
            throw .saveFailed(path, "checking permission", code: errno)
        }
    }

    /// Whether entries can be created, renamed and removed in `directory`.
    static func directoryIsWritable(_ directory: String) -> Bool {
        faccessat(AT_FDCWD, directory, W_OK | X_OK, AT_EACCESS) == 0
    }

    /// Whether a new file could be given `info`'s owner and group: chown(2) needs privilege to
    /// give a file away; an owner may only pick one of its own groups (POSIX chown, "changing
    /// the group"). Root is assumed to hold CAP_CHOWN; the save falls back if it does not.
    static func canRestoreOwner(_ info: stat) -> Bool {
        let user = geteuid()
        if user == 0 { return true }
        guard info.st_uid == user else { return false }
        return info.st_gid == getegid() || memberGroups().contains(info.st_gid)
    }

    /// The supplementary groups of this process (getgroups(2)).
    private static func memberGroups() -> [gid_t] {
        let count = getgroups(0, nil)
        guard count > 0 else { return [] }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let filled = getgroups(count, &groups)
        return filled > 0 ? Array(groups.prefix(Int(filled))) : []
    }
}
