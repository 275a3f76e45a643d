import DentLSP
import DentText

/// A language server's diagnostics of one document (issue 54, "Diagnostics"), as byte ranges of
/// the text that move with edits until the server publishes again: an end before an edit stays,
/// an end after it moves by the change in length, an end inside it goes to the edit's edge (so a
/// diagnostic being typed in stays shown). A text made anew (reloaded) drops them all.
public struct DiagnosticMarks: Sendable {
    public struct Mark: Sendable, Equatable {
        public var range: Range<Int>
        public var severity: DiagnosticSeverity
        /// One line for the status line (`ServerDiagnostic.summary`).
        public var text: String
    }

    /// In the order of the text (edits keep the order: they move offsets monotonically).
    public private(set) var marks: [Mark] = [] {
        didSet { longest = Self.longest(of: marks) }
    }
    /// The longest mark's length, so a search for the marks of a range knows how far back to start.
    private var longest = 0
    private var follower: EditFollower?

    public init() {}

    /// Marks at `marks`' ranges of `text` as it is now. Between an edit and the next `sync`
    /// (before each frame) a mark may lie past the text's end: readers clamp.
    init(_ marks: [Mark], in text: inout TextBuffer) {
        self.marks = marks.sorted { ($0.range.lowerBound, $0.severity.rawValue) < ($1.range.lowerBound, $1.severity.rawValue) }
        longest = Self.longest(of: self.marks)
        follower = EditFollower(&text)
    }

    public var isEmpty: Bool { marks.isEmpty }

    /// Follows the edits made to `text` since the last sync.
    mutating func sync(_ text: inout TextBuffer) {
        guard !marks.isEmpty, var follower else { return }
        defer { self.follower = follower }
        switch follower.follow(&text) {
        case .unchanged: return
        case .unknown: marks = []
        case .changed(let span, let oldEnd):
            func shifted(_ offset: Int, isEnd: Bool) -> Int {
                if offset < span.lowerBound || (offset == span.lowerBound && !isEnd) { return offset }
                if offset >= oldEnd { return offset + span.upperBound - oldEnd }
                return isEnd ? span.upperBound : span.lowerBound
            }
            marks = marks.map { mark in
                var moved = mark
                let lower = shifted(mark.range.lowerBound, isEnd: false)
                moved.range = lower..<Swift.max(lower, shifted(mark.range.upperBound, isEnd: true))
                return moved
            }
        }
    }

    /// The marks that touch `bytes` (an empty mark at its end included), found by binary
    /// search: a frame looks at the lines it shows, not at every mark of the file.
    private func marks(touching bytes: Range<Int>) -> ArraySlice<Mark> {
        var low = 0
        var high = marks.count
        let earliest = bytes.lowerBound - longest
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].range.lowerBound < earliest { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < marks.count, marks[end].range.lowerBound <= bytes.upperBound { end += 1 }
        return marks[low..<end]
    }

    private static func longest(of marks: [Mark]) -> Int {
        var length = 0
        for mark in marks where mark.range.count > length { length = mark.range.count }
        return length
    }

    /// The most severe mark of each line of `lines` that has one (0-based lines of `text`).
    func severities(in lines: Range<Int>, of text: TextBuffer) -> [Int: DiagnosticSeverity] {
        let shown = lines.clamped(to: 0..<text.lineCount)
        guard !shown.isEmpty else { return [:] }
        let bytes = text.lineRange(shown.lowerBound).lowerBound..<text.lineRangeWithTerminator(shown.upperBound - 1).upperBound
        var found: [Int: DiagnosticSeverity] = [:]
        for mark in marks(touching: bytes) {
            let line = text.line(containing: Swift.min(mark.range.lowerBound, text.count))
            guard lines.contains(line) else { continue }
            if let known = found[line], known.rawValue <= mark.severity.rawValue { continue }
            found[line] = mark.severity
        }
        return found
    }

    /// The marks that touch line `line`, their ranges made line-relative and cut to the line;
    /// an empty range (a diagnostic at one point) covers the character there.
    func underlines(onLine line: Int, of text: TextBuffer) -> [Range<Int>] {
        let bounds = text.lineRange(line)
        return marks(touching: bounds).compactMap { mark in
            let end = mark.range.isEmpty ? mark.range.upperBound + 1 : mark.range.upperBound
            guard mark.range.lowerBound <= bounds.upperBound, end > bounds.lowerBound else { return nil }
            let lower = Swift.max(mark.range.lowerBound, bounds.lowerBound) - bounds.lowerBound
            let upper = Swift.min(end, bounds.upperBound + 1) - bounds.lowerBound
            return lower < upper ? lower..<upper : nil
        }
    }

    /// What is said about line `line`: the mark under `offset` if any, else the most severe of
    /// the line.
    func note(onLine line: Int, at offset: Int, of text: TextBuffer) -> Mark? {
        let bounds = text.lineRangeWithTerminator(line)
        let onLine = marks(touching: bounds).filter { bounds.contains($0.range.lowerBound) || ($0.range.lowerBound == bounds.upperBound && bounds.isEmpty) }
        if let under = onLine.filter({ $0.range.contains(offset) || $0.range.lowerBound == offset }).min(by: { $0.severity.rawValue < $1.severity.rawValue }) {
            return under
        }
        return onLine.min { $0.severity.rawValue < $1.severity.rawValue }
    }

    /// The first offset of each marked line, in order (the stops of Next message).
    func lineStarts(of text: TextBuffer) -> [Int] {
        var starts: [Int] = []
        for mark in marks {
            let start = text.lineRange(text.line(containing: Swift.min(mark.range.lowerBound, text.count))).lowerBound
            if starts.last != start { starts.append(start) }
        }
        return starts
    }
}

extension Document {
    /// Moves the diagnostics with the edits made since they last looked.
    mutating func syncDiagnostics() { diagnostics.sync(&text) }
}
