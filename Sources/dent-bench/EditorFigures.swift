import DentCore
import DentKeys
import DentScreen
import DentText
import DentWire

/// Whole-editor figures: keystrokes through the command table, render and frame encoding.
enum EditorFigures {
    /// Keystrokes: 1,000 characters typed mid-file in a `sizeMB` document, each followed by a
    /// render and a frame encode, as the run loop does.
    static func typing(sizeMB: Int) -> Figure {
        Figure(name: "type-1000", summary: "type 1,000 characters mid-file in \(sizeMB) MB, render + encode each frame") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: sizeMB))))))
            editor.resize(rows: 40, columns: 120)
            editor.document.cursor = editor.document.text.lineRange(editor.document.text.lineCount / 2).lowerBound
            var screen = Screen(caps: .xterm)
            screen.draw(editor, rows: 40, columns: 120)
            return {
                for i in 0..<1000 {
                    let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(i % 26))
                    editor.handle(.key(KeyChord(.character(letter))))
                    screen.draw(editor, rows: 40, columns: 120)
                }
            }
        }
    }

    /// Tab on the middle line of a `sizeMB` file, the cursor at the line's start: one line indented.
    static func indentLine(sizeMB: Int) -> Figure {
        Figure(name: "indent-line", summary: "Tab on a line mid-way through a \(sizeMB) MB file") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: sizeMB))))))
            editor.document.cursor = editor.document.text.lineRange(editor.document.text.lineCount / 2).lowerBound
            return { editor.handle(.key(KeyChord(.tab))) }
        }
    }

    /// Tab (or Shift+Tab) on a selection of `scale.selectedLines` lines: one change, one undo step.
    static func indentSelection(outdent: Bool, scale: FixedScale) -> Figure {
        let lines = scale.selectedLines
        let name = "\(outdent ? "outdent" : "indent")-\(FixedScale.short(lines))-lines"
        return Figure(name: name, summary: "\(outdent ? "Shift+Tab" : "Tab") on a selection of \(lines) lines (one undo step)") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: scale.editorMB)))),
                                                   indentStyle: .spaces(4)))
            editor.document.anchor = 0
            editor.document.cursor = editor.document.text.lineRange(lines).lowerBound
            if outdent { editor.handle(.key(KeyChord(.tab))) }
            let chord = outdent ? KeyChord(.tab, .shift) : KeyChord(.tab)
            return {
                editor.handle(.key(chord))
                precondition(editor.document.selectedLines == 0...(lines - 1))
            }
        }
    }
}

/// Soft wrap on one long line: what a key costs must follow the rows shown, not the line.
extension EditorFigures {
    /// A single line of `sizeMB` MB (code with its line breaks turned into blanks), soft wrap on,
    /// the cursor in its middle; times 20 keys there (typing, Backspace, Up, Down, Right),
    /// each followed by a render and an encode, so ms / 20 is a key's cost.
    static func wrappedLineTyping(sizeMB: Int) -> Figure {
        Figure(name: "wrap-keys-\(sizeMB)mb-line", summary: "20 keys mid-way along one \(sizeMB) MB line with soft wrap, render + encode each") {
            let bytes = Workload.code(size: Workload.bytes(sizeMB: sizeMB)).map { $0 == 0x0A ? 0x20 : $0 }
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(bytes))))
            editor.wrapsLines = true
            editor.resize(rows: 40, columns: 120)
            editor.document.cursor = bytes.count / 2
            var screen = Screen(caps: .xterm)
            editor.handle(.key(KeyChord(.right)))
            screen.draw(editor, rows: 40, columns: 120)
            let keys = (0..<14).map { KeyChord(.character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0)))) }
                + [KeyChord(.backspace), KeyChord(.down), KeyChord(.down), KeyChord(.up), KeyChord(.right), KeyChord(.character("z"))]
            return {
                for key in keys {
                    editor.handle(.key(key))
                    screen.draw(editor, rows: 40, columns: 120)
                }
            }
        }
    }
}
