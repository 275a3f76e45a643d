import Glibc

/// Marks of the files dent sessions have open, so that a second dent on a file can say that
/// another one has it open, as vim's swap file and nano's lock file do (docs/SAFETY.md, "Open
/// marks"). One small file per file and process in the state directory's `open/` folder, named
/// `NAME-HASH.PID.open` (NAME-HASH as a journal's, from the canonical path), holding the process
/// (`ProcessIdentity`'s text form).
///
/// A mark is a courtesy to other sessions, never a lock: one that cannot be written stops
/// nothing, and the mark of a process that ended (killed, crashed) counts for nothing and is
/// removed by the next session that reads it.
public struct OpenMarks: Sendable {
    /// The folder holding the marks.
    public let directory: String
    private let stateDirectory: StateDirectory

    public init(stateDirectory: StateDirectory = .standard()) {
        self.stateDirectory = stateDirectory
        directory = PathNames.join(stateDirectory.path, "open")
    }

    /// Marks `path` open by this process; the mark's path, or nil when none could be made.
    public func mark(_ path: String) -> String? {
        guard let me = ProcessIdentity.current(), case .success = stateDirectory.create("open") else { return nil }
        let target = markPath(for: path, pid: me.pid)
        let fd = retrying { open(target, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let bytes = Array((me.text + "\n").utf8)
        let written = bytes.withUnsafeBytes { raw in retrying { write(fd, raw.baseAddress, raw.count) } }
        guard written == bytes.count else {
            unlink(target)
            return nil
        }
        return target
    }

    /// Removes a mark `mark(_:)` made.
    public func unmark(_ markPath: String) {
        unlink(markPath)
    }

    /// The ids of the other processes, still running, that have `path` open. The marks of
    /// processes that ended are removed on the way.
    public func others(for path: String) -> [pid_t] {
        let prefix = prefix(for: path)
        return DirectoryListing.names(of: directory, startingWith: prefix).compactMap { name -> pid_t? in
            let markPath = PathNames.join(directory, name)
            guard let owner = Self.owner(at: markPath) else { return nil }
            if owner.isAnotherRunningProcess { return owner.pid }
            if owner.pid != getpid() { unlink(markPath) }
            return nil
        }
    }

    /// Where process `pid`'s mark of `path` is.
    func markPath(for path: String, pid: pid_t) -> String {
        PathNames.join(directory, prefix(for: path) + "\(pid).open")
    }

    /// Marks of `path` start so: its state name and a dot, before the process id.
    private func prefix(for path: String) -> String {
        PathHash.stateName(for: PathResolution.canonical(path)) + "."
    }

    /// The process a mark names; nil when it cannot be read or names none.
    private static func owner(at markPath: String) -> ProcessIdentity? {
        guard let bytes = (try? FileLoader.bytes(path: markPath, prefix: 256)) ?? nil else { return nil }
        return ProcessIdentity(text: Substring(String(decoding: bytes, as: UTF8.self).prefix { $0 != "\n" }))
    }
}
