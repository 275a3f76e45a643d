import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// The help view and the palette as drawn (issue 51): the chord column never touches the
/// titles (item 18), the notes stand at the end under their heading and only where they apply
/// (item 17), a filtered list is in the ranker's order (item 2).
@Suite struct HelpViewTests {
    static func screen(_ editor: Editor, opening chord: String = "Ctrl+g", typing filter: String = "", rows: Int = 800,
                       columns: Int = 120) -> [String] {
        var editor = editor
        editor.resize(rows: rows, columns: columns)
        if let chord = KeyChord(chord) { editor.handle(.key(chord)) }
        for character in filter { editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character))) }
        return ScreenText.lines(Renderer.render(editor, rows: rows, columns: columns))
    }

    static func plainEditor() -> Editor { Editor(document: CursorText.document("a|")) }

    /// Whether `line` is an entry's: `chords`, then two spaces or more, then `title`.
    static func standsApart(_ line: String, _ chords: String, _ title: String) -> Bool {
        guard line.hasPrefix("  " + chords + "  ") else { return false }
        return line.dropFirst(2 + chords.count).drop { $0 == " " }.hasPrefix(title)
    }

    /// Whether the row of each entry keeps two spaces before its title: the title comes after the
    /// chord column and its gap, never right after a chord.
    static func everyTitleStandsApart(_ screen: [String], _ entries: [HelpEntry]) -> [String] {
        entries.filter { entry in !screen.contains { $0.contains("  " + entry.title + ":") } }.map(\.title)
    }

    @Test(arguments: [120, 80, 200])
    func thePalettesChordsNeverRunIntoTheTitles(columns: Int) {
        let screen = Self.screen(Self.plainEditor(), opening: "Ctrl+e", columns: columns)
        let entries = Self.plainEditor().helpEntries(palette: true)
        #expect(Self.everyTitleStandsApart(screen, entries).isEmpty, "\(Self.everyTitleStandsApart(screen, entries))")
        #expect(!screen.contains { $0.contains("Alt+Shift+HomeSelect") })
    }

    @Test func aWideScreenShowsEveryChordANarrowOneCutsThemWithAnEllipsis() {
        let wide = Self.screen(Self.plainEditor(), opening: "Ctrl+e", columns: 120)
        #expect(wide.contains { Self.standsApart($0, "Ctrl+Shift+Home, Alt+Shift+Home", "Select to start of file: ") }, "the issue's row at 120 columns")
        let narrow = Self.screen(Self.plainEditor(), opening: "Ctrl+e", columns: 80)
        #expect(narrow.contains { $0.hasPrefix("  Ctrl+Shift+Home, …") && $0.contains(" …  ") && $0.contains("  Select to start of file: ") })
        #expect(!narrow.contains { $0.contains("Alt+Shift+Home") }, "a chord that does not fit is cut whole")
    }

    /// `dent --list-keys` prints every chord, the column as wide as the longest.
    @Test func theListedKeysNeverRunIntoTheTitles() {
        let lines = HelpView.lines(for: Self.plainEditor())
        #expect(lines.contains { Self.standsApart($0, "Ctrl+Shift+Left, Alt+Shift+Left", "Select word left: ") })
        for command in CommandTable.standard.commands {
            #expect(lines.contains { $0.contains("  " + command.title + ": " + command.help) }, "\(command.id)")
        }
    }

    @Test func theHelpStartsWithTheCommandsAndEndsWithTheNotesThatApply() throws {
        var editor = Self.plainEditor()
        editor.environment = EnvironmentFacts(tmux: TmuxFacts(escapeTime: 500, extendedKeys: "on"))
        editor.terminalReportsModifierKeys = false
        let screen = Self.screen(editor)
        #expect(Array(screen.prefix(3)) == ["Type to filter; Enter runs the highlighted command", "", "File"], "no note above the commands")
        let heading = try #require(screen.firstIndex(of: Editor.helpNotesHeading))
        #expect(screen[heading...].contains { $0.contains("lone Esc reaches dent 500 ms late") })
        #expect(heading > (screen.firstIndex(of: "How indentation and typing work") ?? .max), "the notes are last")
        #expect(!screen.contains { $0.contains("kitty keyboard protocol") || $0.contains("Keys for nano users") }, "neither applies")
        let palette = Self.screen(editor, opening: "Ctrl+e")
        #expect(palette.prefix(3).last == "File" && palette.contains(Editor.helpNotesHeading), "the palette too")
    }

    @Test func noNoteNoHeading() {
        let screen = Self.screen(Self.plainEditor())
        #expect(!screen.contains(Editor.helpNotesHeading))
        #expect(!HelpView.lines(for: Self.plainEditor()).contains(Editor.helpNotesHeading))
    }

    @Test func aFilterKeepsTheNotesThatHoldItsWords() {
        var editor = Self.plainEditor()
        editor.environment = EnvironmentFacts(tmux: TmuxFacts(escapeTime: 500, extendedKeys: "off"))
        let tmux = Self.screen(editor, typing: "escape-time")
        #expect(tmux.contains(Editor.helpNotesHeading) && tmux.contains { $0.contains("lone Esc reaches dent") })
        #expect(!tmux.contains { $0.contains("extended-keys is off") })
        #expect(!Self.screen(editor, typing: "paste").contains(Editor.helpNotesHeading))
    }

    @Test func aFilteredHelpIsInTheRankersOrderUnderOneHeading() throws {
        let screen = Self.screen(Self.plainEditor(), typing: "paste", rows: 12)
        #expect(screen.first == "Filter: paste")
        let heading = try #require(screen.firstIndex(of: "Commands, best match first"))
        #expect(screen[heading + 1] == "  Ctrl+v  Paste: Paste what was copied or cut in dent (a whole line goes above the cursor's line)")
        #expect(!screen.contains("Edit") && !screen.contains("File"), "no category headings in a ranked list")
    }
}
