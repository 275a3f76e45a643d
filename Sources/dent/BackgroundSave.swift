import DentFiles
import DentTerminal
import DentText
import Synchronization

/// A save running on a thread of its own (`WorkerThread`), so the screen keeps answering while
/// a big file is written. The thread is handed the text as a value (a `GapBuffer` sharing the
/// document's storage, which the session keeps from changing meanwhile) and the path; it counts
/// its bytes and takes a cancel through `monitor`, leaves how the save ended in a mutex, and
/// wakes the run loop through the signal pipe.
final class BackgroundSave: Sendable {
    let monitor = SaveMonitor()
    private let outcome = Mutex<Result<SaveResult, FileError>?>(nil)
    private let thread = Mutex<WorkerThread?>(nil)

    private init() {}

    /// Starts saving `text` to `path`; nil when no thread could be started (the caller then
    /// saves it itself).
    static func start(_ text: GapBuffer, to path: String, waker: SignalPipe.Waker) -> BackgroundSave? {
        let job = BackgroundSave()
        let options = SaveOptions(monitor: job.monitor)
        guard let started = WorkerThread.start(joinable: true, { job.run(text, to: path, options: options, waker: waker) }) else { return nil }
        job.thread.withLock { $0 = started }
        return job
    }

    private func run(_ text: GapBuffer, to path: String, options: SaveOptions, waker: SignalPipe.Waker) {
        let result = Result { () throws(FileError) in try FileSaver.save(text, to: path, options: options) }
        outcome.withLock { $0 = result }
        waker.wake()
    }

    /// How the save ended, once it has; nil before. The thread is joined first, so nothing of it
    /// (its closure holds the text) is left: the document's next edit finds its storage unshared.
    func take() -> Result<SaveResult, FileError>? {
        guard let result = outcome.withLock({ $0.take() }) else { return nil }
        if let running = thread.withLock({ $0.take() }) { running.join() }
        return result
    }
}
