import DentText
import Glibc

/// A private temporary directory for one test, removed with everything in it on deinit.
/// Names go to and come from the kernel as dent's do (`PathBytes`): a test can make, read and
/// list a file whose name is not UTF-8, and removing the directory removes it too.
public final class ScratchDirectory {
    /// Absolute path of the directory (mode 0700 until `setMode` changes it).
    public let path: String
    private var removed = false

    /// Creates `$TMPDIR/PREFIX-XXXXXX` (or under /tmp when `$TMPDIR` is unset or too long for
    /// a Unix socket path inside it).
    public init(prefix: String = "dent-test") throws(ProcessError) {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        if base.isEmpty || base.utf8.count > 60 { base = "/tmp" }
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard made != nil else {
            throw ProcessError("mkdtemp in \(base) failed: \(String(cString: strerror(errno)))")
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { remove() }

    /// The absolute path of `name` inside the directory.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Writes `bytes` to `name` (created or truncated) with `mode`.
    public func write(_ name: String, bytes: [UInt8], mode: mode_t = 0o644) throws(ProcessError) {
        let target = file(name)
        let fd = PathBytes.withCString(target) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode) }
        guard fd >= 0 else { throw ProcessError("cannot create \(target): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw ProcessError("cannot write \(target): \(String(cString: strerror(errno)))") }
            offset += count
        }
        _ = fchmod(fd, mode)
    }

    /// Writes `text` as UTF-8 to `name`.
    public func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws(ProcessError) {
        try write(name, bytes: Array(text.utf8), mode: mode)
    }

    /// The bytes of `name`, or nil when it does not exist or cannot be read.
    public func read(_ name: String) -> [UInt8]? {
        let fd = PathBytes.withCString(file(name)) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The contents of `name` decoded as UTF-8, or nil when it cannot be read.
    public func readText(_ name: String) -> String? {
        read(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the subdirectory `name`, or nil when it cannot be listed.
    public func entries(_ name: String) -> [String]? {
        guard let handle = PathBytes.withCString(file(name), { opendir($0) }) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { PathBytes.string($0.prefix { $0 != 0 }) }
            if entryName != "." && entryName != ".." { names.append(entryName) }
        }
        return names.sorted()
    }

    /// Whether `name` exists (without following a final symlink).
    public func exists(_ name: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(file(name)) { lstat($0, &info) } == 0
    }

    /// Creates the subdirectory `name`.
    public func makeDirectory(_ name: String, mode: mode_t = 0o755) throws(ProcessError) {
        guard PathBytes.withCString(file(name), { mkdir($0, mode) }) == 0 else {
            throw ProcessError("cannot create directory \(file(name)): \(String(cString: strerror(errno)))")
        }
    }

    /// Changes the mode of `name`, or of the directory itself when `name` is nil.
    public func setMode(_ mode: mode_t, of name: String? = nil) throws(ProcessError) {
        let target = name.map(file) ?? path
        guard PathBytes.withCString(target, { chmod($0, mode) }) == 0 else {
            throw ProcessError("chmod \(target) failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Removes the directory and everything in it now (deinit does it otherwise). Idempotent.
    public func remove() {
        guard !removed else { return }
        removed = true
        Self.removeTree(path)
    }

    /// Deletes `path` and, for a directory, everything below it, in process (no `rm` needed
    /// in PATH); directories a test made unreadable are opened up first.
    private static func removeTree(_ path: String) {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            _ = PathBytes.withCString(path) { unlink($0) }
            return
        }
        _ = chmod(path, 0o700)
        if let directory = PathBytes.withCString(path, { opendir($0) }) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { PathBytes.string($0.prefix { $0 != 0 }) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { removeTree("\(path)/\(name)") }
        }
        rmdir(path)
    }
}

/// Finds the programs the end-to-end tests drive.
public enum TestExecutables {
    /// The `dent` binary: `$DENT_BIN` when set, else `dent` beside the running test executable
    /// (`.build/<triple>/debug/`). Throws with a clear message when it is missing.
    public static func dent() throws(ProcessError) -> String {
        if let variable = getenv("DENT_BIN"), variable.pointee != 0 {
            let path = String(cString: variable)
            guard access(path, X_OK) == 0 else {
                throw ProcessError("DENT_BIN=\(path) is not an executable file")
            }
            return path
        }
        return try besideTests("dent", otherwise: "set DENT_BIN")
    }

    /// `dent-fake-lsp`, the scripted language server the client's tests run.
    public static func fakeLanguageServer() throws(ProcessError) -> String {
        try besideTests("dent-fake-lsp", otherwise: "build the tests with `swift build --build-tests`")
    }

    /// The executable `name` built beside the running test executable (`.build/<triple>/debug/`);
    /// `otherwise` says what else to do when it is missing.
    static func besideTests(_ name: String, otherwise: String) throws(ProcessError) -> String {
        let exe = executablePath()
        guard let exe, let slash = exe.lastIndex(of: "/") else {
            throw ProcessError("cannot read /proc/self/exe to find \(name); \(otherwise)")
        }
        let path = String(exe[..<slash]) + "/" + name
        guard access(path, X_OK) == 0 else {
            throw ProcessError("\(name) not found at \(path) (beside \(exe)): run `swift build` first, or \(otherwise)")
        }
        return path
    }

    /// The `tmux` binary from `PATH`. Throws with a clear message when it is missing.
    public static func tmux() throws(ProcessError) -> String {
        guard let path = ProcessRunner.findInPath("tmux") else {
            throw ProcessError("tmux not found in PATH: the end-to-end tests drive dent through tmux (Debian: apt-get install tmux)")
        }
        return path
    }

    /// The path of the running executable (`/proc/self/exe`).
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { storage in
            storage.baseAddress.map { readlink("/proc/self/exe", $0, storage.count - 1) } ?? -1
        }
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `text` quoted for a POSIX shell command line.
    public static func shellQuote(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
