import DentRegex
import DentText
import Testing

/// Regular expressions over lines of UTF-8 bytes: byte offsets, invalid bytes, groups,
/// replacement templates, and errors with a reason.
@Suite struct RegexPatternTests {
    func matches(_ pattern: String, in bytes: [UInt8], from: Int = 0, groups: Bool = false) throws -> [RegexMatch] {
        let regex = try RegexPattern(pattern, ignoresCase: false)
        return bytes.withUnsafeBufferPointer { regex.matches(in: $0, from: from, groups: groups) }
    }

    @Test func offsetsAreBytesEvenAfterWideCharacters() throws {
        let line = Array("é日👍 ab ab".utf8)
        #expect(try matches("ab", in: line).map(\.range) == [10..<12, 13..<15])
        #expect(try matches("👍", in: line).map(\.range) == [5..<9])
        #expect(try matches("ab", in: line, from: 11).map(\.range) == [13..<15], "a search from inside a match skips it")
        #expect(try matches("(?<=b )ab", in: line, from: 12).map(\.range) == [13..<15], "lookbehind sees before from")
        #expect(try matches("^ab", in: Array("ab ab".utf8), from: 3).isEmpty, "^ is the line's start, not from")
    }

    @Test func invalidBytesSplitTheLineIntoPartsSearchedAlone() throws {
        let line: [UInt8] = Array("ab".utf8) + [0xFF] + Array("cd".utf8) + [0xC3] + Array("e".utf8)
        #expect(try matches("b.c", in: line).isEmpty, ". never matches an invalid byte")
        #expect(try matches("^.", in: line).map(\.range) == [0..<1, 3..<4, 6..<7])
        #expect(try matches("d$", in: line).map(\.range) == [4..<5])
        #expect(try matches("^$", in: []).map(\.range) == [0..<0], "an empty line matches ^$")
    }

    @Test func groupsAndTemplates() throws {
        let line = Array("width=10 x=".utf8)
        let found = try matches("(\\w+)=(\\d+)?", in: line, groups: true)
        #expect(found.map(\.range) == [0..<8, 9..<11])
        #expect(found.first?.groups == [0..<5, 6..<8])
        #expect(found.last?.groups == [9..<10, nil], "a group that took no part")
        let template = ReplacementTemplate("[$2:$1] $0 $$ $ ${1}x $9")
        #expect(template.highestGroup == 9)
        let expanded = line.withUnsafeBufferPointer { bytes in found.map { String(decoding: template.expand($0, in: bytes), as: UTF8.self) } }
        #expect(expanded == ["[10:width] width=10 $ $ widthx ", "[:x] x= $ $ xx "])
    }

    @Test func ignoringCaseFoldsBeyondASCII() throws {
        let regex = try RegexPattern("émile", ignoresCase: true)
        let line = Array("ÉMILE".utf8)
        #expect(line.withUnsafeBufferPointer { regex.matches(in: $0) }.map(\.range) == [0..<6])
    }

    @Test(arguments: [("a(b", "expected ')'"), ("[a", "expected ']'"), ("*a", "quantifier '*' must appear after expression")])
    func anInvalidPatternSaysWhy(pattern: String, reason: String) {
        #expect(throws: RegexError(reason: reason)) { try RegexPattern(pattern, ignoresCase: false) }
        #expect(RegexError(reason: reason).description == "Invalid regular expression: \(reason)")
    }

    @Test func aLongLineIsSearchedInPiecesAtCharacterBoundaries() {
        let limit = RegexPattern.pieceLimit
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: limit - 1) + Array("é".utf8) + Array("bc".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: limit)
        let text = TextBuffer(GapBuffer(bytes))
        guard let regex = try? RegexPattern("éb|c", ignoresCase: false) else { return #expect(Bool(false)) }
        var found: [Range<Int>] = []
        regex.forEachMatch(in: text, startingIn: 0..<text.count, groups: false) { range, _ in
            found.append(range)
            return true
        }
        // The first cut moves back before é (it would have split it), so éb stays whole.
        #expect(found == [(limit - 1)..<(limit + 2), (limit + 2)..<(limit + 3)])
    }
}
