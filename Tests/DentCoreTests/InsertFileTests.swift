import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

@Suite struct InsertFileTests {
    @Test func theHostIsAskedToReadThePathTypedInThePrompt() {
        var document = CursorText.document("ab|c")
        document.path = "/home/u/notes.txt"
        var editor = Editor(document: consume document)
        editor.handle(.key(KeyChord(.character("i"), .alt)))
        guard case .prompt(let prompt) = editor.modals.last else {
            Issue.record("no prompt")
            return
        }
        #expect(prompt.kind == .insertFile && prompt.text.isEmpty && prompt.completesPaths, "read from where dent started (issue 51, item 8)")
        for letter in "/home/u/" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter))) }
        editor.handle(.key(KeyChord(.tab)))
        #expect(editor.takeEffects() == [.listDirectory("/home/u/")], "Tab completes the path as in the open prompt")
        for letter in "x.bin" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter))) }
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.takeEffects() == [.insertFile(editor.currentID, "/home/u/x.bin")])
        #expect(editor.modals.isEmpty)
    }

    @Test func theBytesGoInExactlyAtTheCursorAsOneUndoStep() {
        var editor = Editor(document: CursorText.document("ab|c\r\n"))
        editor.document.anchor = 0
        let bytes: [UInt8] = [0x00, 0xFF, 0xFE, 0x0A, 0x0D, 0x0A, 0xE6, 0x97, 0xA5, 0x00]
        editor.insertFile(bytes, into: editor.currentID, from: "/tmp/x.bin")
        #expect(editor.document.text.bytes.allBytes == [0x61, 0x62] + bytes + [0x63, 0x0D, 0x0A], "no line ending or byte changed")
        #expect(editor.document.cursor == 2 + bytes.count && editor.document.selection == nil, "the cursor after the inserted bytes")
        #expect(editor.message == Message("Inserted x.bin: 3 lines, 10 bytes"))
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == Array("abc\r\n".utf8))
        editor.insertFile([], into: editor.currentID, from: "empty")
        #expect(editor.message == Message("empty is empty: nothing inserted"))
        #expect(editor.document.text.bytes.allBytes == Array("abc\r\n".utf8))
    }
}

@Suite struct WordCountTests {
    @Test func theFileOrTheSelectionIsCounted() {
        var editor = Editor(document: CursorText.document("|one two\nthree\n"))
        editor.run(.wordCount)
        #expect(editor.message == Message("File: 2 lines, 3 words, 14 characters"))
        editor.document.anchor = 4
        editor.document.cursor = 7
        editor.run(.wordCount)
        #expect(editor.message == Message("Selection: 1 line, 1 word, 3 characters"))
    }
}
