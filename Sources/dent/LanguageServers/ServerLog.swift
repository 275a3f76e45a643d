import DentFiles
import Glibc

/// What language servers log (`window/logMessage`, and what they wrote on stderr before they
/// ended) goes to `$XDG_STATE_HOME/dent/language-servers.log` (`~/.local/state/dent/`), never
/// to the screen. The file is bounded: past `limit` bytes it becomes `.1` (the one before is
/// dropped) and a new one starts. A log that cannot be written is skipped silently: it is for
/// reading after the fact, and nothing depends on it.
enum ServerLog {
    static let limit = 1 << 20

    static var path: String? {
        let state = environment("XDG_STATE_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? environment("HOME").map { $0 + "/.local/state" }
        return state.map { $0 + "/dent/language-servers.log" }
    }

    /// Appends `text` (a line is added after it) from server `name`.
    static func write(_ text: String, from name: String) {
        guard let path else { return }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        _ = mkdir(String(folder[..<(folder.lastIndex(of: "/") ?? folder.endIndex)]), 0o700)
        _ = mkdir(folder, 0o700)
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > limit { _ = rename(path, path + ".1") }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array("\(name): \(text)\n".utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }
}
