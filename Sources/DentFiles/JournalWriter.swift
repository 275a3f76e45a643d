import DentText
import Glibc

/// A recovery journal written a piece at a time, so that the journal of a big file never holds
/// up a key: the host writes a piece between keys, and gives the journal up when the text
/// changes under it (docs/SAFETY.md, "Recovery journal").
///
/// The header goes first with a placeholder checksum of the same width (`JournalHeader`'s is
/// sixteen hexadecimal digits), the text follows while its checksum is worked out, and
/// `finish` writes the real header over the placeholder, then syncs, names and renames it over
/// the older journal. Until then the older journal is as it was, and a writer given up or a
/// process killed leaves nothing (an unnamed temporary file, `TemporaryFile`). A class: it owns
/// its temporary file, which it discards when dropped unfinished.
public final class JournalWriter {
    /// The journal file it replaces when finished.
    public let target: String
    private let directory: String
    private var temporary: TemporaryFile
    private var header: JournalHeader
    /// Where the next byte of the text goes in the file.
    private var offset: Int64
    private var checksum = PathHash.offsetBasis
    private var isOpen = true
    private var isFinished = false
    /// Bytes of the text written so far.
    public private(set) var written = 0

    /// The length of the text it was started for.
    public var length: Int { Int(header.length) }
    public var isComplete: Bool { written == length }

    init(target: String, directory: String, header: JournalHeader) throws(FileError) {
        self.target = target
        self.directory = directory
        self.header = header
        StaleTemporaries.sweep(directory: directory, baseName: PathNames.baseName(of: target))
        switch TemporaryFile.create(in: directory, for: PathNames.baseName(of: target), unnamed: true) {
        case .success(let file): temporary = file
        case .failure(let failure): throw .system(target, "create a temporary file for", code: failure.code)
        }
        let placeholder = header.encoded()
        offset = Int64(placeholder.count)
        try check(Descriptor.writeAll(placeholder, to: temporary.fd))
    }

    deinit {
        if isOpen { temporary.discard() }
    }

    /// Writes up to `limit` more bytes of `buffer`, the text the journal was started for (the
    /// caller has seen that it did not change since).
    public func write(_ buffer: GapBuffer, limit: Int) throws(FileError) {
        precondition(buffer.count == length, "the text changed under its journal")
        let range = nextRange(limit)
        try check(buffer.withPieces(of: range) { first, second in
            let code = writePiece(first)
            return code == 0 ? writePiece(second) : code
        })
        written = range.upperBound
    }

    /// Writes up to `limit` more bytes of `bytes`: the host's own copy of the text, made when
    /// the journal was started, so that edits made meanwhile never give the journal up.
    public func write(_ bytes: [UInt8], limit: Int) throws(FileError) {
        precondition(bytes.count == length, "a copy of another length than the journal's text")
        let range = nextRange(limit)
        try check(bytes.withUnsafeBufferPointer { writePiece(UnsafeBufferPointer(rebasing: $0[range])) })
        written = range.upperBound
    }

    /// The next up to `limit` bytes of the text to write.
    private func nextRange(_ limit: Int) -> Range<Int> {
        written..<(written + Swift.min(Swift.max(limit, 0), length - written))
    }

    /// Writes `piece` at the end, adding it to the checksum; an errno, or 0.
    private func writePiece(_ piece: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard !piece.isEmpty else { return 0 }
        checksum = PathHash.fnv1a(piece, from: checksum)
        return Descriptor.writeAll(UnsafeRawBufferPointer(piece), to: temporary.fd, startingWriteback: &offset)
    }

    /// Writes the header with the text's checksum over the placeholder, syncs, names, closes
    /// and renames the file over the older journal. Returns its path.
    @discardableResult
    public func finish() throws(FileError) -> String {
        precondition(isComplete, "a journal finished before all of its text was written")
        header.checksum = checksum
        let bytes = header.encoded()
        try check(lseek(temporary.fd, 0, SEEK_SET) == 0 ? 0 : errno)
        try check(Descriptor.writeAll(bytes, to: temporary.fd))
        try check(Descriptor.sync(temporary.fd))
        try check(temporary.giveName())
        try check(temporary.close())
        try check(temporary.rename(onto: target))
        isOpen = false
        isFinished = true
        _ = Descriptor.syncDirectory(directory)
        return target
    }

    /// The finished journal opened for appending records of the edits made since its text.
    public func appender() throws(FileError) -> JournalAppender {
        precondition(isFinished, "appending to a journal not finished")
        return try JournalAppender(path: target, checksum: checksum)
    }

    /// Gives the journal up: the temporary file goes, the older journal stays.
    public func discard() {
        guard isOpen else { return }
        isOpen = false
        temporary.discard()
    }

    /// Throws for a failed step (`code`, an errno), the temporary file discarded first.
    private func check(_ code: Int32) throws(FileError) {
        guard code != 0 else { return }
        discard()
        throw .system(target, "write the recovery journal", code: code)
    }
}
