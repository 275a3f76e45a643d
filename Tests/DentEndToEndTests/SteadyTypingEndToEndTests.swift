import DentFiles
import DentTestSupport
import Glibc
import Testing

/// Someone typing steadily (~15 characters a second) is killed with SIGKILL at a random
/// moment: the next dent recovers what was typed, byte for byte, but for at most the last
/// ~200 characters or ~4 s (issue 50, item 3; docs/SAFETY.md, promise 13). Before appended
/// journals, typing that never paused for 1.5 s was never journaled at all.
///
/// CI runs 3 tries of 15 s; `DENT_STEADY_TRIES` and `DENT_STEADY_SECONDS` make the longer run
/// docs/FUZZING.md records (20 tries of 60 s).
@Suite(.serialized) struct SteadyTypingEndToEndTests {
    static let tries = environmentNumber("DENT_STEADY_TRIES") ?? 3
    static let seconds = environmentNumber("DENT_STEADY_SECONDS") ?? 15
    /// Characters a second: 46 words a minute, the typist, is about 4; this is faster.
    static let rate = 15
    /// What a kill may lose: 4 s of typing at `rate` (under the 200 characters bound).
    static let allowedLoss = 4 * rate

    static func environmentNumber(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) } }

    @Test func steadyTypingKilledAtARandomMomentIsRecovered() throws {
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<Self.tries {
            let killAfter = Int.random(in: (Self.rate * 2)...(Self.rate * Self.seconds), using: &generator)
            try typeAndKill(after: killAfter, attempt: attempt)
        }
    }

    /// Types `count` characters (letters, spaces, line ends) at `rate` into a file, kills dent,
    /// and checks the journal the next dent offers and recovers.
    func typeAndKill(after count: Int, attempt: Int) throws {
        let run = try DentRun(file: "typed.txt", contents: "start\n")
        try run.waitUntilReady()
        let pid = try run.dentPID()
        let typed = Self.text(count)
        let start = Self.now()
        for (index, character) in typed.enumerated() {
            // The typist's pace: not a wait for dent, which is never waited for here.
            let due = start + UInt64(index) * 1_000 / UInt64(Self.rate)
            let now = Self.now()
            if due > now { usleep(useconds_t((due - now) * 1_000)) }
            if character == "\n" { try run.tmux.sendKeys("Enter") } else { try run.tmux.sendText(String(character)) }
        }
        #expect(kill(pid, SIGKILL) == 0)
        _ = try run.waitForExit()

        let journal = RecoveryJournal(stateDirectory: StateDirectory(path: run.directory.file(".local/state/dent")))
        let found = journal.findAll(for: run.directory.file("typed.txt"))
        let recovered = try #require(found.first, "attempt \(attempt), killed after \(count) characters: no journal").buffer.allBytes
        #expect(found.count == 1)
        let typedBytes = Array(typed.utf8)
        let kept = recovered.count - "start\n".utf8.count
        let expected = Array(typedBytes.prefix(Swift.max(kept, 0))) + Array("start\n".utf8)
        #expect(recovered == expected, "attempt \(attempt): the recovered text is a prefix of what was typed, byte for byte")
        #expect(count - kept <= Self.allowedLoss, "attempt \(attempt): \(count - kept) of \(count) characters lost")
        // For docs/FUZZING.md's table of longer runs.
        print("steady typing: attempt \(attempt), \(count) characters typed, \(count - kept) lost")

        let next = try DentRun(file: "typed.txt", contents: nil, directory: run.directory)
        try next.waitForStatus("can be recovered")
        try next.tmux.sendKeys("r")
        try next.waitForStatus("Recovered")
        try next.save()
        #expect(try next.quit() == 0)
        #expect(run.directory.read("typed.txt") == recovered, "attempt \(attempt): recovered and saved byte for byte")
        #expect((run.directory.entries(".local/state/dent/journal") ?? []).isEmpty, "the save removed the recovered journal")
    }

    /// `count` characters of text a person might type.
    static func text(_ count: Int) -> String {
        let words = ["steady", "typing", "never", "pauses", "for", "long", "and", "dent", "keeps", "up"]
        var text = ""
        var index = 0
        while text.count < count {
            text += words[index % words.count]
            index += 1
            text += index % 9 == 0 ? "\n" : " "
        }
        return String(text.prefix(count))
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
    }
}
