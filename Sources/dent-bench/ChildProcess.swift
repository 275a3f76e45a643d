import Glibc

/// Runs dent-bench itself in a child process and reads back the peak memory it reports.
///
/// The child reports its own `VmHWM` (/proc/self/status): wait4's `ru_maxrss` would not do,
/// because Linux carries the peak of the memory a process had before `execve` into it, and a
/// posix_spawn child shares this process's memory until then.
enum ChildProcess {
    /// Spawns `/proc/self/exe` with `arguments`, waits for it, and returns the peak resident
    /// memory it printed, in MiB; -1 when it could not run or failed.
    static func peakMiB(arguments: [String]) -> Double {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return -1 }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv = (["dent-bench"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/proc/self/exe", &actions, nil, argv, environ) == 0
        close(pipeEnds[1])
        let output = readAll(pipeEnds[0])
        close(pipeEnds[0])
        guard spawned, waitSucceeded(pid), let kib = Double(output.trimmingSpaces) else { return -1 }
        return kib / 1024
    }

    private static func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func waitSucceeded(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        return status == 0
    }

    /// The child's side: its peak resident memory in KiB, from `VmHWM` in /proc/self/status.
    static func ownPeakKiB() -> String {
        guard let file = fopen("/proc/self/status", "r") else { return "-1" }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return String(text.dropFirst(6).filter { $0.isNumber })
            }
        }
        return "-1"
    }
}

extension String {
    var trimmingSpaces: String { String(filter { !$0.isWhitespace }) }
}
