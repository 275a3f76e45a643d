import DentCore
import DentKeys
import DentScreen
import DentText
import DentWire

/// The editor fuzzer (docs/FUZZING.md): random events into `Editor.handle`, with random view
/// settings, indentation styles, screen sizes and host answers, on random documents. After
/// every event it checks the invariants of the editor (its files, the history, every modal),
/// of each document and its line index, of the grid a render makes (drawn over the last frame,
/// it must be the grid drawn from nothing), and that the frame the encoder writes, played on a
/// virtual terminal, shows exactly that grid.
///
/// It plays the host as the run loop does: effects are answered at once (a save succeeds or
/// fails, a reload brings other text, an open brings a document), and the host's own calls
/// (a file changed on disk, a recovery journal offered) come at random. Deterministic: the
/// same seed makes the same run.
public struct EditorFuzzer {
    public internal(set) var editor: Editor
    var random: SplitMix64
    let events = RandomKeyEvents()
    /// Every feature and every colour, so the frame played must match the grid cell for cell.
    var screen = Screen(caps: EditorFuzzer.caps)
    var terminal: VirtualTerminal
    /// Events handled so far, and a description of the last one, for the report of a failure.
    public internal(set) var count = 0
    public internal(set) var last = ""
    /// Every how many events a fresh editor starts, as after a quit: pastes and opened files
    /// pile up, and the checks of a text are linear in it, so a run that never restarted
    /// would slow down as it went.
    static let restartInterval = 20_000

    /// Every how many events a frame is drawn, encoded and played, and the grid's invariants and
    /// the screen it drew are checked: 1 in the tests; long runs may space them out, those being
    /// most of an event's cost.
    public var screenCheckInterval = 1
    /// Events left before a huge screen goes back to an ordinary size.
    var hugeEvents = 0
    /// What a language server would have of each file opened in one: the whole text sent,
    /// then every `didChange` applied, by LSP's rules (`EditorFuzzer+Servers`).
    var serverTexts: [DocumentID: [UInt8]] = [:]

    /// A failed check: after which event, and what broke.
    public struct Failure: Error, CustomStringConvertible {
        public let seed: UInt64

        public let event: Int
        public let input: String
        public let problems: [String]
        public var description: String {
            "seed \(seed), event \(event) (\(input)): " + problems.joined(separator: "; ")
        }
    }

    public let seed: UInt64
    /// Real languages to highlight documents with (`SyntaxSource`s of the installed specs, which
    /// this target cannot read itself): when there are some, most documents get one and their
    /// text mixes in what opens and closes comments, strings and tags; else "Set language"
    /// gets a test double and documents stay plain.
    let languages: [SyntaxSource]
    static let caps: TerminalCaps = {
        var caps = TerminalCaps.xterm
        caps.colors = .trueColor
        return caps
    }()

    public init(seed: UInt64, languages: [SyntaxSource] = []) {
        self.seed = seed
        self.languages = languages
        random = SplitMix64(state: seed)
        editor = Editor(document: Document(path: ""))
        terminal = VirtualTerminal(rows: 24, columns: 80)
        editor = freshEditor()
        resize(rows: 24, columns: 80)
    }

    /// Runs `events` events; the first failure ends the run.
    public mutating func run(events: Int) throws(Failure) {
        for _ in 0..<events {
            let problems = step()
            guard problems.isEmpty else { throw Failure(seed: seed, event: count, input: last, problems: problems) }
        }
    }

    /// One event (or host action), then every check; returns the problems found.
    public mutating func step(trace: ((String) -> Void)? = nil) -> [String] {
        count += 1
        editor.clock += UInt64(random.pick([0, 1, 5, 40, 400, 2_000]))
        editor.advanceClock(to: editor.clock)
        editor.expireMessage(now: editor.clock)
        if random.chance(percent: 4) {
            hostAction()
            trace?("\(count): \(last)")
        } else {
            let event = events.next(using: &random)
            last = "\(event)"
            trace?("\(count): \(last)")
            editor.handle(event)
        }
        if editor.isSearching, random.chance(percent: 70) { editor.continueSearch() }
        if hugeEvents > 0 {
            hugeEvents -= 1
            if hugeEvents == 0 { resize(rows: random.pick(EditorFuzzer.rows), columns: random.pick(EditorFuzzer.columns)) }
        }
        answerEffects()
        var serverProblems = syncServers()
        if editor.isQuitting || count % EditorFuzzer.restartInterval == 0 {
            serverTexts = [:]
            editor = freshEditor()
            resize(rows: editor.screenSize.rows, columns: editor.screenSize.columns)
        }
        trace?("   \(editor.document.displayName) cursor \(editor.document.cursor) of \(editor.document.text.count), modals \(editor.modals.map(\.context))")
        serverProblems += check()
        return serverProblems
    }

    /// The invariants, a frame, and the frame played on the virtual terminal.
    mutating func check() -> [String] {
        var problems = editor.invariantProblems()
        // Frames skipped in between are what a host does when events come faster than frames:
        // the next frame is drawn over the last one sent.
        guard count % screenCheckInterval == 0 else { return problems }
        let (rows, columns) = editor.screenSize
        // As the host does before each frame: the marks follow the edits.
        editor.prepareHighlighting()
        let bytes = screen.draw(editor, rows: rows, columns: columns)
        guard let grid = screen.frame else { return problems + ["no frame after a draw"] }
        problems += grid.checkInvariants()
        if grid.rows != rows || grid.columns != columns { problems.append("a \(grid.rows)×\(grid.columns) grid for a \(rows)×\(columns) screen") }
        if grid != Renderer.render(editor, rows: rows, columns: columns) { problems.append("the frame drawn over the last one is not the frame drawn from nothing") }
        do throws(VirtualTerminal.Failure) {
            try terminal.play(bytes)
            if let mismatch = terminal.mismatch(grid) { problems.append("the frame drew something else: \(mismatch)") }
        } catch {
            problems.append("the frame does not play: \(error)")
        }
        return problems
    }

    mutating func resize(rows: Int, columns: Int) {
        editor.resize(rows: rows, columns: columns)
        terminal = VirtualTerminal(rows: editor.screenSize.rows, columns: editor.screenSize.columns)
        screen.invalidate()
    }
}
