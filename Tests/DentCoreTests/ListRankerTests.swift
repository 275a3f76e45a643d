import DentCore
import DentTestSupport
import Testing

/// The one ranker of every filtered list (issue 51, item 2): each word of the query on its own
/// against the title, tiers exact > prefix > word prefix > substring > fuzzy, the weakest word
/// ranks the entry, ties to fewer words then the list's order, help-text matches last.
@Suite struct ListRankerTests {
    struct Entry: Equatable {
        var title: String
        var help = ""
    }

    static func order(_ query: String, _ titles: [String]) -> [String] {
        ListRanker(query).rank(titles) { [$0] }
    }

    @Test(arguments: [
        ("paste", "Paste", ListRanker.Tier.exact),
        ("go to line", "Go to line", .exact),
        ("GO  TO line", "go to Line", .exact),
        ("paste", "Paste from history", .prefix),
        ("line", "Cut line", .wordPrefix),
        ("ring", "src/ring.c", .wordPrefix),
        ("ste", "Paste", .substring),
        ("cnvind", "Convert indentation", .fuzzy),
    ])
    func aWordsTier(query: String, title: String, tier: ListRanker.Tier) {
        #expect(ListRanker(query).tier(of: title) == tier)
    }

    @Test func aWordNotInTheTitleEvenFuzzilyIsNoMatch() {
        #expect(ListRanker("paste").tier(of: "Cut line") == nil)
        #expect(ListRanker("line x").tier(of: "Cut line") == nil, "every word must match")
        #expect(ListRanker("ste").tier(of: "Paste", fuzzy: false) == .substring)
        #expect(ListRanker("pst").tier(of: "Paste", fuzzy: false) == nil, "no fuzzy match where fuzzy is off")
    }

    @Test func theBestTierComesFirst() {
        let titles = ["Fuzzy: p-a-s-t-e", "Copy and paste", "Paste from history", "Paste", "Repaste"]
        #expect(Self.order("paste", titles) == ["Paste", "Paste from history", "Copy and paste", "Repaste", "Fuzzy: p-a-s-t-e"])
    }

    @Test func anEntryRanksByItsWeakestWord() {
        // "Select all" has `select` as prefix and `all` as word prefix; "Select word left" has
        // no `all` at all; "Call select" has `select` as word prefix and `all` as substring.
        let titles = ["Call select", "Select word left", "Select all"]
        #expect(Self.order("select all", titles) == ["Select all", "Call select"])
    }

    @Test func wordsMatchInAnyOrder() {
        #expect(Self.order("line go", ["Next lint message", "Go to line"]) == ["Go to line"])
        #expect(Self.order("all select", ["Cut line", "Select all"]) == ["Select all"])
    }

    @Test func tiesGoToFewerWordsThenToTheListsOrder() {
        #expect(Self.order("definition", ["Go to type definition", "Go to definition"]) == ["Go to definition", "Go to type definition"])
        #expect(Self.order("next", ["Next match", "Next lint message", "Next file"]) == ["Next match", "Next file", "Next lint message"])
        #expect(Self.order("indent", ["Indent by 2", "Indent by 4"]) == ["Indent by 2", "Indent by 4"], "same tier and words: the list's order")
    }

    @Test func matchesInTheHelpTextComeAfterEveryTitleMatch() {
        let entries = [
            Entry(title: "Cut line", help: "Cut the line; a paste brings it back"),
            Entry(title: "Duplicate line", help: "Copy the line below itself"),
            Entry(title: "P-a-s-t-e fuzzily"),
            Entry(title: "Paste", help: "Paste what was copied"),
        ]
        let ranked = ListRanker("paste").rank(entries, titles: { [$0.title] }, detail: \.help).map(\.title)
        #expect(ranked == ["Paste", "P-a-s-t-e fuzzily", "Cut line"], "a fuzzy title match before any help-text match")
        let mixed = ListRanker("cut back").rank(entries, titles: { [$0.title] }, detail: \.help).map(\.title)
        #expect(mixed == ["Cut line"], "the words may be shared between the title and the help")
        #expect(ListRanker("c-o-p-y").rank(entries, titles: { [$0.title] }, detail: \.help).isEmpty, "the help text is never matched fuzzily")
    }

    @Test func theBetterOfSeveralTitlesCounts() {
        let languages = [("ActionScript", "actionscript"), ("Bash", "bash"), ("C#", "c-sharp"), ("C", "c"), ("sh", "sh")]
        let byName = { (query: String) in ListRanker(query).rank(languages) { [$0.0, $0.1] }.map(\.0) }
        #expect(byName("c").first == "C")
        #expect(byName("sh") == ["sh", "C#", "Bash"])
        #expect(byName("SHARP") == ["C#"], "the id, in any case")
    }

    @Test func nothingTypedKeepsEveryEntryInOrder() {
        #expect(Self.order("", ["b", "a"]) == ["b", "a"])
        #expect(Self.order("   ", ["b", "a"]) == ["b", "a"])
        #expect(ListRanker(" a  b ").words == ["a", "b"])
    }
}

/// The ranker in the help and the palette, over the real command table (issue 51, item 2):
/// the entries the issue found highlighted wrongly.
@Suite struct HelpRankingTests {
    static func editor() -> Editor { Editor(document: CursorText.document("one|\ntwo\n")) }

    @Test(arguments: [
        ("paste", "Paste"), ("copy", "Copy"), ("select all", "Select all"), ("go to line", "Go to line"),
        ("indent", "Indent"), ("line go", "Go to line"), ("ctrl+s", "Save"),
    ])
    func theBestMatchComesFirst(query: String, title: String) {
        let editor = Self.editor()
        #expect(editor.helpEntries(filter: query).first?.title == title)
        #expect(editor.helpEntries(filter: query, palette: true).first?.title == title)
    }

    /// The palette's own title typed in full picks the command (the end-to-end tests run
    /// commands so, `DentRun.runFromPalette`).
    @Test func everyTitleTypedInFullComesFirst() {
        let editor = Self.editor()
        let entries = editor.helpEntries(palette: true)
        let missed = entries.filter { entry in editor.helpEntries(filter: entry.title, palette: true).first?.title != entry.title }
        #expect(missed.isEmpty, "\(missed.map(\.title))")
    }

    @Test func theEditorsCommandsComeBeforeTheModalsKeys() {
        let entries = Self.editor().helpEntries(filter: "close")
        #expect(entries.first?.command == .close)
        let firstModal = entries.firstIndex { $0.context != .editor && $0.context != .global } ?? entries.count
        #expect(entries[firstModal...].allSatisfy { $0.context != .editor && $0.context != .global })
        #expect(entries[firstModal...].contains { $0.command == .helpClose })
    }

    /// Ctrl+G, `paste`, Enter pasted nothing and cut line 1 ("Cut line" came first).
    @Test func enterInTheFilteredHelpRunsTheBestMatch() {
        var editor = Self.editor()
        OpenFilesTests.press(&editor, "Ctrl+c", "Ctrl+g")
        OpenFilesTests.type(&editor, "paste")
        OpenFilesTests.press(&editor, "Enter")
        #expect(editor.modals.isEmpty)
        #expect(CursorText.format(editor.document) == "one\none|\ntwo\n", "the copied line is pasted above, nothing is cut")
    }

    @Test func thePaletteHighlightsTheBestMatchAndEnterRunsIt() {
        var editor = Self.editor()
        OpenFilesTests.press(&editor, "Ctrl+e")
        OpenFilesTests.type(&editor, "select all")
        #expect(editor.paletteTitles.first == "Select all")
        #expect(editor.modals == [.help(HelpState(filter: "select all", selected: 0, isPalette: true))])
        OpenFilesTests.press(&editor, "Enter")
        #expect(editor.document.selection == 0..<8, "the whole file is selected")
    }
}
