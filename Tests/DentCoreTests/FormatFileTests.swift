import Testing
import DentConfig
import DentCore
import DentTestSupport
import DentText

/// Format file against a fake host: the language's formatter is asked for with the whole file
/// as its input, and its answer replaces the text as one undo step, the cursor kept in place.
@Suite struct FormatFileTests {
    /// A C file (by its name) with dent.conf `conf`, the cursor where `|` is.
    private func editor(_ marked: String, conf: String = "[language c]\nformatter = tr a-z A-Z\n") -> Editor {
        var document = CursorText.document(marked)
        document.path = "/tmp/x.c"
        document.ruleBook = SettingsParser.parse(conf).0.languageRules
        return Editor(document: consume document)
    }

    @Test func theWholeFileGoesToTheFormatterAndComesBackAsOneUndoStep() {
        var editor = editor("int a;\nint b|c;\n")
        editor.document.anchor = 2
        editor.run(.formatFile)
        #expect(editor.takeEffects() == [.filter(editor.currentID, 0..<15, "tr a-z A-Z")], "the whole file, not the selection")
        #expect(editor.runningCommand?.use == .format(editor.currentID))
        editor.commandFinished(CommandOutcome(output: Array("INT A;\nINT\n  BC;\n".utf8), ending: .exited(0)))
        #expect(editor.modals.isEmpty)
        #expect(editor.document.text.bytes.allBytes == Array("INT A;\nINT\n  BC;\n".utf8))
        #expect(editor.document.cursorPosition == (2, 4), "the same line and column, clamped to the line's length")
        #expect(editor.document.selection == nil)
        #expect(editor.message == Message("Formatted with tr a-z A-Z"))
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == Array("int a;\nint bc;\n".utf8), "one undo step")
        editor.run(.redo)
        #expect(editor.document.cursorPosition == (2, 4), "redo puts the cursor where the format left it")
    }

    @Test func theCursorLineIsClampedToAShorterFile() {
        var editor = editor("a\nb\nc|\n")
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(output: Array("abc\n".utf8), ending: .exited(0)))
        #expect(editor.document.cursorPosition == (2, 1), "the last line (the empty one after the last line ending)")
    }

    @Test func aFailingFormatterChangesNothingAndShowsItsStderr() {
        var editor = editor("int a;|\n")
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(errors: Array("x.c:1: bad\nmore\n".utf8), ending: .exited(1)))
        #expect(editor.document.text.bytes.allBytes == Array("int a;\n".utf8))
        #expect(!editor.document.isModified)
        #expect(editor.message?.isError == true)
        #expect(editor.message?.text == "tr a-z A-Z failed (exit status 1), nothing changed: x.c:1: bad (F1 shows all of it)")
        #expect(editor.message?.detail == "x.c:1: bad\nmore")
    }

    @Test func anEmptyOutputForAFileWithTextIsRefused() {
        var editor = editor("int a;|\n")
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(ending: .exited(0)))
        #expect(editor.document.text.bytes.allBytes == Array("int a;\n".utf8))
        #expect(editor.message?.isError == true)
    }

    @Test func anUnchangedFileMakesNoUndoStep() {
        var editor = editor("int a;|\n")
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(output: Array("int a;\n".utf8), ending: .exited(0)))
        #expect(!editor.document.isModified)
        #expect(editor.message == Message("Already formatted: tr a-z A-Z changed nothing"))
    }

    @Test func aFileChangedWhileTheFormatterRanIsNotReplaced() {
        var editor = editor("int a;|\n")
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.document.text = TextBuffer(GapBuffer(Array("reloaded\n".utf8)))
        editor.commandFinished(CommandOutcome(output: Array("INT A;\n".utf8), ending: .exited(0)))
        #expect(editor.document.text.bytes.allBytes == Array("reloaded\n".utf8))
        #expect(editor.message?.isError == true)
    }

    @Test func noFormatterNamesTheSettingToAdd() {
        var editor = editor("int a;|\n", conf: "")
        editor.run(.formatFile)
        #expect(editor.takeEffects().isEmpty && editor.modals.isEmpty)
        #expect(editor.message == Message("No formatter for c: set `formatter` in [language c] in dent.conf", isError: true))
        var plain = Editor(document: CursorText.document("text|"))
        plain.run(.formatFile)
        #expect(plain.message?.text.hasPrefix("No formatter: test.txt has no language") == true)
    }
}
