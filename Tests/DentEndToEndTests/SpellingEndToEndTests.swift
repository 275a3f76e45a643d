import DentTestSupport
import Glibc
import Testing

/// Check spelling through the real binary with hunspell and Debian's hunspell-en-us (installed
/// by scripts/setup-debian.sh test).
@Suite("End to end: spelling")
struct SpellingEndToEndTests {
    static let hasEnglish = access("/usr/share/hunspell/en_US.dic", R_OK) == 0

    /// For each character of row `row`, whether it is drawn underlined, read by playing the
    /// SGR sequences of the rows up to it (tmux sets a pen once and it holds until changed:
    /// 4 underlines; 24 and 0 stop it).
    static func underlines(_ styled: [String], row: Int) -> [(Character, Bool)] {
        var underlined = false
        var cells: [(Character, Bool)] = []
        for (index, text) in styled.prefix(row + 1).enumerated() {
            cells = []
            var characters = Array(text)[...]
            while let character = characters.popFirst() {
                guard character == "\u{1B}", characters.first == "[" else {
                    cells.append((character, underlined))
                    continue
                }
                characters.removeFirst()
                var parameters = ""
                while let next = characters.popFirst(), next != "m" { parameters.append(next) }
                for field in parameters.split(separator: ";", omittingEmptySubsequences: false).map({ Int($0) ?? 0 }) {
                    if field == 4 { underlined = true }
                    if field == 0 || field == 24 { underlined = false }
                }
            }
            if index == row { return cells }
        }
        return cells
    }

    /// The underlined words of `cells`, in order.
    static func underlinedWords(_ cells: [(Character, Bool)]) -> [String] {
        var words: [String] = []
        var current = ""
        for (character, underlined) in cells + [(" ", false)] {
            if underlined && character != " " {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        return words
    }

    @Test("F12 underlines misspellings in a Python comment and string, never in its identifiers",
          .enabled(if: hasEnglish, "needs hunspell-en-us (scripts/setup-debian.sh test)"))
    func pythonCommentButNotIdentifiers() throws {
        let source = "def recieve(mesage):\n    # This coment has a mistaek\n    return mesage + \"a strng\"\n"
        let run = try DentRun(file: "spell.py", contents: source)
        try run.waitUntilReady()
        try run.tmux.sendKeys("F12")
        try run.waitForStatus("Spell checking on (en_US)")
        var rows: [[String]] = []
        try run.tmux.waitFor("the misspellings underlined") { _ in
            let styled = try SyntaxEndToEndTests.styledRows(run)
            rows = (0...2).map { SpellingEndToEndTests.underlinedWords(SpellingEndToEndTests.underlines(styled, row: $0)) }
            return rows[1] == ["coment", "mistaek"]
        }
        #expect(rows[0].isEmpty, "identifiers are code: \(rows[0])")
        #expect(rows[2] == ["strng"], "strings are prose, the identifier before is not: \(rows[2])")
        try run.tmux.sendKeys("F12")
        try run.waitForStatus("Spell checking off")
        try run.tmux.waitFor("no underline left") { _ in
            let styled = try SyntaxEndToEndTests.styledRows(run)
            return SpellingEndToEndTests.underlinedWords(SpellingEndToEndTests.underlines(styled, row: 1)).isEmpty
        }
        try run.quit()
    }

    @Test("Next misspelling offers hunspell's suggestions; 2 picks one; a adds a word to ~/.local/share/dent/words",
          .enabled(if: hasEnglish, "needs hunspell-en-us (scripts/setup-debian.sh test)"))
    func nextMisspellingPicksAndAdds() throws {
        let run = try DentRun(file: "notes.txt", contents: "Teh cat sat on dentish mats.\n")
        try run.waitUntilReady()
        try run.runFromPalette("Next misspelling")
        try run.waitForStatus("Teh: 1 ")
        let offered = statusLine(try run.tmux.capture())
        let first = try #require(offered.split(separator: " ").dropFirst(2).first.map(String.init), "\(offered)")
        try run.tmux.sendKeys("1")
        try run.waitForStatus("dentish:")
        try run.tmux.sendKeys("a")
        try run.waitForStatus("No more misspellings in notes.txt")
        try run.save()
        try run.quit()
        #expect(run.contents("notes.txt") == "\(first) cat sat on dentish mats.\n")
        #expect(run.contents(".local/share/dent/words") == "dentish\n")
    }

    @Test("Without a dictionary for spell-language, F12 says what to install and checks nothing")
    func noDictionary() throws {
        let run = try DentRun(file: "notes.txt", contents: "Teh cat\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "spell-language = xx_YY\n")
        }
        try run.waitUntilReady()
        try run.tmux.sendKeys("F12")
        try run.waitForStatus("No xx_YY dictionary in")
        try run.quit()
    }
}
