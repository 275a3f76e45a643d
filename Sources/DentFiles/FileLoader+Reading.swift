import DentText
import Glibc

extension FileLoader {
    /// Reads standard input to its end, for `dent -`: the text of a pipe or a redirected file.
    /// The result is a new document (`exists` is false): it has no file to save back to.
    public static func readStandardInput(maximumSize: Int64? = nil) throws(FileError) -> LoadedFile {
        try read(descriptor: STDIN_FILENO, name: "standard input", maximumSize: maximumSize)
    }

    /// Reads the open descriptor `fd` to its end (a pipe, a socket, a file); `name` is for messages.
    public static func read(descriptor fd: Int32, name: String, maximumSize: Int64? = nil) throws(FileError) -> LoadedFile {
        var info = stat()
        let regular = fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        let hint = regular ? Swift.max(0, Int(info.st_size) - Int(lseek(fd, 0, SEEK_CUR))) : 0
        let text = try readText(fd: fd, expectedSize: hint, limit: maximumSize, name: name)
        var file = LoadedFile(buffer: text.bytes, exists: false, isBinary: BinaryHeuristic.looksBinary(text.bytes), identity: nil)
        file.lines = text.lines
        return file
    }

    /// Reads `fd` to its end straight into the buffer's storage, so the text is never copied twice,
    /// and indexes each block's lines as it arrives, while it is still in the cache. The gap is
    /// allocated but never written, so its pages cost nothing until text is typed into them.
    /// The size is a hint: a file that grows or shrinks while read is read to its end, but never
    /// past `limit`. Memory is probed before each allocation (`MemoryProbe`).
    static func readAll(fd: Int32, expectedSize: Int, limit: Int64?, name: String) throws(FileError) -> GapBuffer {
        try readText(fd: fd, expectedSize: expectedSize, limit: limit, name: name).bytes
    }

    static func readText(fd: Int32, expectedSize: Int, limit: Int64?, name: String) throws(FileError) -> TextBuffer {
        let capacity = expectedSize + Swift.max(expectedSize / 16, 4096)
        try requireMemory(capacity, name: name)
        var lines = LineIndexBuilder()
        var failure: FileError?
        var buffer = GapBuffer(capacity: capacity) { storage in
            var count = 0
            while count < storage.count, let base = storage.baseAddress {
                do throws(FileError) {
                    let n = try readSome(fd, into: base + count, count: Swift.min(storage.count - count, block), name: name)
                    if n == 0 { break }
                    lines.append(UnsafeBufferPointer(start: base + count, count: n))
                    count += n
                    try check(count, limit: limit, name: name)
                } catch {
                    failure = error
                    break
                }
            }
            return count
        }
        if let failure { throw failure }
        // A file that grew past its size while being read: the rest goes in through the gap.
        var chunk = [UInt8](repeating: 0, count: buffer.count == capacity ? block : 0)
        while !chunk.isEmpty {
            let n = try chunk.withUnsafeMutableBufferPointer { (part) throws(FileError) -> Int in
                guard let base = part.baseAddress else { return 0 }
                return try readSome(fd, into: base, count: part.count, name: name)
            }
            if n == 0 { break }
            try requireMemory(buffer.count + n, name: name)
            chunk.withUnsafeBufferPointer { lines.append(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            buffer.insert(contentsOf: chunk[0..<n], at: buffer.count)
            try check(buffer.count, limit: limit, name: name)
        }
        return TextBuffer(buffer, lines: lines.finish())
    }

    /// Bytes read at a time: large enough for few system calls, small enough to index in cache.
    static let block = 1 << 20

    private static func check(_ count: Int, limit: Int64?, name: String) throws(FileError) {
        guard let limit, Int64(count) > limit else { return }
        throw FileError("\(name) is more than the limit of \(limit) bytes", reason: .tooLarge(size: Int64(count), limit: limit))
    }

    private static func requireMemory(_ size: Int, name: String) throws(FileError) {
        guard !MemoryProbe.canAllocate(size) else { return }
        throw FileError("not enough memory to load \(name) (\(size) bytes)", reason: .notEnoughMemory(size: Int64(size)))
    }

    /// One read(2) of up to `count` bytes at `destination`; waits with poll(2) when a
    /// non-blocking descriptor (a pipe another process set O_NONBLOCK on) has nothing yet.
    /// Returns 0 at end of file.
    private static func readSome(_ fd: Int32, into destination: UnsafeMutablePointer<UInt8>, count: Int, name: String) throws(FileError) -> Int {
        while true {
            let n = retrying { Glibc.read(fd, destination, count) }
            if n >= 0 { return n }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw .system(name, "read") }
            var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&wait, 1, -1)
        }
    }
}
