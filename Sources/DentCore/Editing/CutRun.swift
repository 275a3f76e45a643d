/// Consecutive whole-line cuts add up in the clipboard, as in nano and micro: Ctrl+K three times,
/// then Ctrl+V, moves three lines. Any other event between two cuts (a key, a click, a paste)
/// ends the run, so the next cut starts the clipboard afresh.
struct CutRun: Sendable {
    /// Counts the events the editor handled (modifier keys alone and key releases do not count:
    /// they are not commands).
    private(set) var eventNumber: UInt64 = 0
    /// The event that made the last whole-line cut.
    private var lastLineCut: UInt64?
    /// The lines cut in the run so far, for the message.
    private(set) var lines = 0

    /// Called once for each event that can run a command.
    mutating func countEvent() { eventNumber &+= 1 }

    /// Whether a cut of `count` whole lines made now continues the previous one, which was the
    /// event just before; records this cut as the run's last.
    mutating func addLineCut(_ count: Int) -> Bool {
        let continuing = lastLineCut.map { $0 &+ 1 == eventNumber } ?? false
        lastLineCut = eventNumber
        lines = continuing ? lines + count : count
        return continuing
    }
}
