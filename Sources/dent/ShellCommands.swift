import DentCore
import DentTerminal

/// The host's side of Filter through command and Run command: it starts the command the
/// editor asks for (`.filter`, `.runCommand`) on a `ShellCommandJob`, tells the editor how far
/// it has got when a report is due (`ProgressReports`), stops it on `.stopCommand`, and hands
/// the outcome back (`commandFinished`) when the job wakes the loop. One command at a time:
/// the editor's `commandRunning` modal keeps another from being asked.
final class ShellCommands {
    private var job: ShellCommandJob?
    /// When the running command's progress is next shown.
    private var reports: ProgressReports?
    /// The largest output taken, in bytes: `max-file-size`, as for a file opened.
    private let limit: Int

    init(limitMiB: Int) { limit = limitMiB << 20 }

    /// Carries out one of the shell command effects.
    func perform(_ effect: Effect, editor: inout Editor, signals: SignalPipe) {
        switch effect {
        case .filter(let id, let range, let command):
            let input = editor.document(id).map { $0.text.bytes.bytes(in: range.clamped(to: 0..<$0.text.count)) } ?? []
            start(command, input: input, editor: &editor, signals: signals)
        case .runCommand(let command):
            start(command, input: [], editor: &editor, signals: signals)
        case .stopCommand:
            job?.stop()
        default:
            break
        }
    }

    private func start(_ command: String, input: [UInt8], editor: inout Editor, signals: SignalPipe) {
        switch ShellCommandJob.start(command, input: input, limit: limit, signals: signals) {
        case .success(let started): (job, reports) = (started, ProgressReports(started: Session.milliseconds()))
        case .failure(let why): editor.commandFinished(CommandOutcome(ending: .notStarted(why.reason)))
        }
    }

    /// After a wake: the finished command's outcome goes to the editor.
    func finish(editor: inout Editor) {
        guard let outcome = job?.take() else { return }
        (job, reports) = (nil, nil)
        editor.commandFinished(outcome)
    }

    /// Tells the editor how far the running command has got, when a report is due; true when
    /// it did (a frame shows it).
    func showProgress(now: UInt64, editor: inout Editor) -> Bool {
        guard let job, reports?.isDue(now: now) == true else { return false }
        editor.commandProgressed(job.progress)
        return true
    }

    /// Milliseconds from `now` until the running command's progress is next shown.
    func nextDeadline(now: UInt64) -> UInt64? {
        reports?.wait(now: now)
    }

    /// dent is leaving (quit, signal, lost terminal): a command still running is stopped.
    deinit { job?.stop() }
}
