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

    /// Starts reading; nil when no thread could be started (the caller reads it itself). The
    /// thread blocks every signal, so they reach the run loop's thread and never interrupt it.
    static func start(_ preview: PendingOpen, settings: Settings, signals: SignalPipe) -> BackgroundOpen? {
        guard let waker = signals.waker() else { return nil }
        let job = BackgroundOpen(preview, settings: settings, waker: waker)
        var all = sigset_t()
        var saved = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<BackgroundOpen>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<BackgroundOpen>.fromOpaque(context).release()
            return nil
        }
        return job
    }

    private func run() {
        let result = Opening.completed(preview.path, settings: settings)
        outcome.withLock { $0 = result }
        waker.wake()
    }

    /// The file read whole, or why it could not be, once the thread is done; nil before.
    func take() -> Result<OpenedFile, FileError>? {
        outcome.withLock { $0.take() }
    }
}
