import Glibc

/// Asks the allocator for memory before Swift does: an `Array` whose allocation fails traps,
/// and under `ulimit -v` a big file's allocation does fail. `malloc` returns NULL instead,
/// so a file that does not fit becomes an error message, not a crash.
enum MemoryProbe {
    /// Whether `bytes` can be allocated right now (the probe is freed at once).
    static func canAllocate(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        guard let probe = malloc(bytes) else { return false }
        free(probe)
        return true
    }
}
