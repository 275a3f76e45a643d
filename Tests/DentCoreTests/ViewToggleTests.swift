import Testing
import DentConfig
import DentCore
import DentKeys
import DentTestSupport

/// The whitespace and line-number toggles, and the gutter's columns taken off the text area.
@Suite struct ViewToggleTests {
    func editor(_ marked: String, numbers: Bool = false) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.showsLineNumbers = numbers
        editor.resize(rows: 6, columns: 20)
        return editor
    }

    @Test func theTogglesFlipFromTheirChords() {
        var editor = editor("a|")
        #expect(editor.showsWhitespace && !editor.showsLineNumbers, "the settings' defaults")
        editor.handle(.key(KeyChord(.character("."), .alt)))
        #expect(!editor.showsWhitespace)
        #expect(editor.message?.text == "Whitespace: hidden")
        editor.handle(.key(KeyChord(.character("n"), .alt)))
        #expect(editor.showsLineNumbers && editor.gutterWidth == 2)
        editor.run(.toggleWhitespace)
        editor.run(.toggleLineNumbers)
        #expect(editor.showsWhitespace && !editor.showsLineNumbers && editor.gutterWidth == 0)
        #expect(CursorText.format(editor.document) == "a|", "the text is untouched")
    }

    @Test func theNewChordsPassTheBindingLint() {
        let editor = editor("a|")
        let findings = BindingLint.check(editor.keymap, table: editor.commands)
        #expect(!findings.contains { $0.description.contains("toggle-whitespace") || $0.description.contains("toggle-line-numbers") }, "\(findings)")
    }

    @Test func clicksCountColumnsFromAfterTheGutter() {
        let text = (1...10).map { "line\($0)" }.joined(separator: "\n")
        var editor = editor("|" + text, numbers: true)
        #expect(editor.gutterWidth == 3)
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 6, y: 2, modifiers: [])))
        #expect(editor.document.cursor == 6 + 2, "cell 6 is the third column of line 2's text")
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 1, y: 3, modifiers: [])))
        #expect(editor.document.cursor == 12, "a click on the gutter goes to the line's start")
    }

    @Test func theTextAreaIsNarrowerByTheGutter() {
        var editor = editor("|" + String(repeating: "x", count: 30), numbers: true)
        #expect(editor.textColumns == 18)
        editor.run(.lineEnd)
        #expect(editor.document.scrollColumn == 21, "the cursor, past 18 columns, comes to their middle")
        editor.run(.toggleLineNumbers)
        #expect(editor.textColumns == 20)
    }
}

@Suite struct LayoutDirectionTests {
    func editor(_ settings: String) -> Editor {
        var editor = Editor(document: CursorText.document("|a"))
        editor.applyViewSettings(SettingsParser.parse(settings).0)
        return editor
    }

    @Test func rightToLeftSwapsTheChordsOfBackAndForward() {
        let ltr = editor("")
        #expect(ltr.keymap.command(for: KeyChord(.left, .alt), in: .editor) == .back)
        let rtl = editor("layout-direction = rtl")
        #expect(rtl.keymap.command(for: KeyChord(.left, .alt), in: .editor) == .forward)
        #expect(rtl.keymap.command(for: KeyChord(.right, .alt), in: .editor) == .back)
        #expect(rtl.keymap.chords(for: .back, in: .editor) == [KeyChord(.right, .alt)], "the help view shows the swapped chord")
    }

    @Test func theViewSettingsComeFromDentConf() {
        let editor = editor("soft-wrap = on\nline-numbers = on\nshow-whitespace = off")
        #expect(editor.wrapsLines && editor.showsLineNumbers && !editor.showsWhitespace)
        #expect(SettingsParser.parse("layout-direction = sideways").1.first?.message == "bad value \"sideways\" for layout-direction (ltr or rtl)")
    }
}

@Suite struct MessageExpiryTests {
    @Test func aMessageExpiresAfterItsLifetimeAndAnErrorLastsLonger() {
        var editor = Editor(document: CursorText.document("|a"))
        editor.clock = 10_000
        editor.run(.toggleWhitespace)
        #expect(editor.messageDeadline == 14_000)
        editor.expireMessage(now: 13_999)
        #expect(editor.message != nil)
        editor.expireMessage(now: 14_000)
        #expect(editor.message == nil && editor.messageDeadline == nil)
        editor.clock = 20_000
        editor.message = Message("disk full", isError: true)
        #expect(editor.messageDeadline == 28_000)
    }

    @Test func aMessageSetBeforeTheHostStartsCountsFromTheStart() {
        var editor = Editor(document: CursorText.document("|a"))
        editor.message = Message("Binary file")
        editor.startClock(at: 5_000_000)
        editor.expireMessage(now: 5_000_100)
        #expect(editor.message?.text == "Binary file")
        #expect(editor.messageDeadline == 5_004_000)
    }

    @Test func aViewToggleAsksTheHostToRememberItInDentConf() {
        var editor = Editor(document: CursorText.document("|a"))
        editor.run(.toggleLineNumbers)
        editor.run(.toggleSoftWrap)
        editor.run(.toggleWhitespace)
        #expect(editor.takeEffects() == [.rememberSetting("line-numbers", "on"), .rememberSetting("soft-wrap", "on"),
                                         .rememberSetting("show-whitespace", "off")])
    }
}
