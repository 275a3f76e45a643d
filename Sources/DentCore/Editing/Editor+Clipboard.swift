import DentKeys

/// What copy or cut put aside. A whole line (copied with nothing selected) pastes as a line.
public struct Clipboard: Sendable, Equatable {
    public var bytes: [UInt8]
    public var isWholeLine: Bool
    /// What each cursor copied, in text order, when there were several; a paste at as many
    /// cursors puts one at each.
    public var pieces: [[UInt8]]?

    public init(bytes: [UInt8], isWholeLine: Bool, pieces: [[UInt8]]? = nil) {
        self.bytes = bytes
        self.isWholeLine = isWholeLine
        self.pieces = pieces
    }
}

extension Editor {
    /// Copies the selection, or the cursor's line when nothing is selected; also offers it to the
    /// system clipboard through the terminal.
    public mutating func copy() {
        if document.hasExtraCarets { return copyAtEveryCaret() }
        let source = document.copySource
        clipboard = Clipboard(bytes: document.text.bytes.bytes(in: source.range), isWholeLine: source.isWholeLine)
        effects.append(.copyToSystemClipboard(clipboard?.bytes ?? []))
        message = Message(source.isWholeLine ? "Line copied" : "Copied")
    }

    /// Cuts the selection, or the cursor's line when nothing is selected (as `cutLines`).
    public mutating func cut() {
        if document.hasExtraCarets { return cutAtEveryCaret() }
        guard document.selection != nil else { return cutLines(hintingQuit: true) }
        copy()
        edit { _ = $0.deleteSelection(kind: .other) }
        message = Message("Cut")
    }

    /// Cuts the cursor's line, or every line the selection touches, into the clipboard as whole
    /// lines. Right after another whole-line cut it adds to the clipboard instead of replacing
    /// it (`CutRun`), so Ctrl+K pressed three times and Ctrl+V moves three lines.
    /// `hintingQuit` says once that Ctrl+Q quits, for nano users who pressed Ctrl+X to leave.
    public mutating func cutLines(hintingQuit: Bool = false) {
        let continuing = cutRun.addLineCut(document.selectedLines.count)
        var bytes = document.text.bytes.bytes(in: document.span(of: document.selectedLines))
        if bytes.last != 0x0A { bytes += document.lineEnding.bytes }
        if continuing, let earlier = clipboard, earlier.isWholeLine { bytes = earlier.bytes + bytes }
        clipboard = Clipboard(bytes: bytes, isWholeLine: true)
        effects.append(.copyToSystemClipboard(bytes))
        edit { $0.deleteLines() }
        let cut = cutRun.lines == 1 ? "Line cut" : "\(cutRun.lines) lines cut"
        if hintingQuit, !hasShownCutHint {
            message = Message("\(cut) — Ctrl+Q quits")
            hasShownCutHint = true
        } else {
            message = Message(cut)
        }
    }

    /// Pastes dent's clipboard: over the selection, at the cursor, or a whole line above the
    /// cursor's line.
    public mutating func paste() {
        guard let clipboard else {
            message = Message("Nothing to paste: copy or cut first (text from other programs arrives by the terminal's paste)")
            return
        }
        if document.hasExtraCarets { return pasteAtEveryCaret(clipboard) }
        guard clipboard.isWholeLine, document.selection == nil else {
            edit { $0.insert(clipboard.bytes, kind: .paste) }
            return
        }
        edit { document in
            let start = document.text.lineRange(document.cursorLine).lowerBound
            var bytes = clipboard.bytes
            if bytes.last != 0x0A { bytes += document.lineEnding.bytes }
            document.replace(start..<start, with: bytes, cursorAfter: document.cursor + bytes.count, kind: .paste)
        }
    }

    /// The literal-insert command: the next key becomes a character.
    public mutating func awaitLiteralKey() {
        awaitingLiteral = true
        message = Message("Next key is inserted literally (Tab inserts a tab)")
    }

    /// Inserts `chord` as a character: its text, a tab for Tab, the C0 byte for a Ctrl chord.
    mutating func insertLiteral(_ chord: KeyChord, text: String?) {
        awaitingLiteral = false
        guard let bytes = LiteralKey.bytes(for: chord, text: text) else {
            message = Message("\(chord) has no character to insert", isError: true)
            return
        }
        atEveryCaret { $0.edit { $0.insert(bytes, kind: .other) } }
    }
}

/// The character a key stands for when inserted literally.
enum LiteralKey {
    static func bytes(for chord: KeyChord, text: String?) -> [UInt8]? {
        if let text = text ?? chord.insertedText { return Array(text.utf8) }
        switch (chord.key, chord.modifiers) {
        case (.tab, []): return [0x09]
        case (.enter, []): return [0x0D]
        case (.escape, []): return [0x1B]
        case (.backspace, []): return [0x7F]
        case (.character(" "), .ctrl): return [0x00]
        case (.character(let scalar), .ctrl) where (0x40...0x7F).contains(scalar.value & ~0x20):
            return [UInt8(scalar.value & 0x1F)]
        default: return nil
        }
    }
}
