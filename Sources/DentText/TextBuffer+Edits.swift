/// Where the text changed since a reader last looked: the one thing a cache of facts about
/// lines (the syntax highlighter's states at line starts) needs to stay exact without being
/// told about each edit by every caller. The reader arms the record with a token of its own
/// (`trackEdits(token:)`); every edit then widens `editedSpan`; the reader takes it when it next
/// looks. A buffer made anew (a reload, another document's text) carries no token, or another
/// one: the reader sees it is not the text it knew and starts over.
public struct EditRecord: Sendable {
    /// Whose record it is (0: nobody's).
    public var token: UInt64 = 0
    /// The bytes, in the text as it is now, that may differ from the text when the record was
    /// armed; everything before it is unchanged, and everything after it is unchanged but moved
    /// by the difference in length. Nil when nothing changed.
    public var span: Range<Int>?

    /// Adds an edit that replaced `range` (of the text before it) with `inserted` bytes.
    mutating func note(_ range: Range<Int>, inserted: Int) {
        let end = range.lowerBound + inserted
        guard let old = span else { return span = range.lowerBound..<end }
        // The old span's end moves with the edit: past it by the change in length, inside it to its end.
        let oldEnd = old.upperBound <= range.lowerBound ? old.upperBound
            : old.upperBound >= range.upperBound ? old.upperBound + inserted - range.count : end
        span = Swift.min(old.lowerBound, range.lowerBound)..<Swift.max(oldEnd, end)
    }
}

extension TextBuffer {
    /// Starts a new record of edits owned by `token` (nonzero), forgetting what it held.
    public mutating func trackEdits(token: UInt64) { edits = EditRecord(token: token) }
}
