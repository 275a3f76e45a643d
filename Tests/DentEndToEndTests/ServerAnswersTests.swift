@testable import dent
import DentLSP
import Testing

/// How a place a server named is listed: its line trimmed, and the characters its range covers
/// (in the server's encoding) found in what is shown. (Here because only this target may import
/// the executable.)
@Suite struct ServerAnswersTests {
    static func range(_ line: Int, _ start: Int, _ end: Int) -> LSPRange {
        LSPRange(start: LSPPosition(line: line, character: start), end: LSPPosition(line: line, character: end))
    }

    @Test func theNameIsFoundInTheTrimmedLine() {
        let (text, match) = ServerAnswers.listed(Array("    int sum = add(1, 2);\r".utf8), range: Self.range(3, 14, 17), encoding: .utf16)
        #expect(text == "int sum = add(1, 2);")
        #expect(match == 10..<13)
    }

    @Test func charactersAreCountedInTheServersEncoding() {
        // "é" is two bytes, one UTF-16 unit; "𝄞" four bytes, two units; the name is `x`.
        let line = Array("\tlet é𝄞 = x".utf8)
        #expect(ServerAnswers.listed(line, range: Self.range(0, 11, 12), encoding: .utf16).1 == 9..<10)
        #expect(ServerAnswers.listed(line, range: Self.range(0, 14, 15), encoding: .utf8).1 == 9..<10)
        #expect(ServerAnswers.listed(line, range: Self.range(0, 10, 11), encoding: .utf32).1 == 9..<10)
    }

    @Test func aRangeOverSeveralLinesOrInTheIndentationMarksNothing() {
        let line = Array("    call()".utf8)
        #expect(ServerAnswers.listed(line, range: LSPRange(start: LSPPosition(line: 0, character: 4), end: LSPPosition(line: 1, character: 0)),
                                     encoding: .utf16).1 == nil)
        #expect(ServerAnswers.listed(line, range: Self.range(0, 1, 6), encoding: .utf16).1 == nil)
        #expect(ServerAnswers.listed(line, range: Self.range(0, 4, 4), encoding: .utf16).1 == nil)
    }
}
