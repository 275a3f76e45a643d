import Glibc

/// A file operation that failed, with a message fit for the status line or stderr.
public struct FileError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }

    /// "PATH: what happened" from the current errno.
    static func system(_ path: String, _ action: String) -> FileError {
        FileError("cannot \(action) \(path): \(String(cString: strerror(errno)))")
    }
}

/// Runs a system call, retrying while it is interrupted by a signal.
@inline(__always) func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}
