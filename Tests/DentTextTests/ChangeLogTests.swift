import Testing
@testable import DentText

/// The change log a recovery journal reads its records from (issue 50, item 3): every edit of
/// the text, however it is made, replayed over the text the log was armed at, gives the text.
@Suite struct ChangeLogTests {
    static func replayed(_ start: [UInt8], _ taken: LoggedEdits) -> [UInt8]? {
        guard case .edits(let edits) = taken else { return nil }
        var buffer = GapBuffer(start)
        for edit in edits where !edit.apply(to: &buffer) { return nil }
        return buffer.allBytes
    }

    @Test func replacementsIndentsUndoneChangesAndLongRunsReplayToTheText() {
        var text = TextBuffer("one\ntwo\nthree\n")
        text.armChangeLog()
        var start = text.bytes.allBytes
        text.replace(3..<3, with: Array(" 1".utf8))
        let change = text.replace(0..<5, with: Array("ONE".utf8))
        _ = text.indent(lines: 0...2, style: .spaces(4))
        text.apply(change.inverse)
        _ = text.outdent(lines: 1...2, width: 4)
        #expect(Self.replayed(start, text.takeLoggedEdits()) == text.bytes.allBytes)
        #expect(text.takeLoggedEdits() == .edits([]), "taken: the log starts again")

        start = text.bytes.allBytes
        for offset in stride(from: 0, to: 40, by: 3) { text.replace(Swift.min(offset, text.count)..<Swift.min(offset, text.count), with: [0xE6, 0x97, 0xA5]) }
        text.replace(2..<9, with: [])
        #expect(Self.replayed(start, text.takeLoggedEdits()) == text.bytes.allBytes)
    }

    /// A log that cannot say (never armed, or over its limit) says so, and says what comes next.
    @Test func anUnarmedOrOverfullLogIsLost() {
        var text = TextBuffer("text")
        text.replace(0..<0, with: [1])
        #expect(text.takeLoggedEdits() == .lost, "never armed")
        let start = text.bytes.allBytes
        text.replace(0..<1, with: [2])
        #expect(Self.replayed(start, text.takeLoggedEdits()) == text.bytes.allBytes, "armed by the look that was lost")

        text.replace(0..<0, with: [UInt8](repeating: 65, count: ChangeLog.limit))
        #expect(text.takeLoggedEdits() == .lost, "over the limit")
        text.disarmChangeLog()
        text.replace(0..<0, with: [3])
        #expect(text.takeLoggedEdits() == .lost)
    }
}
