import DentText
import Glibc

/// A file read from disk, or a new file that does not exist yet.
public struct LoadedFile: Sendable {
    public var buffer: GapBuffer
    /// False for a path that does not exist yet: it is created on the first save.
    public var exists: Bool

    public init(buffer: GapBuffer, exists: Bool) {
        self.buffer = buffer
        self.exists = exists
    }
}

/// Reads files byte-exact into a gap buffer: no decoding, no line-ending conversion.
public enum FileLoader {
    /// Loads `path`. Directories, devices, FIFOs and unreadable files are errors; a missing file is
    /// a new, empty document as long as its directory exists.
    public static func load(path: String) throws(FileError) -> LoadedFile {
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw .system(path, "open") }
            let directory = parentDirectory(of: path)
            var dirInfo = stat()
            guard stat(directory, &dirInfo) == 0, dirInfo.st_mode & S_IFMT == S_IFDIR else {
                throw FileError("cannot create \(path): directory \(directory) does not exist")
            }
            return LoadedFile(buffer: GapBuffer(), exists: false)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileError("\(path) is a directory")
        default: throw FileError("\(path) is not a regular file")
        }
        let fd = retrying { open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw .system(path, "open") }
        defer { close(fd) }
        return LoadedFile(buffer: try readAll(fd: fd, expectedSize: Int(info.st_size), path: path), exists: true)
    }

    /// Reads the whole file straight into the buffer's storage, so it is never copied twice.
    /// The size is a hint: a file that grows or shrinks while read is read to its end.
    static func readAll(fd: Int32, expectedSize: Int, path: String) throws(FileError) -> GapBuffer {
        var storage = [UInt8](repeating: 0, count: expectedSize + Swift.max(expectedSize / 16, 4096))
        var count = 0
        while true {
            if count == storage.count { storage.append(contentsOf: repeatElement(0, count: Swift.max(storage.count, 4096))) }
            let capacity = storage.count - count
            let n = storage.withUnsafeMutableBytes { raw in retrying { read(fd, raw.baseAddress! + count, capacity) } }
            if n < 0 { throw .system(path, "read") }
            if n == 0 { break }
            count += n
        }
        return GapBuffer(adopting: storage, count: count)
    }

    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
