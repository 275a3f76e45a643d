import CSpawn
import Glibc

/// Ends language servers when dent quits (issue 54, "Quit never waits"): all at once, each
/// given `grace` to exit after the client's `exit`, then SIGTERM to its process group and
/// `grace` more, then SIGKILL; every one reaped. So quitting takes at most twice `grace` and a
/// reap, whatever the servers do, and leaves no process: when a server has exited, what it
/// left in its group is killed before its pid is reaped (until then the pid, and so the group,
/// cannot be another's).
enum ServerEnding {
    /// Milliseconds a server is given at each step.
    static let grace: Int32 = 100

    /// Ends the servers `pids` (each the leader of its group), as above; returns the wait
    /// status of each.
    @discardableResult
    static func end(_ pids: [pid_t], grace: Int32 = grace) -> [pid_t: Int32] {
        var running = pids.map(Watched.init)
        var statuses: [pid_t: Int32] = [:]
        defer { for watched in running { watched.close() } }
        for step in [nil, SIGTERM] as [Int32?] {
            if let step { for watched in running { _ = kill(-watched.pid, step) } }
            let deadline = Session.milliseconds() + UInt64(grace)
            while !running.isEmpty, Session.milliseconds() < deadline {
                Watched.wait(for: running, milliseconds: Int32(clamping: deadline - Session.milliseconds()))
                running.removeAll { watched in watched.reapIfEnded().map { statuses[watched.pid] = $0 } != nil }
            }
        }
        for watched in running {
            _ = kill(-watched.pid, SIGKILL)
            statuses[watched.pid] = watched.reap()
        }
        return statuses
    }

    /// A wait status in words: `exit status 1`, `killed by signal 9`.
    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "exit status \((status >> 8) & 0xFF)" : "killed by signal \(signal)"
    }

    /// A server being ended, with a descriptor that polls readable once it has exited (nil on
    /// a kernel without pidfd_open: then it is looked at every few milliseconds).
    private struct Watched {
        let pid: pid_t
        let descriptor: Int32?

        init(_ pid: pid_t) {
            self.pid = pid
            let fd = dent_pidfd_open(pid)
            descriptor = fd >= 0 ? fd : nil
        }

        /// Waits until one of `watched` may have exited, or `milliseconds` passed.
        static func wait(for watched: [Watched], milliseconds: Int32) {
            var fds = watched.compactMap { $0.descriptor.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } }
            _ = poll(&fds, nfds_t(fds.count), fds.count == watched.count ? milliseconds : Swift.min(milliseconds, 5))
        }

        /// Its wait status, having swept its group and reaped it, once the server has exited
        /// (-1 when it was reaped already); nil while it runs.
        func reapIfEnded() -> Int32? {
            var info = siginfo_t()
            // WNOWAIT: a zombie still holds its pid, so the group it led is still its own.
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0 { return errno == ECHILD ? -1 : nil }
            guard info._sifields._sigchld.si_pid == pid else { return nil }
            _ = kill(-pid, SIGKILL)
            return reap()
        }

        @discardableResult
        func reap() -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status
        }

        func close() {
            if let descriptor { Glibc.close(descriptor) }
        }
    }
}
