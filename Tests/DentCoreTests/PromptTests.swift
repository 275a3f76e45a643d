import Testing
import DentCore
import DentKeys
import DentTestSupport

@Suite struct PromptTests {
    func type(_ editor: inout Editor, _ text: String) {
        for character in text {
            let scalar = character.unicodeScalars.first ?? " "
            editor.handle(.key(KeyChord(.character(scalar)), text: String(character)))
        }
    }

    func goTo(_ answer: String, in text: String = (1...10).map { "line \($0)" }.joined(separator: "\n"), from start: Int = 0) -> Editor {
        var editor = Editor(document: CursorText.document("|" + text))
        editor.document.cursor = editor.document.text.lineRange(start).lowerBound
        editor.handle(.key(KeyChord(.character("l"), .ctrl)))
        type(&editor, answer)
        editor.handle(.key(KeyChord(.enter)))
        return editor
    }

    @Test(arguments: [("7", 7, 1), ("3:4", 3, 4), ("+2", 6, 1), ("-3", 1, 1), ("50%", 5, 1), ("100%", 10, 1), ("0", 1, 1)])
    func goToLineUnderstandsEveryForm(answer: String, line: Int, column: Int) {
        let editor = goTo(answer, from: 3)
        #expect(editor.document.cursorPosition.line == line, "\(answer)")
        #expect(editor.document.cursorPosition.column == column, "\(answer)")
        #expect(editor.modals.isEmpty)
    }

    @Test func outOfRangeGoesToTheNearestLineWithAMessage() {
        let editor = goTo("99")
        #expect(editor.document.cursorPosition.line == 10)
        #expect(editor.message == Message("There are 10 lines: went to line 10"))
        #expect(goTo("x1").message?.isError == true)
    }

    @Test func thePromptIsOpaqueAndEditable() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("l"), .ctrl)))
        type(&editor, "12")
        editor.handle(.key(KeyChord(.left)))
        type(&editor, "3")
        editor.handle(.key(KeyChord(.backspace)))
        editor.handle(.key(KeyChord(.tab)))
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.modals == [.prompt(PromptState(kind: .goToLine, text: "12").with(cursor: 1))])
        #expect(CursorText.format(editor.document) == "a|", "nothing reached the text")
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.modals.isEmpty)
    }

    @Test func saveAsChangesThePathAndSaves() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("s"), .alt)))
        for _ in 0..<20 { editor.handle(.key(KeyChord(.backspace))) }
        type(&editor, "new.txt")
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.takeEffects() == [.saveAs(editor.currentID, "new.txt")])
        #expect(editor.document.path == "test.txt", "the path changes once the save succeeded")
        editor.saveFinished(editor.currentID, error: nil, lines: 1, path: "/home/me/new.txt")
        #expect(editor.document.path == "/home/me/new.txt", "where the host wrote it")
    }
}

extension PromptState {
    func with(cursor: Int) -> PromptState {
        var copy = self
        copy.cursor = cursor
        return copy
    }
}

/// Issue 21, item 2: combining marks typed or pasted into a prompt merge into the character
/// before them; the prompt's cursor must stay inside its text.
@Suite struct PromptCombiningTests {
    func type(_ editor: inout Editor, _ scalars: [String]) {
        for text in scalars { editor.handle(.key(KeyChord(.character(text.unicodeScalars.first ?? "a")), text: text)) }
    }

    @Test(arguments: [KeyChord(.character("f"), .ctrl), KeyChord(.character("l"), .ctrl), KeyChord(.character("s"), .alt)])
    func aCombiningMarkTypedIntoAPromptMergesAndTheCursorFollows(opening: KeyChord) {
        var editor = Editor(document: CursorText.document("caf|e\u{301}x"))
        editor.handle(.key(opening))
        type(&editor, ["e", "\u{301}", "x"])
        guard case .prompt(let state) = editor.modals.last else {
            Issue.record("no prompt")
            return
        }
        #expect(state.text.hasSuffix("e\u{301}x"))
        #expect(state.cursor == state.text.count)
        editor.handle(.key(KeyChord(.backspace)))
        editor.handle(.key(KeyChord(.backspace)))
        #expect(editor.invariantProblems() == [])
    }

    @Test func aMarkTypedBeforeTheCursorsTextMergesWithoutLeavingTheText() {
        var editor = Editor(document: CursorText.document("|a"))
        editor.handle(.key(KeyChord(.character("f"), .ctrl)))
        type(&editor, ["e"])
        editor.handle(.key(KeyChord(.left)))
        type(&editor, ["x", "\u{301}"])
        guard case .prompt(let state) = editor.modals.last else {
            Issue.record("no prompt")
            return
        }
        #expect(state.text == "x\u{301}e" && state.cursor == 1)
        #expect(editor.invariantProblems() == [])
    }

    @Test func pastedNFDTextIntoFindKeepsTheCursorInside() {
        var editor = Editor(document: CursorText.document("|cafe\u{301}"))
        editor.handle(.key(KeyChord(.character("f"), .ctrl)))
        editor.handle(.pasteStart)
        editor.handle(.pasteChunk(Array("cafe\u{301}".utf8)))
        editor.handle(.pasteEnd)
        type(&editor, ["\u{301}"])
        #expect(editor.invariantProblems() == [])
    }
}
