import Glibc

/// A thread for work off the run loop (the executable's jobs, and a save's release of the
/// file it replaced). It blocks every signal, so signals reach the run loop's
/// thread (its self-pipe) and never interrupt the work.
public struct WorkerThread: @unchecked Sendable {
    // @unchecked: pthread_t is an integer handle, used only to join.
    private let thread: pthread_t

    /// Starts `body` on a new thread, joinable or detached; nil when no thread could be started
    /// (the caller then does the work itself).
    public static func start(joinable: Bool, _ body: @escaping @Sendable () -> Void) -> WorkerThread? {
        var all = sigset_t()
        var saved = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(joinable ? PTHREAD_CREATE_JOINABLE : PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return WorkerThread(thread: thread)
    }

    /// Waits for a joinable thread to end.
    public func join() { pthread_join(thread, nil) }

    /// The closure, boxed to cross pthread_create's pointer.
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}

extension WorkerThread {
    /// `transform` of each of `items`, in order: the second half on a thread of its own while
    /// this thread does the first (two cores here; a first start's listing of ~170 spec heads
    /// is the use). All on this thread when there are fewer than `minimum` items or no thread
    /// can be started.
    public static func splitMap<Item: Sendable, Value: Sendable>(_ items: [Item], minimum: Int = 8,
                                                                 _ transform: @escaping @Sendable (Item) -> Value) -> [Value] {
        guard items.count >= minimum else { return items.map(transform) }
        let second = Array(items[(items.count / 2)...])
        let box = SecondHalf<Value>()
        guard let thread = start(joinable: true, { box.values = second.map(transform) }) else { return items.map(transform) }
        let first = items[..<(items.count / 2)].map(transform)
        thread.join()
        return first + box.values
    }

    /// What the thread made; written by it before it ends and read only after `join`, which
    /// orders the two (hence @unchecked).
    private final class SecondHalf<Value>: @unchecked Sendable {
        var values: [Value] = []
    }
}
