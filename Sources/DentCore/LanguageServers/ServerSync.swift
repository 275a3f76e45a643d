import DentLSP
import DentText

/// What a language server has of one document, and the `textDocument/didChange` that brings it
/// up to date (issue 54, "Sync"). The server is sent whole lines: the edit record's changed span
/// (`TextBuffer.edits(since:)`) widened to the lines it touches, from the start of its first line
/// to the start of the line after its last. A line start is position (line, 0) in every position
/// encoding, so nothing of the old text need be kept: the old line number of the span's end
/// follows from the lines after it, which did not change. Only an edit that reaches the last line
/// (which no line start follows) needs that line's old length, kept here.
///
/// LSP ends a line at a lone CR too (`LSPLines`); dent does not. A document with a lone CR
/// anywhere is therefore sent whole on every change: its line numbers are not dent's.
public struct ServerSync: Sendable {
    /// How the server wants changes (`textDocumentSync.change`: 0 none, 1 full, 2 incremental).
    public enum Kind: Int, Sendable {
        case none = 0, full = 1, incremental = 2
    }

    /// The server's version of the document: 1 when opened, one more for every change sent.
    public private(set) var version = 1
    public let encoding: PositionEncoding
    public let kind: Kind
    private let reader = EditReader()
    /// The text's line count (dent's) when last sent.
    private var lineCount: Int
    /// The last line's length in `encoding`'s units when last sent.
    private var lastLineUnits: Int
    /// The text has a CR that is not before an LF: changes are sent whole.
    private var hasLoneCR: Bool

    /// Starts following `text` as it is now, which the server is sent whole (`didOpen`).
    public init(_ text: inout TextBuffer, encoding: PositionEncoding, kind: Kind) {
        self.encoding = encoding
        self.kind = kind
        lineCount = text.lineCount
        lastLineUnits = 0
        hasLoneCR = Self.hasLoneCR(text, in: 0..<text.count)
        lastLineUnits = units(ofLastLineOf: text)
        text.trackEdits(for: reader)
    }

    /// Whether the server's line numbers are dent's (no lone CR in the text).
    public var linesAreDents: Bool { !hasLoneCR }

    /// The whole text as the server receives it.
    public static func whole(_ text: TextBuffer) -> String {
        text.bytes.withContiguousBytes(in: 0..<text.count) { SentText.string($0) }
    }

    /// The `contentChanges` of a `didChange` for the edits made to `text` since the last call
    /// (or `init`), and the version they make; nil when nothing changed or the server wants no
    /// changes.
    public mutating func changes(_ text: inout TextBuffer) -> (version: Int, changes: [JSONValue])? {
        guard kind != .none else { return nil }
        let since = text.edits(since: reader)
        if since == .unchanged { return nil }
        defer {
            lineCount = text.lineCount
            text.trackEdits(for: reader)
            version += 1
        }
        guard kind == .incremental else { return (version + 1, [wholeChange(text)]) }
        guard case .changed(let span) = since else {
            // A text made anew (reloaded): sent whole, and its facts found again.
            hasLoneCR = Self.hasLoneCR(text, in: 0..<text.count)
            lastLineUnits = units(ofLastLineOf: text)
            return (version + 1, [wholeChange(text)])
        }
        let firstLine = text.line(containing: span.lowerBound)
        let lastLine = text.line(containing: span.upperBound)
        let start = text.lineRangeWithTerminator(firstLine).lowerBound
        let reachesEnd = lastLine + 1 >= text.lineCount
        let end = reachesEnd ? text.count : text.lineRangeWithTerminator(lastLine + 1).lowerBound
        if Self.hasLoneCR(text, in: Swift.max(start - 1, 0)..<Swift.min(end + 1, text.count)) { hasLoneCR = true }
        if hasLoneCR {
            lastLineUnits = units(ofLastLineOf: text)
            return (version + 1, [wholeChange(text)])
        }
        let oldEnd = reachesEnd
            ? LSPPosition(line: lineCount - 1, character: lastLineUnits)
            : LSPPosition(line: lineCount - (text.lineCount - (lastLine + 1)), character: 0)
        if reachesEnd { lastLineUnits = units(ofLastLineOf: text) }
        let range: JSONValue = ["start": LSPPosition(line: firstLine, character: 0).json, "end": oldEnd.json]
        let inserted = text.bytes.withContiguousBytes(in: start..<end) { SentText.string($0) }
        return (version + 1, [["range": range, "text": .string(inserted)]])
    }

    private func wholeChange(_ text: TextBuffer) -> JSONValue {
        ["text": .string(Self.whole(text))]
    }

    private func units(ofLastLineOf text: TextBuffer) -> Int {
        let range = text.lineRange(text.lineCount - 1)
        return text.bytes.withContiguousBytes(in: range) { LineCharacters.character(ofByte: $0.count, in: $0, encoding: encoding) }
    }

    /// Whether `range` of `text` holds a CR not followed by an LF (a CR at the text's end is one).
    static func hasLoneCR(_ text: TextBuffer, in range: Range<Int>) -> Bool {
        text.bytes.withContiguousBytes(in: range) { bytes in
            for index in bytes.indices where bytes[index] == 0x0D {
                let next = index + 1
                if next == bytes.count ? range.upperBound == text.count : bytes[next] != 0x0A { return true }
            }
            return false
        }
    }
}
