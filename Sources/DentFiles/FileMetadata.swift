import Glibc

/// Gives the temporary file of an atomic save what the original had, so the rename changes
/// only the bytes: owner and group, extended attributes, then the mode (last, because chown(2)
/// clears the set-user-ID and set-group-ID bits, and setting an ACL rewrites the group bits).
enum FileMetadata {
    /// Copies `original`'s metadata (the file at `target`) onto `fd`. Returns the reason to save
    /// in place instead when something cannot be kept; throws for other failures.
    static func copy(_ original: stat, from target: String, to fd: Int32, path: String) throws(FileError) -> InPlaceReason? {
        if fchown(fd, original.st_uid, original.st_gid) != 0 {
            if errno == EPERM { return .ownerCannotBeRestored }
            throw .saveFailed(path, "setting the owner of the temporary file", code: errno)
        }
        if let attributes = ExtendedAttributes(), attributes.copy(from: target, to: fd) != 0 {
            return .attributesCannotBeCopied
        }
        guard fchmod(fd, original.st_mode & 0o7777) == 0 else {
            throw .saveFailed(path, "setting the mode of the temporary file", code: errno)
        }
        return nil
    }

    /// Gives a new file the mode open(2) with 0666 would: 0666 less the umask.
    static func setNewFileMode(_ fd: Int32, path: String) throws(FileError) {
        guard fchmod(fd, 0o666 & ~Umask.current()) == 0 else {
            throw .saveFailed(path, "setting the mode of the temporary file", code: errno)
        }
    }
}
