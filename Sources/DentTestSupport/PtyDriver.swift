import CPty
import Glibc
import Synchronization

/// A failure to start or drive a program on a pty, or a condition that did not come true in time.
public struct PtyError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// Plays the terminal for one program, byte for byte: the program runs on a new pseudo-terminal
/// in its own session (the pty is its controlling terminal, so `/dev/tty` works) and everything
/// it writes is collected by a background thread that never stops reading, so the program can
/// never block on output. The thread also answers the two queries a modern terminal answers:
/// the kitty keyboard protocol query `CSI ? u` (with `CSI ? 0 u`, when `answersKittyKeyboard`)
/// and primary device attributes `CSI c` (with `CSI ? 62 ; 22 c`, when `answersDeviceAttributes`).
///
/// For what tmux cannot show: the exact bytes a program writes (mode switches, their order on
/// exit) and input tmux cannot send (kitty `CSI u` keys, arbitrary chords).
///
/// Nothing here sleeps to synchronise: `waitForOutput`, `waitUntil` and `waitForExit` poll
/// until a condition holds and fail with the output so far when their deadline passes.
/// deinit kills the program and its process group (SIGKILL) if it is still running, reaps it
/// and closes every fd.
public final class PtyDriver {
    /// The default deadline of the waits: generous for slow CI machines.
    public static let defaultTimeout: Duration = .seconds(10)

    /// What the terminal sends back for the kitty keyboard query (current flags 0).
    public static let kittyKeyboardReply = Array("\u{1B}[?0u".utf8)
    /// What the terminal sends back for the primary device attributes query (VT220-ish, ANSI colour).
    public static let deviceAttributesReply = Array("\u{1B}[?62;22c".utf8)

    /// The program and its arguments.
    public let command: [String]
    /// The program's process id (it leads its own session and process group).
    public let pid: pid_t
    /// The path of the pty's slave side (`/dev/pts/N`).
    public let slaveName: String

    private let shared: PtyShared
    private var thread: pthread_t = 0
    private var closed = false

    /// Starts `executable` (searched in `PATH` when it has no `/`) on a new `columns`×`rows` pty.
    ///
    /// - Parameters:
    ///   - environment: changes to the inherited environment (a nil value removes a variable),
    ///     applied after the defaults `TERM=xterm-256color` and no `TMUX`/`TMUX_PANE`.
    ///   - workingDirectory: the program's current directory; nil keeps this process's.
    ///   - answersKittyKeyboard: whether to answer `CSI ? u` like a kitty-protocol terminal.
    ///   - answersDeviceAttributes: whether to answer DA1 `CSI c` (every real terminal does).
    public init(
        _ executable: String,
        _ arguments: [String] = [],
        columns: Int = 80,
        rows: Int = 24,
        environment: [String: String?] = [:],
        workingDirectory: String? = nil,
        answersKittyKeyboard: Bool = true,
        answersDeviceAttributes: Bool = true
    ) throws(PtyError) {
        command = [executable] + arguments
        guard (1...Int(UInt16.max)).contains(columns), (1...Int(UInt16.max)).contains(rows) else {
            throw PtyError("bad pty size \(columns)x\(rows)")
        }

        var name = [CChar](repeating: 0, count: 128)
        let master = name.withUnsafeMutableBufferPointer { dent_pty_open($0.baseAddress, $0.count) }
        guard master >= 0 else { throw PtyError("cannot open a pty: \(Self.errorText(errno))") }
        slaveName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var wake: [Int32] = [-1, -1]
        guard dent_pipe_cloexec(&wake) == 0 else {
            let code = errno
            close(master)
            throw PtyError("pipe2 failed: \(Self.errorText(code))")
        }
        func closeAll() {
            close(master)
            close(wake[0])
            close(wake[1])
        }
        guard dent_pty_set_size(master, UInt16(rows), UInt16(columns)) == 0 else {
            let code = errno
            closeAll()
            throw PtyError("TIOCSWINSZ failed: \(Self.errorText(code))")
        }
        for fd in [master, wake[0], wake[1]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

        var changes: [String: String?] = ["TERM": "xterm-256color", "TMUX": nil, "TMUX_PANE": nil]
        changes.merge(environment) { _, new in new }
        let envp = ProcessRunner.environment(applying: changes)

        var child: pid_t = 0
        let command = self.command
        let slave = slaveName
        let status = withCStrings(command) { argv in
            withCStrings(envp) { env in
                dent_pty_spawn(&child, command[0], slave, workingDirectory, argv, env)
            }
        }
        guard status == 0 else {
            closeAll()
            throw PtyError("cannot start `\(command.joined(separator: " "))` on \(slave): \(Self.errorText(status))")
        }
        pid = child
        shared = PtyShared(pid: child, master: master, wakeRead: wake[0], wakeWrite: wake[1],
                           answersKittyKeyboard: answersKittyKeyboard,
                           answersDeviceAttributes: answersDeviceAttributes)

        let context = Unmanaged.passRetained(shared).toOpaque()
        let created = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<PtyShared>.fromOpaque(raw).takeRetainedValue().pump()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<PtyShared>.fromOpaque(context).release()
            Glibc.kill(child, SIGKILL)
            var ignored: Int32 = 0
            while waitpid(child, &ignored, 0) < 0 && errno == EINTR {}
            closeAll()
            closed = true
            throw PtyError("pthread_create failed: \(Self.errorText(created))")
        }
    }

    deinit { shutDown() }

    // MARK: - What the program wrote

    /// Every byte the program has written so far.
    public var output: [UInt8] { shared.state.withLock { $0.output } }

    /// `output` decoded as UTF-8 (invalid bytes become U+FFFD).
    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// How the program ended, or nil while it runs (or has not been reaped yet).
    public var termination: ProcessResult.Termination? { shared.state.withLock { $0.termination } }

    /// The queries answered so far, in order, with the offset in `output` where each began.
    public var answeredQueries: [(query: PtyQuery, offset: Int)] {
        shared.state.withLock { $0.answered }
    }

    /// The queries seen so far (answered or not), in order.
    public var seenQueries: [PtyQuery] { shared.state.withLock { $0.seen } }

    // MARK: - Playing the user

    /// Queues `bytes` as typed input and waits until they are all written to the pty.
    /// Throws when the pty hung up first or `timeout` passed.
    public func send(_ bytes: [UInt8], timeout: Duration = PtyDriver.defaultTimeout) throws(PtyError) {
        let target = shared.state.withLock { state -> Int? in
            if state.hungUp || state.stopping { return nil }
            state.pending.append(PtyInput(bytes: bytes[...], typed: true))
            state.queued += bytes.count
            return state.queued
        }
        guard let target else { throw failure("cannot send \(PtyDriver.escaped(bytes)): the pty hung up") }
        shared.wake()
        try waitUntil("\(PtyDriver.escaped(bytes)) written to the pty", timeout: timeout) {
            $0.written >= target || $0.hungUp
        }
        let written = shared.state.withLock { $0.written }
        if written < target { throw failure("the pty hung up before \(PtyDriver.escaped(bytes)) was written") }
    }

    /// Forgets the output collected so far but its last `kept` bytes (a query may be arriving
    /// in pieces), for runs that read more than memory should hold. Offsets into `output`
    /// (and those of `answeredQueries`) count from the bytes kept afterwards.
    public func discardOutput(keepingLast kept: Int = 64) {
        shared.state.withLock { state in
            let dropped = Swift.max(state.output.count - kept, 0)
            state.output.removeFirst(dropped)
            state.scanned = Swift.max(state.scanned - dropped, 0)
        }
    }

    /// Queues `text` as UTF-8 input; see `send(_:timeout:)`.
    public func send(_ text: String, timeout: Duration = PtyDriver.defaultTimeout) throws(PtyError) {
        try send(Array(text.utf8), timeout: timeout)
    }

    /// Changes the pty's window size; the program's process group gets SIGWINCH.
    public func resize(columns: Int, rows: Int) throws(PtyError) {
        guard (1...Int(UInt16.max)).contains(columns), (1...Int(UInt16.max)).contains(rows) else {
            throw PtyError("bad pty size \(columns)x\(rows)")
        }
        guard dent_pty_set_size(shared.master, UInt16(rows), UInt16(columns)) == 0 else {
            throw failure("TIOCSWINSZ failed: \(Self.errorText(errno))")
        }
    }

    /// Sends `signal` to the program unless it has already been reaped (so a recycled pid is
    /// never hit); returns whether it was sent.
    @discardableResult
    public func signal(_ signal: Int32) -> Bool {
        shared.state.withLock { state in
            guard state.termination == nil else { return false }
            return Glibc.kill(pid, signal) == 0
        }
    }

    // MARK: - Waiting

    /// Waits until the output from `offset` on contains `needle`; returns the offset where
    /// the first such occurrence begins.
    @discardableResult
    public func waitForOutput(
        containing needle: [UInt8], after offset: Int = 0, timeout: Duration = PtyDriver.defaultTimeout
    ) throws(PtyError) -> Int {
        var found: Int?
        try waitUntil("output containing \(PtyDriver.escaped(needle))" + (offset > 0 ? " after offset \(offset)" : ""),
                      timeout: timeout) { state in
            found = PtyDriver.firstOffset(of: needle, in: state.output, from: offset)
            return found != nil
        }
        guard let found else { throw failure("internal: a satisfied wait found nothing") }
        return found
    }

    /// Waits until the output from `offset` on contains `needle` as UTF-8.
    @discardableResult
    public func waitForOutput(
        containing needle: String, after offset: Int = 0, timeout: Duration = PtyDriver.defaultTimeout
    ) throws(PtyError) -> Int {
        try waitForOutput(containing: Array(needle.utf8), after: offset, timeout: timeout)
    }

    /// Waits until `condition` holds for the output so far (`description` names it in the error).
    public func waitUntil(
        _ description: String, timeout: Duration = PtyDriver.defaultTimeout, _ condition: ([UInt8]) -> Bool
    ) throws(PtyError) {
        try waitUntil(description, timeout: timeout) { condition($0.output) }
    }

    /// Waits until the program has written nothing for `quiet`, or has ended: as far as its
    /// output tells, it has taken the input sent so far.
    public func waitForQuiet(_ quiet: Duration, timeout: Duration = PtyDriver.defaultTimeout) throws(PtyError) {
        var seen = -1
        var since = ContinuousClock.now
        try waitUntil("\(quiet) without output", timeout: timeout) { state in
            if state.output.count != seen {
                seen = state.output.count
                since = ContinuousClock.now
            }
            return state.termination != nil || ContinuousClock.now - since >= quiet
        }
    }

    /// Waits for the program to end and returns how. The output the program wrote before it
    /// ended is then all in `output` (the pty hung up), unless a process it left behind still
    /// holds the pty: then this returns one second after the program was reaped.
    @discardableResult
    public func waitForExit(timeout: Duration = PtyDriver.defaultTimeout) throws(PtyError) -> ProcessResult.Termination {
        try waitUntil("the program to exit", timeout: timeout) { $0.termination != nil }
        let grace = ContinuousClock.now + .seconds(1)
        while true {
            let (termination, hungUp) = shared.state.withLock { ($0.termination, $0.hungUp) }
            guard let termination else { throw failure("internal: the termination vanished") }
            if hungUp || ContinuousClock.now >= grace { return termination }
            Self.pause()
        }
    }

    /// Kills the program (and its process group) if it still runs, reaps it, stops the reader thread and closes the
    /// pty. Idempotent; deinit does it otherwise. `output` keeps what was collected.
    public func shutDown() {
        guard !closed else { return }
        closed = true
        shared.state.withLock { $0.stopping = true }
        shared.wake()
        pthread_join(thread, nil)
        // Only the (now finished) reader thread reaps, so an unreaped pid is still ours, and so
        // is the process group it leads: its children that stayed in the group go with it.
        if shared.state.withLock({ $0.termination == nil }) {
            Glibc.kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let termination = PtyShared.termination(status)
            shared.state.withLock { $0.termination = termination }
        }
        close(shared.master)
        close(shared.wakeRead)
        close(shared.wakeWrite)
    }

    // MARK: - Helpers

    private func waitUntil(
        _ description: String, timeout: Duration, _ condition: (borrowing PtyState) -> Bool
    ) throws(PtyError) {
        let deadline = ContinuousClock.now + timeout
        while true {
            if shared.state.withLock({ condition($0) }) { return }
            if ContinuousClock.now >= deadline {
                throw failure("timed out after \(timeout) waiting for \(description)")
            }
            Self.pause()
        }
    }

    /// An error that shows the end of the output and whether the program still runs.
    private func failure(_ text: String) -> PtyError {
        let (output, termination) = shared.state.withLock { ($0.output, $0.termination) }
        let status: String
        switch termination {
        case .none: status = "still running"
        case .exited(let code)?: status = "exited with status \(code)"
        case .signaled(let signal)?: status = "killed by signal \(signal)"
        }
        let tail = output.count > 3000 ? "…" + PtyDriver.escaped(Array(output.suffix(3000))) : PtyDriver.escaped(output)
        return PtyError("\(command.joined(separator: " ")): \(text) (program \(status); \(output.count) bytes of output)\n--- output ---\n\(tail)")
    }

    /// The poll interval of the waits.
    private static func pause() {
        var interval = timespec(tv_sec: 0, tv_nsec: 2_000_000)
        _ = nanosleep(&interval, nil)
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

}

/// A query from the program that a terminal answers.
public enum PtyQuery: Sendable, Equatable, CustomStringConvertible {
    /// `CSI ? u`: which kitty keyboard flags are on.
    case kittyKeyboard
    /// `CSI c` or `CSI 0 c`: primary device attributes.
    case primaryDeviceAttributes

    public var description: String {
        switch self {
        case .kittyKeyboard: return "kitty keyboard query"
        case .primaryDeviceAttributes: return "primary device attributes query"
        }
    }

    fileprivate static let patterns: [(query: PtyQuery, bytes: [UInt8])] = [
        (.kittyKeyboard, Array("\u{1B}[?u".utf8)),
        (.primaryDeviceAttributes, Array("\u{1B}[c".utf8)),
        (.primaryDeviceAttributes, Array("\u{1B}[0c".utf8)),
    ]
}

/// Bytes queued for the program: typed by the test, or a terminal's answer.
struct PtyInput {
    var bytes: ArraySlice<UInt8>
    let typed: Bool
}

/// What the reader thread and the test thread share, under `PtyShared.state`.
struct PtyState: ~Copyable {
    var output: [UInt8] = []
    /// Input not yet written to the master (typed bytes and answers, in order).
    var pending: [PtyInput] = []
    /// Bytes ever queued by `send`, and bytes of them written (answers are not counted).
    var queued = 0
    var written = 0
    var termination: ProcessResult.Termination?
    /// The master read EOF/EIO: every process closed the slave.
    var hungUp = false
    var stopping = false
    /// How far `output` has been scanned for queries.
    var scanned = 0
    var seen: [PtyQuery] = []
    var answered: [(query: PtyQuery, offset: Int)] = []
}

/// The state and fds the reader thread works on.
final class PtyShared: Sendable {
    let pid: pid_t
    let master: Int32
    let wakeRead: Int32
    let wakeWrite: Int32
    let answersKittyKeyboard: Bool
    let answersDeviceAttributes: Bool
    let state = Mutex(PtyState())

    init(pid: pid_t, master: Int32, wakeRead: Int32, wakeWrite: Int32,
         answersKittyKeyboard: Bool, answersDeviceAttributes: Bool) {
        self.pid = pid
        self.master = master
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
        self.answersKittyKeyboard = answersKittyKeyboard
        self.answersDeviceAttributes = answersDeviceAttributes
    }

    /// Interrupts the reader thread's poll.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    static func termination(_ status: Int32) -> ProcessResult.Termination {
        (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
    }

    /// The reader thread: reads the master until it hangs up, answers queries, writes queued
    /// input, reaps the program. Ends when asked to, or when the program is reaped and the
    /// pty has hung up.
    func pump() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let (stop, wantsWrite, hungUp, done) = state.withLock {
                ($0.stopping, !$0.pending.isEmpty, $0.hungUp, $0.hungUp && $0.termination != nil)
            }
            if stop || done { return }
            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if !hungUp {
                fds.append(pollfd(fd: master, events: Int16(POLLIN) | (wantsWrite ? Int16(POLLOUT) : 0), revents: 0))
            }
            // A finite timeout: the program's exit is noticed even while something holds the pty.
            _ = poll(&fds, nfds_t(fds.count), 20)
            while chunk.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}

            if !hungUp { readAvailable(into: &chunk) }
            writePending()
            reap()
        }
    }

    private func readAvailable(into chunk: inout [UInt8]) {
        // Bounded, so that queued input and answers still go out while the program floods.
        for _ in 0..<16 {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                let bytes = chunk[0..<count]
                state.withLock { state in
                    state.output += bytes
                    answerQueries(&state)
                }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == EAGAIN { return }
            // EOF or EIO: no process has the slave open any more; everything written was read.
            state.withLock { state in
                state.hungUp = true
                state.pending.removeAll()
            }
            return
        }
    }

    /// Scans new output for queries; queues the answers behind the input already pending.
    private func answerQueries(_ state: inout PtyState) {
        let output = state.output
        var index = state.scanned
        scan: while index < output.count {
            guard output[index] == 0x1B else {
                index += 1
                continue
            }
            var incomplete = false
            for (query, pattern) in PtyQuery.patterns {
                let available = min(pattern.count, output.count - index)
                guard output[index..<(index + available)].elementsEqual(pattern[0..<available]) else { continue }
                if available < pattern.count {
                    incomplete = true
                    continue
                }
                state.seen.append(query)
                let reply: [UInt8]?
                switch query {
                case .kittyKeyboard: reply = answersKittyKeyboard ? PtyDriver.kittyKeyboardReply : nil
                case .primaryDeviceAttributes: reply = answersDeviceAttributes ? PtyDriver.deviceAttributesReply : nil
                }
                if let reply {
                    state.answered.append((query, index))
                    state.pending.append(PtyInput(bytes: reply[...], typed: false))
                }
                index += pattern.count
                continue scan
            }
            // The start of a query may still be arriving: look again when more output comes.
            if incomplete { break }
            index += 1
        }
        state.scanned = index
    }

    private func writePending() {
        state.withLock { state in
            guard !state.hungUp else { return }
            while let first = state.pending.first {
                let count = first.bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                if count > 0 {
                    if first.typed { state.written += count }
                    if count == first.bytes.count {
                        state.pending.removeFirst()
                    } else {
                        state.pending[0].bytes = first.bytes.dropFirst(count)
                    }
                    continue
                }
                if count < 0 && errno == EINTR { continue }
                if count < 0 && errno == EAGAIN { return }
                // EIO: the slave side is gone; the next read sees the hang-up.
                return
            }
        }
    }

    private func reap() {
        state.withLock { state in
            guard state.termination == nil else { return }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                state.termination = PtyShared.termination(status)
            }
        }
    }
}
