@testable import dent
import DentCore
import DentKeys
import Testing

/// The session's state while a save runs in the background (`SaveInFlight`): which input waits
/// for it, in what order, and when its progress is shown. (Here because only this test target
/// may import the `dent` executable; the job is a name instead of a thread.)
@Suite struct SaveInFlightTests {
    static func key(_ character: Character) -> KeyEvent { .key(KeyChord(.character(character.unicodeScalars.first ?? " "))) }
    static let down = KeyEvent.key(KeyChord(.down))
    static let escape = KeyEvent.key(KeyChord(.escape))

    static func started(at time: UInt64 = 1_000) -> SaveInFlight<String> {
        SaveInFlight(job: "writer", id: DocumentID(1), path: "big.txt", isSaveAs: false, started: time)
    }

    @Test func movesGoFirstUntilAKeyWaitsThenEverythingWaitsInOrder() {
        var save = Self.started()
        let moved = save.hold(Self.down, bytes: [0x1B, 0x5B, 0x42], as: .view)
        #expect(!moved, "a move is handled while nothing waits")
        let typed = save.hold(Self.key("a"), bytes: [0x61], as: .hold)
        let movedAfter = save.hold(Self.down, bytes: [0x1B, 0x5B, 0x42], as: .view)
        let typedAgain = save.hold(Self.key("b"), bytes: [0x62], as: .hold)
        #expect(typed && movedAfter && typedAgain, "behind a waiting key a move waits too: it would move where that key types")
        #expect(save.held.map(\.event) == [Self.key("a"), Self.down, Self.key("b")])
        #expect(save.held.map(\.bytes) == [[0x61], [0x1B, 0x5B, 0x42], [0x62]])
    }

    @Test func theSavesOwnKeysNeverWait() {
        var save = Self.started()
        _ = save.hold(Self.key("a"), bytes: [0x61], as: .hold)
        let escaped = save.hold(Self.escape, bytes: [0x1B], as: .saveKey)
        #expect(!escaped, "Esc cancels at once, whatever waits")
        #expect(save.held.map(\.event) == [Self.key("a")])
    }

    @Test func progressIsShownAfterTheQuietTimeThenEveryInterval() {
        var reports = Self.started(at: 1_000).reports
        let quiet = ProgressReports.quiet
        let interval = ProgressReports.interval
        #expect(reports.wait(now: 1_000) == quiet, "the session sleeps until the first report")
        let early = reports.isDue(now: 1_000 + quiet - 1)
        #expect(!early, "work over within the quiet time shows nothing")
        let first = reports.isDue(now: 1_000 + quiet)
        let again = reports.isDue(now: 1_000 + quiet + 1)
        #expect(first && !again)
        #expect(reports.due == 1_000 + quiet + interval)
        #expect(reports.wait(now: 1_000 + quiet + 1) == interval - 1)
        let next = reports.isDue(now: 1_000 + quiet + interval + 5)
        #expect(next)
        #expect(reports.wait(now: 1_000 + quiet + 2 * interval + 10) == 0, "late: due at once")
    }
}
