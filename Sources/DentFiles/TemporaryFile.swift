import Glibc

/// A temporary file in the folder of the file it will replace (rename(2) works only within
/// one file system). Unnamed when Linux `O_TMPFILE` is available, so a process killed while
/// writing leaves nothing; otherwise named `.NAME.dent-tmp-PID-XXXXXX` by mkstemp(3), so
/// `StaleTemporaries` can tell one left by a dead process. Mode 0600 until the metadata is set.
struct TemporaryFile {
    let directory: String
    let baseName: String
    let fd: Int32
    /// The full path once the file has a name.
    private(set) var name: String?
    private var isOpen = true

    /// `O_TMPFILE` is `__O_TMPFILE | O_DIRECTORY` in the kernel's and glibc's headers, and
    /// `__O_TMPFILE` is 020000000 on every architecture Swift runs on; `import Glibc` hides it.
    static let unnamedFlag: Int32 = 0o20_000_000 | O_DIRECTORY

    /// The start of this file's temporary names: ".NAME.dent-tmp-".
    static func prefix(for baseName: String) -> String {
        "." + PathNames.shortened(baseName) + ".dent-tmp-"
    }

    /// Creates the temporary file, or returns the errno of the failure.
    static func create(in directory: String, for baseName: String, unnamed: Bool) -> Result<TemporaryFile, FileErrno> {
        if unnamed && access("/proc/self/fd", X_OK) == 0 {
            let fd = retrying { open(directory, unnamedFlag | O_WRONLY | O_CLOEXEC, 0o600) }
            if fd >= 0 { return .success(TemporaryFile(directory: directory, baseName: baseName, fd: fd, name: nil)) }
        }
        let (fd, name) = mkstemp(PathNames.join(directory, prefix(for: baseName) + "\(getpid())-XXXXXX"))
        guard fd >= 0 else { return .failure(FileErrno(errno)) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return .success(TemporaryFile(directory: directory, baseName: baseName, fd: fd, name: name))
    }

    /// Gives an unnamed file a name in its folder, linking `/proc/self/fd/N` with
    /// `AT_SYMLINK_FOLLOW` (linkat(2); `AT_EMPTY_PATH` would need CAP_DAC_READ_SEARCH).
    mutating func giveName() -> Int32 {
        guard name == nil else { return 0 }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            let candidate = PathNames.join(directory, Self.prefix(for: baseName) + "\(getpid())-\(suffix)")
            if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                name = candidate
                return 0
            }
            if errno != EEXIST { return errno }
        }
        return EEXIST
    }

    /// Closes the descriptor (once); 0 or the errno.
    mutating func close() -> Int32 {
        guard isOpen else { return 0 }
        isOpen = false
        return Descriptor.close(fd)
    }

    /// Moves the named file onto `target` (rename(2)); afterwards there is nothing to discard.
    mutating func rename(onto target: String) -> Int32 {
        guard let name else { return ENOENT }
        guard DentFiles.rename(name, target) == 0 else { return errno }
        self.name = nil
        return 0
    }

    /// Closes and removes whatever exists of the file: used on every failure path.
    mutating func discard() {
        _ = close()
        if let name { unlink(name) }
        name = nil
    }
}

/// An `errno` value as an `Error`, for `Result`.
struct FileErrno: Error {
    let code: Int32
    init(_ code: Int32) { self.code = code }
}
