/// Whether a path can be saved, and how: for opening a file marked read-only.
public enum Writability: Sendable, Equatable {
    /// A save would succeed as far as permissions go (an existing file, or a new one in a
    /// writable folder), with this method.
    case writable(SaveMethod)
    /// A save would be refused; the error says why (read-only mode, read-only file system,
    /// permission denied, not a regular file, missing folder).
    case notWritable(FileError)
}

extension FileSaver {
    /// Whether and how `path` could be saved now. Checks the mode bits as well as access(2),
    /// because root passes access(2) for a 0444 file that the user meant to protect.
    public static func writability(of path: String) -> Writability {
        do throws(FileError) {
            return .writable(try SavePlan.make(for: path).method)
        } catch {
            return .notWritable(error)
        }
    }

    /// Whether `path` could be saved now (see `writability(of:)`).
    public static func isWritable(_ path: String) -> Bool {
        if case .writable = writability(of: path) { return true }
        return false
    }
}
