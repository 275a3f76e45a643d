import DentFiles
import DentTestSupport
import Glibc
import Testing

/// What opening offers back after dents ended badly (issue 50): the journal of every session
/// that ended when several dents had one file (item 5), the text of an unnamed document (item
/// 4), and the rescue copy a signal left (item 8).
@Suite("End to end: recovery offers")
struct RecoveryOffersEndToEndTests {
    static func journals(_ run: DentRun, file: String) -> [JournalEntry] {
        RecoveryJournal(stateDirectory: StateDirectory(path: run.directory.file(".local/state/dent")))
            .findAll(for: run.directory.file(file))
    }

    static func texts(_ entries: [JournalEntry]) -> Set<String> {
        Set(entries.map { String(decoding: $0.buffer.allBytes, as: UTF8.self) })
    }

    /// Waits until the journals of `file` hold exactly `texts` (the sessions' own, running or not).
    static func waitForJournals(_ run: DentRun, _ texts: Set<String>) throws {
        try run.tmux.waitFor("the journals \(texts.sorted())") { _ in Self.texts(Self.journals(run, file: "work.txt")) == texts }
    }

    /// Three dents edit one file; they are killed one by one in the order given, and after each
    /// kill the others type on. No session writes over or removes another's journal, so every
    /// one's last text is offered, newest first, each recovered as one undo step.
    @Test("Three dents on one file, killed in every order, lose nothing", arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func threeDentsKilledInEveryOrderLoseNothing(order: [Int]) throws {
        let first = try DentRun(file: "work.txt", contents: "base\n", columns: 120)
        var runs = [first]
        for _ in 1..<3 { runs.append(try DentRun(file: "work.txt", contents: nil, columns: 120, directory: first.directory)) }
        var texts = ["base", "base", "base"]
        for (index, run) in runs.enumerated() {
            try run.waitUntilReady()
            try run.tmux.sendKeys("End")
            try run.tmux.sendText(" \(index)")
            texts[index] += " \(index)"
        }
        try Self.waitForJournals(first, Set(texts.map { $0 + "\n" }))
        let pids = try runs.map { try $0.dentPID() }
        var alive = Set(0..<3)
        for victim in order {
            #expect(kill(pids[victim], SIGKILL) == 0)
            _ = try runs[victim].waitForExit()
            alive.remove(victim)
            for index in alive.sorted() {
                try runs[index].tmux.sendText(" after\(victim)")
                texts[index] += " after\(victim)"
            }
            try Self.waitForJournals(first, Set(texts.map { $0 + "\n" }))
        }

        let next = try DentRun(file: "work.txt", contents: nil, columns: 120, directory: first.directory)
        let offered = Self.journals(next, file: "work.txt")
        #expect(offered.count == 3 && offered.allSatisfy { $0.runningOwner == nil })
        let newestFirst = offered.map { String(decoding: $0.buffer.allBytes.dropLast(), as: UTF8.self) }
        for text in newestFirst {
            try next.waitForStatus("can be recovered")
            try next.tmux.sendKeys("r")
            try next.tmux.waitFor("the text \(text)") { $0.first == text }
        }
        try next.tmux.sendKeys("C-z")
        try next.tmux.waitFor("one undo step back") { $0.first == newestFirst[1] }
        try next.tmux.sendKeys("C-y")
        try next.save()
        #expect(try next.quit() == 0)
        #expect((first.directory.entries(".local/state/dent/journal") ?? []).isEmpty, "a save removes the journals recovered")
    }

    /// `dent` with no file journals its unnamed document; SIGKILLed, the next `dent` with no
    /// file offers the text (issue 50, item 4), and saving it under a name removes the journal.
    @Test("An unnamed document is journaled and offered to the next dent with no file")
    func anUnnamedDocumentIsJournaledAndOffered() throws {
        let run = try DentRun(file: "unused", contents: nil, arguments: [])
        try run.waitUntilReady()
        try run.tmux.sendText("never named")
        try run.tmux.waitFor("the unnamed journal") { _ in
            (run.directory.entries(".local/state/dent/journal") ?? []).contains { $0.hasPrefix("untitled-") }
        }
        try run.tmux.waitFor("the typed text") { $0.first == "never named" }
        #expect(kill(try run.dentPID(), SIGKILL) == 0)
        _ = try run.waitForExit()

        let next = try DentRun(file: "unused", contents: nil, arguments: [], directory: run.directory)
        try next.waitForStatus("can be recovered")
        try next.tmux.sendKeys("r")
        try next.tmux.waitFor("the recovered text") { $0.first == "never named" }
        try next.tmux.sendKeys("C-s")
        try next.tmux.sendText(next.directory.file("named.txt"))
        try next.tmux.sendKeys("Enter")
        try next.waitForStatus("Saved")
        #expect(try next.quit() == 0)
        #expect(next.contents("named.txt") == "never named\n", "with the final line end a save adds")
        #expect((run.directory.entries(".local/state/dent/journal") ?? []).isEmpty, "the recovered journal went with the save")
    }

    /// The `FILE.dent-save` a SIGHUP left is offered when the file is opened again, with the
    /// journal's question, saying which is newer (issue 50, item 8); discarding removes it, and
    /// so does saving its text once recovered.
    @Test("A rescue file is offered when the file is opened again, and goes once discarded or saved", arguments: ["d", "r"])
    func aRescueFileIsOffered(answer: String) throws {
        let run = try DentRun(file: "notes.txt", contents: "one\n", columns: 120)
        try run.waitUntilReady()
        try run.tmux.sendText("unsaved ")
        try run.waitForStatus("[+]")
        #expect(kill(try run.dentPID(), SIGHUP) == 0)
        _ = try run.waitForExit()
        #expect(run.contents("notes.txt.dent-save") == "unsaved one\n")
        #expect((run.directory.entries(".local/state/dent/journal") ?? []).isEmpty, "the rescue copy took the journal's place")

        let next = try DentRun(file: "notes.txt", contents: nil, columns: 120, directory: run.directory)
        let screen = try next.waitForStatus("can be recovered")
        #expect(statusLine(screen).contains("notes.txt.dent-save") && statusLine(screen).contains("newer than the file"),
                "\(statusLine(screen))")
        try next.tmux.sendKeys(answer)
        if answer == "r" {
            try next.tmux.waitFor("the rescued text") { $0.first == "unsaved one" }
            #expect(run.contents("notes.txt.dent-save") != nil, "kept until the text is saved")
            try next.save()
        } else {
            try next.waitForStatus("discarded")
        }
        #expect(try next.quit() == 0)
        #expect(run.contents("notes.txt.dent-save") == nil)
        #expect(run.contents("notes.txt") == (answer == "r" ? "unsaved one\n" : "one\n"))
    }

    /// A hang-up with unsaved changes ends dent at once: the way out waits for the rescue copy's
    /// own fsync and nothing else of note (issue 50, item 8: 1.4-1.9 s were reported; 10-46 ms
    /// were measured here, before and after, docs/SAFETY.md). The bound is loose for a busy
    /// machine; the target is 0.2 s.
    @Test("SIGHUP with unsaved changes ends dent within half a second")
    func aHangUpEndsDentQuickly() throws {
        let run = try DentRun(file: "notes.txt", contents: "one\n")
        try run.waitUntilReady()
        try run.tmux.sendText("unsaved ")
        try run.waitForStatus("[+]")
        let pid = try run.dentPID()
        let start = ContinuousClock.now
        #expect(kill(pid, SIGHUP) == 0)
        while ContinuousClock.now - start < .seconds(5), Self.isRunning(pid) { usleep(1_000) }
        let took = ContinuousClock.now - start
        #expect(took < .milliseconds(500), "dent took \(took) to end after SIGHUP")
        _ = try run.waitForExit()
        #expect(run.contents("notes.txt.dent-save") == "unsaved one\n")
    }

    /// A killed dent its parent has not reaped yet (a zombie: tmux left killed dents so for
    /// over 10 s) has ended: the next dent offers its journal instead of saying another dent
    /// has unsaved changes (issue 50, item 6). perl stands for that parent: it starts dent and
    /// never waits for it.
    @Test("A killed dent that is still a zombie has ended: the next dent offers its journal")
    func aZombiesJournalIsOffered() throws {
        let dir = try ScratchDirectory(prefix: "dent-e2e")
        try dir.write("work.txt", "base\n")
        try dir.makeDirectory("config")
        try dir.makeDirectory(".run")
        let parent = try TmuxSession(
            command: ["perl", "-e", "if (fork() == 0) { exec @ARGV or die } sleep 600", try TestExecutables.dent(), dir.file("work.txt")],
            workingDirectory: dir.path, environment: ["HOME": dir.path, "XDG_CONFIG_HOME": dir.file("config")])
        try parent.waitFor("dent's status line", DentRun.showsEditor)
        try parent.sendText("typed ")
        try parent.waitFor("the journal of the typed text") { _ in
            Self.texts(RecoveryJournal(stateDirectory: StateDirectory(path: dir.file(".local/state/dent"))).findAll(for: dir.file("work.txt")))
                == ["typed base\n"]
        }
        let pid = try #require(ProcessRunner.childProcesses(of: try parent.panePID()).first)
        #expect(kill(pid, SIGKILL) == 0)
        try parent.waitFor("dent a zombie") { _ in TextFile.read("/proc/\(pid)/stat") != nil && !Self.isRunning(pid) }

        let next = try DentRun(file: "work.txt", contents: nil, columns: 120, directory: dir)
        try next.waitForStatus("can be recovered")
        try next.tmux.sendKeys("r")
        try next.tmux.waitFor("the zombie's text") { $0.first == "typed base" }
    }

    /// Whether `pid` runs: it exists and is no zombie (its parent, the pane's shell, may not
    /// have reaped it yet).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = TextFile.read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }
}
