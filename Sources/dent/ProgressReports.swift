/// When long work running on another thread (a save, the read of a big first file, a shell
/// command) next shows its progress on the status line: not in its first `quiet`
/// milliseconds, so work over by then (most is) draws nothing, then every `interval`. The
/// session wakes at `due` for it (`wait`) instead of looking at the work again and again.
struct ProgressReports {
    /// Milliseconds the work runs before its progress is first shown.
    static var quiet: UInt64 { 200 }
    /// Milliseconds between two reports: a few a second, one frame each.
    static var interval: UInt64 { 250 }

    /// When the progress is next reported (milliseconds of the session's clock).
    private(set) var due: UInt64

    init(started: UInt64) {
        due = started + Self.quiet
    }

    /// Whether the progress is to be reported at `now`; when it is, the next report is due an
    /// interval later.
    mutating func isDue(now: UInt64) -> Bool {
        guard now >= due else { return false }
        due = now + Self.interval
        return true
    }

    /// Milliseconds from `now` until the next report (0: it is due).
    func wait(now: UInt64) -> UInt64 {
        due > now ? due - now : 0
    }
}
