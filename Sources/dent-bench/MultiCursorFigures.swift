import DentCore
import DentKeys
import DentText

/// Several cursors: one keystroke acts at every one (issue 27 asks for 1,000 cursors in 10 MB
/// under 5 ms of work).
enum MultiCursorFigures {
    /// One character typed at 1,000 cursors spread evenly over a `sizeMB` file, each at a line's
    /// start: the edit at every cursor, their moves and the one undo step, without a frame.
    static func typing(sizeMB: Int) -> Figure {
        Figure(name: "multicursor-type-1000", summary: "type 1 character at 1,000 cursors spread over \(sizeMB) MB (one undo step)") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: sizeMB))))))
            editor.resize(rows: 40, columns: 120)
            let lines = editor.document.text.lineCount
            let carets = (0..<1000).map { Caret(cursor: editor.document.text.lineRange($0 * (lines / 1000)).lowerBound) }
            editor.document.setCarets(carets, primary: 500)
            return {
                editor.handle(.key(KeyChord(.character("x")), text: "x"))
                precondition(editor.document.caretCount == 1000)
            }
        }
    }
}
