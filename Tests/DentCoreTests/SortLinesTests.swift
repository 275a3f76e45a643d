import Foundation
import Testing
import DentCore
import DentTestSupport
import DentText

/// Sort lines (issue 51, item 14): `LineOrder` against `LC_ALL=C sort` on random lines, and the
/// command on a document (selection or file, terminators in place, one undo step).
@Suite struct SortLinesTests {
    private static let forms: [(LineOrder, [String])] = [
        (LineOrder(), []), (LineOrder(numeric: true), ["-n"]), (LineOrder(reverse: true), ["-r"]),
        (LineOrder(unique: true), ["-u"]), (LineOrder(ignoresCase: true), ["-f"]),
        (LineOrder(numeric: true, reverse: true, unique: true), ["-n", "-r", "-u"]),
        (LineOrder(unique: true, ignoresCase: true), ["-f", "-u"]),
    ]

    /// Lines from a small alphabet so that equal keys, numbers and case pairs are common.
    private static func randomLines(_ random: inout SplitMix64) -> [[UInt8]] {
        let pieces: [[UInt8]] = ["a", "A", "b", "B", "-", "0", "1", "9", "10", ".", "5", " ", "\t", "é", "\u{FF}", "z", "-0"].map {
            $0 == "\u{FF}" ? [0xFF] : Array($0.utf8)
        }
        return (0..<random.pick(Array(1...12))).map { _ in
            (0..<random.pick([0, 1, 2, 3, 4])).flatMap { _ in random.pick(pieces) }
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sort"), "needs /usr/bin/sort"),
          arguments: 0..<7)
    func eachFormOrdersAsCSortDoes(form: Int) throws {
        let (order, flags) = SortLinesTests.forms[form]
        var random = SplitMix64(state: UInt64(51_014 + form))
        for _ in 0..<60 {
            let lines = SortLinesTests.randomLines(&random)
            let input: [UInt8] = lines.flatMap { $0 + [0x0A] }
            let result = try ProcessRunner.run("/usr/bin/sort", flags, stdin: input, environment: ["LC_ALL": "C"])
            let expected: [[UInt8]] = result.standardOutput.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map { Array($0) }
            #expect(order.sorted(lines) == expected, "sort \(flags) of \(lines.map { String(decoding: $0, as: UTF8.self) })")
        }
    }

    private func document(_ text: String) -> Document { CursorText.document(text) }

    @Test func theWholeFileIsSortedKeepingTheLastLinesMissingNewlineAndTheCursorsPlace() {
        var editor = Editor(document: document("pear\nap|ple\nfig"))
        editor.run(.sortLines)
        #expect(editor.document.text.bytes.allBytes == Array("apple\nfig\npear".utf8))
        #expect(editor.document.selection == nil)
        #expect(editor.document.cursorLine == 1 && editor.document.cursorColumn == 2)
        #expect(editor.message == Message("Sorted 3 lines"))
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == Array("pear\napple\nfig".utf8), "one undo step")
    }

    @Test func theSelectedLinesAreSortedAndStaySelectedWithCRLFEndingsKept() {
        var editor = Editor(document: Document(path: "x", text: TextBuffer(GapBuffer(Array("top\r\nb\r\na\r\nb\r\nend\r\n".utf8)))))
        editor.document.anchor = 5
        editor.document.cursor = 14
        editor.run(.sortLinesUnique)
        #expect(editor.document.text.bytes.allBytes == Array("top\r\na\r\nb\r\nend\r\n".utf8))
        #expect(editor.document.selection == 5..<11)
        #expect(editor.message == Message("Sorted 3 lines, 1 duplicate removed"))
    }

    @Test func linesAlreadyInOrderChangeNothingAndSaySo() {
        var editor = Editor(document: document("|a\nb\n"))
        editor.run(.sortLines)
        #expect(!editor.document.isModified)
        #expect(editor.message == Message("Already in order: nothing changed"))
    }
}
