import Testing
import DentTerminal

/// Which description dent draws with, for each kind of environment: the terminfo entry when
/// installed, a built-in profile by TERM or TERM_PROGRAM, else xterm's with a notice.
@Suite struct TerminalDescriptionTests {
    /// As on a machine with no entry for the terminal (kitty, Alacritty, foot, WezTerm here).
    static func nothingInstalled(_ term: String) -> Terminfo? { nil }

    @Test(arguments: BuiltInTerminal.table.flatMap { profile in profile.terms.map { (profile.name, $0) } })
    func eachBuiltInProfileIsSelectedByItsTerm(name: String, term: String) {
        let description = TerminalDescription.select(term: term, program: nil, colorTerm: nil, load: TerminalDescriptionTests.nothingInstalled)
        #expect(description.source == .builtIn)
        #expect(description.name == name)
        #expect(description.notice == nil)
        for function in ControlFunction.allCases {
            #expect(description.terminfo.performs(function), "\(name): \(function)")
        }
        #expect(description.terminfo.string("smcup")?.starts(with: Array("\u{1B}[?1049h".utf8)) == true)
        #expect(description.colors == (name.contains("direct") ? 1 << 24 : 256))
    }

    @Test func weztermIsAlsoSelectedByTermProgram() {
        let description = TerminalDescription.select(term: "xterm-wez-unknown", program: "WezTerm", colorTerm: nil,
                                                     load: TerminalDescriptionTests.nothingInstalled)
        #expect(description.source == .builtIn && description.name == "WezTerm" && description.notice == nil)
    }

    @Test(arguments: [("no-such-terminal", "TERM=no-such-terminal is unknown here"), ("", "TERM is not set"),
                      ("vt52", "TERM=vt52 has no ANSI cursor addressing"), ("dumb", "TERM=dumb has no ANSI cursor addressing")])
    func anythingElseIsDrawnAsXtermWithANotice(term: String, reason: String) throws {
        let description = TerminalDescription.select(term: term, program: "SomeTerminal", colorTerm: nil)
        #expect(description.source == .fallback && description.name == "xterm")
        let notice = try #require(description.notice)
        #expect(notice.hasPrefix(reason + ": drawing as xterm"), "\(notice)")
        #expect(description.colors == 8, "an unknown terminal gets 8 colours")
        #expect(description.terminfo.performs(.insertCharacters))
    }

    @Test(arguments: ["xterm-256color", "xterm", "tmux-256color", "screen", "screen-256color", "linux", "rxvt-unicode-256color", "vt100"])
    func anInstalledEntryIsUsedWithoutANotice(term: String) {
        let description = TerminalDescription.select(term: term, program: "WezTerm", colorTerm: nil)
        #expect(description.source == .terminfo && description.name == term && description.notice == nil)
    }

    @Test func anInstalledEntryWinsOverTheBuiltInProfile() throws {
        let installed = try #require(Terminfo(term: "xterm-256color"))
        let description = TerminalDescription.select(term: "xterm-kitty", program: nil, colorTerm: nil) { _ in installed }
        #expect(description.source == .terminfo)
    }

    @Test(arguments: [("xterm-256color", nil, 256), ("xterm-256color", "truecolor", 1 << 24), ("linux", "24bit", 1 << 24),
                      ("linux", nil, 8), ("vt100", nil, 0), ("screen", "yes", 8)] as [(String, String?, Int)])
    func coloursComeFromColortermOrTheEntry(term: String, colorTerm: String?, colors: Int) {
        #expect(TerminalDescription.select(term: term, program: nil, colorTerm: colorTerm).colors == colors)
    }

    /// The checks against the ECMA-48 forms: vt100 lacks ICH, DCH, IL, DL and SU/SD; the
    /// Linux console lacks SU/SD; padding such as vt100's `$<50>` is dropped.
    @Test func entriesPerformWhatTheyHaveInTheStandardForm() throws {
        let xterm = try #require(Terminfo(term: "xterm-256color"))
        #expect(ControlFunction.allCases.allSatisfy(xterm.performs))
        let linux = try #require(Terminfo(term: "linux"))
        #expect(linux.performs(.insertCharacters) && linux.performs(.insertLines) && linux.performs(.scrollRegion))
        #expect(!linux.performs(.scrollUp) && !linux.performs(.scrollDown))
        let vt100 = try #require(Terminfo(term: "vt100"))
        #expect(vt100.performs(.cursorPosition) && vt100.performs(.scrollRegion))
        #expect(!vt100.performs(.insertCharacters) && !vt100.performs(.deleteLines))
        #expect(vt100.string("clear") == Array("\u{1B}[H\u{1B}[J".utf8), "padding dropped")
        #expect(try #require(Terminfo(term: "vt52")).performs(.cursorPosition) == false)
        #expect(xterm.number("colors") == 256)
    }
}
