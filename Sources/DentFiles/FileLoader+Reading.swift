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
        let buffer = try readAll(fd: fd, expectedSize: hint, limit: maximumSize, name: name)
        return LoadedFile(buffer: buffer, exists: false, isBinary: BinaryHeuristic.looksBinary(buffer), identity: nil)
    }

    /// Reads `fd` to its end straight into the buffer's storage, so the text is never copied twice.
    /// The size is a hint: a file that grows or shrinks while read is read to its end, but never
    /// past `limit`. Memory is probed before each allocation (`MemoryProbe`).
    static func readAll(fd: Int32, expectedSize: Int, limit: Int64?, name: String) throws(FileError) -> GapBuffer {
        var storage = try allocate(expectedSize + Swift.max(expectedSize / 16, 4096), name: name)
        var count = 0
        while true {
            if count == storage.count {
                let extra = Swift.max(storage.count, 4096)
                try requireMemory(storage.count + extra, name: name)
                storage.append(contentsOf: repeatElement(0, count: extra))
            }
            let n = try readSome(fd, into: &storage, at: count, name: name)
            if n == 0 { break }
            count += n
            if let limit, Int64(count) > limit {
                throw FileError("\(name) is more than the limit of \(limit) bytes", reason: .tooLarge(size: Int64(count), limit: limit))
            }
        }
        return GapBuffer(adopting: storage, count: count)
    }

    /// Zeroed storage of `size` bytes, or `.notEnoughMemory` instead of a trap.
    private static func allocate(_ size: Int, name: String) throws(FileError) -> [UInt8] {
        try requireMemory(size, name: name)
        return [UInt8](repeating: 0, count: size)
    }

    private static func requireMemory(_ size: Int, name: String) throws(FileError) {
        guard !MemoryProbe.canAllocate(size) else { return }
        throw FileError("not enough memory to load \(name) (\(size) bytes)", reason: .notEnoughMemory(size: Int64(size)))
    }

    /// One read(2) into `storage` at `offset`; waits with poll(2) when a non-blocking descriptor
    /// (a pipe another process set O_NONBLOCK on) has nothing yet. Returns 0 at end of file.
    private static func readSome(_ fd: Int32, into storage: inout [UInt8], at offset: Int, name: String) throws(FileError) -> Int {
        while true {
            let n = storage.withUnsafeMutableBytes { raw in
                retrying { Glibc.read(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset) }
            }
            if n >= 0 { return n }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw .system(name, "read") }
            var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&wait, 1, -1)
        }
    }
}
