import DentConfig
import DentFiles
import DentTerminal
import Glibc
import Synchronization

/// The whole of a file shown from its start (`PendingOpen`), read on a thread of its own while
/// the run loop goes on answering the terminal and redrawing the preview; the thread wakes the
/// loop through the signal pipe when it is done.
final class BackgroundOpen: Sendable {
    let preview: PendingOpen
    private let settings: Settings
    private let waker: SignalPipe.Waker
    private let outcome = Mutex<Result<OpenedFile, FileError>?>(nil)

    private init(_ preview: PendingOpen, settings: Settings, waker: SignalPipe.Waker) {
        self.preview = preview
        self.settings = settings
        self.waker = waker
    }

    /// Starts reading; nil when no thread could be started (the caller reads it itself).
    static func start(_ preview: PendingOpen, settings: Settings, signals: SignalPipe) -> BackgroundOpen? {
        guard let waker = signals.waker() else { return nil }
        let job = BackgroundOpen(preview, settings: settings, waker: waker)
        return WorkerThread.start(joinable: false) { job.run() } == nil ? nil : job
    }

    private func run() {
        store(Opening.completed(preview.path, settings: settings))
        // Only now: the loop, once woken, edits the text at once (keys typed during the read
        // wait for it), and a reference this thread still held would make that first edit
        // copy the whole file.
        waker.wake()
    }

    /// Hands `result` to the mutex; this thread keeps no reference to it once this returns.
    private func store(_ result: consuming Result<OpenedFile, FileError>) {
        outcome.withLock { $0 = result }
    }

    /// The file read whole, or why it could not be, once the thread is done; nil before.
    func take() -> Result<OpenedFile, FileError>? {
        outcome.withLock { $0.take() }
    }
}
