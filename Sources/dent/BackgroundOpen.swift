import DentConfig
import DentFiles
import DentTerminal
import Synchronization

/// The whole of a big first file whose start is shown (`PendingOpen`), read on a thread of its
/// own once the preview's first frame is drawn. The run loop hands the job a waker (`wakes`), and
/// the thread wakes the loop through the signal pipe when it is done (at once, if it already is).
/// Meanwhile the thread counts the bytes it has read in `progress`, which the loop shows.
final class BackgroundOpen: Sendable {
    let progress = ByteCounter()
    private struct State {
        var outcome: Result<OpenedFile, FileError>?
        var waker: SignalPipe.Waker?
    }

    private let path: String
    private let settings: Settings
    private let state = Mutex(State())
    private let thread = Mutex<WorkerThread?>(nil)

    private init(path: String, settings: Settings) {
        self.path = path
        self.settings = settings
    }

    /// Starts reading; nil when no thread could be started (the session reads it itself).
    static func start(path: String, settings: Settings) -> BackgroundOpen? {
        let job = BackgroundOpen(path: path, settings: settings)
        guard let started = WorkerThread.start(joinable: true, { job.run() }) else { return nil }
        job.thread.withLock { $0 = started }
        return job
    }

    private func run() {
        // Handed over before the loop is woken: it edits the text at once (keys typed during the
        // read wait for it), and a reference this thread still held would make that first edit
        // copy the whole file.
        let waker = store(Opening.completed(path, settings: settings, progress: progress))
        waker?.wake()
    }

    /// Hands `result` to the mutex (this thread keeps no reference to it); the loop's waker, when
    /// it has given one.
    private func store(_ result: consuming Result<OpenedFile, FileError>) -> SignalPipe.Waker? {
        var result: Result<OpenedFile, FileError>? = consume result
        return state.withLock { state in
            state.outcome = result.take()
            return state.waker
        }
    }

    /// The loop is woken through `waker` when the file is whole: at once if it already is.
    /// Given before the outcome is taken (the loop takes it once woken).
    func wakes(_ waker: SignalPipe.Waker) {
        let isDone = state.withLock { state in
            if state.outcome == nil { state.waker = waker }
            return state.outcome != nil
        }
        if isDone { waker.wake() }
    }

    /// The file read whole, or why it could not be, once the thread is done; nil before.
    func take() -> Result<OpenedFile, FileError>? {
        guard let outcome = state.withLock({ $0.outcome.take() }) else { return nil }
        join()
        return outcome
    }

    /// The same after waiting for the thread: for a loop that could not be given a waker.
    func waitAndTake() -> Result<OpenedFile, FileError>? {
        join()
        return take()
    }

    private func join() {
        if let running = thread.withLock({ $0.take() }) { running.join() }
    }
}
