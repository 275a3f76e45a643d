import Glibc

/// A shell command started by `/bin/sh -c` in a process group of its own, its stdin, stdout and
/// stderr on pipes that only dent holds the other ends of. Every other descriptor of dent is
/// closed in the child, and the child starts with no signal blocked or ignored (dent ignores
/// SIGXFSZ and blocks signals on its worker threads; `yes | head` needs SIGPIPE).
struct ShellProcess {
    let pid: pid_t
    /// dent's ends: the command's input, output and errors.
    let input: Int32
    let output: Int32
    let errors: Int32

    /// Whether `name` is an executable file in a folder of the PATH, as `posix_spawnp` would
    /// find it (an empty PATH entry is the working directory).
    static func isOnPath(_ name: String) -> Bool {
        let path = environment("PATH") ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":", omittingEmptySubsequences: false).contains { folder in
            access((folder.isEmpty ? "." : String(folder)) + "/" + name, X_OK) == 0
        }
    }

    /// Starts `command`; the reason it could not be started otherwise.
    static func start(_ command: String) -> Result<ShellProcess, ShellError> {
        start(["/bin/sh", "-c", command], ownGroup: true)
    }

    /// Starts the program `words[0]` (found on PATH when it has no `/`) with the rest as its
    /// arguments. `ownGroup` false leaves it in dent's process group, the terminal's
    /// foreground, where it may read the terminal (sudo asking for a password): only while dent
    /// has given the terminal back (`ModesHandle.leaveScreen`).
    static func start(_ words: [String], ownGroup: Bool) -> Result<ShellProcess, ShellError> {
        let pipes: ChildPipes
        switch ChildPipes.make() {
        case .success(let made): pipes = made
        case .failure(let why): return .failure(why)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copy: the child keeps 0, 1 and 2 only.
        posix_spawn_file_actions_adddup2(&actions, pipes.child.input, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes.child.output, 1)
        posix_spawn_file_actions_adddup2(&actions, pipes.child.errors, 2)
        closeDescriptors(from: 3, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var every = sigset_t()
        sigfillset(&every)
        posix_spawnattr_setsigdefault(&attributes, &every)
        // Its own process group (pgid = its pid), so Esc can stop everything it started.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (ownGroup ? POSIX_SPAWN_SETPGROUP : 0)))
        var pid: pid_t = 0
        // Each word as the bytes it names (`PathBytes`): sudo's is the path of the file to save.
        let status = withArgumentVector(words) { posix_spawnp(&pid, words.first ?? "", &actions, &attributes, $0, environ) }
        guard status == 0 else {
            pipes.closeAll()
            return .failure(ShellError(String(cString: strerror(status))))
        }
        let kept = pipes.handOver()
        return .success(ShellProcess(pid: pid, input: kept.input, output: kept.output, errors: kept.errors))
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Closes every descriptor from `lowest` up in the child: glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; `import Glibc` does not
    /// declare it). Without it, the close-on-exec flags dent sets keep its own pipes out.
    private static func closeDescriptors(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
    }
}

/// Why a shell command could not be started, in words for the status line.
struct ShellError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
