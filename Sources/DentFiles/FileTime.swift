import Glibc

/// A point in time with nanoseconds, as file systems record modification and change times
/// (POSIX `struct timespec`, `st_mtim` and `st_ctim`).
public struct FileTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var seconds: Int64
    /// 0 ..< 1_000_000_000.
    public var nanoseconds: Int64

    public init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ time: timespec) {
        self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }

    /// The wall clock now (`CLOCK_REALTIME`, the clock file times come from).
    public static func now() -> FileTime {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return FileTime(time)
    }

    public static func < (lhs: FileTime, rhs: FileTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    /// "SECONDS.NANOSECONDS" with nine digits after the point: the journal's text form.
    public var description: String {
        let digits = String(nanoseconds)
        return "\(seconds)." + String(repeating: "0", count: Swift.max(0, 9 - digits.count)) + digits
    }

    /// Parses `description`'s form; nil for anything else.
    init?(parsing text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 9, let seconds = Int64(parts[0]), let nanoseconds = Int64(parts[1]),
              nanoseconds >= 0 else { return nil }
        self.init(seconds: seconds, nanoseconds: nanoseconds)
    }
}
