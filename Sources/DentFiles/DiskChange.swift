/// How the file on disk differs from the identity dent recorded (see `FileIdentity`).
public enum DiskChange: Sendable, Equatable {
    /// Same size, inode, device, modification and change time.
    case unchanged
    /// Only the change time moved: chmod, chown, a new hard link; the bytes are the same (as
    /// far as the identity tells; `change(comparedTo:contentHash:hashNow:)` checks them).
    case metadataChanged(FileIdentity)
    /// Size, modification time, inode or device differ: the bytes may differ (rewritten, or
    /// replaced by a rename as editors and `git` do). Or only the change time moved and the
    /// bytes' hash differs, or could not be checked.
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

    /// As `change(comparedTo:)`, when the bytes' hash as dent last read or wrote them is known
    /// (`contentHash`; nil: the file is over `ContentHash.limit`). Writing a file moves its
    /// change time, and nothing but the clock can set that back, while `touch -r` sets the
    /// mtime back after a rewrite of the same size: so a change-time move alone is checked
    /// against the bytes' hash now (`hashNow`, asked only then), and counts as a change of
    /// content when the hashes differ, the file cannot be read, or the file is too big to hash
    /// (a chmod of a big file then asks needlessly, rather than letting a rewrite through).
    public func change(comparedTo current: FileIdentity?, contentHash: UInt64?, hashNow: () -> UInt64?) -> DiskChange {
        let change = change(comparedTo: current)
        guard case .metadataChanged(let now) = change else { return change }
        guard let contentHash, hashNow() == contentHash else { return .contentChanged(now) }
        return change
    }

    /// The "changed on disk" check with the bytes' hash (`change(comparedTo:contentHash:hashNow:)`).
    public func changeOnDisk(at path: String, contentHash: UInt64?) -> DiskChange {
        change(comparedTo: FileIdentity.current(at: path), contentHash: contentHash) { ContentHash.ofFile(at: path) }
    }
}
