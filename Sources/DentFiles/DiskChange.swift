/// How the file on disk differs from the identity dent recorded (see `FileIdentity`).
public enum DiskChange: Sendable, Equatable {
    /// Same size, inode, device, modification and change time.
    case unchanged
    /// Only the change time moved: chmod, chown, a new hard link; the bytes are the same.
    case metadataChanged(FileIdentity)
    /// Size, modification time, inode or device differ: the bytes may differ (rewritten, or
    /// replaced by a rename as editors and `git` do).
    case contentChanged(FileIdentity)
    /// Nothing can be stat'ed at the path any more (deleted, renamed away, or no longer reachable).
    case missing
}

extension FileIdentity {
    /// How `current` (nil: no file) differs from this recorded identity.
    public func change(comparedTo current: FileIdentity?) -> DiskChange {
        guard let current else { return .missing }
        if current == self { return .unchanged }
        let sameContent = current.size == size && current.inode == inode && current.device == device
            && current.modified == modified
        return sameContent ? .metadataChanged(current) : .contentChanged(current)
    }

    /// How the file at `path` now differs from this recorded identity: the "changed on disk" check.
    public func changeOnDisk(at path: String) -> DiskChange {
        change(comparedTo: FileIdentity.current(at: path))
    }
}
