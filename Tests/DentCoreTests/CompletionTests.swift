import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

@Suite struct CompletionTests {
    func editor(_ marked: String) -> Editor { Editor(document: CursorText.document(marked)) }

    let complete = KeyEvent.key(KeyChord(.character("]"), .ctrl))
    let escape = KeyEvent.key(KeyChord(.escape))

    @Test func theNearestWordComesFirstAndPressingAgainCycles() {
        var editor = editor("format forward\nfoo fo| fortune\nfold\n")
        editor.handle(complete)
        #expect(CursorText.format(editor.document) == "format forward\nfoo fortune| fortune\nfold\n", "fortune is one byte away, foo three")
        #expect(editor.message == Message("Completion 1 of 5"))
        var seen: [String] = []
        for _ in 0..<6 {
            editor.handle(complete)
            seen.append(editor.document.text.lineBytes(1).split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }[1])
        }
        #expect(seen == ["foo", "forward", "fold", "format", "fo", "fortune"], "by distance either way, then the word as typed, then round again")
    }

    @Test func escPutsTheTypedWordBackAndAnotherKeyKeepsTheCompletion() {
        var editor = editor("alpha alp|")
        editor.handle(complete)
        #expect(CursorText.format(editor.document) == "alpha alpha|")
        editor.handle(escape)
        #expect(CursorText.format(editor.document) == "alpha alp|")
        editor.handle(complete)
        editor.handle(.key(KeyChord(.character("!")), text: "!"))
        editor.handle(escape)
        #expect(CursorText.format(editor.document) == "alpha alpha!|", "Esc after another key changes nothing")
    }

    @Test func otherOpenFilesAreSearchedAfterTheShownOne() {
        var editor = editor("zeta ze|")
        _ = editor.opened(CursorText.document("zebra zenith"))
        editor.run(.back)
        editor.handle(complete)
        #expect(CursorText.format(editor.document) == "zeta zeta|")
        editor.handle(complete)
        #expect(CursorText.format(editor.document) == "zeta zebra|")
    }

    @Test func aLowerCaseWordAlsoCompletesOtherCasesAfterItsOwn() {
        var editor = editor("String stride str|")
        editor.handle(complete)
        #expect(CursorText.format(editor.document) == "String stride stride|")
        editor.handle(complete)
        #expect(CursorText.format(editor.document) == "String stride String|")
        var upper = Self().editor("String stride Str|")
        upper.handle(complete)
        upper.handle(complete)
        #expect(CursorText.format(upper.document) == "String stride Str|", "a capital typed keeps the case: only String, then the word as typed")
    }

    @Test func nothingToCompleteSaysSo() {
        var editor = editor("abc |")
        editor.handle(complete)
        #expect(editor.message == Message("No word before the cursor to complete"))
        var none = Self().editor("xyz q|")
        none.handle(complete)
        #expect(none.message == Message("No word in the open files completes \"q\""))
        #expect(!none.document.isModified)
    }

    @Test func aCompletionIsUndoneWithTheTypingAroundIt() {
        var editor = editor("alpha |")
        for letter in "al" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "a")), text: String(letter))) }
        editor.handle(complete)
        editor.handle(complete)
        editor.handle(complete)
        editor.run(.undo)
        #expect(CursorText.format(editor.document) == "alpha |")
    }
}
