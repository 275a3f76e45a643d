import DentFiles
import DentCore
import DentTerminal
import Glibc
import Synchronization

/// A shell command running on a thread of its own (Filter through command, Run command): the
/// thread feeds it its input and collects what it writes, through non-blocking pipes and
/// `poll`, while the run loop goes on drawing and reading keys (and shows the bytes counted
/// meanwhile, `progress`); it wakes the loop through the signal pipe when the command is done.
/// Bytes go in and come out as they are.
final class ShellCommandJob: Sendable {
    private let process: ShellProcess
    private let waker: SignalPipe.Waker
    /// Output (stdout and stderr together) beyond this many bytes stops the command.
    private let limit: Int
    /// Bytes of input the command is given.
    private let inputCount: Int
    private let state = Mutex(State())

    private struct State {
        var outcome: CommandOutcome?
        /// When Esc asked it to stop (milliseconds); nil while it may run.
        var stopAsked: UInt64?
        /// The process was reaped: its pid may belong to another process now, never signalled.
        var reaped = false
        /// Bytes written to its stdin, and read from its stdout and stderr, so far.
        var sent = 0
        var back = 0
    }

    private init(_ process: ShellProcess, waker: SignalPipe.Waker, limit: Int, inputCount: Int) {
        self.process = process
        self.waker = waker
        self.limit = limit
        self.inputCount = inputCount
    }

    /// Starts `command` with `input` on its stdin; the reason it could not start otherwise.
    static func start(_ command: String, input: [UInt8], limit: Int, signals: SignalPipe) -> Result<ShellCommandJob, ShellError> {
        guard let waker = signals.waker() else { return .failure(ShellError("no descriptor left to wake dent")) }
        switch ShellProcess.start(command) {
        case .failure(let why):
            return .failure(why)
        case .success(let process):
            let job = ShellCommandJob(process, waker: waker, limit: limit, inputCount: input.count)
            guard WorkerThread.start(joinable: false, { job.run(input) }) != nil else {
                job.signalGroup(SIGKILL)
                job.reap()
                job.closePipes()
                return .failure(ShellError("no thread to run it on"))
            }
            return .success(job)
        }
    }

    /// Esc: the command and everything it started get SIGTERM; what ignores that gets
    /// SIGKILL after `killDelay`.
    func stop() {
        let first = state.withLock { state -> Bool in
            guard state.stopAsked == nil else { return false }
            state.stopAsked = Session.milliseconds()
            return true
        }
        if first { signalGroup(SIGTERM) }
    }

    /// How the command ended, once it has; nil before.
    func take() -> CommandOutcome? { state.withLock { $0.outcome.take() } }

    /// How far the command has got: its input written to it, its output read.
    var progress: CommandProgress {
        state.withLock { CommandProgress(sent: $0.sent, input: inputCount, back: $0.back) }
    }

    /// Milliseconds between SIGTERM and SIGKILL after Esc.
    static let killDelay: UInt64 = 1_000

    /// Sends `signal` to the command's process group, unless the command is already reaped.
    private func signalGroup(_ signal: Int32) {
        state.withLock { state in
            if !state.reaped { _ = kill(-process.pid, signal) }
        }
    }

    private func run(_ input: [UInt8]) {
        var pipes = Pipes(process: process)
        var written = 0
        var tooLarge = false
        if input.isEmpty { pipes.closeInput() }
        while pipes.isOpen {
            pipes.wait(milliseconds: 100)
            pipes.feed(input, written: &written)
            pipes.readAvailable()
            let back = pipes.outputBytes.count + pipes.errorBytes.count
            state.withLock { ($0.sent, $0.back) = (written, back) }
            if !tooLarge, pipes.outputBytes.count + pipes.errorBytes.count > limit {
                tooLarge = true
                signalGroup(SIGKILL)
                pipes.closeAll()
            }
            escalateStop()
        }
        pipes.closeAll()
        let status = reap()
        let stopped = state.withLock { $0.stopAsked != nil }
        let ending: CommandOutcome.Ending = tooLarge ? .tooLarge(limit) : stopped ? .stopped : status
        state.withLock { $0.outcome = CommandOutcome(output: pipes.outputBytes, errors: pipes.errorBytes, ending: ending) }
        waker.wake()
    }

    /// SIGKILL for a command Esc asked to stop that is still writing after `killDelay`.
    private func escalateStop() {
        guard let asked = state.withLock({ $0.stopAsked }), Session.milliseconds() >= asked + ShellCommandJob.killDelay else { return }
        signalGroup(SIGKILL)
    }

    /// Waits for the command to end, then reaps it; how it ended. The wait leaves it a zombie
    /// (WNOWAIT) so that `signalGroup` never signals a pid that was given to another process.
    @discardableResult
    private func reap() -> CommandOutcome.Ending {
        var info = siginfo_t()
        while waitid(P_PID, id_t(process.pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        var status: Int32 = 0
        state.withLock { state in
            while waitpid(process.pid, &status, 0) < 0 && errno == EINTR {}
            state.reaped = true
        }
        // WIFEXITED, WEXITSTATUS and WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    private func closePipes() {
        for fd in [process.input, process.output, process.errors] { close(fd) }
    }
}
