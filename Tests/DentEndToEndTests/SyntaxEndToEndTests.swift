import DentTestSupport
import Testing

/// Highlighting in the real binary, read from tmux with `capture-pane -e` (the rows with their
/// SGR sequences), with the installed GtkSourceView specs.
@Suite(.serialized) struct SyntaxEndToEndTests {
    /// The screen's rows with their SGR sequences, as tmux shows them.
    static func styledRows(_ run: DentRun) throws -> [String] {
        let text = try run.tmux.tmux(["capture-pane", "-p", "-e", "-t", run.tmux.target]).stdout
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether row `row` shows `text` with a foreground colour set at its first character
    /// (read by playing the SGR sequences of the rows up to it: tmux sets a pen once, and it
    /// holds over the next rows until changed; 30-37, 90-97, 38;… set one; 0 and 39 clear it).
    static func coloured(_ rows: [String], row: Int, _ text: String) -> Bool {
        guard rows.indices.contains(row) else { return false }
        var visible: [Character] = []
        var colours: [Bool] = []
        var coloured = false
        var characters = Array(rows[...row].joined(separator: "\n"))[...]
        while let character = characters.popFirst() {
            if character == "\n" {
                (visible, colours) = ([], [])
                continue
            }
            guard character == "\u{1B}", characters.first == "[" else {
                visible.append(character)
                colours.append(coloured)
                continue
            }
            characters.removeFirst()
            var parameters = ""
            while let next = characters.popFirst(), next != "m" { parameters.append(next) }
            var fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            while let field = fields.popFirst() {
                switch field {
                case 0, 39: coloured = false
                case 30...37, 90...97: coloured = true
                case 38, 48:
                    if field == 38 { coloured = true }
                    fields = fields.dropFirst(fields.first == 5 ? 2 : 4)
                default: break
                }
            }
        }
        let wanted = Array(text)
        guard wanted.count <= visible.count else { return false }
        for start in 0...(visible.count - wanted.count) where Array(visible[start..<(start + wanted.count)]) == wanted {
            return colours[start]
        }
        return false
    }

    /// The last two lines are bare identifiers, which C leaves unstyled.
    static let cSource = "int main(void) {\n    return 0;\n}\ntwo;\nthree;\n"

    @Test func aCFileOpensColoured() throws {
        let run = try DentRun(file: "a.c", contents: "/* comment */\n" + SyntaxEndToEndTests.cSource)
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        try run.tmux.waitFor("the comment coloured") { _ in
            SyntaxEndToEndTests.coloured(try SyntaxEndToEndTests.styledRows(run), row: 0, "/* comment */")
        }
        #expect(!SyntaxEndToEndTests.coloured(try SyntaxEndToEndTests.styledRows(run), row: 4, "two;"))
        try run.quit()
    }

    @Test func typingACommentOpenerRecoloursTheRowsBelowAndTheCloserRestoresThem() throws {
        let run = try DentRun(file: "b.c", contents: SyntaxEndToEndTests.cSource)
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        try run.tmux.sendText("/*")
        try run.tmux.waitFor("the rows below in the comment's colour") { _ in
            let rows = try SyntaxEndToEndTests.styledRows(run)
            return SyntaxEndToEndTests.coloured(rows, row: 3, "two;") && SyntaxEndToEndTests.coloured(rows, row: 4, "three;")
        }
        try run.tmux.sendKeys("Down", "End")
        try run.tmux.sendText("*/")
        try run.tmux.waitFor("the rows below the closer plain again") { _ in
            let rows = try SyntaxEndToEndTests.styledRows(run)
            return SyntaxEndToEndTests.coloured(rows, row: 0, "int main") && !SyntaxEndToEndTests.coloured(rows, row: 3, "two;")
        }
        try run.tmux.sendKeys("C-q")
        try run.tmux.sendText("n")
        try run.waitForExit()
    }

    @Test func syntaxOffLeavesTheFilePlain() throws {
        let run = try DentRun(file: "c.c", contents: "/* comment */\nint x;\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "syntax = off\n")
        }
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        #expect(!SyntaxEndToEndTests.coloured(try SyntaxEndToEndTests.styledRows(run), row: 0, "/* comment */"))
        try run.quit()
    }

    @Test func aBinaryFileIsNotHighlighted() throws {
        let run = try DentRun(file: "e.c", contents: "/* comment */\u{0}\u{1}\u{2}\nint x;\n")
        defer { run.tmux.kill() }
        try run.tmux.waitFor(text: "int x;")
        #expect(!SyntaxEndToEndTests.coloured(try SyntaxEndToEndTests.styledRows(run), row: 0, "/* comment */"))
        try run.quit()
    }

    @Test func aPythonFileOpensColoured() throws {
        let run = try DentRun(file: "d.py", contents: "# a comment\ndef f():\n    return 'text'\n")
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        try run.tmux.waitFor("the comment and the keyword coloured") { _ in
            let rows = try SyntaxEndToEndTests.styledRows(run)
            return SyntaxEndToEndTests.coloured(rows, row: 0, "# a comment") && SyntaxEndToEndTests.coloured(rows, row: 1, "def")
        }
        try run.quit()
    }
}

/// Set language (Alt+L) through the real binary: the list, its keys in the shortcut bar, the
/// file recoloured, and the choice remembered with the file's place.
@Suite(.serialized) struct SetLanguageEndToEndTests {
    static let python = "# a comment\ndef f():\n    return 'text'\n"

    static func coloredAsPython(_ run: DentRun) throws {
        try run.tmux.waitFor("the comment and the keyword coloured as Python") { _ in
            let rows = try SyntaxEndToEndTests.styledRows(run)
            return SyntaxEndToEndTests.coloured(rows, row: 0, "# a comment") && SyntaxEndToEndTests.coloured(rows, row: 1, "def")
        }
    }

    @Test func aTextFileSetToPythonIsColouredAndReopensAsPython() throws {
        let run = try DentRun(file: "notes.txt", contents: SetLanguageEndToEndTests.python)
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        #expect(!SyntaxEndToEndTests.coloured(try SyntaxEndToEndTests.styledRows(run), row: 1, "def"), "a .txt file is plain")
        try run.tmux.sendKeys("M-l")
        let list = try run.tmux.waitFor(text: "Languages: type to filter")
        #expect(list.last?.hasPrefix("Enter Choose  Esc Cancel") == true, "the shortcut bar shows the list's keys: \(list.last ?? "")")
        try run.tmux.sendText("pyth")
        try run.tmux.waitFor(text: "Filter: pyth")
        try run.tmux.sendKeys("Enter")
        try SetLanguageEndToEndTests.coloredAsPython(run)
        try run.waitForStatus("Highlighted as Python ")
        #expect(try run.quit() == 0)

        let again = try DentRun(file: "notes.txt", contents: nil, directory: run.directory)
        defer { again.tmux.kill() }
        try again.waitUntilReady()
        try SetLanguageEndToEndTests.coloredAsPython(again)
        #expect(try again.quit() == 0)
        #expect(run.contents("notes.txt") == SetLanguageEndToEndTests.python, "only the place is stored, the file is untouched")
    }
}

/// A scheme's italic reaches the terminal where its terminfo entry has `sitm`, and not where it
/// has none (screen's entry: screen draws SGR 3 reversed).
@Suite(.serialized) struct SchemeItalicEndToEndTests {
    /// Whether the first row's SGR sequences before `text` set italic (3) and leave it on.
    static func italic(_ run: DentRun, before text: String) throws -> Bool {
        let row = try SyntaxEndToEndTests.styledRows(run).first ?? ""
        guard let end = row.firstRange(of: text) else { return false }
        var italic = false
        for sequence in row[..<end.lowerBound].split(separator: "\u{1B}[", omittingEmptySubsequences: false).dropFirst() {
            guard let close = sequence.firstIndex(of: "m") else { continue }
            for field in sequence[..<close].split(separator: ";", omittingEmptySubsequences: false) {
                if field == "3" { italic = true }
                if field == "23" || field == "0" || field.isEmpty { italic = false }
            }
        }
        return italic
    }

    @Test(arguments: [("tmux-256color", true), ("screen", false)])
    func cobaltsItalicCommentsFollowTheTerminal(term: String, italic: Bool) throws {
        let run = try DentRun(file: "a.c", contents: "/* comment */\nint x;\n", environment: ["TERM": term]) { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "theme = cobalt\n")
        }
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        try run.tmux.waitFor("the comment coloured") { _ in
            SyntaxEndToEndTests.coloured(try SyntaxEndToEndTests.styledRows(run), row: 0, "/* comment */")
        }
        #expect(try SchemeItalicEndToEndTests.italic(run, before: "comment */") == italic, "TERM=\(term)")
        try run.quit()
    }
}

/// `dent --highlight FILE`: the text on standard output, byte for byte, with SGR around runs.
@Suite struct HighlightCommandSyntaxTests {
    @Test func highlightWritesTheFileInTheThemesColours() throws {
        let directory = try ScratchDirectory(prefix: "dent-highlight")
        try directory.write("a.c", "/* hi */ x\r\ny\n")
        try directory.makeDirectory("config")
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--highlight", directory.file("a.c")],
                                           environment: ["XDG_CONFIG_HOME": directory.file("config"), "HOME": directory.path])
        #expect(result.stdout == "\u{1B}[34m/* hi */\u{1B}[0m x\r\ny\n", "\(result)")
        let plain = try ProcessRunner.run(try TestExecutables.dent(), ["--highlight", "a.c", "b.c"])
        #expect(plain.stderr.contains("--highlight needs one file"), "\(plain)")
    }
}
