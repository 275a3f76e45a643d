import DentLSP
import DentText

/// A document as its language server sees it: positions both ways, and the sync of its text
/// (`ServerSync`).
extension Document {
    /// Whether LSP's line numbers are dent's in this text: no lone CR (`LSPLines`).
    private var serverLinesAreDents: Bool {
        serverSync?.linesAreDents ?? !ServerSync.hasLoneCR(text, in: 0..<text.count)
    }

    /// The byte offset of a server's `position`, clamped to the text (LSP 3.17: a character
    /// past the line's end is its end; a line past the last is the text's end).
    public func offset(ofServer position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard serverLinesAreDents else {
            return text.bytes.withContiguousBytes(in: 0..<text.count) { LSPLines.offset(of: position, in: $0, encoding: encoding) }
        }
        guard position.line < text.lineCount else { return text.count }
        let range = text.lineRange(position.line)
        return range.lowerBound + text.bytes.withContiguousBytes(in: range) {
            LineCharacters.byte(ofCharacter: position.character, in: $0, encoding: encoding)
        }
    }

    /// The server's position of the byte at `offset`.
    public func serverPosition(ofOffset offset: Int, encoding: PositionEncoding) -> LSPPosition {
        guard serverLinesAreDents else {
            return text.bytes.withContiguousBytes(in: 0..<text.count) { LSPLines.position(ofOffset: offset, in: $0, encoding: encoding) }
        }
        let clamped = Swift.min(Swift.max(offset, 0), text.count)
        let line = text.line(containing: clamped)
        let range = text.lineRange(line)
        let character = text.bytes.withContiguousBytes(in: range) {
            LineCharacters.character(ofByte: Swift.min(clamped, range.upperBound) - range.lowerBound, in: $0, encoding: encoding)
        }
        return LSPPosition(line: line, character: character)
    }

    /// Marks for `diagnostics`, whose positions are in this text as it is now.
    public func marks(for diagnostics: [ServerDiagnostic], encoding: PositionEncoding) -> [DiagnosticMarks.Mark] {
        diagnostics.map { diagnostic in
            let start = offset(ofServer: diagnostic.range.start, encoding: encoding)
            let end = Swift.max(start, offset(ofServer: diagnostic.range.end, encoding: encoding))
            return DiagnosticMarks.Mark(range: start..<end, severity: diagnostic.severity, text: diagnostic.summary)
        }
    }
}

extension Editor {
    /// A server opens file `id`: from now on its edits are followed for `didChange`. Returns
    /// the whole text and version for `didOpen`.
    public mutating func beginServerSync(_ id: DocumentID, encoding: PositionEncoding, kind: ServerSync.Kind) -> (text: String, version: Int)? {
        var opened: (String, Int)?
        withDocument(id) { document in
            let sync = ServerSync(&document.text, encoding: encoding, kind: kind)
            document.serverSync = sync
            opened = (ServerSync.whole(document.text), sync.version)
        }
        return opened
    }

    /// The server closed file `id` (or ended): its edits are no longer followed, its
    /// diagnostics and state go.
    public mutating func endServerSync(_ id: DocumentID) {
        withDocument(id) { document in
            document.serverSync = nil
            document.diagnostics = DiagnosticMarks()
            document.serverStatus = nil
        }
    }

    /// The `didChange` of file `id` for the edits since the last one; nil when none.
    public mutating func serverChanges(_ id: DocumentID) -> (version: Int, changes: [JSONValue])? {
        var found: (version: Int, changes: [JSONValue])?
        withDocument(id) { document in
            guard var sync = document.serverSync else { return }
            document.serverSync = nil
            found = sync.changes(&document.text)
            document.serverSync = sync
        }
        return found
    }
}
