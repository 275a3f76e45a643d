import DentTestSupport
import Glibc
import Testing

/// Bytes, stats and listings for the file tests.
enum Fixture {
    /// Deterministic random bytes: the same SplitMix64 sequence `dent-save-probe` generates.
    static func bytes(_ size: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(state: seed)
        return (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    static func info(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// The names in `directory`, sorted, without "." and "..".
    static func entries(_ directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Expects the file at `path` to hold exactly `bytes`, without printing them when it does not.
    static func expectHolds(_ path: String, _ bytes: [UInt8], _ comment: String = "",
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let same = holds(path, bytes)
        #expect(same, "\(path) does not hold the expected \(bytes.count) bytes \(comment)", sourceLocation: sourceLocation)
    }

    /// Whether the file at `path` holds exactly `bytes` (compared with memcmp: fast in debug builds).
    static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard let contents = read(path), contents.count == bytes.count else { return false }
        guard !bytes.isEmpty else { return true }
        return contents.withUnsafeBytes { a in bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// The raw bytes of `path` read with read(2), or nil.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// A scratch directory that other users can enter (mkdtemp makes it 0700).
    static func scratch(_ prefix: String = "dent-files") throws -> ScratchDirectory {
        let directory = try ScratchDirectory(prefix: prefix)
        try directory.setMode(0o755)
        return directory
    }
}

/// Commands run in child processes: the probe, shells, privileged tools.
enum Child {
    static let quote = TestExecutables.shellQuote

    /// `dent-save-probe`, built beside the test executable.
    static func probe() throws -> String {
        let exe = try #require(TestExecutables.executablePath(), "cannot read /proc/self/exe")
        let path = String(exe[..<(exe.lastIndex(of: "/") ?? exe.startIndex)]) + "/dent-save-probe"
        try #require(access(path, X_OK) == 0, "dent-save-probe not found at \(path): run `swift build --build-tests`")
        return path
    }

    /// Runs `script` with /bin/sh.
    static func shell(_ script: String, environment: [String: String?] = [:], stdin: [UInt8]? = nil) throws -> ProcessResult {
        try ProcessRunner.run("/bin/sh", ["-c", script], stdin: stdin, environment: isolated(environment), timeout: .seconds(120))
    }

    /// Runs the probe with `arguments`.
    static func probe(_ arguments: [String], environment: [String: String?] = [:], stdin: [UInt8]? = nil) throws -> ProcessResult {
        try ProcessRunner.run(try probe(), arguments, stdin: stdin, environment: isolated(environment), timeout: .seconds(120))
    }

    /// `environment` with XDG_STATE_HOME pointing nowhere unless the test chose a folder: a
    /// child must never write into the real ~/.local/state.
    static func isolated(_ environment: [String: String?]) -> [String: String?] {
        var result = environment
        if result["XDG_STATE_HOME"] == nil { result["XDG_STATE_HOME"] = "/nonexistent/dent-test-state" }
        return result
    }

    /// Why the tests cannot act as another user here, or nil when they can
    /// (root, and `setpriv` from util-linux in PATH).
    static func cannotSwitchUser() -> String? {
        if geteuid() != 0 { return "not running as root" }
        if ProcessRunner.findInPath("setpriv") == nil { return "setpriv is not installed" }
        return nil
    }

    /// `command` as user and group 65534 (nobody) without supplementary groups.
    static func asNobody(_ command: String) -> String {
        "setpriv --reuid=65534 --regid=65534 --clear-groups " + command
    }

    /// Sets or clears the immutable attribute (chattr +i: EPERM even for root); returns why it
    /// could not, or nil.
    @discardableResult
    static func immutable(_ path: String, _ on: Bool) -> String? {
        guard geteuid() == 0 else { return "not running as root" }
        guard let result = try? shell("chattr \(on ? "+i" : "-i") \(quote(path))") else { return "chattr did not run" }
        return result.exitStatus == 0 ? nil : "chattr failed: \(result.stderr)"
    }
}
