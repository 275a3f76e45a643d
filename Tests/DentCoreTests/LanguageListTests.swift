import DentCore
import DentKeys
import DentSyntax
import DentTestSupport
import DentText
import Testing

/// Set language (Alt+L): a filtered list of plain text and the host's languages; Enter asks the
/// host for the highlighted one, Esc changes nothing.
@Suite struct LanguageListTests {
    static let languages = [
        LanguageInfo(id: "python", name: "Python 2", section: "Script"),
        LanguageInfo(id: "c", name: "C", section: "Source"),
        LanguageInfo(id: "python3", name: "Python", section: "Script"),
        LanguageInfo(id: "sh", name: "sh", section: "Script"),
        LanguageInfo(id: "cpp", name: "C++", section: "Source"),
    ]

    static func editor(_ text: String = "hello|", highlighted: Bool = false) -> Editor {
        var editor = Editor(document: CursorText.document(text))
        editor.languages = languages
        editor.resize(rows: 8, columns: 60)
        if highlighted { editor.highlight(editor.currentID, with: SyntaxSource(highlighter: BlockCommentHighlighter(), styles: BlockCommentHighlighter(), language: "c")) }
        return editor
    }

    @Test func theListIsPlainTextThenTheLanguagesByNameWithTheFilesOwnMarked() {
        var editor = Self.editor()
        OpenFilesTests.press(&editor, "Alt+l")
        #expect(editor.activeContext == .languageList)
        let all = editor.languageListEntries()
        #expect(all.map(\.id) == [nil, "c", "cpp", "python3", "python", "sh"])
        #expect(all.map(\.name) == ["Plain text (no highlighting)", "C", "C++", "Python", "Python 2", "sh"])
        #expect(all.map(\.isCurrent) == [true, false, false, false, false, false], "a file not highlighted is plain text")
        #expect(editor.modals == [.languageList(ListState(selected: 0))])
    }

    @Test func typingFiltersByNameOrIdInAnyCase() {
        let editor = Self.editor()
        #expect(editor.languageListEntries(filter: "pyth").map(\.id) == ["python3", "python"])
        #expect(editor.languageListEntries(filter: "PYTHON3").map(\.id) == ["python3"], "the id, in any case")
        #expect(editor.languageListEntries(filter: "py 2").map(\.id) == ["python"], "every word, in the name or the id")
        #expect(editor.languageListEntries(filter: "c++").map(\.id) == ["cpp"], "the name")
        #expect(editor.languageListEntries(filter: "plain").map(\.id) == [nil])
        #expect(editor.languageListEntries(filter: "zzz").isEmpty)
    }

    @Test func enterAsksTheHostForTheHighlightedLanguage() {
        var editor = Self.editor()
        OpenFilesTests.press(&editor, "Alt+l")
        OpenFilesTests.type(&editor, "pyth")
        #expect(editor.document.text.bytes.allBytes == Array("hello".utf8), "typing filters; it never reaches the text")
        #expect(editor.modals == [.languageList(ListState(filter: "pyth", selected: 0))])
        OpenFilesTests.press(&editor, "Down", "Down", "Enter")
        #expect(editor.modals.isEmpty)
        #expect(editor.takeEffects() == [.setLanguage(editor.currentID, "python")], "the second Down stays on the last entry")
    }

    @Test func escChangesNothing() {
        var editor = Self.editor(highlighted: true)
        _ = editor.takeEffects()
        let place = editor.document.place
        OpenFilesTests.press(&editor, "Alt+l")
        OpenFilesTests.type(&editor, "sh")
        OpenFilesTests.press(&editor, "Down", "Esc")
        #expect(editor.modals.isEmpty && editor.takeEffects().isEmpty)
        #expect(editor.document.language == "c" && editor.document.place == place)
    }

    @Test func plainTextStopsHighlightingAndIsRemembered() {
        var editor = Self.editor(highlighted: true)
        #expect(editor.document.languageChoice == .language("c"), "the host's answer is the user's choice")
        OpenFilesTests.press(&editor, "Alt+l")
        #expect(editor.modals == [.languageList(ListState(selected: 1))], "the file's own language is highlighted")
        #expect(editor.languageListEntries().first { $0.isCurrent }?.id == "c")
        OpenFilesTests.press(&editor, "Up", "Enter")
        #expect(editor.takeEffects() == [.setLanguage(editor.currentID, nil)])
        editor.highlight(editor.currentID, with: nil)
        #expect(editor.document.language == nil && editor.document.languageChoice == .plain)
        #expect(editor.document.place.language == .plain)
    }

    @Test func pagesAndEndsKeepTheHighlightOnAnEntry() {
        var editor = Self.editor()
        OpenFilesTests.press(&editor, "Alt+l", "PageDown")
        #expect(editor.modals == [.languageList(ListState(selected: 5))], "past the last entry: the last")
        OpenFilesTests.press(&editor, "PageUp")
        #expect(editor.modals == [.languageList(ListState(selected: 0))])
        OpenFilesTests.type(&editor, "zzz")
        OpenFilesTests.press(&editor, "Enter")
        #expect(editor.activeContext == .languageList && editor.takeEffects().isEmpty, "nothing matches: Enter does nothing")
        OpenFilesTests.press(&editor, "Backspace", "Backspace", "Backspace")
        #expect(editor.modals == [.languageList(ListState(selected: 0))])
        #expect(editor.invariantProblems().isEmpty)
    }

    /// Issue 51, item 3: `c` Enter gave ActionScript (first by name to hold a c) and `sh`
    /// listed C# first and sh seventh; an exact name or id comes first now.
    @Test func anExactNameOrIdComesFirstAndEnterTakesIt() {
        var editor = Editor(document: CursorText.document("hello|"))
        editor.languages = [
            LanguageInfo(id: "actionscript", name: "ActionScript", section: "Source"),
            LanguageInfo(id: "c-sharp", name: "C#", section: "Source"),
            LanguageInfo(id: "bash", name: "Bash", section: "Script"),
            LanguageInfo(id: "c", name: "C", section: "Source"),
            LanguageInfo(id: "cpphdr", name: "C++ Header", section: "Source"),
            LanguageInfo(id: "sh", name: "sh", section: "Script"),
        ]
        #expect(editor.languageListEntries(filter: "c").map(\.id) == ["c", "c-sharp", "cpphdr", "actionscript"])
        #expect(editor.languageListEntries(filter: "sh").map(\.id) == ["sh", "c-sharp", "bash"])
        #expect(editor.languageListEntries(filter: "cpphdr").first?.id == "cpphdr", "the id")
        OpenFilesTests.press(&editor, "Alt+l")
        OpenFilesTests.type(&editor, "c")
        OpenFilesTests.press(&editor, "Enter")
        #expect(editor.takeEffects() == [.setLanguage(editor.currentID, "c")])
    }

    /// Issue 51, item 3: the confirmation names the language as the list does.
    @Test func theConfirmationNamesTheLanguage() {
        var editor = Self.editor()
        editor.highlight(editor.currentID, with: SyntaxSource(highlighter: BlockCommentHighlighter(), styles: BlockCommentHighlighter(), language: "cpp"))
        #expect(editor.message?.text == "Highlighted as C++")
        editor.highlight(editor.currentID, with: SyntaxSource(highlighter: BlockCommentHighlighter(), styles: BlockCommentHighlighter(), language: "unlisted"))
        #expect(editor.message?.text == "Highlighted as unlisted", "a language the host did not list: its id")
        editor.highlight(editor.currentID, with: nil)
        #expect(editor.message?.text == "Not highlighted")
    }

    /// A remembered choice comes back with the file's place.
    @Test func thePlaceCarriesTheChoice() {
        var document = CursorText.document("a\nb|")
        #expect(document.place.language == nil, "nothing chosen: the guess")
        document.restore(FilePlace(line: 1, column: 1, scrollLine: 0, language: .language("python3")))
        #expect(document.languageChoice == .language("python3") && document.place.language == .language("python3"))
    }
}
