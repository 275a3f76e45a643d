import Testing
import DentCore
import DentKeys
import DentLSP
import DentTestSupport
import DentText

/// The editor's side of language servers (issue 54): questions and their answers, the hover
/// box, the list of places and F4 through it, diagnostics moving with edits, and the sync of a
/// document's text to a server.
@Suite struct LanguageServerTests {
    static func editor(_ marked: String = "int add(int a, int b);\nint x = add(1, 2);\n|int y = add(3, 4);\n", path: String = "/p/main.c") -> Editor {
        var document = CursorText.document(marked)
        document.path = path
        var editor = Editor(document: consume document)
        editor.resize(rows: 12, columns: 60)
        return editor
    }

    static func place(_ line: Int, _ character: Int, path: String = "/p/main.c", text: String = "") -> FoundPlace {
        FoundPlace(path: path, shownPath: String(path.split(separator: "/").last ?? ""), position: LSPPosition(line: line, character: character),
                   encoding: .utf16, lineText: text)
    }

    /// The question asked for the file shown (its effect taken).
    static func ask(_ query: ServerQuery, in editor: inout Editor) throws -> ServerQuestion {
        editor.ask(query)
        let asked = editor.takeEffects().compactMap { if case .askServer(let question) = $0 { question } else { nil } }
        return try #require(asked.first)
    }

    @Test func aQuestionNamesTheFileTheCursorsByteAndANewTicket() throws {
        var editor = Self.editor()
        let first = try Self.ask(.definition, in: &editor)
        let second = try Self.ask(.references, in: &editor)
        #expect(first.id == editor.currentID && first.offset == editor.document.cursor && first.query == .definition)
        #expect(second.ticket > first.ticket)
    }

    @Test func oneDefinitionIsOpenedAndSeveralAreListed() throws {
        var editor = Self.editor()
        let one = try Self.ask(.definition, in: &editor)
        editor.serverAnswered(one.ticket, .places([Self.place(0, 4)]))
        #expect(editor.takeEffects() == [.openPlace(Self.place(0, 4))])
        let two = try Self.ask(.definition, in: &editor)
        editor.serverAnswered(two.ticket, .places([Self.place(0, 4), Self.place(5, 0, path: "/p/add.h")]))
        #expect(editor.modals.last == .placeList(ListState()))
        #expect(editor.placeListEntries().map(\.path) == ["/p/main.c", "/p/add.h"])
    }

    @Test func anAnswerToAnOlderQuestionOrAfterTheCursorMovedIsDropped() throws {
        var editor = Self.editor()
        let old = try Self.ask(.definition, in: &editor)
        let new = try Self.ask(.definition, in: &editor)
        editor.serverAnswered(old.ticket, .places([Self.place(0, 4)]))
        #expect(editor.takeEffects().isEmpty, "the older question's answer goes nowhere")
        editor.press("Up")
        editor.serverAnswered(new.ticket, .places([Self.place(0, 4)]))
        #expect(editor.takeEffects().isEmpty, "the user moved past it")
        #expect(editor.message == nil)
        let late = try Self.ask(.hover, in: &editor)
        editor.press("Down")
        editor.serverAnswered(late.ticket, .failed("clangd: no answer in 10 s"))
        #expect(editor.message?.text == "clangd: no answer in 10 s", "a failure is said wherever the cursor went")
    }

    @Test func nothingFoundAndAFailureAreSaid() throws {
        var editor = Self.editor()
        let none = try Self.ask(.typeDefinition, in: &editor)
        editor.serverAnswered(none.ticket, .places([]))
        #expect(editor.message?.text == "No type definition found")
        let failed = try Self.ask(.hover, in: &editor)
        editor.serverAnswered(failed.ticket, .failed("clangd: no answer in 10 s"))
        #expect(editor.message == Message("clangd: no answer in 10 s", isError: true))
    }

    @Test func aFileWithoutAPathIsNotAsked() {
        var editor = Self.editor(path: "")
        editor.ask(.definition)
        #expect(editor.takeEffects().isEmpty)
        #expect(editor.message?.isError == true)
    }

    @Test func arrivingGoesToTheByteAndBackReturns() {
        var editor = Self.editor()
        let start = editor.document.cursor
        editor.arrive(at: editor.currentID, offset: 4)
        #expect(editor.document.cursor == 4)
        editor.goBack()
        #expect(editor.document.cursor == start, "Back returns from a definition even within a screen")
    }

    @Test func escClosesTheHoverAloneAnotherKeyClosesItAndStillActs() throws {
        var editor = Self.editor()
        let question = try Self.ask(.hover, in: &editor)
        editor.serverAnswered(question.ticket, .hover(HoverContent(lines: [HoverLine("int add(int a, int b)", code: "c")])))
        #expect(editor.servers.hover?.lines.count == 1)
        editor.press("Esc")
        #expect(editor.servers.hover == nil)
        let cursor = editor.document.cursor
        let again = try Self.ask(.hover, in: &editor)
        editor.serverAnswered(again.ticket, .hover(HoverContent(lines: [HoverLine("int")])))
        editor.type("z")
        #expect(editor.servers.hover == nil)
        #expect(editor.document.cursor == cursor + 1, "the key typed is not lost")
    }

    @Test func f4StepsThroughTheListShownLast() throws {
        var editor = Self.editor()
        let question = try Self.ask(.references, in: &editor)
        editor.serverAnswered(question.ticket, .places([Self.place(0, 4), Self.place(1, 8), Self.place(2, 8)]))
        editor.press("Esc")
        _ = editor.takeEffects()
        editor.press("F4")
        #expect(editor.takeEffects() == [.openPlace(Self.place(0, 4))])
        editor.press("F4")
        #expect(editor.takeEffects() == [.openPlace(Self.place(1, 8))])
        editor.press("Shift+F4")
        #expect(editor.takeEffects() == [.openPlace(Self.place(0, 4))])
        editor.press("Shift+F4")
        #expect(editor.takeEffects() == [.openPlace(Self.place(2, 8))], "round the start")
    }

    @Test func enterInTheListGoesToTheHighlightedPlace() throws {
        var editor = Self.editor()
        let question = try Self.ask(.references, in: &editor)
        editor.serverAnswered(question.ticket, .places([Self.place(0, 4, text: "int add(int a, int b);"), Self.place(1, 8, text: "int x = add(1, 2);")]))
        editor.type("x =")
        editor.press("Enter")
        #expect(editor.modals.isEmpty)
        #expect(editor.takeEffects() == [.openPlace(Self.place(1, 8, text: "int x = add(1, 2);"))])
    }

    // MARK: Diagnostics

    static func diagnostic(_ start: (Int, Int), _ end: (Int, Int), _ severity: DiagnosticSeverity, _ message: String) -> ServerDiagnostic {
        ServerDiagnostic(range: LSPRange(start: LSPPosition(line: start.0, character: start.1), end: LSPPosition(line: end.0, character: end.1)),
                         severity: severity, message: message, source: "clang")
    }

    @Test func diagnosticsMarkTheirLinesTheWorstFirstAndMoveWithEdits() {
        var editor = Self.editor("|int add(int a, int b);\nint x = add(1, 2);\nint y = add(3);\n")
        let diagnostics = [Self.diagnostic((2, 8), (2, 11), .error, "too few arguments"), Self.diagnostic((2, 4), (2, 5), .warning, "unused"),
                           Self.diagnostic((1, 4), (1, 5), .hint, "x could be const"), Self.diagnostic((40, 0), (41, 0), .error, "past the end")]
        editor.diagnosticsPublished(editor.document.marks(for: diagnostics, encoding: .utf16), for: editor.currentID)
        editor.prepareHighlighting()
        #expect(editor.lineMarks(in: 0..<10) == [1: .diagnostic(.hint), 2: .diagnostic(.error), 3: .diagnostic(.error)],
                "a position past the end is the text's end: the last line")
        #expect(editor.diagnosticUnderlines(in: 2..<3) == [2: [4..<5, 8..<11]])
        editor.type("// a line")
        editor.press("Enter")
        editor.prepareHighlighting()
        #expect(editor.lineMarks(in: 0..<10) == [2: .diagnostic(.hint), 3: .diagnostic(.error), 4: .diagnostic(.error)])
        #expect(editor.diagnosticUnderlines(in: 3..<4) == [3: [4..<5, 8..<11]])
    }

    @Test func theCursorsLineShowsItsDiagnosticTheOneUnderTheCursorFirst() {
        var editor = Self.editor("int add(int a, int b);\nint y = |add(3);\n")
        let diagnostics = [Self.diagnostic((1, 4), (1, 5), .warning, "unused variable 'y'"), Self.diagnostic((1, 8), (1, 11), .error, "too few arguments")]
        editor.diagnosticsPublished(editor.document.marks(for: diagnostics, encoding: .utf16), for: editor.currentID)
        #expect(editor.lineNote == "error: too few arguments (clang)")
        editor.press("Home")
        #expect(editor.lineNote == "error: too few arguments (clang)", "else the worst of the line")
        editor.press("Up")
        #expect(editor.lineNote == nil)
    }

    @Test func f4StepsThroughTheDiagnosedLinesWhenNoListWasShown() {
        var editor = Self.editor("|a\nb\nc\nd\n")
        editor.diagnosticsPublished(editor.document.marks(for: [Self.diagnostic((2, 0), (2, 1), .error, "bad c")], encoding: .utf16), for: editor.currentID)
        editor.press("F4")
        #expect(editor.document.cursorLine == 2)
        #expect(editor.message?.text == "error: bad c (clang)")
    }

    @Test func aDiagnosticsPositionIsCountedInTheServersEncoding() {
        // "é" is 2 bytes, 1 UTF-16 unit; "𝄞" 4 bytes, 2 units.
        var editor = Self.editor("|x = \"é𝄞\" + y\n")
        let end = (0, 12)
        editor.diagnosticsPublished(editor.document.marks(for: [Self.diagnostic((0, 11), end, .error, "y?")], encoding: .utf16), for: editor.currentID)
        #expect(editor.diagnosticUnderlines(in: 0..<1) == [0: [14..<15]])
    }
}

/// `ServerSync` against a simple reference: the changes it sends, applied to what the server
/// had as LSP says, give the text dent has, for edits anywhere, in every encoding, CR LF and
/// lone CRs included.
@Suite struct ServerSyncTests {
    @Test(arguments: PositionEncoding.allCases)
    func randomEditsSentIncrementallyRebuildTheText(encoding: PositionEncoding) {
        var random = SplitMix64(state: 54)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("é".utf8), Array("𝄞".utf8), [0xE6, 0x97], Array("xyz".utf8), [0x0D]]
        for _ in 0..<200 {
            var text = TextBuffer(GapBuffer((0..<random.below(12)).flatMap { _ in random.pick(pieces.dropLast()) }))
            var sync = ServerSync(&text, encoding: encoding, kind: .incremental)
            var server = Array(ServerSync.whole(text).utf8)
            var sentWhole = 0
            for _ in 0..<20 {
                let start = random.below(text.count + 1)
                let end = Swift.min(text.count, start + random.below(4))
                _ = text.replace(start..<end, with: (0..<random.below(3)).flatMap { _ in random.pick(pieces) })
                guard let change = sync.changes(&text) else { continue }
                if change.changes.first?["range"] == nil { sentWhole += 1 }
                for content in change.changes { server = EditorFuzzer.apply(content, to: server, encoding: encoding) }
                #expect(server == Array(ServerSync.whole(text).utf8))
            }
            _ = sentWhole
        }
    }

    @Test func aChangeSendsTheLinesItTouchedAndTheVersionGrows() throws {
        var text = TextBuffer(GapBuffer(Array("one\ntwo\nthree\n".utf8)))
        var sync = ServerSync(&text, encoding: .utf16, kind: .incremental)
        #expect(sync.changes(&text) == nil, "nothing changed")
        _ = text.replace(5..<6, with: Array("W".utf8))
        let found = sync.changes(&text)
        let change = try #require(found)
        #expect(change.version == 2)
        #expect(change.changes == [["range": ["start": ["line": 1, "character": 0], "end": ["line": 2, "character": 0]], "text": "tWo\n"]])
    }

    @Test func aServerThatAsksForTheWholeTextGetsIt() throws {
        var text = TextBuffer(GapBuffer(Array("one\ntwo\n".utf8)))
        var sync = ServerSync(&text, encoding: .utf16, kind: .full)
        _ = text.replace(0..<0, with: Array("x".utf8))
        let found = sync.changes(&text)
        #expect(found?.changes == [["text": "xone\ntwo\n"]])
        var none = ServerSync(&text, encoding: .utf16, kind: .none)
        _ = text.replace(0..<0, with: Array("y".utf8))
        #expect(none.changes(&text) == nil)
    }

    @Test func aLoneCRMakesEveryChangeWhole() throws {
        var text = TextBuffer(GapBuffer(Array("a\rb\nc\n".utf8)))
        var sync = ServerSync(&text, encoding: .utf16, kind: .incremental)
        _ = text.replace(6..<6, with: Array("d".utf8))
        let found = sync.changes(&text)
        #expect(found?.changes == [["text": "a\rb\nc\nd"]])
    }
}

/// A server's question with choices (`window/showMessageRequest`): it stands on the status
/// line, typing never answers it, and its choices are a list the user opens.
@Suite struct ServerQuestionTests {
    @Test func theQuestionStandsAndOnlyTheListAnswersIt() throws {
        var editor = LanguageServerTests.editor()
        editor.serverAsks(ServerAsking(token: 7, server: "clangd", text: "Build the index?", actions: ["Yes", "No"]))
        #expect(editor.serverQuestionNotice == "clangd asks: Build the index? (Answer language server, in the palette)")
        editor.type("yes")
        editor.press("Enter")
        #expect(editor.takeEffects().isEmpty, "typed keys answer nothing")
        editor.run(.answerLanguageServer)
        editor.type("n")
        editor.press("Enter")
        #expect(editor.takeEffects() == [.answerServer(7, "No")])
        #expect(editor.serverQuestionNotice == nil)
        #expect(editor.modals.isEmpty)
    }

    @Test func escLeavesTheQuestionStandingAndAnEndedServersQuestionsGo() {
        var editor = LanguageServerTests.editor()
        editor.serverAsks(ServerAsking(token: 1, server: "pylsp", text: "Install?", actions: ["Yes"]))
        editor.run(.answerLanguageServer)
        editor.press("Esc")
        #expect(editor.serverQuestionNotice != nil)
        editor.run(.answerLanguageServer)
        editor.dropServerAskings(from: "pylsp")
        #expect(editor.serverQuestionNotice == nil)
        #expect(editor.modals.isEmpty, "the list of an ended server's question closes")
    }
}
