import Testing
@testable import DentText
import DentTestSupport

@Suite struct IndentTests {
    @Test func indentAddsOneLevelToEveryLineInOneChange() {
        var text = TextBuffer("a\n  b\nc\n")
        let edit = text.indent(lines: 0...2, style: .spaces(4))
        #expect(text.bytes.allBytes == Array("    a\n      b\n    c\n".utf8))
        #expect(edit.deltas == [4, 4, 4])
        #expect(edit.change.offset == 0)
        text.apply(edit.change.inverse)
        #expect(text.bytes.allBytes == Array("a\n  b\nc\n".utf8))
        text.checkInvariants()
    }

    /// The change keeps each line's prefixes, not copies of the lines, and the lines cross the
    /// gap in place: no new storage, however many lines.
    @Test func anIndentRecordsPrefixesAndRewritesInPlace() {
        let original = Array(String(repeating: "a line of some text that is long enough\r\n", count: 1000).utf8)
        var text = TextBuffer(GapBuffer(original))
        let identity = text.bytes.storageIdentity
        let edit = text.indent(lines: 0...999, style: .spaces(4))
        #expect(edit.change.removed.isEmpty && edit.change.inserted.isEmpty)
        #expect(edit.change.linePrefixes?.inserted.count == 4000 && edit.change.linePrefixes?.removed.isEmpty == true)
        #expect(text.bytes.storageIdentity == identity, "the span was copied to new storage")
        #expect(text.lineBytes(999) == Array("    a line of some text that is long enough".utf8))
        text.checkInvariants()
        text.apply(edit.change.inverse)
        #expect(text.bytes.allBytes == original)
        text.apply(edit.change)
        let outdent = text.outdent(lines: 0...999, width: 4)
        #expect(text.bytes.allBytes == original)
        text.apply(outdent.change.inverse)
        #expect(text.lineBytes(0) == Array("    a line of some text that is long enough".utf8))
        text.checkInvariants()
    }

    @Test func blankLinesInARangeStayEmptyUnlessAsked() {
        var text = TextBuffer("a\n\n \nb")
        let edit = text.indent(lines: 0...3, style: .tabs)
        #expect(text.bytes.allBytes == Array("\ta\n\n \n\tb".utf8))
        #expect(edit.deltas == [1, 0, 0, 1])
        var single = TextBuffer("")
        _ = single.indent(lines: 0...0, style: .spaces(2), indentBlank: true)
        #expect(single.bytes.allBytes == Array("  ".utf8))
    }

    @Test func indentKeepsCRLF() {
        var text = TextBuffer("a\r\nb\r\n")
        _ = text.indent(lines: 0...1, style: .spaces(2))
        #expect(text.bytes.allBytes == Array("  a\r\n  b\r\n".utf8))
    }

    @Test func outdentRemovesOneTabOrUpToOneWidthOfSpaces() {
        var text = TextBuffer("\t\ta\n      b\n  c\nd\n \tx")
        let edit = text.outdent(lines: 0...4, width: 4)
        #expect(text.bytes.allBytes == Array("\ta\n  b\nc\nd\n\tx".utf8))
        #expect(edit.deltas == [-1, -4, -2, 0, -1])
        text.checkInvariants()
    }

    /// GNU style: each line's indentation is rebuilt as tabs then spaces to its column moved by
    /// a level narrower than a tab, in the same one pass (an undo keeps only prefixes).
    @Test func shiftingRebuildsTheIndentationAsTabsThenSpaces() {
        var text = TextBuffer("a\n  b\n\tc\n      \t d\n\n")
        let edit = text.shiftIndentation(lines: 0...4, by: 2, tabWidth: 8)
        #expect(text.bytes.allBytes == Array("  a\n    b\n\t  c\n\t   d\n\n".utf8))
        #expect(edit.deltas == [2, 2, 2, -4, 0])
        #expect(edit.change.removed.isEmpty && edit.change.inserted.isEmpty)
        text.checkInvariants()
        let back = text.shiftIndentation(lines: 0...4, by: -2, tabWidth: 8)
        #expect(text.bytes.allBytes == Array("a\n  b\n\tc\n\t d\n\n".utf8))
        #expect(back.deltas == [-2, -2, -2, -2, 0])
        text.apply(back.change.inverse)
        text.apply(edit.change.inverse)
        #expect(text.bytes.allBytes == Array("a\n  b\n\tc\n      \t d\n\n".utf8))
        var blank = TextBuffer("\t")
        _ = blank.shiftIndentation(lines: 0...0, by: -10, tabWidth: 8, indentBlank: true)
        #expect(blank.bytes.allBytes.isEmpty, "never shallower than the margin")
        text.checkInvariants()
    }

    @Test func outdentNeverRemovesText() {
        var text = TextBuffer("abc")
        let edit = text.outdent(lines: 0...0, width: 4)
        #expect(text.bytes.allBytes == Array("abc".utf8))
        #expect(edit.change.isEmpty)
    }

    @Test(arguments: [
        ("all:\n\tcc -o x x.c\n\trm x.o\n", IndentStyle.tabs),
        ("{\n  \"a\": {\n    \"b\": 1\n  }\n}\n", .spaces(2)),
        ("def f():\n    if x:\n        return 1\n", .spaces(4)),
        ("plain\ntext\n", .spaces(3)),
        ("\tone tab line\n    a\n    b\n", .spaces(4)),
        ("if a:\n        b = 1\n", .spaces(3)),
        ("a:\n        b\nc:\n        d\n", .spaces(8)),
    ])
    func detectsTheFilesStyle(source: String, expected: IndentStyle) {
        #expect(IndentStyle.detect(in: TextBuffer(source), fallback: .spaces(3)) == expected)
    }

    @Test func unitsAreTheBytesOfOneLevel() {
        #expect(IndentStyle.tabs.unit == [0x09])
        #expect(IndentStyle.spaces(2).unit == [0x20, 0x20])
        #expect(IndentStyle.spaces(4).description == "4 spaces")
    }
}

/// Indent and outdent of random line ranges against a model that edits an array of lines, with
/// the line index checked after every edit (it is told where the new LFs are, not rescanning).
@Suite struct IndentModelTests {
    @Test(arguments: 0..<4)
    func indentAndOutdentMatchALineByLineModel(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let pieces = ["", "x", "  y", "\tz", " ", "word word", "\t\t", "      deep"]
        var lines = (0..<Int(random.next() % 300) + 1).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        let ending = seed % 2 == 0 ? "\n" : "\r\n"
        var text = TextBuffer(GapBuffer(Array(lines.joined(separator: ending).utf8)))
        for _ in 0..<40 {
            let first = Int(random.next() % UInt64(lines.count))
            let last = first + Int(random.next() % UInt64(lines.count - first))
            if random.next() % 2 == 0 {
                _ = text.indent(lines: first...last, style: .spaces(2))
                for index in first...last where lines[index].contains(where: { $0 != " " && $0 != "\t" }) { lines[index] = "  " + lines[index] }
            } else {
                _ = text.outdent(lines: first...last, width: 2)
                for index in first...last {
                    if lines[index].hasPrefix("\t") { lines[index].removeFirst() } else {
                        lines[index] = String(lines[index].dropFirst(lines[index].prefix(2).prefix { $0 == " " }.count))
                    }
                }
            }
            #expect(text.bytes.allBytes == Array(lines.joined(separator: ending).utf8), "seed \(seed)")
            text.checkInvariants()
        }
    }
}
