@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Text marked with several cursors: `|` a cursor, `^` the primary one (else the last is),
/// `[` an anchor before its cursor, `]` an anchor after it.
enum CaretText {
    static func editor(_ marked: String) -> Editor {
        var bytes: [UInt8] = []
        var cursors: [(offset: Int, primary: Bool)] = []
        var before: [Int] = [], after: [Int] = []
        for byte in marked.utf8 {
            switch byte {
            case UInt8(ascii: "|"), UInt8(ascii: "^"): cursors.append((bytes.count, byte == UInt8(ascii: "^")))
            case UInt8(ascii: "["): before.append(bytes.count)
            case UInt8(ascii: "]"): after.append(bytes.count)
            default: bytes.append(byte)
            }
        }
        var carets = cursors.map { Caret(cursor: $0.offset) }
        for anchor in before { if let index = carets.firstIndex(where: { $0.cursor >= anchor }) { carets[index].anchor = anchor } }
        for anchor in after { if let index = carets.lastIndex(where: { $0.cursor <= anchor }) { carets[index].anchor = anchor } }
        var document = Document(path: "test.txt", text: TextBuffer(GapBuffer(bytes)))
        document.setCarets(carets, primary: cursors.firstIndex { $0.primary } ?? carets.count - 1)
        return Editor(document: document)
    }

    /// The document's text with every caret marked as `editor(_:)` reads it; the primary is `^`
    /// when there are several.
    static func format(_ document: Document) -> String {
        let (all, primary) = document.carets
        var marks: [(offset: Int, mark: String)] = []
        for (index, caret) in all.enumerated() {
            if let anchor = caret.anchor, anchor != caret.cursor { marks.append((anchor, anchor < caret.cursor ? "[" : "]")) }
            marks.append((caret.cursor, all.count > 1 && index == primary ? "^" : "|"))
        }
        var text = document.text.bytes.allBytes
        for mark in marks.sorted(by: { $0.offset > $1.offset || ($0.offset == $1.offset && $0.mark == "]") }) {
            text.insert(contentsOf: Array(mark.mark.utf8), at: mark.offset)
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension Editor {
    /// Presses chords written as text (`Alt+Shift+Down`), or types a plain string's characters.
    mutating func press(_ chords: String...) {
        for text in chords {
            guard let chord = KeyChord(text) else { fatalError("bad chord \(text)") }
            handle(.key(chord, text: chord.insertedText))
        }
    }

    mutating func type(_ text: String) {
        for character in text { handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character))) }
    }

    var marked: String { CaretText.format(document) }
}
