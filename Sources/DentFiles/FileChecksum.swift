import Glibc

/// The FNV-1a checksum of a file's bytes on disk (`PathHash`), the same as the journal's
/// checksum of its text, so the two texts can be compared without holding the file.
enum FileChecksum {
    /// Reads `path` in 1 MiB pieces; nil when it cannot be read to its end.
    static func fnv1a(at path: String) -> UInt64? {
        let fd = retrying { open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var hash = PathHash.offsetBasis
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in retrying { read(fd, raw.baseAddress, raw.count) } }
            if count < 0 { return nil }
            if count == 0 { return hash }
            hash = PathHash.fnv1a(chunk[0..<count], from: hash)
        }
    }
}
