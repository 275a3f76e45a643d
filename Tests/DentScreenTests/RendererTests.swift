import Glibc
import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

@Suite struct RendererTests {
    func editor(_ marked: String, rows: Int = 6, columns: Int = 40) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.resize(rows: rows, columns: columns)
        return editor
    }

    @Test func drawsTextStatusLineAndShortcutBar() {
        var editor = editor("def f():\n    re|turn 1\n")
        editor.handle(.key(KeyChord(.character("x"))))
        let grid = Renderer.render(editor, rows: 6, columns: 60)
        let lines = ScreenText.lines(grid)
        #expect(Array(lines[0..<4]) == ["def f():", "    rexturn 1", "", "~"], "a dim ~ marks rows past the end")
        #expect(ScreenText.styles(grid, row: 3).prefix(1) == "d")
        #expect(lines[4].hasPrefix(" test.txt [+] "))
        // Right-aligned, the position padded to the width of "Ln 3, Col 100" so it never shifts.
        #expect(lines[4].hasSuffix(" Spaces:4 (default)  LF  Ln 2, Col 8") && lines[4].count == 57, "right-aligned")
        #expect(lines[5] == "^G Help  ^S Save  ^Q Quit  Tab Indent  S-Tab Outdent")
        #expect(grid.cursor! == (1, 7))
        #expect(ScreenText.styles(grid, row: 5).hasPrefix("rr.......rr.......rr"))
    }

    /// Issue 22 item 13: the status line follows the indent commands, detect again included.
    @Test func theStatusLineShowsTheIndentationTheCommandsLeave() {
        var editor = editor("a:\n\t|b\n")
        for (command, shown) in [(CommandID.indentSize2, "Spaces:2 (command)"), (.indentWithTabs, "Tabs (command)"),
                                 (.indentWithSpaces, "Spaces:2 (command)"), (.indentDetect, "Tabs (detected)")] {
            editor.run(command)
            #expect(ScreenText.lines(Renderer.render(editor, rows: 6, columns: 60))[4].hasPrefix(" Indentation: \(shown) "))
            editor.message = nil
            let status = ScreenText.lines(Renderer.render(editor, rows: 6, columns: 60))[4]
            #expect(status.hasSuffix(" \(shown)  LF  Ln 2, Col 9"), "\(command): \(status)")
        }
    }

    /// On a narrow screen the status line keeps the position and the modified mark: the indent
    /// style and the line ending give way first, then the file name is cut in the middle, and
    /// last the position becomes `line:column`.
    @Test(arguments: [(80, " a-rather-long-file-name.txt [+]          Spaces:4 (default)  LF  Ln 2, Col 3"),
                      (60, " a-rather-long-file-name.txt [+]          LF  Ln 2, Col 3"),
                      (44, " a-rather-l...e-name.txt [+]  Ln 2, Col 3"),
                      (30, " a-r...txt [+]  Ln 2, Col 3"),
                      (16, " a...t [+]  2:3")])
    func theStatusLineGivesWayFromTheLeftOfThePosition(columns: Int, expected: String) {
        var editor = Editor(document: CursorText.document("x\nab|c\n"))
        editor.document.path = "/tmp/a-rather-long-file-name.txt"
        editor.resize(rows: 4, columns: columns)
        editor.handle(.key(KeyChord(.character("!")), text: "!"))
        editor.handle(.key(KeyChord(.backspace)))
        let grid = Renderer.render(editor, rows: 4, columns: columns)
        #expect(ScreenText.lines(grid)[2] == expected)
    }

    @Test func tabsControlsAndInvalidBytesAreVisible() {
        var document = Document(path: "t", text: TextBuffer(GapBuffer([0x09, 0x61, 0x01, 0xFF])), tabWidth: 4)
        document.cursor = 0
        var editor = Editor(document: consume document)
        editor.showsWhitespace = false
        editor.resize(rows: 3, columns: 20)
        let grid = Renderer.render(editor, rows: 3, columns: 20)
        #expect(ScreenText.lines(grid)[0] == "    a^A<ff>")
        #expect(ScreenText.styles(grid, row: 0).prefix(11) == ".....rrrrrr")
    }

    @Test func aLoneCombiningMarkIsDrawnOnANoBreakSpace() {
        var editor = editor("\u{0301}x|", rows: 3, columns: 10)
        editor.resize(rows: 3, columns: 10)
        let grid = Renderer.render(editor, rows: 3, columns: 10)
        #expect(grid[0, 0].text == "\u{00A0}\u{0301}")
        #expect(grid[0, 1].text == "x")
    }

    @Test func wideCharactersCutByTheEdgeShowAsBlanks() {
        var editor = editor("ab日|", rows: 3, columns: 3)
        editor.resize(rows: 3, columns: 3)
        let grid = Renderer.render(editor, rows: 3, columns: 3)
        #expect(ScreenText.lines(grid)[0] == "<", "the scroll mark takes the first cell, and never half of 日")
        #expect(grid[0, 1] == .blank && editor.document.scrollColumn == 3)
        #expect(grid.cursor! == (0, 1))
    }

    @Test func theViewScrollsToFollowTheCursor() {
        let text = (1...50).map { "line \($0)" }.joined(separator: "\n")
        var editor = editor("|" + text, rows: 5, columns: 20)
        for _ in 0..<10 { editor.handle(.key(KeyChord(.down))) }
        let grid = Renderer.render(editor, rows: 5, columns: 20)
        #expect(ScreenText.lines(grid).prefix(3) == ["line 9", "line 10", "line 11"])
        #expect(grid.cursor! == (2, 0))
    }

    @Test func theQuitPromptShowsItsQuestionAndItsKeys() {
        var editor = editor("a|")
        editor.handle(.key(KeyChord(.character("b"))))
        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        let lines = ScreenText.lines(Renderer.render(editor, rows: 6, columns: 60))
        #expect(lines[4].hasPrefix(" Save changes? (y/n/Esc)"))
        #expect(lines[5] == "y Yes  n No  Esc Cancel  ^G Help")
    }

    @Test func theHelpListsEveryCommandFromTheTable() {
        let text = HelpView.lines(for: editor("a|")).joined(separator: "\n")
        for command in CommandTable.standard.commands {
            #expect(text.contains(command.title + ": " + command.help), "\(command.id)")
        }
        #expect(text.contains("Ctrl+g, F1"))
    }

    @Test func theHelpViewEndsWithTheRulesOfTabEnterAndTyping() {
        var editor = editor("a|", rows: 600, columns: 90)
        editor.handle(.key(KeyChord(.function(1))))
        let text = ScreenText.lines(Renderer.render(editor, rows: 600, columns: 90)).joined(separator: " ")
        let words = text.split(separator: " ").joined(separator: " ")
        #expect(words.contains("How indentation and typing work - Tab indents every line touched by the selection"))
        #expect(words.contains("- Enter splits the line. With `smart-indent = on` (the default)"))
        #expect(words.contains("- A closer typed first on a line"))
        #expect(words.contains("- Typing a pair (`auto-pairs = on`, the default)"))
    }

    @Test func theHelpViewFiltersAsTheUserTypesAndHighlightsWhatEnterRuns() {
        var editor = editor("a|", rows: 12, columns: 90)
        editor.handle(.key(KeyChord(.function(1))))
        for letter in "outd" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter))) }
        let grid = Renderer.render(editor, rows: 12, columns: 90)
        let lines = ScreenText.lines(grid)
        #expect(lines[0] == "Filter: outd")
        #expect(lines.contains { $0.contains("Shift+Tab") && $0.contains("Outdent:") })
        #expect(!lines.contains { $0.contains("Save:") })
        let highlighted = lines.indices.first { ScreenText.styles(grid, row: $0).hasPrefix("rrrr") }
        #expect(highlighted.map { lines[$0].contains("Outdent:") } == true)
        #expect(CursorText.format(editor.document) == "a|", "typing in the help never edits the text")
    }

    /// Notes above the commands (a last message, the key profile's line) may push the first
    /// entry past mid-screen: the filter line stays on the first row while that entry is on
    /// the first screen.
    @Test func thePalettesFilterLineStaysWhileTheFirstEntryIsOnTheFirstScreen() {
        var editor = editor("a|", rows: 16, columns: 40)
        editor.message = Message("a message long enough to take a few rows of the help view at this narrow width")
        editor.handle(.key(KeyChord(.function(1))))
        let lines = ScreenText.lines(Renderer.render(editor, rows: 16, columns: 40))
        #expect(lines[0].hasPrefix("Type to filter"), "\(lines)")
    }

    @Test func theHelpWrapsLongDescriptionsUnderTheirTitle() throws {
        var editor = editor("a|", rows: 120, columns: 80)
        editor.handle(.key(KeyChord(.function(1))))
        let rows = ScreenText.lines(Renderer.render(editor, rows: 120, columns: 80))
        let quit = try #require(rows.firstIndex { $0.contains("Quit: Leave dent") })
        let line = Array(rows[quit])
        let titleColumn = try #require(line.indices.first { String(line[$0...]).hasPrefix("Quit:") })
        let continuation = rows[quit + 1]
        #expect(continuation.prefix { $0 == " " }.count == titleColumn, "\(continuation)")
        let words = rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("Quit: Leave dent, asking first about each file with unsaved changes"))
    }

    @Test func aLongMessageTakesTheWholeStatusLine() {
        var editor = editor("a|", rows: 4, columns: 50)
        editor.message = Message("keys.conf:2: unknown command \"indnet\" (did you mean \"indent\"?)", isError: true)
        let lines = ScreenText.lines(Renderer.render(editor, rows: 4, columns: 50))
        #expect(lines[2] == " keys.conf:2: unknown command \"indnet\" (did you m…", "all 50 columns, cut with … (issue 22, item 16)")
        editor.message = Message("Saved 1 line")
        #expect(ScreenText.lines(Renderer.render(editor, rows: 4, columns: 50))[2].hasSuffix("Ln 1, Col 2"))
    }

    /// Screens down to nothing: the grid has the size asked for, no wide character is cut in
    /// half (one column cannot hold 漢) and the cursor is inside the grid or hidden.
    @Test(arguments: ["a|", "漢|字"])
    func aTinyScreenKeepsTheGridWhole(text: String) {
        let editor = editor(text)
        for rows in 0...3 {
            for columns in 0...3 {
                let grid = Renderer.render(editor, rows: rows, columns: columns)
                let size = "\(rows)x\(columns)"
                #expect(grid.rows == rows && grid.columns == columns && grid.cells.count == rows * columns, "\(size)")
                #expect(grid.checkInvariants().isEmpty, "\(size): \(grid.checkInvariants())")
                if let cursor = grid.cursor {
                    #expect(cursor.row < rows && cursor.column < columns, "\(size): cursor at \(cursor)")
                }
            }
        }
    }
}

@Suite struct KeysDocumentTests {
    /// docs/KEYS.md is generated; regenerate with `make docs` (or `swift run dent --keys-markdown > docs/KEYS.md`).
    @Test func docsKeysMatchesTheCommandTable() throws {
        let text = try #require(TextFile.read(TextFile.repositoryPath("docs/KEYS.md")), "docs/KEYS.md is missing")
        let expected = KeysDocument.markdown(for: Editor(document: Document(path: "")))
        #expect(text == expected, "docs/KEYS.md is stale: run make docs (or swift run dent --keys-markdown > docs/KEYS.md)")
    }
}
