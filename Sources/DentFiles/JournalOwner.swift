import Glibc

/// The process that writes a recovery journal, recorded in it (docs/SAFETY.md, "Recovery
/// journal"), so that a second dent on the same file neither offers that session's unsaved text
/// for recovery as if it had been killed, nor writes over or removes its journal while it runs.
///
/// A process id alone could name another process after the writer ended (ids are reused) or
/// after a reboot: the owner is the id with the process's start time (field 22 of
/// `/proc/PID/stat`, clock ticks since boot) and the boot's id
/// (`/proc/sys/kernel/random/boot_id`), which together name one process only.
public struct JournalOwner: Equatable, Sendable {
    public let pid: pid_t
    let started: UInt64
    let boot: String

    /// This process; nil where `/proc` cannot tell (a journal then has no owner, as before
    /// owners were recorded).
    static func current() -> JournalOwner? { of(pid: getpid()) }

    /// Process `pid` as it is now; nil when there is none (or `/proc` cannot tell).
    static func of(pid: pid_t) -> JournalOwner? {
        guard let boot = Self.bootID(), let stat = Self.firstBytes(of: "/proc/\(pid)/stat"),
              let started = Self.startTime(inStat: stat) else { return nil }
        return JournalOwner(pid: pid, started: started, boot: boot)
    }

    /// Whether the owner is a process other than this one and still runs.
    var isAnotherRunningProcess: Bool { pid != getpid() && JournalOwner.of(pid: pid) == self }

    /// The start time in the text of `/proc/PID/stat`: the 20th field after the command name,
    /// which is in parentheses and may itself hold spaces and parentheses (proc(5)).
    static func startTime(inStat text: String) -> UInt64? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }

    private static func bootID() -> String? {
        let id = firstBytes(of: "/proc/sys/kernel/random/boot_id")?.filter { !$0.isWhitespace }
        return id?.isEmpty == false ? id : nil
    }

    /// The first 1 KiB of a small file of `/proc`, as text; nil when it cannot be read.
    private static func firstBytes(of path: String) -> String? {
        let fd = retrying { open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = bytes.withUnsafeMutableBytes { raw in retrying { read(fd, raw.baseAddress, raw.count) } }
        return count > 0 ? String(decoding: bytes.prefix(count), as: UTF8.self) : nil
    }
}
