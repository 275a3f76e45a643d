import Glibc

/// One process, named so that the name cannot pass to another: recorded in a recovery journal
/// (its writer) and in the marks of the files a session has open (`OpenMarks`), so that a
/// second dent on the same file can tell a session still running from one that ended
/// (docs/SAFETY.md, "Recovery journal" and "Open marks").
///
/// A process id alone could name another process after the first ended (ids are reused) or
/// after a reboot: this is the id with the process's start time (field 22 of `/proc/PID/stat`,
/// clock ticks since boot) and the boot's id (`/proc/sys/kernel/random/boot_id`), which together
/// name one process only. Its text form is `PID START BOOT`.
public struct ProcessIdentity: Equatable, Sendable {
    public let pid: pid_t
    let started: UInt64
    let boot: String

    /// This process; nil where `/proc` cannot tell (a journal then has no owner, as before
    /// owners were recorded, and no mark is made).
    static func current() -> ProcessIdentity? { of(pid: getpid()) }

    /// Process `pid` as it is now; nil when there is none (or `/proc` cannot tell). A process
    /// that ended but was not yet reaped by its parent (a zombie: tmux has left killed dents so
    /// for over ten seconds) is none: its journal and marks are an ended session's.
    static func of(pid: pid_t) -> ProcessIdentity? {
        guard let boot = Self.bootID(), let stat = Self.firstBytes(of: "/proc/\(pid)/stat"),
              !Self.hasEnded(inStat: stat), let started = Self.startTime(inStat: stat) else { return nil }
        return ProcessIdentity(pid: pid, started: started, boot: boot)
    }

    /// `PID START BOOT`, as journals and marks record it.
    var text: String { "\(pid) \(started) \(boot)" }

    /// The identity in `text` (its text form); nil when it is not one.
    init?(text: Substring) {
        let fields = text.split(separator: " ")
        guard fields.count == 3, let pid = pid_t(fields[0]), pid > 0, let started = UInt64(fields[1]) else { return nil }
        self.init(pid: pid, started: started, boot: String(fields[2]))
    }

    init(pid: pid_t, started: UInt64, boot: String) {
        self.pid = pid
        self.started = started
        self.boot = boot
    }

    /// Whether this is a process other than this one and still runs.
    var isAnotherRunningProcess: Bool { pid != getpid() && ProcessIdentity.of(pid: pid) == self }

    /// The start time in the text of `/proc/PID/stat`: the 20th field after the command name,
    /// which is in parentheses and may itself hold spaces and parentheses (proc(5)).
    static func startTime(inStat text: String) -> UInt64? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }

    /// Whether the state in the text of `/proc/PID/stat` (the first field after the command
    /// name) is `Z` (zombie) or `X` (dead): the process ended, whatever its parent did since.
    static func hasEnded(inStat text: String) -> Bool {
        guard let close = text.lastIndex(of: ")"), let state = text[text.index(after: close)...].split(separator: " ").first
        else { return false }
        return state == "Z" || state == "X"
    }

    private static func bootID() -> String? {
        let id = firstBytes(of: "/proc/sys/kernel/random/boot_id")?.filter { !$0.isWhitespace }
        return id?.isEmpty == false ? id : nil
    }

    /// The first 1 KiB of a small file of `/proc`, as text; nil when it cannot be read.
    private static func firstBytes(of path: String) -> String? {
        guard let bytes = (try? FileLoader.bytes(path: path, prefix: 1024)) ?? nil, !bytes.isEmpty else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
