import DentFiles
import Synchronization

/// The language catalog (`SpecCatalog`: its metadata cache read, the spec folders and files
/// stat'ed), made on a thread of its own from the start of an editing session, while the
/// configuration is read, the files are opened and the terminal is described. The session
/// takes it before its first frame, which is highlighted: by then it is ready (docs/
/// PERFORMANCE.md, "Language catalog off the first frame's path").
///
/// Without a cache file (the first start, or `$XDG_CACHE_HOME` emptied) the catalog parses the
/// head of every spec, far longer than what it could hide behind, and a new thread on a busy
/// machine first waits its turn behind every runnable task: that start makes it on the
/// session's thread, as `wait` would have waited for it anyway.
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
        guard SpecCatalog.hasCache(SpecDirectories(environment: environment)) else {
            job.catalog.withLock { $0 = SpecCatalog(environment: environment) }
            return job
        }
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
