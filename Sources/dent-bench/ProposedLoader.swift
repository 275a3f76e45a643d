import DentText
import Glibc

/// The loader proposed for DentFiles, to measure what it would save. Two changes to today's
/// `FileLoader.readAll`, which fills zeroed storage with read(2) and then indexes the text:
/// - The gap (file/16 + 4096 bytes, as today) is allocated but never written
///   (`GapBuffer(capacity:fill:)`), so its pages take no memory until text is typed into them.
/// - Each 1 MiB block is indexed (`LineIndexBuilder`) right after read(2) returns it, while it
///   is still in the cache, instead of reading the whole text back from memory afterwards.
enum ProposedLoader {
    static let block = 1 << 20

    static func load(path: String) -> TextBuffer? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        var builder = LineIndexBuilder()
        var failed = false
        let buffer = GapBuffer(capacity: size + Swift.max(size / 16, 4096)) { storage in
            var count = 0
            while count < size, let base = storage.baseAddress {
                let n = read(fd, base + count, Swift.min(block, size - count))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failed = n < 0; break }
                builder.append(UnsafeBufferPointer(start: base + count, count: n))
                count += n
            }
            return count
        }
        return failed ? nil : TextBuffer(buffer, lines: builder.finish())
    }
}
