import DentText
import Glibc

extension RecoveryJournal {
    /// This session's journal of `path` whatever its age, or nil when there is none. Throws
    /// `.corruptJournal` when it is truncated, damaged or belongs to another path.
    public func read(for path: String) throws(FileError) -> JournalEntry? {
        try read(journal: journalPath(for: path), for: path)
    }

    /// The journal file `target` of `path`: its text with the good records of its log replayed
    /// (a torn or damaged tail of the log is cut at the last good record); nil when there is none.
    public func read(journal target: String, for path: String) throws(FileError) -> JournalEntry? {
        try read(journal: target, canonical: PathResolution.canonical(path))
    }

    /// The journal file `target` of the file whose canonical path is `canonical` (empty: an
    /// unnamed document's).
    func read(journal target: String, canonical: String) throws(FileError) -> JournalEntry? {
        guard let fd = try openJournal(target) else { return nil }
        defer { close(fd) }
        let (header, headerSize) = try readHeader(fd, target)
        guard header.path == canonical else { throw corrupt(target, "it belongs to \(header.path)") }
        var info = stat()
        let textEnd = Int64(headerSize) + header.length
        guard fstat(fd, &info) == 0, Int64(info.st_size) == textEnd || header.hasLog && Int64(info.st_size) > textEnd else {
            throw corrupt(target, "its length does not match its header")
        }
        guard lseek(fd, off_t(headerSize), SEEK_SET) == off_t(headerSize) else { throw .system(target, "read") }
        var buffer = try FileLoader.readText(fd: fd, expectedSize: Int(header.length), limit: header.length, name: target,
                                             toEnd: false).bytes
        guard buffer.count == Int(header.length), PathHash.fnv1a(buffer) == header.checksum else {
            throw corrupt(target, "its checksum does not match its text")
        }
        if Int64(info.st_size) > textEnd {
            let log = try readRest(fd, count: Int(Int64(info.st_size) - textEnd), target)
            _ = JournalRecord.replay(log, over: &buffer, seed: header.checksum)
        }
        return JournalEntry(originalPath: header.path, base: header.base, written: header.written,
                            buffer: buffer, journalPath: target, owner: header.owner)
    }

    /// The process recorded in the journal file `journal` (only its header is read); nil when
    /// there is none or it names none.
    func readOwner(journal target: String) throws(FileError) -> ProcessIdentity? {
        guard let fd = try openJournal(target) else { return nil }
        defer { close(fd) }
        return try readHeader(fd, target).0.owner
    }

    /// The journal at `target` opened for reading; nil when there is none.
    private func openJournal(_ target: String) throws(FileError) -> Int32? {
        let fd = retrying { open(target, O_RDONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .system(target, "open the recovery journal")
        }
        return fd
    }

    /// Reads and parses the header at the start of the journal.
    private func readHeader(_ fd: Int32, _ target: String) throws(FileError) -> (JournalHeader, Int) {
        var bytes = [UInt8](repeating: 0, count: JournalHeader.maximumLength)
        let count = bytes.withUnsafeMutableBytes { raw in retrying { pread(fd, raw.baseAddress, raw.count, 0) } }
        guard count >= 0 else { throw .system(target, "read") }
        guard let decoded = JournalHeader.decode(Array(bytes.prefix(count))) else {
            throw corrupt(target, "its header is not a dent journal header")
        }
        return decoded
    }

    /// The next `count` bytes (the log after the text); fewer when the file ends first.
    private func readRest(_ fd: Int32, count: Int, _ target: String) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return retrying { Glibc.read(fd, base + done, count - done) }
            }
            guard n >= 0 else { throw .system(target, "read") }
            if n == 0 { break }
            done += n
        }
        return Array(bytes.prefix(done))
    }

    private func corrupt(_ target: String, _ why: String) -> FileError {
        FileError("recovery journal \(target) is damaged: \(why)", reason: .corruptJournal)
    }
}
