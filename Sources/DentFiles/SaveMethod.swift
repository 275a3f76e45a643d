import DentText

/// How a save writes the file.
public enum SaveMethod: Sendable, Equatable {
    /// A temporary file in the same folder, renamed over the target: a crash at any moment
    /// leaves either the old or the new file (POSIX rename(2) replaces the name atomically).
    case atomic
    /// The bytes are written into the existing file, after a backup copy of it was made, because
    /// a rename would break something (`InPlaceReason`).
    case inPlace(InPlaceReason)
}

/// Why a rename would do harm, so the save writes into the existing file instead.
public enum InPlaceReason: Sendable, Equatable {
    /// The file has this many names; a rename would give only one of them the new bytes.
    case hardLinks(Int)
    /// The folder does not allow creating the temporary file, but the file itself is writable.
    case directoryNotWritable
    /// The new file would belong to the saver: a chown back to the owner or group is not permitted.
    case ownerCannotBeRestored
    /// Extended attributes (ACLs, SELinux labels, `user.*`) could not be copied to a new file.
    case attributesCannotBeCopied
    /// The file is a mount point (a bind-mounted file, as containers have): rename fails with EBUSY.
    case mountPoint
}

/// What a successful save did.
public struct SaveResult: Sendable, Equatable {
    /// The file written: the path after symlinks were followed.
    public let path: String
    /// The file as it is after the save: record it for the next "changed on disk" check.
    public let identity: FileIdentity
    public let method: SaveMethod
    /// `ContentHash` of the bytes written (nil over `ContentHash.limit`): record it with `identity`.
    public internal(set) var contentHash: UInt64?
}

extension SaveMethod: CustomStringConvertible {
    /// "atomic", or "in place (REASON)", for a status line.
    public var description: String {
        switch self {
        case .atomic: return "atomic"
        case .inPlace(let reason): return "in place (\(reason))"
        }
    }
}

extension InPlaceReason: CustomStringConvertible {
    public var description: String {
        switch self {
        case .hardLinks(let count): return "the file has \(count.counted("hard link"))"
        case .directoryNotWritable: return "its folder is not writable"
        case .ownerCannotBeRestored: return "its owner could not be kept"
        case .attributesCannotBeCopied: return "its extended attributes could not be copied"
        case .mountPoint: return "it is a mount point"
        }
    }
}
