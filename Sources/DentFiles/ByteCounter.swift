import Synchronization

/// Bytes a worker thread has done of how many (written by a save, read by a load), counted
/// where it does them and read by the run loop, which shows them on the status line. Relaxed
/// atomics: the loop only needs a recent figure, never one in step with anything else.
public final class ByteCounter: Sendable {
    private let done = Atomic<Int>(0)
    private let total = Atomic<Int>(0)

    public init() {}

    /// Bytes done so far, and in all.
    public var progress: (done: Int, total: Int) {
        (done.load(ordering: .relaxed), total.load(ordering: .relaxed))
    }

    /// The work does `bytes` in all from now on, none of them yet.
    func begin(total bytes: Int) {
        done.store(0, ordering: .relaxed)
        total.store(bytes, ordering: .relaxed)
    }

    /// `count` more bytes were done.
    func advance(by count: Int) {
        done.add(count, ordering: .relaxed)
    }
}
