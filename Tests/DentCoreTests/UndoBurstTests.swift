import Testing
import DentCore
import DentKeys
import DentTestSupport

/// Issue 51, item 21: a burst of typing is one undo step, the Enters, automatic indentation,
/// pairs and closers in it included; a pause, a move or a command ends it; a long burst ends at
/// its next line break after 10 lines or 5 seconds.
@Suite struct UndoBurstTests {
    /// Types `text` into `editor`, `gap` milliseconds between keys (Enter for a line break).
    private func type(_ text: String, into editor: inout Editor, gap: UInt64 = 50) {
        for character in text {
            editor.clock += gap
            if character == "\n" {
                editor.handle(.key(KeyChord(.enter)))
            } else {
                editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? "x")), text: String(character)))
            }
        }
    }

    /// How many undos take the text back to empty.
    private func undosToEmpty(_ editor: inout Editor) -> Int {
        var count = 0
        while editor.document.text.count > 0 && count < 100 {
            editor.handle(.key(KeyChord(.character("z"), .ctrl)))
            count += 1
        }
        return count
    }

    private func python() -> Editor {
        var document = CursorText.document("|")
        document.path = "/w/app.py"
        return Editor(document: consume document)
    }

    @Test func sixLinesOfPythonTypedInOneGoAreOneStep() {
        var editor = python()
        type("def area(w, h):\n\"\"\"Area.\"\"\"\nif w < 0:\nraise ValueError(w)\nreturn w * h\n", into: &editor)
        #expect(editor.document.text.count > 60)
        #expect(undosToEmpty(&editor) == 1, "pairs, Enters and the dedent after raise are the burst's")
    }

    @Test func thirteenLinesInOneGoAreCutAtTheEleventhLineBreak() {
        var editor = python()
        type(String(repeating: "x = 1\n", count: 13), into: &editor)
        #expect(undosToEmpty(&editor) == 2)
    }

    @Test func aPauseAMoveOrACommandEndsTheBurst() {
        var editor = python()
        type("a = 1\n", into: &editor)
        type("b = 2\n", into: &editor, gap: 1_500)
        #expect(undosToEmpty(&editor) >= 2, "a pause of 1.5 s starts a new step")
        var moved = python()
        type("a = 1\n", into: &moved)
        moved.handle(.key(KeyChord(.left)))
        type("b", into: &moved)
        #expect(undosToEmpty(&moved) == 2)
    }

    @Test func aBurstOfFiveSecondsEndsAtItsNextLineBreak() {
        var editor = python()
        type("abcdefghijklmnopqrstuvwxyz" + "abcdefghijklmnopqrstuvwxyz" + "\n", into: &editor, gap: 200)
        #expect(undosToEmpty(&editor) == 2, "52 keys at 200 ms run past 5 s: the line break starts a new step")
    }
}
