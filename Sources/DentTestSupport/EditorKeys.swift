import DentCore
import DentKeys

extension Editor {
    /// Handles each chord as the terminal would send it (`Ctrl+w`, `Alt+%`), with the text a
    /// plain key types. A chord that does not parse is a mistake in the test: it traps.
    public mutating func press(_ chords: String...) {
        for text in chords {
            guard let chord = KeyChord(text) else { preconditionFailure("not a chord: \(text)") }
            handle(.key(chord, text: chord.insertedText))
        }
    }

    /// Types `text` a character at a time, as keys.
    public mutating func type(_ text: String) {
        for character in text {
            handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character)))
        }
    }

    /// A bracketed paste of `text`: inserted exactly, without auto-indent or auto-pairs.
    public mutating func paste(_ text: String) {
        handle(.pasteStart)
        handle(.pasteChunk(Array(text.utf8)))
        handle(.pasteEnd)
    }
}
