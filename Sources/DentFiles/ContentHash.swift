import DentText
import Glibc

/// The `ContentHasher` hash of a text in memory or a file on disk, for files up to `limit`:
/// taken when a file is read and after each save, and compared with the file's only when its
/// change time moved but its size and mtime did not (`FileIdentity.change`), so a file is read
/// again only after such a change.
public enum ContentHash {
    /// Bigger files are not hashed: reading one again to check a chmod would take long, so a
    /// change-time move alone counts as a change for them (docs/SAFETY.md).
    public static let limit = 64 << 20

    /// The hash of `buffer`'s bytes (both sides of its gap); nil when it is over `limit`.
    public static func of(_ buffer: GapBuffer) -> UInt64? {
        guard buffer.count <= limit else { return nil }
        var hasher = ContentHasher()
        buffer.withPieces(of: 0..<buffer.count) { first, second in
            hasher.update(UnsafeRawBufferPointer(first))
            hasher.update(UnsafeRawBufferPointer(second))
        }
        return hasher.finish()
    }

    /// The hash of the file at `path` as it is now, read in 1 MiB pieces; nil when it cannot
    /// be read to its end or is over `limit`.
    public static func ofFile(at path: String) -> UInt64? {
        let fd = retrying { open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= limit else { return nil }
        var hasher = ContentHasher()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var total = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in retrying { read(fd, raw.baseAddress, raw.count) } }
            if count < 0 { return nil }
            if count == 0 { return hasher.finish() }
            total += count
            if total > limit { return nil }
            chunk.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
        }
    }
}
