import DentTestSupport
import Glibc
import Testing

/// Justify and macros through the real binary (issue 26): the screen and the bytes saved.
@Suite("End to end: justify and macros")
struct PowerToolsEndToEndTests {
    @Test("Alt+J rewraps a long comment to wrap-column, keeping its indentation and //; the faint column is at 41")
    func justifyALongComment() throws {
        let comment = "    // This comment runs well past the wrap column of forty, so justify must fold it."
        let run = try DentRun(file: "main.c", contents: "int x;\n\(comment)\nint y;\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "wrap-column = 40\nshow-wrap-column = on\n")
        }
        var screen = try run.waitUntilReady()
        #expect(screen[0] == "int x;" + String(repeating: " ", count: 34) + "│", "the faint column just past column 40: \(screen[0])")
        try run.tmux.sendKeys("Down", "M-j")
        screen = try run.waitForStatus("Justified to 40 columns")
        let folded = ["    // This comment runs well past the", "    // wrap column of forty, so justify", "    // must fold it."]
        #expect(Array(screen[1...3]).map { $0.replacingGuide() } == folded, "\(screen)")
        #expect(screen[4].hasPrefix("int y;"))
        try run.save()
        try run.quit()
        #expect(run.contents("main.c") == "int x;\n" + folded.joined(separator: "\n") + "\nint y;\n", "\(visible(run.contents("main.c")))")
    }

    /// Issue 51, item 14: Sort lines from the palette, checked against `LC_ALL=C sort` itself.
    @Test("Sort lines by number over three selected lines saves what LC_ALL=C sort -n gives; Sort lines sorts the file")
    func sortLines() throws {
        let run = try DentRun(file: "list.txt", contents: "head\n10 ten\n9 nine\n-1 minus\ntail\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "S-Down", "S-Down", "S-Down")
        try run.runFromPalette("Sort lines by number")
        try run.waitForStatus("Sorted 3 lines")
        try run.save()
        let middle = try ProcessRunner.run("/usr/bin/sort", ["-n"], stdin: Array("10 ten\n9 nine\n-1 minus\n".utf8),
                                           environment: ["LC_ALL": "C"]).standardOutput
        #expect(run.directory.read("list.txt") == Array("head\n".utf8) + middle + Array("tail\n".utf8))
        try run.tmux.sendKeys("C-Home")
        try run.tmux.waitFor("the selection ended") { !statusLine($0).contains("Ln 5") }
        try run.runFromPalette("Sort lines")
        try run.waitForStatus("Sorted 5 lines")
        try run.save()
        try run.quit()
        let all = try ProcessRunner.run("/usr/bin/sort", [], stdin: Array("head\n".utf8) + middle + Array("tail\n".utf8),
                                        environment: ["LC_ALL": "C"]).standardOutput
        #expect(run.directory.read("list.txt") == all)
    }

    @Test("Alt+: records Home, typing and Down; Alt+; played 3 times edits three more lines")
    func macroPlayedThreeTimes() throws {
        let run = try DentRun(file: "list.txt", contents: "a\nb\nc\nd\ne\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("M-:")
        try run.waitForStatus("Recording a macro")
        try run.tmux.sendKeys("Home")
        try run.tmux.sendText("- ")
        try run.tmux.sendKeys("Down", "M-:")
        try run.waitForStatus("Macro recorded: 4 keys")
        for line in 1...3 {
            // An argument ending in ; separates tmux commands: it is escaped.
            try run.tmux.sendKeys("M-\\;")
            try run.tmux.waitFor("play \(line)") { $0.count > line && $0[line] == "- " + ["b", "c", "d"][line - 1] }
        }
        let screen = try run.tmux.capture()
        #expect(Array(screen[0...4]) == ["- a", "- b", "- c", "- d", "e"], "\(screen)")
        try run.save()
        try run.quit()
        #expect(run.contents("list.txt") == "- a\n- b\n- c\n- d\ne\n", "\(visible(run.contents("list.txt")))")
    }
}

extension PowerToolsEndToEndTests {
    @Test("From the palette: Insert file puts a file's bytes (NUL, invalid UTF-8, CR LF) in at the cursor; Word count counts; Ctrl+] completes")
    func insertFileWordCountAndCompletion() throws {
        let part: [UInt8] = [0x00, 0x41, 0xFF, 0x0A, 0xC3, 0x28, 0x0D, 0x0A]
        let run = try DentRun(file: "doc.txt", contents: "one two\n") { directory in
            try directory.write("part.bin", bytes: part)
        }
        try run.waitUntilReady()
        try run.tmux.sendKeys("End")
        try run.runFromPalette("Insert file")
        try run.waitForStatus("Insert file:  relative to \(run.directory.path)")
        try run.tmux.sendText("part.bin")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("Inserted part.bin: 2 lines, 8 bytes")
        try run.runFromPalette("Word count")
        try run.waitForStatus("File: 3 lines, 3 words, 15 characters")
        try run.tmux.sendKeys("C-End")
        try run.tmux.sendText("tw")
        try run.tmux.sendKeys("C-]")
        try run.waitForStatus("Completion 1 of 1")
        try run.save()
        try run.quit()
        #expect(run.directory.read("doc.txt") == Array("one two".utf8) + part + Array("\ntwo".utf8))
    }
}

private extension String {
    /// The row without a faint column mark at its end.
    func replacingGuide() -> String {
        var row = self
        if row.hasSuffix("│") { row.removeLast() }
        while row.hasSuffix(" ") { row.removeLast() }
        return row
    }
}
