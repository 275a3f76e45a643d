import DentTestSupport
import Glibc
import Testing

/// What an interrupted or unseen write leaves, through the real binary: the backup an
/// in-place save killed mid-write left beside a mixed file is offered when the file is opened;
/// a rewrite that kept the size and the mtime is a change on disk, not overwritten unasked.
@Suite("End to end: interrupted saves")
struct InterruptedSaveEndToEndTests {
    static let original = "line one\nline two\nline three\n"
    /// What a kill after the first bytes of an in-place save leaves: the new start, the old rest.
    static let mixed = "LINE ONE CHANGED\nline three\n"
    /// The name `Backup` gives (".NAME.dent-backup-" and mkstemp's six characters), complete:
    /// fsynced and then made 0400, before the in-place write began.
    static let backup = ".work.txt.dent-backup-Ab3dE9"

    static func killedInPlaceSave() throws -> DentRun {
        try DentRun(file: "work.txt", contents: mixed, columns: 140) { directory in
            try directory.write(backup, original, mode: 0o400)
        }
    }

    @Test("A complete backup beside a mixed file is offered; using it is an unsaved edit, and only the save writes and removes it")
    func backupOfAKilledInPlaceSaveIsOffered() throws {
        let run = try Self.killedInPlaceSave()
        let screen = try run.waitForStatus("backup from an interrupted save")
        #expect(statusLine(screen).contains("use the backup, keep the file, compare?"), "\(statusLine(screen))")
        #expect(screen.first == "LINE ONE CHANGED", "the file as it is, until the user answers")
        try run.tmux.sendKeys("u")
        try run.tmux.waitFor("the backup's text") { $0.prefix(3) == ["line one", "line two", "line three"] }
        try run.waitForStatus("[+]")
        #expect(run.contents("work.txt") == Self.mixed, "nothing is written before the save")
        #expect(run.contents(Self.backup) == Self.original, "nor is the backup removed")
        try run.save()
        #expect(run.contents("work.txt") == Self.original)
        #expect(!run.directory.exists(Self.backup), "the saved file holds what the user chose: the backup goes")
        #expect(try run.quit() == 0)
    }

    /// Issue 50, item 10: a file over 1 MiB is shown from its start before it is read whole,
    /// and the watch made then (with the backup it was offered) is the one kept.
    @Test("The backup of a file over 1 MiB goes with its first save once used, like a small file's")
    func theBackupOfABigFileGoesWithItsSave() throws {
        let original = String(repeating: "line of the original file\n", count: 60_000)
        let mixed = "CHANGED\n" + original.dropFirst(8)
        let run = try DentRun(file: "work.txt", contents: String(mixed), columns: 140) { directory in
            try directory.write(Self.backup, original, mode: 0o400)
        }
        try run.waitForStatus("backup from an interrupted save")
        try run.tmux.sendKeys("u")
        try run.tmux.waitFor("the backup's text") { $0.first == "line of the original file" }
        try run.save()
        #expect(run.contents("work.txt") == original)
        #expect(!run.directory.exists(Self.backup), "used and saved: the backup goes, whatever the file's size")
        #expect(try run.quit() == 0)
    }

    @Test("Keeping the file leaves both as they are, through a quit")
    func keepingTheFileLeavesTheBackup() throws {
        let run = try Self.killedInPlaceSave()
        try run.waitForStatus("backup from an interrupted save")
        try run.tmux.sendKeys("k")
        try run.waitForStatus("kept as it is")
        #expect(try run.quit() == 0)
        #expect(run.contents("work.txt") == Self.mixed)
        #expect(run.contents(Self.backup) == Self.original)
    }

    /// Issue 50, item 10: a backup cut short (0600: a kill while it was copied, the file not
    /// yet touched) is not offered as a version, but listed: removed only when the user says so.
    @Test("A backup still being copied (mode 0600: a kill before the in-place write began) is never offered as a version; it goes only when the user says")
    func anIncompleteBackupIsRemovedOnlyWhenTheUserSays() throws {
        let run = try DentRun(file: "work.txt", contents: Self.original, columns: 140) { directory in
            try directory.write(Self.backup, "line one\nli", mode: 0o600)
        }
        try run.waitForStatus("work.txt has an incomplete backup (cut short by an interrupted save that never touched the file): remove? (y/n)")
        try run.tmux.sendKeys("n")
        try run.waitForStatus("The incomplete backups stay")
        #expect(try run.quit() == 0)
        #expect(run.contents(Self.backup) == "line one\nli", "left alone")

        let again = try DentRun(file: "work.txt", contents: nil, columns: 140, directory: run.directory)
        try again.waitForStatus("has an incomplete backup")
        try again.tmux.sendKeys("y")
        try again.waitForStatus("Removed 1 incomplete backup")
        #expect(!again.directory.exists(Self.backup))
        #expect(again.contents("work.txt") == Self.original)
        #expect(try again.quit() == 0)
    }

    @Test("While another dent has the file open, its incomplete backups are not even asked about")
    func incompleteBackupsAreLeftWhileAnotherDentHasTheFile() throws {
        let first = try DentRun(file: "work.txt", contents: Self.original, columns: 140)
        try first.waitUntilReady()
        try first.directory.write(Self.backup, "line one\nli", mode: 0o600)
        let second = try DentRun(file: "work.txt", contents: nil, columns: 140, directory: first.directory)
        let screen = try second.waitForStatus("Also open in another dent")
        #expect(!statusLine(screen).contains("incomplete"))
        #expect(try second.quit() == 0)
        #expect(first.contents(Self.backup) == "line one\nli")
        #expect(try first.quit() == 0)
    }

    @Test("A rewrite that keeps size and mtime (dd conv=notrunc, touch -r) is a change on disk: the save asks")
    func aRewriteKeepingSizeAndMtimeIsNotOverwritten() throws {
        let run = try DentRun(file: "work.txt", contents: Self.original)
        try run.waitUntilReady()
        try run.tmux.sendText("mine ")
        try run.waitForStatus("[+]")
        let rewrite = try ProcessRunner.run("/bin/sh", ["-c", "cd \(TestExecutables.shellQuote(run.directory.path)) && touch -r work.txt ref "
            + "&& printf ONE | dd of=work.txt bs=1 seek=5 conv=notrunc 2>/dev/null && touch -r ref work.txt"])
        #expect(rewrite.exitStatus == 0, "\(rewrite)")
        let rewritten = "line ONE\nline two\nline three\n"
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("changed on disk")
        #expect(run.contents("work.txt") == rewritten, "nothing is overwritten before the user says so")
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("Changed on disk: Revert reloads")
        try run.tmux.sendKeys("C-q")
        try run.waitForStatus("Save changes?")
        try run.tmux.sendKeys("n")
        #expect(try run.waitForExit() == 0)
        #expect(run.contents("work.txt") == rewritten)
    }
}
