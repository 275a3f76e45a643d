import Testing
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

@Suite struct MacroTests {
    func editor(_ marked: String) -> Editor { Editor(document: CursorText.document(marked)) }

    let record = KeyEvent.key(KeyChord(.character(":"), .alt))
    let play = KeyEvent.key(KeyChord(.character(";"), .alt))

    func press(_ editor: inout Editor, _ chords: String...) {
        for text in chords {
            guard let chord = KeyChord(text) else { Issue.record("bad chord \(text)"); continue }
            editor.handle(.key(chord, text: chord.insertedText))
        }
    }

    /// Records "Home, type `- `, Down" on the first line.
    func recordListMacro(_ editor: inout Editor) {
        editor.handle(record)
        press(&editor, "Home", "-", "Space", "Down")
        editor.handle(record)
    }

    @Test func aRecordedMacroPlaysTheSameKeysEachPlayOneUndoStep() {
        var editor = editor("|a\nb\nc\nd\n")
        recordListMacro(&editor)
        #expect(editor.message == Message("Macro recorded: 4 keys"), "the chord that stopped the recording is not in it")
        #expect(CursorText.format(editor.document) == "- a\nb|\nc\nd\n")
        editor.handle(play)
        editor.handle(play)
        #expect(CursorText.format(editor.document) == "- a\n- b\n- c\nd|\n")
        #expect(editor.message == Message("Macro played once"))
        editor.run(.undo)
        #expect(CursorText.format(editor.document) == "- a\n- b\n|c\nd\n", "one undo takes back one whole play")
        press(&editor, "Ctrl+End", "z")
        editor.handle(play)
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == Array("- a\n- b\nc\nd\nz".utf8), "typing just before a play is not part of it")
    }

    /// A key recorded is appended to the recording in place: its storage moves only when it
    /// grows (a copy for every key made a long recording slower key after key, until dent
    /// could not keep up with typing; the terminal fuzzer found it).
    @Test func recordingAKeyDoesNotCopyTheRecording() {
        var editor = editor("|")
        editor.handle(record)
        var moves = 0
        var storage: UnsafePointer<KeyEvent>?
        for _ in 0..<2_000 {
            press(&editor, "Right")
            let now = editor.macro.recording?.withUnsafeBufferPointer { $0.baseAddress }
            if now != storage { moves += 1 }
            storage = now
        }
        #expect(editor.macro.recording?.count == 2_000)
        #expect(moves < 40, "the storage moved \(moves) times in 2,000 keys")
    }

    @Test func playsStopAtTheEndOfTheFile() {
        var editor = editor("|a\nb\nc\n")
        recordListMacro(&editor)
        editor.playMacro(times: 100)
        #expect(editor.document.text.bytes.allBytes == Array("- a\n- b\n- c\n".utf8), "no play on the empty line after the last")
        #expect(editor.message == Message("Macro played 2 times; stopped at the end of the file"))

        var unterminated = Self().editor("|a\nb")
        recordListMacro(&unterminated)
        unterminated.playMacro(times: 5)
        #expect(unterminated.document.text.bytes.allBytes == Array("- a\n- b".utf8), "Down on the last line stops the play")
        #expect(unterminated.message == Message("Macro played once; stopped at the end of the file"))
    }

    @Test func aMacroThatAppendsAtTheEndPlaysOn() {
        var editor = editor("|a\n")
        editor.handle(record)
        press(&editor, "Ctrl+End", "x", "Enter")
        editor.handle(record)
        editor.playMacro(times: 3)
        #expect(editor.document.text.bytes.allBytes == Array("a\nx\nx\nx\nx\n".utf8))
        #expect(editor.message == Message("Macro played 3 times"))
        press(&editor, "Right")
        editor.macro.events = [.key(KeyChord(.right))]
        editor.handle(play)
        #expect(editor.message == Message("Macro played once; stopped at the end of the file"), "Right at the end stops")
    }

    @Test func aMacroThatPlaysAMacroStops() {
        var editor = editor("|x")
        editor.macro.events = [.key(KeyChord(.character("a")), text: "a"), play, .key(KeyChord(.character("b")), text: "b")]
        editor.handle(play)
        #expect(editor.document.text.bytes.allBytes == Array("ax".utf8), "nothing after the inner play")
        #expect(editor.message == Message("Macro played once; stopped: a macro cannot play or record a macro", isError: true))
        #expect(!editor.macro.isPlaying)
        editor.macro.events = [record, .key(KeyChord(.character("c")), text: "c")]
        editor.handle(play)
        #expect(!editor.macro.isRecording && editor.document.text.bytes.allBytes == Array("ax".utf8))
    }

    @Test func promptsAndThePaletteAreRecordedButNotTheKeysThatStop() {
        var editor = editor("|one two one")
        editor.handle(record)
        press(&editor, "Ctrl+f")
        for letter in "one" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "o")), text: String(letter))) }
        press(&editor, "Enter", "x")
        // Stopped from the palette: its keys are left out too.
        press(&editor, "Ctrl+e")
        for letter in "record" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "r")), text: String(letter))) }
        press(&editor, "Enter")
        #expect(editor.macro.events.count == 6)
        #expect(editor.document.text.bytes.allBytes == Array("x two one".utf8))
        editor.handle(play)
        #expect(editor.document.text.bytes.allBytes == Array("x two x".utf8))
    }

    @Test func playingWhileRecordingIsRefusedAndNotRecorded() {
        var editor = editor("|")
        editor.handle(record)
        press(&editor, "a")
        editor.handle(play)
        #expect(editor.message?.isError == true)
        editor.handle(record)
        #expect(editor.macro.events == [.key(KeyChord(.character("a")), text: "a")])
    }

    @Test func playMacroNTimesAsksHowMany() {
        var editor = editor("|a\nb\nc\nd\n")
        recordListMacro(&editor)
        editor.run(.playMacroTimes)
        for digit in "2" { editor.handle(.key(KeyChord(.character(digit.unicodeScalars.first ?? "0")), text: String(digit))) }
        press(&editor, "Enter")
        #expect(CursorText.format(editor.document) == "- a\n- b\n- c\nd|\n")
        #expect(editor.message == Message("Macro played 2 times"))
        editor.run(.playMacroTimes)
        for digit in "0" { editor.handle(.key(KeyChord(.character(digit.unicodeScalars.first ?? "0")), text: String(digit))) }
        press(&editor, "Enter")
        #expect(editor.message == Message("Play the macro 1 to 10000 times", isError: true))
    }

    @Test func nothingRecordedSaysHowToRecord() {
        var editor = editor("|")
        editor.handle(play)
        #expect(editor.message == Message("No macro recorded: Alt+: starts recording"))
        #expect(editor.invariantProblems().isEmpty)
    }
}
