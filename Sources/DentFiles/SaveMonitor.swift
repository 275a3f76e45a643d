import Synchronization

/// What a save shares with the thread that watches it (the run loop, while the save runs on a
/// thread of its own): how many bytes it has written of how many, and whether it was asked to
/// stop. A save stops only where stopping loses nothing: an atomic save until its rename (the
/// temporary file is removed, the file never touched), an in-place save until its first write
/// into the file (the backup, made first, is removed). From then on it finishes, so a cancel
/// that comes too late is refused, and says so.
public final class SaveMonitor: Sendable {
    /// Where the save stands as to stopping.
    enum Stage: UInt8, AtomicRepresentable {
        /// It may still stop.
        case running
        /// Asked to stop: it does at its next write, or before it changes the file.
        case cancelled
        /// It changes the file itself now: it finishes whatever is asked.
        case committed
    }

    private let stage = Atomic<Stage>(.running)
    private let bytes = ByteCounter()

    public init() {}

    /// Bytes written so far and in all (a backup's copy counts, for an in-place save).
    public var progress: (written: Int, total: Int) {
        let (done, total) = bytes.progress
        return (done, total)
    }

    /// Asks the save to stop: true when it will (or already did), false when it already writes
    /// the file itself and must finish.
    public func cancel() -> Bool {
        let (exchanged, original) = stage.compareExchange(expected: .running, desired: .cancelled, ordering: .sequentiallyConsistent)
        return exchanged || original == .cancelled
    }

    /// Whether the save must stop at its next write.
    var isCancelled: Bool { stage.load(ordering: .sequentiallyConsistent) == .cancelled }

    /// The save is about to change the file itself (rename over it, or write into it): from now
    /// on no cancel is taken. False when a cancel came first: the save stops instead.
    func commit() -> Bool {
        let (exchanged, original) = stage.compareExchange(expected: .running, desired: .committed, ordering: .sequentiallyConsistent)
        return exchanged || original == .committed
    }

    /// The save writes `bytes` in all from now on (counted again when an atomic save turns
    /// into an in-place one).
    func begin(total count: Int) {
        bytes.begin(total: count)
    }

    /// `count` more bytes were written.
    func advance(by count: Int) {
        bytes.advance(by: count)
    }
}
