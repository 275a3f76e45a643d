import DentText
import Glibc

/// A file operation that failed: a message fit for the status line or stderr, naming the file
/// and the reason, and a `reason` the app can act on (ask before opening a huge file, offer to
/// save elsewhere) without parsing the message.
public struct FileError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
    public let reason: Reason
    /// After a failed save that wrote over the file and then put the original back from its
    /// backup: the identity of the restored file. Its bytes are what dent read, but its mtime
    /// moved, so the app must remember this identity or take its own save for a change on disk.
    public var restoredIdentity: FileIdentity?

    /// `description` is kept as names are shown (`PathBytes.shown`): it names a file, and
    /// goes to the status line or standard error.
    public init(_ description: String, reason: Reason = .other) {
        self.description = PathBytes.shown(description)
        self.reason = reason
    }

    /// The `errno` value behind the failure, when a system call failed.
    public var errorNumber: Int32? {
        if case .system(let code) = reason { return code }
        return nil
    }

    /// The system refused for want of permission (EACCES): another user (root, through sudo)
    /// may do it. Not EPERM, which a save meets on an immutable file (`chattr +i`), refused to
    /// root too.
    public var isPermissionDenied: Bool { errorNumber == EACCES }

    /// "cannot ACTION PATH: strerror(code)"; `code` defaults to the current errno.
    static func system(_ path: String, _ action: String, code: Int32 = errno) -> FileError {
        FileError("cannot \(action) \(path): \(text(code))", reason: .system(code))
    }

    /// A save that failed at `step` and left the file on disk as it was.
    static func saveFailed(_ path: String, _ step: String, code: Int32) -> FileError {
        FileError("cannot save \(path): \(text(code)) (\(step)); the file on disk is unchanged", reason: .system(code))
    }

    /// A save the user stopped before it changed the file: nothing of it is left.
    static func saveCancelled(_ path: String) -> FileError {
        FileError("save of \(path) cancelled; the file on disk is unchanged", reason: .cancelled)
    }

    /// Whether the user stopped the save (`SaveMonitor.cancel`) rather than it failing.
    public var isCancelled: Bool { reason == .cancelled }

    /// The C library's message for `code` (`strerror`).
    static func text(_ code: Int32) -> String { String(cString: strerror(code)) }
}
