/// Copy, cut and paste with several cursors: a copy keeps what each cursor copied, and a paste
/// at as many cursors puts one piece at each (else the whole text at every one).
extension Editor {
    /// Copies every cursor's selection, or its whole line where it selects nothing, as pieces;
    /// the system clipboard gets them one per line.
    mutating func copyAtEveryCaret() {
        let sources = document.carets.all.map { document.copySource(of: $0) }
        let pieces = sources.map { document.text.bytes.bytes(in: $0.range) }
        let isWholeLine = sources.allSatisfy(\.isWholeLine)
        let joined = isWholeLine ? pieces.flatMap { $0 } : Array(pieces.joined(separator: document.lineEnding.bytes))
        clipboard = Clipboard(bytes: joined, isWholeLine: isWholeLine, pieces: pieces)
        effects.append(.copyToSystemClipboard(joined))
        message = Message("Copied at \(pieces.count) cursors")
    }

    /// Copies as `copyAtEveryCaret`, then deletes every selection, or the line of a cursor that
    /// selects nothing.
    mutating func cutAtEveryCaret() {
        copyAtEveryCaret()
        atEveryCaret { editor in
            editor.edit { document in
                if !document.deleteSelection(kind: .other) { document.deleteLines() }
            }
        }
        message = Message("Cut at \(document.caretCount) cursors")
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
