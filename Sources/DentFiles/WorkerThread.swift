import Glibc
import Synchronization

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
    /// `transform` of each of `items`, in order, shared with a helper thread (two cores here; a
    /// first start's listing of ~170 spec heads is the use): each takes the next item not yet
    /// taken. This thread never waits for the helper: an item the helper took and has not
    /// finished when none is left is done again here, so `transform` must be pure (reading a
    /// spec's head is), and a helper that starts late or is preempted costs nothing. All here
    /// when there are fewer than `minimum` items or no thread can be started.
    public static func sharedMap<Item: Sendable, Value: Sendable>(_ items: [Item], minimum: Int = 8,
                                                                  _ transform: @escaping @Sendable (Item) -> Value) -> [Value] {
        guard items.count >= minimum else { return items.map(transform) }
        let work = SharedWork(items, transform)
        _ = start(joinable: false) { work.help() }
        work.help()
        return items.indices.map { index in work.result(index) ?? transform(items[index]) }
    }

    /// The items, the next one to take, and what is done; the helper keeps it alive while it
    /// works on an item this thread no longer waits for.
    private final class SharedWork<Item: Sendable, Value: Sendable>: Sendable {
        private struct Progress {
            var next = 0
            var done: [Value?]
        }

        private let items: [Item]
        private let transform: @Sendable (Item) -> Value
        private let progress: Mutex<Progress>

        init(_ items: [Item], _ transform: @escaping @Sendable (Item) -> Value) {
            self.items = items
            self.transform = transform
            progress = Mutex(Progress(done: Array(repeating: nil, count: items.count)))
        }

        /// Takes items until none is left.
        func help() {
            while let index = progress.withLock({ progress -> Int? in
                guard progress.next < items.count else { return nil }
                progress.next += 1
                return progress.next - 1
            }) {
                let value = transform(items[index])
                progress.withLock { $0.done[index] = value }
            }
        }

        func result(_ index: Int) -> Value? { progress.withLock { $0.done[index] } }
    }
}
