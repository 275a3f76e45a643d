import DentCore
import Glibc

/// Reads the facts of the tmux server dent runs under ($TMUX), for the help's notes and
/// `dent --check-keys`.
extension TmuxFacts {
    /// The facts of the enclosing tmux, or nil outside tmux.
    static func current() -> TmuxFacts? {
        guard let tmux = environment("TMUX"), !tmux.isEmpty else { return nil }
        return TmuxFacts(
            escapeTime: option("escape-time").flatMap { Int($0) },
            extendedKeys: option("extended-keys"))
    }

    /// `tmux show-options -sv NAME`, run with posix_spawn; nil when tmux does not answer.
    private static func option(_ name: String) -> String? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        let arguments = ["tmux", "show-options", "-sv", name]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, &argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while case let n = read(fds[0], &buffer, buffer.count), n > 0 { output += buffer[0..<n] }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return status == 0 ? text : nil
    }
}
