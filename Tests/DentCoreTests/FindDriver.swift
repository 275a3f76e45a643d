import DentCore
import DentKeys
import DentTestSupport
import Testing

/// An editor driven the way find and replace tests need: chords by their text, typed text,
/// and what the prompt shows.
struct FindDriver {
    var editor: Editor

    init(_ marked: String, rows: Int = 10) {
        editor = Editor(document: CursorText.document(marked))
        editor.resize(rows: rows, columns: 60)
    }

    /// Ctrl+R, `pattern`, Enter, `replacement`, Enter: the question about the first match of
    /// `marked`; with `stepBytes`, each search looks at that many bytes a step.
    init(replacing marked: String, _ pattern: String, with replacement: String, regex: Bool = false, stepBytes: Int? = nil) {
        self.init(marked)
        editor.searchStepBytes = stepBytes
        press("Ctrl+r")
        if regex { press("Alt+r") }
        type(pattern)
        press("Enter")
        type(replacement)
        press("Enter")
    }

    /// Presses each chord (`"Ctrl+f"`, `"Alt+r"`, `"Enter"`, `"y"`).
    mutating func press(_ chords: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for text in chords {
            guard let chord = KeyChord(text) else {
                Issue.record("bad chord \(text)", sourceLocation: sourceLocation)
                continue
            }
            editor.handle(.key(chord, text: chord.insertedText))
        }
    }

    /// Types `text` a character at a time, as the terminal sends it.
    mutating func type(_ text: String) {
        for character in text {
            editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character)))
        }
    }

    /// The prompt on top, if any.
    var prompt: PromptState? {
        if case .prompt(let state) = editor.modals.last { return state }
        return nil
    }

    /// The prompt's label as the status line shows it.
    var label: String? { prompt.map { editor.label(of: $0) } }
    var note: String? { prompt?.note }
    var selection: Range<Int>? { editor.document.selection }
    /// The selected text.
    var selected: String? {
        selection.map { String(decoding: editor.document.text.bytes.bytes(in: $0), as: UTF8.self) }
    }
    var text: String { String(decoding: editor.document.text.bytes.allBytes, as: UTF8.self) }
}
