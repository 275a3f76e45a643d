import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

@Suite struct ToolsTests {
    func editor(_ marked: String, path: String) -> Editor {
        var document = CursorText.document(marked)
        document.path = path
        return Editor(document: consume document)
    }

    @Test func toggleCommentUsesTheFileTypesTokenAndUndoesAsOneStep() {
        var python = editor("def f():\n    x = 1|\n\n    return x\n", path: "a.py")
        python.document.anchor = 9
        python.handle(.key(KeyChord(.character("_"), .ctrl)))
        #expect(python.document.text.bytes.allBytes == Array("def f():\n    # x = 1\n\n    return x\n".utf8),
                "the selection from line 2 to its end touches line 2 only")
        python.handle(.key(KeyChord(.character("_"), .ctrl)))
        #expect(python.document.text.bytes.allBytes == Array("def f():\n    x = 1\n\n    return x\n".utf8))

        var swift = editor("  a|\nb\n", path: "Main.swift")
        swift.handle(.key(KeyChord(.character("a"), .ctrl)))
        swift.handle(.key(KeyChord(.character("/"), .ctrl)))
        #expect(swift.document.text.bytes.allBytes == Array("//   a\n// b\n".utf8), "at the smallest indentation of the lines")
        swift.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(swift.document.text.bytes.allBytes == Array("  a\nb\n".utf8))
    }

    /// The comment token and its space put before a line's combining mark join it into one
    /// glyph: the anchor of a selection there goes to that glyph's end, not inside it.
    @Test func toggleCommentBeforeACombiningMarkLeavesTheAnchorOnAGlyphBoundary() {
        var python = editor("\u{0301}x\ny|\n", path: "a.py")
        python.document.anchor = 0
        python.handle(.key(KeyChord(.character("/"), .ctrl)))
        #expect(python.document.text.lineBytes(0) == Array("# \u{0301}x".utf8))
        #expect(python.document.invariantProblems().isEmpty)
        #expect(python.document.anchor == 4)
    }

    @Test func matchingBracketJumpsBothWays() {
        var editor = editor("f(|a[1], {b})", path: "x.c")
        editor.document.cursor = 1
        editor.handle(.key(KeyChord(.character("m"), .alt)))
        #expect(editor.document.cursor == 11)
        editor.handle(.key(KeyChord(.character("m"), .alt)))
        #expect(editor.document.cursor == 1)
        var none = Self().editor("ab|c", path: "x.c")
        none.handle(.key(KeyChord(.character("m"), .alt)))
        #expect(none.message == Message("No matching bracket here"))
    }

    @Test func thePaletteFindsCommandsByLettersInOrderAndRunsThem() {
        var editor = editor("a|", path: "x.txt")
        editor.handle(.key(KeyChord(.character("e"), .ctrl)))
        for letter in "cnvind" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter))) }
        #expect(editor.paletteTitles.first == "Convert indentation")
        #expect(editor.paletteTitles.allSatisfy { $0 != "Close" }, "help-view commands are not in the palette")
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.modals.isEmpty)
    }

    /// Issue 51, item 20: Convert indentation says what it did, and when nothing needed it.
    @Test func convertIndentationSaysHowManyLinesOrThatNothingNeededIt() {
        var editor = editor("a|\n    b\n", path: "x.txt")
        editor.run(.convertIndentation)
        #expect(editor.message == Message("Nothing to convert: every line is already indented with spaces"))
        #expect(!editor.document.isModified)
        var mixed = self.editor("a|\n\tb\n\t\tc\n    d\n", path: "x.txt")
        mixed.run(.indentSize4)
        mixed.run(.convertIndentation)
        #expect(mixed.message == Message("Indentation of 2 lines converted to spaces"))
        #expect(mixed.document.text.bytes.allBytes == Array("a\n        b\n                c\n    d\n".utf8), "a tab reaches column 8")
    }

    @Test func redrawAndSuspendAskTheHost() {
        var editor = editor("a|", path: "x.txt")
        editor.handle(.key(KeyChord(.character("r"), .alt)))
        editor.handle(.key(KeyChord(.character("z"), .alt)))
        #expect(editor.takeEffects() == [.redraw, .suspend])
    }
}

extension Editor {
    var paletteTitles: [String] { helpEntries(filter: currentFilter, palette: true).map(\.title) }

    var currentFilter: String {
        if case .help(let state) = modals.last { return state.filter }
        return ""
    }
}

/// Issue 21, item 10: typing thousands of characters into the help or file list filter.
@Suite struct FilterLimitTests {
    @Test func theHelpFilterStopsGrowingAtItsLimitAndSaysSo() {
        var editor = Editor(document: CursorText.document("|"))
        editor.handle(.key(KeyChord(.character("g"), .ctrl)))
        for _ in 0..<(Editor.filterLimit + 50) { editor.handle(.key(KeyChord(.character("q")), text: "q")) }
        guard case .help(let state) = editor.modals.last else {
            Issue.record("the help closed")
            return
        }
        #expect(state.filter.count == Editor.filterLimit)
        #expect(editor.message?.isError == true)
        editor.handle(.key(KeyChord(.backspace)))
        guard case .help(let after) = editor.modals.last else {
            Issue.record("Backspace closed the help")
            return
        }
        #expect(after.filter.count == Editor.filterLimit - 1)
    }

    @Test func theFileListFilterStopsGrowingAtItsLimit() {
        var editor = Editor(document: CursorText.document("|"))
        editor.handle(.key(KeyChord(.character("o"), .alt)))
        for _ in 0..<(Editor.filterLimit + 5) { editor.handle(.key(KeyChord(.character("z")), text: "z")) }
        guard case .fileList(let state) = editor.modals.last else {
            Issue.record("the file list closed")
            return
        }
        #expect(state.filter.count == Editor.filterLimit)
    }
}
