import DentText
import Glibc

/// Reads files byte-exact into a gap buffer: no decoding, no line-ending conversion.
public enum FileLoader {
    /// Loads `path`. Directories, devices, FIFOs and unreadable files are errors; a missing file is
    /// a new, empty document as long as its directory exists. A file bigger than `maximumSize`
    /// bytes is refused with `.tooLarge` before anything is read or allocated.
    ///
    /// The type is checked with stat(2) before opening, so a FIFO is never opened; the open uses
    /// `O_NONBLOCK | O_NOCTTY` and the type is checked again on the descriptor, so a file swapped
    /// for a FIFO or a terminal in between cannot block or become the controlling terminal.
    ///
    /// With `prefix`, only the file's first `prefix` bytes are read (all of a shorter file): the
    /// start of a big file, to draw its first screen while the whole of it is read
    /// (`countLines(path:identity:from:after:limit:)` counts the rest's lines).
    ///
    /// `progress` counts the bytes read of the file's size, for a load that takes long enough
    /// to be shown (the whole of a big first file, read on another thread).
    public static func load(path: String, maximumSize: Int64? = nil, prefix: Int? = nil,
                            progress: ByteCounter? = nil) throws(FileError) -> LoadedFile {
        let (fd, info): (Int32, stat)
        switch try openRegular(path, maximumSize: maximumSize) {
        case .missing(let code): return try newFile(path, code: code)
        case .opened(let descriptor, let status): (fd, info) = (descriptor, status)
        }
        defer { close(fd) }
        let size = Int(info.st_size)
        let part = prefix.flatMap { $0 < size ? $0 : nil }
        let text = try readText(fd: fd, expectedSize: part ?? size, limit: maximumSize, name: path, toEnd: part == nil, progress: progress)
        var file = LoadedFile(buffer: text.bytes, exists: true, isBinary: BinaryHeuristic.looksBinary(text.bytes),
                              identity: FileIdentity(info))
        file.lines = text.lines
        file.isPrefix = part != nil
        if part == nil { file.contentHash = ContentHash.of(text.bytes) }
        return file
    }

    /// The bytes of the file at `path` as they are on disk, with the checks `load` makes (no
    /// directory, device or FIFO; nothing over `maximumSize`) and none of what a file opened to
    /// edit gets (its line index, the binary check, its content hash): for the small files dent
    /// reads whole, among them the language specs, every one of which a start reads when their
    /// listing is not cached yet. With `prefix`, at most its first `prefix` bytes. Nil when there
    /// is no such file.
    public static func bytes(path: String, maximumSize: Int64? = nil, prefix: Int? = nil) throws(FileError) -> [UInt8]? {
        let (fd, info): (Int32, stat)
        switch try openRegular(path, maximumSize: maximumSize) {
        case .missing(let code) where code == ENOENT: return nil
        case .missing(let code): throw .system(path, "open", code: code)
        case .opened(let descriptor, let status): (fd, info) = (descriptor, status)
        }
        defer { close(fd) }
        // Room for one more block than the size: a file that grew since is read to its end.
        var bytes = [UInt8](repeating: 0, count: Swift.min(Int(info.st_size) + 4096, prefix ?? Int.max))
        var count = 0
        let end = prefix ?? Int.max
        while count < end {
            if count == bytes.count { bytes += repeatElement(0, count: Swift.min(bytes.count, end - count)) }
            let read = try bytes.withUnsafeMutableBufferPointer { buffer throws(FileError) -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return try readSome(fd, into: start + count, count: buffer.count - count, name: path)
            }
            guard read > 0 else { break }
            count += read
            try check(size: Int64(count), limit: maximumSize, path)
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// The line count of the file at `path`, read without being kept from byte `offset` on
    /// (where `newlines` line ends were read before), when it has at most `limit` lines; nil
    /// when it has more, or when it is no longer the file `identity` names or cannot be read
    /// (the count is then not known).
    public static func countLines(path: String, identity: FileIdentity, from offset: Int, after newlines: Int, limit: Int) -> Int? {
        do throws(FileError) {
            let fd = try openForReading(path)
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, FileIdentity(info) == identity, lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) else {
                return nil
            }
            return try countLines(fd, after: newlines, limit: limit, name: path)
        } catch {
            return nil
        }
    }

    /// The size in bytes of the file at `path`, or nil when nothing is there: lets the app ask
    /// before loading a huge file. Directories, devices and FIFOs are errors, as for `load`.
    public static func size(of path: String) throws(FileError) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .system(path, "open")
        }
        try FileKind.requireRegular(info, path)
        return Int64(info.st_size)
    }

    /// A path opened for reading, or the error stat(2) gave for it.
    private enum Opening {
        case opened(Int32, stat)
        case missing(Int32)
    }

    /// Opens the regular file at `path` after the checks every reading makes (no directory,
    /// device or FIFO; nothing over `maximumSize`), made again on the descriptor.
    private static func openRegular(_ path: String, maximumSize: Int64?) throws(FileError) -> Opening {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing(errno) }
        try FileKind.requireRegular(info, path)
        try check(size: Int64(info.st_size), limit: maximumSize, path)
        let fd = try openForReading(path)
        guard fstat(fd, &info) == 0 else {
            let error = FileError.system(path, "read")
            close(fd)
            throw error
        }
        do throws(FileError) {
            try FileKind.requireRegular(info, path)
            try check(size: Int64(info.st_size), limit: maximumSize, path)
        } catch {
            close(fd)
            throw error
        }
        return .opened(fd, info)
    }

    /// The document for a path that could not be stat'ed: new when only the file is missing.
    private static func newFile(_ path: String, code: Int32) throws(FileError) -> LoadedFile {
        guard code == ENOENT else { throw .system(path, "open", code: code) }
        let directory = PathNames.parent(of: path)
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FileError("cannot create \(path): directory \(directory) does not exist", reason: .missingDirectory)
        }
        return LoadedFile(buffer: GapBuffer(), exists: false)
    }

    private static func check(size: Int64, limit: Int64?, _ path: String) throws(FileError) {
        guard let limit, size > limit else { return }
        throw FileError("\(path) is \(size) bytes, more than the limit of \(limit)", reason: .tooLarge(size: size, limit: limit))
    }

    /// Opens without blocking on a FIFO and without acquiring a controlling terminal, then
    /// clears `O_NONBLOCK` so reads of the regular file behave normally.
    private static func openForReading(_ path: String) throws(FileError) -> Int32 {
        let fd = retrying { open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { throw .system(path, "open") }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return fd
    }
}
