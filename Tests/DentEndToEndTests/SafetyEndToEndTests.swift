import DentTestSupport
import Glibc
import Testing

/// Never losing work, through the real binary: rescue files, the recovery journal, a file
/// changed on disk, and the ways of opening a file from the shell.
@Suite("End to end: files and data safety")
struct SafetyEndToEndTests {
    @Test("SIGTERM and SIGHUP with unsaved edits write FILE.dent-save, leave the file alone, restore the terminal",
          arguments: [SIGTERM, SIGHUP])
    func signalWritesARescueFile(signal: Int32) throws {
        let run = try DentRun(file: "notes.txt", contents: "one\n")
        try run.waitUntilReady()
        try run.tmux.sendText("unsaved ")
        try run.waitForStatus("[+]")
        #expect(kill(try run.dentPID(), signal) == 0)
        #expect(try run.waitForExit() == 128 + signal)
        #expect(run.contents("notes.txt") == "one\n")
        #expect(run.contents("notes.txt.dent-save") == "unsaved one\n")
        #expect(run.ttyAfter == run.ttyBefore)
    }

    @Test("A crash (a Swift trap) writes FILE.dent-save from memory, leaves the file alone, and its message stays on screen")
    func crashWritesARescueFile() throws {
        let run = try DentRun(file: "notes.txt", contents: "one\n", environment: ["DENT_TEST_TRAP": "F12"])
        try run.waitUntilReady()
        // Typed and trapped at once: the copy comes from memory, with the last key.
        try run.tmux.sendText("every keystroke ")
        try run.waitForStatus("[+]")
        try run.tmux.sendKeys("End")
        try run.tmux.sendText("!")
        try run.tmux.sendKeys("F12")
        let status = try run.waitForExit()
        #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "dent died of its trap, not of something else: \(String(describing: status))")
        #expect(run.contents("notes.txt") == "one\n")
        #expect(run.contents("notes.txt.dent-save") == "every keystroke one!\n")
        // (The journal, appended after every event, is there too: the next dent offers both.)
        #expect(run.ttyAfter == run.ttyBefore)
        // The alternate screen is left before the messages are printed, so they stay visible.
        // The screen and its history: tmux's "Pane is dead" line can scroll the first line off.
        let result = try run.tmux.tmux(["capture-pane", "-p", "-S", "-100"])
        let screen = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(screen.contains("Fatal error: DENT_TEST_TRAP"), "\(screen)")
        #expect(screen.contains("unsaved changes of notes.txt written to"), "\(screen)")
        #expect(!screen.contains("Ln "), "the editor's screen is gone: \(screen)")
    }

    @Test("An in-place save that fails under ulimit -f puts the original back, and dent does not take that for a change on disk")
    func failedInPlaceSaveIsNotAChangeOnDisk() throws {
        let original = String(repeating: "line of the original\n", count: 10)
        let run = try DentRun(file: "f.txt", contents: original, columns: 120, fileSizeLimit: 1) { directory in
            // A second hard link: the save is in place, behind a backup.
            #expect(link(directory.file("f.txt"), directory.file("g.txt")) == 0)
        }
        try run.waitUntilReady()
        try run.tmux.paste(String(repeating: "more than 512 bytes in all ", count: 20))
        try run.waitForStatus("[+]")
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("the file on disk is unchanged")
        #expect(run.contents("f.txt") == original)
        // Focus-in (CSI I) checks the file on disk at once: the restore's new mtime is dent's
        // own, so no question opens, and the next key is typed into the text.
        try run.tmux.sendText("\u{1B}[I")
        try run.tmux.sendText("Z")
        let screen = try run.tmux.waitFor("the Z typed after the focus-in") { $0.dropLast(2).joined().contains("Z") }
        #expect(!statusLine(screen).contains("changed on disk"), "\(screen)")
        #expect(run.contents("f.txt") == original)
    }

    /// A session on `work.txt` ("base") that typed "typed ", waited for its journal and was
    /// killed with SIGKILL.
    static func killedAfterItsJournal() throws -> DentRun {
        let run = try DentRun(file: "work.txt", contents: "base\n")
        try run.waitUntilReady()
        try run.tmux.sendText("typed ")
        try run.waitForStatus("[+]")
        // The journal is written after a short idle pause.
        try run.tmux.waitFor("the recovery journal") { _ in
            !(run.directory.entries(".local/state/dent/journal") ?? []).isEmpty
        }
        #expect(kill(try run.dentPID(), SIGKILL) == 0)
        _ = try run.waitForExit()
        return run
    }

    @Test("After SIGKILL the next dent FILE offers the journal's text, and recovering puts it back")
    func killedSessionIsRecovered() throws {
        let first = try Self.killedAfterItsJournal()
        #expect(first.contents("work.txt") == "base\n")

        let second = try DentRun(file: "work.txt", contents: nil, directory: first.directory)
        try second.waitForStatus("can be recovered")
        try second.tmux.sendKeys("r")
        let screen = try second.tmux.waitFor("the recovered text") { $0.first == "typed base" }
        #expect(statusLine(screen).contains("Recovered"))
        try second.save()
        #expect(try second.quit() == 0)
        #expect(second.contents("work.txt") == "typed base\n")
        #expect((second.directory.entries(".local/state/dent/journal") ?? []).isEmpty, "a save removes the journal")
    }

    @Test("Two dents on one file each keep their own journal: the second neither offers nor touches the first's, and once the first is killed the next dent offers it")
    func aSecondDentLeavesTheFirstsJournalAlone() throws {
        let first = try DentRun(file: "work.txt", contents: "base\n")
        try first.waitUntilReady()
        try first.tmux.sendText("typed ")
        try first.tmux.waitFor("the first session's journal") { _ in
            !(first.directory.entries(".local/state/dent/journal") ?? []).isEmpty
        }
        let firstPID = try first.dentPID()

        let second = try DentRun(file: "work.txt", contents: nil, columns: 160, directory: first.directory)
        let screen = try second.waitForStatus("Also open in another dent (process \(firstPID))")
        #expect(screen.first == "base", "nothing recovered")
        try second.tmux.sendText("second ")
        try second.tmux.waitFor("the second session's own journal") { _ in
            (first.directory.entries(".local/state/dent/journal") ?? []).count == 2
        }
        try second.save()
        #expect(try second.quit() == 0)
        #expect((first.directory.entries(".local/state/dent/journal") ?? []).count == 1, "the second removed only its own")

        // The first session is killed: the next dent offers its text, which the second's save
        // and quit left in place.
        #expect(kill(firstPID, SIGKILL) == 0)
        _ = try first.waitForExit()
        let third = try DentRun(file: "work.txt", contents: nil, directory: first.directory)
        try third.waitForStatus("can be recovered")
        try third.tmux.sendKeys("r")
        try third.tmux.waitFor("the first session's text") { $0.first == "typed base" }
    }

    @Test("A second dent on a file another running dent has open says so; once that one quit, nothing is said")
    func aSecondDentSaysTheFileIsOpenInAnother() throws {
        let first = try DentRun(file: "notes.txt", contents: "notes\n")
        try first.waitUntilReady()
        let firstPID = try first.dentPID()
        let second = try DentRun(file: "notes.txt", contents: nil, columns: 120, directory: first.directory)
        try second.waitForStatus("Also open in another dent (process \(firstPID))")
        #expect(try second.quit() == 0)
        #expect(try first.quit() == 0)
        #expect((first.directory.entries(".local/state/dent/open") ?? []).isEmpty, "a quit takes its mark away")

        let third = try DentRun(file: "notes.txt", contents: nil, columns: 120, directory: first.directory)
        let screen = try third.waitUntilReady()
        #expect(!statusLine(screen).contains("another dent"), "\(statusLine(screen))")
    }

    @Test("A journal older than the file (touched after the kill) is still offered, saying the file is newer")
    func journalOlderThanTheFileIsOffered() throws {
        let first = try Self.killedAfterItsJournal()
        // touch: the file's mtime is now later than the journal's.
        let later = timespec(tv_sec: time(nil) + 5, tv_nsec: 0)
        var times = [later, later]
        #expect(utimensat(AT_FDCWD, first.directory.file("work.txt"), &times, 0) == 0)

        let second = try DentRun(file: "work.txt", contents: nil, columns: 120, directory: first.directory)
        let screen = try second.waitForStatus("can be recovered")
        #expect(statusLine(screen).contains("the file is newer"), "\(statusLine(screen))")
        try second.tmux.sendKeys("r")
        try second.tmux.waitFor("the recovered text") { $0.first == "typed base" }
    }

    @Test("A journal that cannot be written (the state folder is a regular file) is said in the status line and in the help")
    func journalFailureIsSaid() throws {
        let run = try DentRun(file: "f.txt", contents: "text\n", columns: 160) { directory in
            // HOME is the scratch directory: ~/.local/state, where the journals go, is a file.
            try directory.makeDirectory(".local")
            try directory.write(".local/state", "a regular file")
        }
        try run.waitUntilReady()
        try run.tmux.sendText("typed ")
        let screen = try run.waitForStatus("Recovery journal not written")
        #expect(statusLine(screen).contains("Not a directory"), "\(statusLine(screen))")
        try run.tmux.sendKeys("C-g")
        try run.tmux.waitFor("the help's journal line") { $0.joined().contains("The recovery journal is not being written") }
    }

    @Test("A file changed on disk reloads when unedited; edited, it is a notice typing goes past, and saving over it asks first")
    func changedOnDisk() throws {
        let run = try DentRun(file: "live.txt", contents: "v1\n", columns: 100)
        try run.waitUntilReady()
        try run.directory.write("live.txt", "v2 from another program\n")
        try run.tmux.waitFor("the reloaded text") { $0.first == "v2 from another program" }
        try run.tmux.sendText("mine ")
        try run.waitForStatus("[+]")
        try run.directory.write("live.txt", "v3\n")
        try run.waitForStatus("live.txt [+]  Changed on disk: Revert reloads, Ctrl+s asks")
        // Typing goes on into the text: the "o" of "hello" once answered "overwrite".
        try run.tmux.sendText("hello ")
        try run.tmux.waitFor("the typing in the text") { $0.first == "mine hello v2 from another program" }
        #expect(run.contents("live.txt") == "v3\n")
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("changed on disk: reload, overwrite, save as?")
        #expect(run.contents("live.txt") == "v3\n", "nothing is overwritten before the user says so")
        try run.tmux.sendKeys("o")
        try run.waitForStatus("Saved")
        #expect(try run.quit() == 0)
        #expect(run.contents("live.txt") == "mine hello v2 from another program\n")
    }

    @Test("A file deleted while open is said, and saving says it creates the file again")
    func deletedWhileOpen() throws {
        let run = try DentRun(file: "gone.txt", contents: "kept\n", columns: 120)
        try run.waitUntilReady()
        #expect(unlink(run.directory.file("gone.txt")) == 0)
        try run.waitForStatus("gone.txt  Deleted or renamed on disk: Ctrl+s creates it again")
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("creating the file again")
        #expect(try run.quit() == 0)
        #expect(run.contents("gone.txt") == "kept\n")
    }

    @Test("Revert asks before dropping changes, reloads, and Ctrl+Z takes it back")
    func revert() throws {
        let run = try DentRun(file: "r.txt", contents: "disk\n", columns: 100)
        try run.waitUntilReady()
        try run.tmux.sendText("mine ")
        try run.waitForStatus("[+]")
        try run.runFromPalette("Revert")
        try run.waitForStatus("Revert r.txt to the file on disk, dropping your changes? (y/n)")
        try run.tmux.sendKeys("y")
        try run.waitForStatus("Reloaded r.txt from disk")
        #expect(try run.tmux.capture().first == "disk")
        try run.tmux.sendKeys("C-z")
        try run.tmux.waitFor("the edit back") { $0.first == "mine disk" }
        try run.tmux.sendKeys("C-q")
        try run.waitForStatus("Save changes?")
        try run.tmux.sendKeys("n")
        _ = try run.waitForExit()
        #expect(run.contents("r.txt") == "disk\n")
    }

    @Test("A question that comes up by itself ignores the keys typed before it was drawn")
    func aQuestionIgnoresKeysTypedBeforeItWasDrawn() throws {
        let first = try Self.killedAfterItsJournal()
        let second = try DentRun(file: "other.txt", contents: "other\n", columns: 140, directory: first.directory)
        try second.waitUntilReady()
        // Enter opens the file, whose journal is offered; the "r" came with it, before the
        // question was on the screen, and must not answer it.
        try second.openWithPrompt("work.txt", keysAfter: ["r"])
        try second.waitForStatus("can be recovered")
        #expect(try second.tmux.capture().first == "base", "not recovered by a key typed before the question")
        try second.tmux.sendKeys("r")
        try second.tmux.waitFor("the recovered text") { $0.first == "typed base" }
    }

    @Test("+LINE:COL and FILE:LINE place the cursor", arguments: [["+3:2", "f.txt"], ["f.txt:3:2"]])
    func startPosition(arguments: [String]) throws {
        let run = try DentRun(file: "f.txt", contents: "a\nb\nccc\nd\n", arguments: arguments)
        let screen = try run.waitUntilReady()
        #expect(statusLine(screen).hasSuffix("Ln 3, Col 2"), "\(statusLine(screen))")
        #expect(try run.quit() == 0)
    }

    /// Issue 51, item 15: the piped text is in no file, so it is unsaved ("New file [+]") and
    /// Ctrl+Q asks before dropping it, as nano and vim do.
    @Test("dent - reads standard input, then takes keys from the terminal; it counts as unsaved; saving asks for a name")
    func standardInput() throws {
        let run = try DentRun(file: "piped.txt", contents: nil, arguments: ["-"], input: "from a pipe\n")
        try run.tmux.waitFor("the piped text") { $0.first == "from a pipe" }
        try run.waitForStatus("Read 1 line from standard input")
        try run.tmux.sendKeys("End")
        try run.waitForStatus("New file [+]")
        try run.tmux.sendKeys("C-q")
        try run.waitForStatus("Save changes? (y/n/Esc)")
        try run.tmux.sendKeys("Escape")
        try run.tmux.waitFor("the question gone") { !statusLine($0).contains("Save changes?") }
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("Save as:")
        try run.tmux.sendText("piped.txt")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("Saved")
        #expect(try run.quit() == 0)
        #expect(run.contents("piped.txt") == "from a pipe\n")
    }

    @Test("A binary file opens with a warning and saves byte for byte")
    func binaryFile() throws {
        let run = try DentRun(file: "blob.bin", contents: nil) { directory in
            try directory.write("blob.bin", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0xFF, 0x0A, 0x00])
        }
        try run.waitForStatus("Binary file")
        try run.tmux.sendKeys("End")
        try run.tmux.sendText("x")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.directory.read("blob.bin") == [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0xFF, 0x78, 0x0A, 0x00])
    }

    @Test("EditorConfig's trimming and final newline never rewrite a binary file; on a text file the save says what it trimmed")
    func editorConfigLeavesBinaryFilesAlone() throws {
        let blob: [UInt8] = [0x00, 0x01, 0x20, 0x20, 0x0A, 0xFF, 0x09, 0x0A, 0x7F, 0x20]
        let run = try DentRun(file: "blob.bin", contents: nil, columns: 120) { directory in
            try directory.write(".editorconfig", "root = true\n[*]\ntrim_trailing_whitespace = true\ninsert_final_newline = true\n")
            try directory.write("blob.bin", bytes: blob)
            try directory.write("text.txt", "a  \nb\t\nc\n")
        }
        try run.waitForStatus("Binary file")
        try run.tmux.sendKeys("C-End")
        try run.tmux.sendText("x")
        try run.save()
        #expect(run.directory.read("blob.bin") == blob + [0x78], "only the byte typed changed")
        try run.openWithPrompt("text.txt")
        try run.waitForStatus("text.txt")
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("Saved 3 lines; trailing whitespace trimmed on 2 lines (.editorconfig)")
        #expect(run.contents("text.txt") == "a\nb\nc\n")
        #expect(try run.quit() == 0)
    }

    @Test("A 1 TiB sparse .editorconfig is read only to its first MiB, and that is said; dent starts and edits")
    func aHugeEditorConfigIsReadInPart() throws {
        let run = try DentRun(file: "a.txt", contents: nil, columns: 160) { directory in
            try directory.write(".editorconfig", "root = true\n[*]\nindent_style = tab\n")
            #expect(truncate(directory.file(".editorconfig"), 1 << 40) == 0)
            try directory.write("a.txt", "text\n")
        }
        let screen = try run.waitForStatus(".editorconfig is over 1 MiB: only its first MiB was read, the rest is ignored")
        #expect(statusLine(screen).contains("Tabs"), "what was read applies: \(statusLine(screen))")
        #expect(try run.quit() == 0)
    }

    @Test("A read-only file opens marked read-only, and Ctrl+S asks for another name")
    func readOnlyFile() throws {
        let run = try DentRun(file: "ro.txt", contents: nil) { directory in
            try directory.write("ro.txt", "locked\n", mode: 0o444)
        }
        try run.waitForStatus("Read-only")
        try run.tmux.sendText("x")
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("Save as:")
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("ro.txt [+]")
        try run.tmux.sendKeys("C-q")
        try run.waitForStatus("Save changes?")
        try run.tmux.sendKeys("n")
        _ = try run.waitForExit()
        #expect(run.contents("ro.txt") == "locked\n")
    }

    @Test("Ctrl+O on a file over max-file-size asks first, then opens it")
    func largeFileFromInsideASession() throws {
        let run = try DentRun(file: "small.txt", contents: "small\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "max-file-size = 1\n")
            try directory.write("big.txt", "BIG" + String(repeating: "0123456789abcdef", count: 70_000) + "\n")
        }
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-o")
        try run.waitForStatus("Open")
        try run.tmux.sendText("big.txt")  // the prompt starts in the shown file's folder
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("more than max-file-size: open it?")
        try run.tmux.sendKeys("y")
        try run.tmux.waitFor("the large file") { $0.first?.hasPrefix("BIG0123") == true }
        #expect(try run.quit() == 0)
    }
}
