import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// The shortcut bar shows what the next key will do: Tab completes in a path prompt, and after
/// insert-literally every key is a character.
@Suite struct NextKeyBarTests {
    func bar(_ editor: Editor, width: Int = 80) -> String {
        ScreenText.lines(Renderer.render(editor, rows: 6, columns: width)).last ?? ""
    }

    @Test func theOpenAndSaveAsPromptsShowTabCompletes() {
        for chord in [KeyChord(.character("o"), .ctrl), KeyChord(.character("s"), .alt)] {
            var editor = Editor(document: CursorText.document("a|"))
            editor.handle(.key(chord))
            #expect(bar(editor).hasPrefix("Enter OK  Esc Cancel  Tab Complete"), "\(chord)")
        }
    }

    @Test func goToLineHasNothingToComplete() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("l"), .ctrl)))
        #expect(!bar(editor).contains("Tab"))
    }

    @Test func afterInsertLiterallyTabInsertsATab() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("v"), .alt)))
        #expect(bar(editor) == "Tab Insert a tab  Enter Insert a CR  Esc Insert an Esc")
        editor.handle(.key(KeyChord(.tab)))
        #expect(bar(editor).contains("Tab Indent"), "after the one literal key, the bar is the editor's again")
    }
}
