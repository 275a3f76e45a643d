/// One edit as a recovery journal's appended log records it: at `offset`, `removed` bytes
/// were replaced by `inserted`. Only the inserted bytes are kept: replaying the log over the
/// text it started from needs nothing else (docs/SAFETY.md, "Recovery journal").
public struct LoggedEdit: Sendable, Equatable {
    public let offset: Int
    public let removed: Int
    public let inserted: [UInt8]

    public init(offset: Int, removed: Int, inserted: [UInt8]) {
        self.offset = offset
        self.removed = removed
        self.inserted = inserted
    }

    /// Applies the edit to `buffer`; false (and `buffer` untouched) when its range is not in it.
    public func apply(to buffer: inout GapBuffer) -> Bool {
        guard offset >= 0, removed >= 0, offset <= buffer.count, removed <= buffer.count - offset else { return false }
        buffer.replace(offset..<(offset + removed), with: inserted)
        return true
    }
}

/// The edits of a text since its reader (the host's journal) armed the log or last took them:
/// so that the journal can append them to its file as they come instead of copying the whole
/// text after each one, and without holding a second reference to the text's storage.
struct ChangeLog: Sendable {
    /// Bytes held before the log gives up (a paste of a whole file, say): the reader then
    /// writes the whole text again, which is cheaper than keeping a second copy of it here.
    static let limit = 8 << 20

    var edits: [LoggedEdit] = []
    private var held = 0
    private(set) var overflowed = false

    mutating func note(offset: Int, removed: Int, inserted: [UInt8]) {
        guard !overflowed else { return }
        held += inserted.count + 32
        guard held <= Self.limit else {
            overflowed = true
            edits = []
            return
        }
        edits.append(LoggedEdit(offset: offset, removed: removed, inserted: inserted))
    }
}

/// What a reader of the change log takes.
public enum LoggedEdits: Sendable, Equatable {
    /// Every edit since the log was armed or last taken, in order.
    case edits([LoggedEdit])
    /// The log cannot say: it was not armed (a text made anew) or grew over its limit. The log
    /// is armed again, so it says what comes from now on.
    case lost
}

extension TextBuffer {
    /// Starts logging edits (`takeLoggedEdits`), forgetting any logged before.
    public mutating func armChangeLog() { changeLog = ChangeLog() }

    /// Stops logging edits.
    public mutating func disarmChangeLog() { changeLog = nil }

    /// The edits logged since the log was armed or last taken; the log is emptied (and armed,
    /// when it could not say).
    public mutating func takeLoggedEdits() -> LoggedEdits {
        guard let log = changeLog, !log.overflowed else {
            changeLog = ChangeLog()
            return .lost
        }
        changeLog = ChangeLog()
        return .edits(log.edits)
    }

    /// Logs an edit that replaced the `removed` bytes at `offset` with the `inserted` bytes
    /// now there (an indent's lines, read after the edit).
    mutating func logLinePrefixEdit(offset: Int, removed: Int, inserted: Int) {
        guard changeLog != nil else { return }
        changeLog?.note(offset: offset, removed: removed, inserted: bytes.bytes(in: offset..<(offset + inserted)))
    }
}
