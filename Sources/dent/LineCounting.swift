import DentFiles
import Synchronization

/// The lines of a big file past the start a preview read (`Opening`), counted on a thread of
/// their own while the session starts. The first frame needs the count only to mark the rows
/// past the file's end (`Document.expectedLines`); counting takes milliseconds, which this thread
/// spends beside the configuration, the terminal and the key table being set up, not before them.
final class LineCounting: Sendable {
    private let count = Mutex<Int?>(nil)
    private let thread = Mutex<WorkerThread?>(nil)

    private init() {}

    /// Starts counting the lines of `path` (the file `identity`) from byte `offset`, where
    /// `newlines` line ends were read, as far as `limit` (`FileLoader.countLines`); counts at
    /// once when no thread can be started.
    static func start(path: String, identity: FileIdentity, from offset: Int, after newlines: Int, limit: Int) -> LineCounting {
        let job = LineCounting()
        let work: @Sendable () -> Void = {
            let lines = FileLoader.countLines(path: path, identity: identity, from: offset, after: newlines, limit: limit)
            job.count.withLock { $0 = lines }
        }
        guard let started = WorkerThread.start(joinable: true, work) else {
            work()
            return job
        }
        job.thread.withLock { $0 = started }
        return job
    }

    /// The file's line count once counted: nil when it has more lines than asked, or changed,
    /// or could not be read.
    func wait() -> Int? {
        if let running = thread.withLock({ $0.take() }) { running.join() }
        return count.withLock { $0 }
    }
}
