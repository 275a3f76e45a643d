import Glibc

/// The file an atomic save replaces, held open across the rename and closed afterwards on a
/// thread of its own. When rename(2) drops the last link of a file nobody has open, the rename
/// itself frees that file's pages and blocks, which for a big file is a large part of the save
/// (docs/PERFORMANCE.md); held open, the freeing happens at the close, after the save has
/// returned. Only a matter of speed: no byte and no step of the save depends on it, and
/// deleting this type (and its two calls in `AtomicSave`) leaves every promise as it is.
struct ReplacedFile {
    private let fd: Int32

    /// Opens `target` for reading, or nil when it cannot be (then nothing is held). Non-blocking
    /// and without following a link, so a file swapped for a FIFO or a link cannot stall it.
    static func hold(_ target: String) -> ReplacedFile? {
        let fd = open(target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        return fd >= 0 ? ReplacedFile(fd: fd) : nil
    }

    /// Closes the file on a detached thread that blocks every signal (they stay the run
    /// loop's); closes it here when no thread can be started. A failing close is ignored:
    /// nothing was written through this descriptor.
    func release() {
        let fd = fd
        if WorkerThread.start(joinable: false, { _ = Glibc.close(fd) }) == nil { _ = Glibc.close(fd) }
    }
}
