import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Several open files: opening, Back and Forward, closing, the list, quitting with several
/// unsaved files, the open prompt's completion; the host's answers are played by the test.
@Suite struct OpenFilesTests {
    /// A document at `path` holding the marked text.
    static func document(_ marked: String, path: String) -> Document {
        var document = CursorText.document(marked)
        document.path = path
        return document
    }

    /// The place of a file left on its first line: what closing it asks the host to remember.
    static func at(column: Int) -> FilePlace { FilePlace(line: 1, column: column, scrollLine: 0) }

    /// `dent a.txt b.txt c.txt`: a shown, b and c open behind it.
    static func threeFiles() -> Editor {
        var editor = Editor(document: document("a|", path: "a.txt"))
        editor.add(document("b|", path: "b.txt"))
        editor.add(document("c|", path: "c.txt"))
        return editor
    }

    static func press(_ editor: inout Editor, _ chords: String...) {
        for text in chords {
            guard let chord = KeyChord(text) else {
                Issue.record("bad chord \(text)")
                continue
            }
            editor.handle(.key(chord, text: chord.insertedText))
        }
    }

    static func type(_ editor: inout Editor, _ text: String) {
        for character in text {
            editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character)))
        }
    }

    /// Shows `name` through the list of open files: Alt+O, type to filter, Enter.
    static func pick(_ editor: inout Editor, _ name: String) {
        press(&editor, "Alt+o")
        type(&editor, name)
        press(&editor, "Enter")
    }

    static func shown(_ editor: Editor) -> String { editor.document.path }

    @Test func severalFilesOpenAndTheFirstIsShownWithAHistoryOfOne() {
        var editor = Self.threeFiles()
        #expect(editor.files.map(\.document.path) == ["a.txt", "b.txt", "c.txt"])
        #expect(Self.shown(editor) == "a.txt")
        #expect(editor.filePosition == (1, 3))
        Self.press(&editor, "Alt+Right")
        #expect(Self.shown(editor) == "a.txt", "nothing was shown after a")
        #expect(editor.message?.text.hasPrefix("No later place") == true)
        Self.press(&editor, "Alt+Left")
        #expect(Self.shown(editor) == "a.txt")
    }

    @Test func backAndForwardWalkTheHistoryAndShowingAFileDropsTheForwardPart() {
        var editor = Self.threeFiles()
        Self.pick(&editor, "b")
        Self.pick(&editor, "c")
        #expect(Self.shown(editor) == "c.txt")
        Self.press(&editor, "Alt+Left")
        #expect(Self.shown(editor) == "b.txt")
        Self.press(&editor, "Alt+Left")
        #expect(Self.shown(editor) == "a.txt")
        Self.press(&editor, "Alt+Right")
        #expect(Self.shown(editor) == "b.txt")
        // From b, showing a drops c from the forward history: a b a.
        Self.pick(&editor, "a.txt")
        Self.press(&editor, "Alt+Right")
        #expect(Self.shown(editor) == "a.txt", "no forward history after showing a file")
        Self.press(&editor, "Alt+Left", "Alt+Left")
        #expect(Self.shown(editor) == "a.txt")
        Self.press(&editor, "Alt+Left")
        #expect(editor.message?.text.hasPrefix("No earlier place") == true)
        #expect(editor.files.count == 3, "Back never closes a file")
    }

    @Test func eachFileKeepsItsCursorTextAndUndo() {
        var editor = Editor(document: Self.document("one|", path: "a.txt"))
        editor.add(Self.document("|two", path: "b.txt"))
        Self.type(&editor, "X")
        Self.pick(&editor, "b.txt")
        Self.press(&editor, "End")
        Self.type(&editor, "Y")
        Self.press(&editor, "Alt+Left")
        #expect(CursorText.format(editor.document) == "oneX|")
        Self.press(&editor, "Ctrl+z")
        #expect(CursorText.format(editor.document) == "one|")
        Self.press(&editor, "Alt+Right")
        #expect(CursorText.format(editor.document) == "twoY|", "undo in a did not touch b")
        #expect(editor.document.isModified)
    }

    @Test func openingAFileTheHostReadShowsItAndAnOpenPathJustSwitches() {
        var editor = Self.threeFiles()
        Self.press(&editor, "Ctrl+o")
        Self.type(&editor, "d.txt")
        Self.press(&editor, "Enter")
        #expect(editor.takeEffects() == [.open("d.txt")])
        let id = editor.opened(Self.document("d|", path: "d.txt"), notice: Message("New file"))
        #expect(editor.currentID == id && Self.shown(editor) == "d.txt")
        #expect(editor.message == Message("New file"))
        Self.press(&editor, "Alt+Left")
        #expect(Self.shown(editor) == "a.txt")

        Self.press(&editor, "Ctrl+o")
        Self.type(&editor, "c.txt")
        Self.press(&editor, "Enter")
        #expect(editor.takeEffects().isEmpty, "an open file is shown without reading it again")
        #expect(Self.shown(editor) == "c.txt")
        #expect(editor.files.count == 4)
    }

    @Test func closingShowsThePreviousFileAndTheLastCloseLeavesAnEmptyOne() {
        var editor = Self.threeFiles()
        Self.pick(&editor, "c")
        let c = editor.currentID
        Self.press(&editor, "Ctrl+w")
        #expect(editor.takeEffects() == [.closed(c), .remember("c.txt", Self.at(column: 2))])
        #expect(Self.shown(editor) == "a.txt", "the file shown before c")
        #expect(editor.files.map(\.document.path) == ["a.txt", "b.txt"])
        #expect(editor.filePosition == (1, 2))
        Self.press(&editor, "Ctrl+w")
        #expect(Self.shown(editor) == "b.txt", "nothing earlier: its neighbour")
        #expect(!editor.isQuitting)
        Self.press(&editor, "Ctrl+w")
        #expect(!editor.isQuitting, "closing the last file does not quit (issue 22, item 20)")
        #expect(editor.files.count == 1 && editor.document.path.isEmpty && editor.document.text.count == 0,
                "an empty unnamed file is left")
        #expect(editor.message?.text == "Closed b.txt: Ctrl+Q quits")
    }

    @Test func closingAModifiedFileAsksAndEachAnswerDoesWhatItSays() {
        var editor = Self.threeFiles()
        Self.type(&editor, "!")
        Self.press(&editor, "Ctrl+w")
        #expect(editor.modals == [.confirmClose])
        Self.press(&editor, "Esc")
        #expect(editor.modals.isEmpty && editor.files.count == 3)

        let a = editor.currentID
        Self.press(&editor, "Ctrl+w", "y")
        #expect(editor.takeEffects() == [.save(a)])
        #expect(editor.files.count == 3, "closed only once saved")
        editor.saveFinished(a, error: "disk full", lines: 1)
        #expect(editor.files.count == 3, "a failed save does not close")
        Self.press(&editor, "Ctrl+w", "y")
        _ = editor.takeEffects()
        editor.saveFinished(a, error: nil, lines: 1)
        #expect(editor.takeEffects() == [.closed(a), .remember("a.txt", Self.at(column: 3))])
        #expect(Self.shown(editor) == "b.txt")

        Self.type(&editor, "?")
        let b = editor.currentID
        Self.press(&editor, "Ctrl+w", "n")
        #expect(editor.takeEffects() == [.closed(b), .remember("b.txt", Self.at(column: 3))])
        #expect(editor.files.map(\.document.path) == ["c.txt"])
    }

    @Test func theListFiltersShowsAndClosesFiles() {
        var editor = Self.threeFiles()
        Self.pick(&editor, "b")
        Self.type(&editor, "+")
        Self.press(&editor, "Alt+o")
        #expect(editor.activeContext == .fileList)
        #expect(editor.modals == [.fileList(ListState(selected: 1))], "the file shown is highlighted")
        let all = editor.fileListEntries()
        #expect(all.map(\.name) == ["a.txt", "b.txt", "c.txt"])
        #expect(all.map(\.isModified) == [false, true, false])
        #expect(all.map(\.isShown) == [false, true, false])
        Self.type(&editor, "c")
        #expect(editor.fileListEntries(filter: "c").map(\.name) == ["c.txt"])
        #expect(editor.document.path == "b.txt", "typing filters; it never reaches the text")
        Self.press(&editor, "Backspace", "Down", "Down")
        let c = editor.files[2].id
        Self.press(&editor, "Ctrl+w")
        #expect(editor.takeEffects() == [.closed(c), .remember("c.txt", Self.at(column: 2))])
        #expect(editor.activeContext == .fileList, "the list stays")
        #expect(editor.fileListEntries().map(\.name) == ["a.txt", "b.txt"])
        #expect(editor.modals == [.fileList(ListState(selected: 1))], "the highlight stays in the list")
        Self.press(&editor, "Ctrl+w")
        #expect(editor.modals == [.confirmClose], "a modified file is shown and asked about")
        #expect(Self.shown(editor) == "b.txt")
        Self.press(&editor, "Esc", "Alt+o", "Up", "Enter")
        #expect(Self.shown(editor) == "a.txt" && editor.modals.isEmpty)
        Self.press(&editor, "Alt+o", "Esc")
        #expect(editor.modals.isEmpty && Self.shown(editor) == "a.txt")
    }

    @Test func quittingWithTwoModifiedFilesAsksAboutEachInTurn() {
        var editor = Self.threeFiles()
        Self.type(&editor, "1")
        Self.pick(&editor, "b")
        Self.type(&editor, "2")
        Self.pick(&editor, "c")
        let (a, b) = (editor.files[0].id, editor.files[1].id)
        Self.press(&editor, "Ctrl+q")
        #expect(Self.shown(editor) == "a.txt", "the first unsaved file in the list is shown while asked about")
        #expect(editor.modals == [.confirmQuit])
        #expect(editor.filesLeftToAsk == 2)
        #expect(editor.barShortcuts.map(\.command).contains(.confirmAll))
        Self.press(&editor, "y")
        #expect(editor.takeEffects() == [.save(a)])
        #expect(editor.modals.isEmpty && !editor.isQuitting, "the next question waits for the save")
        editor.saveFinished(a, error: nil, lines: 1)
        #expect(Self.shown(editor) == "b.txt")
        #expect(editor.modals == [.confirmQuit])
        #expect(editor.filesLeftToAsk == 1)
        #expect(!editor.barShortcuts.map(\.command).contains(.confirmAll), "one left: nothing to save all")
        Self.press(&editor, "n")
        #expect(editor.isQuitting)
        #expect(editor.takeEffects().isEmpty)
        #expect(editor.document(a)?.isModified == false)
        #expect(editor.document(b)?.isModified == true, "n quits without saving")
    }

    @Test func saveAllSavesEveryUnsavedFileThenQuits() {
        var editor = Self.threeFiles()
        Self.type(&editor, "1")
        Self.pick(&editor, "c")
        Self.type(&editor, "3")
        let (a, c) = (editor.files[0].id, editor.files[2].id)
        Self.press(&editor, "Ctrl+q", "a")
        #expect(editor.takeEffects() == [.save(c)], "the file shown first")
        editor.saveFinished(c, error: nil, lines: 1)
        #expect(editor.takeEffects() == [.save(a)], "then the next, without asking")
        #expect(editor.modals.isEmpty && !editor.isQuitting)
        editor.saveFinished(a, error: nil, lines: 1)
        #expect(editor.isQuitting)
    }

    @Test func escapeStopsQuittingAndAFailedSaveToo() {
        var editor = Self.threeFiles()
        Self.type(&editor, "1")
        Self.pick(&editor, "b")
        Self.type(&editor, "2")
        Self.press(&editor, "Ctrl+q", "Esc")
        #expect(editor.modals.isEmpty && !editor.isQuitting)
        let b = editor.currentID
        Self.press(&editor, "Ctrl+q", "y")
        editor.saveFinished(b, error: "no space", lines: 0)
        #expect(editor.modals.isEmpty && !editor.isQuitting)
        #expect(editor.message?.isError == true)
    }

    @Test func tabInTheOpenPromptCompletesThroughTheHostsListing() {
        var editor = Editor(document: Self.document("a|", path: "src/a.txt"))
        Self.press(&editor, "Ctrl+o")
        #expect(editor.modals == [.prompt(PromptState(kind: .open))], "starts empty: paths are read from where dent started")
        let listing = [
            DirectoryEntry(name: "main.swift", isDirectory: false), DirectoryEntry(name: "make.sh", isDirectory: false),
            DirectoryEntry(name: "mod", isDirectory: true), DirectoryEntry(name: ".mine", isDirectory: false),
            DirectoryEntry(name: "other", isDirectory: false),
        ]
        Self.type(&editor, "src/m")
        Self.press(&editor, "Tab")
        #expect(editor.takeEffects() == [.listDirectory("src/")], "Tab asks the host; it never indents here")
        editor.directoryListed("src/", entries: listing)
        guard case .prompt(let several) = editor.modals.last else {
            Issue.record("no prompt")
            return
        }
        #expect(several.text == "src/m")
        #expect(several.note == "main.swift  make.sh  mod/", "the candidates, hidden files left out")
        Self.type(&editor, "a")
        #expect(editor.modals.last == .prompt(PromptState(kind: .open, text: "src/ma")), "typing clears the list")
        Self.press(&editor, "Tab")
        _ = editor.takeEffects()
        editor.directoryListed("src/", entries: listing)
        Self.type(&editor, "i")
        Self.press(&editor, "Tab")
        _ = editor.takeEffects()
        editor.directoryListed("src/", entries: listing)
        #expect(editor.modals.last == .prompt(PromptState(kind: .open, text: "src/main.swift")))
        Self.press(&editor, "Enter")
        #expect(editor.takeEffects() == [.open("src/main.swift")])
        #expect(CursorText.format(editor.document) == "a|")
    }

    /// Issue 51, item 8: Open reads a path from the folder dent started in whichever file is
    /// shown (the empty prompt says which, dim), keeps it normalised (Alt+O lists `src/ring.c`),
    /// Save as starts on the file's path written from there, and Ctrl+U clears a prompt.
    @Test func pathsAreReadFromTheStartFolderNormalisedAndCtrlUClears() {
        var editor = Editor(document: Self.document("a|", path: "/w/proj/inventory/store.py"))
        editor.startFolder = "/w/proj"
        Self.press(&editor, "Ctrl+o")
        #expect(editor.modals == [.prompt(PromptState(kind: .open, hint: "relative to /w/proj"))])
        Self.type(&editor, "inventory/../src/./ring.c")
        Self.press(&editor, "Enter")
        #expect(editor.takeEffects() == [.open("src/ring.c")])
        Self.press(&editor, "Alt+s")
        #expect(editor.modals.last == .prompt(PromptState(kind: .saveAs, text: "inventory/store.py", hint: "relative to /w/proj")))
        Self.press(&editor, "Ctrl+u")
        #expect(editor.modals.last == .prompt(PromptState(kind: .saveAs, text: "", hint: "relative to /w/proj")))
    }

    @Test(arguments: [
        ("a/../b", "b"), ("./a/./b/", "a/b"), ("../a", "../a"), ("a/../../b", "../b"), ("/x/../y", "/y"), ("/..", "/"),
        ("a/..", "."), ("~/a/../b", "~/b"),
    ])
    func pathsAreNormalisedAsCdReadsThem(typed: String, normalised: String) {
        var editor = Editor(document: Self.document("a|", path: "a.txt"))
        Self.press(&editor, "Ctrl+o")
        Self.type(&editor, typed)
        Self.press(&editor, "Enter")
        #expect(editor.takeEffects() == [.open(normalised)])
    }

    @Test func completionOfAFolderAddsItsSlashAndNothingMatchingSaysSo() {
        var editor = Editor(document: Self.document("a|", path: "a.txt"))
        Self.press(&editor, "Ctrl+o")
        Self.type(&editor, "so")
        Self.press(&editor, "Tab")
        #expect(editor.takeEffects() == [.listDirectory("")], "a bare name completes in the working directory")
        editor.directoryListed("", entries: [DirectoryEntry(name: "sources", isDirectory: true)])
        #expect(editor.modals.last == .prompt(PromptState(kind: .open, text: "sources/")))
        Self.type(&editor, "zz")
        Self.press(&editor, "Tab")
        #expect(editor.takeEffects() == [.listDirectory("sources/")])
        editor.directoryListed("sources/", entries: [DirectoryEntry(name: "a.swift", isDirectory: false)])
        guard case .prompt(let none) = editor.modals.last else {
            Issue.record("no prompt")
            return
        }
        #expect(none.text == "sources/zz" && none.note == "no match")
        Self.press(&editor, "Esc", "Ctrl+l", "Tab")
        #expect(editor.takeEffects().isEmpty, "go to line has nothing to complete")
    }

    @Test func aFileChangedOnDiskWhileNotShownIsSaidWhenShown() {
        var editor = Self.threeFiles()
        Self.pick(&editor, "b")
        Self.type(&editor, "edit")
        Self.press(&editor, "Alt+Left")
        let (b, c) = (editor.files[1].id, editor.files[2].id)
        editor.fileChangedOnDisk(c)
        #expect(editor.takeEffects() == [.reload(c)], "an unmodified file reloads at once")
        editor.fileChangedOnDisk(b)
        #expect(editor.modals.isEmpty && editor.diskNotice == nil, "never said over another file's text")
        Self.press(&editor, "Alt+Right")
        #expect(editor.modals.isEmpty, "a notice, not a question")
        #expect(editor.diskNotice == "Changed on disk: Revert reloads, Ctrl+s asks" && editor.document.displayName == "b.txt")
    }

    @Test func aRecoveryJournalIsOfferedWhenItsFileIsShown() {
        var editor = Editor(document: Self.document("a|", path: "a.txt"))
        let b = editor.add(Self.document("disk|", path: "b.txt"), recoveries: [RecoveryOffer(bytes: Array("journal".utf8), time: "08:00")])
        #expect(editor.modals.isEmpty)
        Self.pick(&editor, "b")
        #expect(editor.modals == [.recover("08:00")])
        Self.press(&editor, "r")
        #expect(editor.document(b)?.text.bytes.allBytes == Array("journal".utf8))
        Self.press(&editor, "Alt+Left", "Alt+Right")
        #expect(editor.modals.isEmpty, "asked once")
    }

    /// The shown document is edited in place: a keystroke never copies its buffer (on a 100 MB
    /// file a copy per key would be 100 MB per key). The buffer's storage address must stay
    /// the same over 1,000 keystrokes, with the document second of two open files.
    @Test func aKeystrokeNeverCopiesTheDocument() throws {
        let line = Array("let value = compute(input) // a line of code\n".utf8)
        var bytes: [UInt8] = []
        for _ in 0..<50_000 { bytes += line }
        var editor = Editor(document: Self.document("|", path: "small.txt"))
        editor.opened(Document(path: "big.txt", text: TextBuffer(GapBuffer(bytes))))
        editor.resize(rows: 40, columns: 120)
        func storage(_ editor: Editor) -> UnsafePointer<UInt8>? {
            editor.document.text.bytes.withHalves { before, _ in before.baseAddress }
        }
        Self.press(&editor, "Ctrl+End")
        let address = try #require(storage(editor))
        for index in 0..<1_000 {
            if index % 50 == 49 { Self.press(&editor, "Enter") } else { Self.type(&editor, "x") }
            guard storage(editor) == address else {
                Issue.record("keystroke \(index) copied the buffer")
                return
            }
        }
        #expect(editor.document.text.count == bytes.count + 1_000)
        // The probe would see a copy: in debug builds an edit of a shared storage traps first
        // (`UniqueOwnershipTests.anEditOfASharedStorageTraps`).
    }
}

/// The whole text of a file shown from its start takes the start's place (`Editor.completeOpening`).
@Suite struct CompleteOpeningTests {
    @Test func theWholeFileTakesThePreviewsPlaceWhereItWasShown() {
        let whole = Array((0..<200).map { "line \($0)\n" }.joined().utf8)
        var preview = Document(path: "big.txt", text: TextBuffer(GapBuffer(whole.prefix(700))))
        preview.expectedLines = ExpectedLines(count: 201, isExact: false)
        var editor = Editor(document: preview)
        editor.resize(rows: 10, columns: 40)
        editor.goToLine("50")
        editor.document.setIndentStyle(.tabs)
        editor.document.languageChoice = .language("python3")
        let shown = editor.document
        #expect(shown.scrollLine > 0 && shown.cursorLine == 49)
        editor.completeOpening(editor.currentID, with: Document(path: "big.txt", text: TextBuffer(GapBuffer(whole))))
        #expect(editor.document.text.bytes.allBytes == whole)
        #expect(editor.document.expectedLines == nil)
        #expect(editor.document.cursor == shown.cursor && editor.document.scrollLine == shown.scrollLine)
        #expect(!editor.document.isModified)
        #expect(editor.document.indentStyle == .tabs, "the style a remembered place chose")
        #expect(editor.document.place.language == .language("python3"), "the language a remembered place chose")
    }
}
