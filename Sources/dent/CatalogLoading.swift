import DentFiles
import Synchronization

/// The language catalog (`SpecCatalog`: its metadata cache read, the spec folders and files
/// stat'ed), made on a thread of its own from the start of an editing session, while the
/// configuration is read, the files are opened and the terminal is described. The session
/// takes it before its first frame, which is highlighted (docs/PERFORMANCE.md, "Language
/// catalog off the first frame's path").
final class CatalogLoading: Sendable {
    private let catalog = Mutex<SpecCatalog?>(nil)
    private let thread = Mutex<WorkerThread?>(nil)
    private let environment: [String: String]

    private init(environment: [String: String]) {
        self.environment = environment
    }

    /// Starts reading the catalog of `environment`'s folders (`SpecDirectories.variables`);
    /// when no thread can be started, `wait` reads it.
    static func start(environment: [String: String] = SpecDirectories.processEnvironment()) -> CatalogLoading {
        let job = CatalogLoading(environment: environment)
        let started = WorkerThread.start(joinable: true) {
            let made = SpecCatalog(environment: job.environment)
            job.catalog.withLock { $0 = made }
        }
        job.thread.withLock { $0 = started }
        return job
    }

    /// The catalog, once read (here, when the thread could not be started).
    func wait() -> SpecCatalog {
        if let running = thread.withLock({ $0.take() }) { running.join() }
        return catalog.withLock { $0 } ?? SpecCatalog(environment: environment)
    }
}
