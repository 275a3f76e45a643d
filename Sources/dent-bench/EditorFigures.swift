import DentCore
import DentKeys
import DentScreen
import DentText

/// Whole-editor figures: keystrokes through the command table, render and frame encoding.
enum EditorFigures {
    /// Keystrokes: 1,000 characters typed mid-file in a 10 MB document, each followed by a
    /// render and a frame encode, as the run loop does.
    static var typing: Figure {
        Figure(name: "type-1000", summary: "type 1,000 characters mid-file in 10 MB, render + encode each frame") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: 10))))))
            editor.resize(rows: 40, columns: 120)
            editor.document.cursor = editor.document.text.lineRange(editor.document.text.lineCount / 2).lowerBound
            var encoder = FrameEncoder(caps: .xterm)
            _ = encoder.encode(Renderer.render(editor, rows: 40, columns: 120))
            return {
                for i in 0..<1000 {
                    let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(i % 26))
                    editor.handle(.key(KeyChord(.character(letter))))
                    _ = encoder.encode(Renderer.render(editor, rows: 40, columns: 120))
                }
            }
        }
    }

    /// Tab on one line of a 10 MB file (the first version indents the cursor's line).
    static var indentLine: Figure {
        Figure(name: "indent-line", summary: "Tab on a line mid-way through a 10 MB file") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: 10))))))
            editor.document.cursor = editor.document.text.lineRange(editor.document.text.lineCount / 2).lowerBound
            return { editor.handle(.key(KeyChord(.tab))) }
        }
    }
}
