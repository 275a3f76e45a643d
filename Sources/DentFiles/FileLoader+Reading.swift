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
    /// allocated but never written, so its pages cost nothing until text is typed into them; it
    /// comes before the text, where the cursor starts.
    /// The size is a hint: a file that grows or shrinks while read is read to its end, but never
    /// past `limit`. Memory is probed before each allocation (`MemoryProbe`).
    static func readAll(fd: Int32, expectedSize: Int, limit: Int64?, name: String) throws(FileError) -> GapBuffer {
        try readText(fd: fd, expectedSize: expectedSize, limit: limit, name: name).bytes
    }

    /// How much of the gap a loaded file has backed with memory at once: the first edits
    /// (an indent of thousands of lines, a paste) write there without a fault a page, for at
    /// most 1 MiB of resident memory.
    static let populatedGap = 1 << 20

    /// `toEnd` false stops at `expectedSize` bytes, for a file's first part. `progress` counts
    /// each block read, of `expectedSize`.
    static func readText(fd: Int32, expectedSize: Int, limit: Int64?, name: String, toEnd: Bool = true,
                         progress: ByteCounter? = nil) throws(FileError) -> TextBuffer {
        let capacity = expectedSize + Swift.max(expectedSize / 16, 4096)
        try requireMemory(capacity, name: name)
        progress?.begin(total: expectedSize)
        var lines = LineIndexBuilder()
        var failure: FileError?
        var buffer = GapBuffer(capacity: capacity, expected: expectedSize) { storage in
            adviseHugePages(storage)
            var count = 0
            while count < storage.count, let base = storage.baseAddress {
                do throws(FileError) {
                    let n = try readSome(fd, into: base + count, count: Swift.min(storage.count - count, block), name: name)
                    if n == 0 { break }
                    lines.append(UnsafeBufferPointer(start: base + count, count: n))
                    count += n
                    progress?.advance(by: n)
                    try check(count, limit: limit, name: name)
                } catch {
                    failure = error
                    break
                }
            }
            return count
        }
        if let failure { throw failure }
        // Until read(2) says end of file, the file may have grown since fstat: the rest goes
        // in through the gap, a block at a time (usually this is one read that returns 0).
        if toEnd && buffer.count == expectedSize { try readRest(fd, into: &buffer, lines: &lines, limit: limit, name: name) }
        buffer.populateGap(upTo: populatedGap)
        return TextBuffer(buffer, lines: lines.finish())
    }

    /// Asks the kernel to back a big file's text with huge pages (`MADV_HUGEPAGE`: Linux's
    /// transparent huge pages, in the "madvise" mode Debian sets by default), before it is read
    /// into them: fresh memory takes a page fault for every 4 KiB written, 25,600 faults for
    /// 100 MB, where a 2 MiB page takes one. Only the whole huge pages inside the text are
    /// advised, so the gap before it stays unbacked; a kernel without them ignores the call.
    static func adviseHugePages(_ storage: UnsafeMutableBufferPointer<UInt8>) {
        guard storage.count >= hugePageMinimum, let base = storage.baseAddress.map({ Int(bitPattern: $0) }) else { return }
        let start = (base + hugePage - 1) / hugePage * hugePage
        let end = (base + storage.count) / hugePage * hugePage
        guard end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
    }

    /// The huge page of x86-64 (and of arm64 with 4 KiB pages); the kernel backs with its own
    /// size what lies aligned inside the advised range.
    static let hugePage = 2 << 20
    /// Smaller texts fault too few pages to be worth a system call.
    static let hugePageMinimum = 8 << 20

    /// Reads to the end of `fd` past the size it had, appending to `buffer` through unwritten
    /// temporary storage (a zeroed array here cost every load a page fault per page).
    private static func readRest(_ fd: Int32, into buffer: inout GapBuffer, lines: inout LineIndexBuilder,
                                 limit: Int64?, name: String) throws(FileError) {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: block) { (part) throws(FileError) in
            guard let base = part.baseAddress else { return }
            while case let n = try readSome(fd, into: base, count: part.count, name: name), n > 0 {
                try requireMemory(buffer.count + n, name: name)
                let piece = UnsafeBufferPointer(start: base, count: n)
                lines.append(piece)
                buffer.insert(contentsOf: piece, at: buffer.count)
                try check(buffer.count, limit: limit, name: name)
            }
        }
    }

    /// Reads the rest of `fd` without keeping it, counting line ends after the `newlines` read
    /// before: the line count of the whole file when it is at most `limit`, else nil.
    static func countLines(_ fd: Int32, after newlines: Int, limit: Int, name: String) throws(FileError) -> Int? {
        var newlines = newlines
        var ended = false
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: countBlock) { (part) throws(FileError) in
            guard let base = part.baseAddress else { return }
            while newlines < limit {
                let n = try readSome(fd, into: base, count: part.count, name: name)
                if n == 0 { ended = true; return }
                var at = UnsafeRawPointer(base)
                let end = at + n
                while newlines < limit, let found = memchr(at, 0x0A, end - at) {
                    newlines += 1
                    at = UnsafeRawPointer(found) + 1
                }
            }
        }
        return ended ? newlines + 1 : nil
    }

    /// Bytes read at a time: large enough for few system calls, small enough to index in cache.
    static let block = 1 << 20

    /// Bytes read at a time to count lines, into one buffer read again and again: small enough
    /// that the kernel's copy stays in cache for the scan (a read much larger than the L2
    /// cache is copied past it; docs/PERFORMANCE.md, "Figures behind the code").
    static let countBlock = 64 << 10

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
    static func readSome(_ fd: Int32, into destination: UnsafeMutablePointer<UInt8>, count: Int, name: String) throws(FileError) -> Int {
        while true {
            let n = retrying { Glibc.read(fd, destination, count) }
            if n >= 0 { return n }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw .system(name, "read") }
            var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&wait, 1, -1)
        }
    }
}
