/// Copy, cut and paste with several cursors: a copy keeps what each cursor copied, and a paste
/// at as many cursors puts one piece at each (else the whole text at every one).
extension Editor {
    /// Copies every cursor's selection, or its whole line where it selects nothing, as pieces;
    /// the system clipboard gets them one per line.
    mutating func copyAtEveryCaret(skipping skipped: Set<Int> = []) {
        let carets = document.carets.all.enumerated().filter { !skipped.contains($0.offset) }.map(\.element)
        let sources = carets.map { document.copySource(of: $0) }
        let pieces = sources.map { document.text.bytes.bytes(in: $0.range) }
        let isWholeLine = sources.allSatisfy(\.isWholeLine)
        let joined = isWholeLine ? pieces.flatMap { $0 } : Array(pieces.joined(separator: document.lineEnding.bytes))
        clipboard = Clipboard(bytes: joined, isWholeLine: isWholeLine, pieces: pieces)
        effects.append(.copyToSystemClipboard(joined))
        message = Message("Copied at \(pieces.count) cursors")
    }

    /// Copies as `copyAtEveryCaret`, then deletes every selection, or the line of a cursor that
    /// selects nothing. A line is cut once however many such cursors are on it, as Tab indents
    /// it once: the last of them cuts it, the others skip (else each would cut a line more).
    mutating func cutAtEveryCaret() {
        let carets = document.carets.all
        let lines = carets.map { $0.range.isEmpty ? document.text.line(containing: $0.cursor) : nil }
        let skipped = Set(lines.indices.filter { index in lines[index] != nil && lines[(index + 1)...].contains(lines[index]) })
        copyAtEveryCaret(skipping: skipped)
        editAtEveryCaret { document, index in
            guard !skipped.contains(index) else { return }
            if !document.deleteSelection(kind: .other) { document.deleteLines() }
        }
        message = Message("Cut at \(carets.count - skipped.count) cursors")
    }

    /// Pastes a piece at each cursor when the clipboard holds one per cursor, else all of it
    /// at each; whole lines go above each cursor's line, as with one cursor.
    mutating func pasteAtEveryCaret(_ clipboard: Clipboard) {
        let pieces = clipboard.pieces.flatMap { $0.count == document.caretCount ? $0 : nil }
        document.wrapWidth = wrapWidth
        document.atEveryCaret { document, index in
            let bytes = pieces?[index] ?? clipboard.bytes
            guard clipboard.isWholeLine, document.selection == nil else { return document.insert(bytes, kind: .paste) }
            let start = document.text.lineRange(document.cursorLine).lowerBound
            let line = bytes.last == 0x0A ? bytes : bytes + document.lineEnding.bytes
            document.replace(start..<start, with: line, cursorAfter: document.cursor + line.count, kind: .paste)
        }
        keepCursorInView()
    }
}
