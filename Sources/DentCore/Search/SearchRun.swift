import DentRegex
import DentText

/// A search in progress that can stop and go on: the editor keeps it while the user waits,
/// and `step` looks at a bounded number of bytes each time, so a regular expression over a
/// 100 MB file never holds up the keyboard. The run loop calls `Editor.continueSearch()`
/// while no input is waiting; any key cancels the run (or starts a new one).
///
/// A run looks for match starts in `segments`, in order: for "next" the rest of the text after
/// the cursor, then (wrapped) the part before it; backward, each segment from its end.
struct SearchRun: Sendable {
    /// Start offsets still to look at, and whether getting there went past an end of the text.
    struct Segment: Sendable, Equatable {
        var starts: Range<Int>
        var wrapped: Bool
    }

    /// What the run is for: the next (or previous) match, or every match (replace all).
    enum Goal: Sendable, Equatable {
        case first(forward: Bool)
        case all
    }

    enum Outcome: Sendable, Equatable {
        case searching
        case found(SearchMatch)
        case notFound
        /// Every match, for `.all`.
        case collected([FoundMatch])
    }

    let query: FindQuery
    let goal: Goal
    private(set) var segments: [Segment]
    /// An empty match exactly here is passed over: "next" after an empty match at the cursor.
    let skipEmptyAt: Int?
    /// What a regular-expression replace-all expands for each match it collects.
    let template: ReplacementTemplate?
    /// What `.all` has found so far.
    private(set) var found: [FoundMatch] = []
    /// Bytes to look at in all, and looked at so far: the progress shown while it runs.
    let total: Int
    private(set) var done = 0

    init(_ query: FindQuery, segments: [Segment], goal: Goal, skipEmptyAt: Int? = nil, template: ReplacementTemplate? = nil) {
        self.query = query
        self.goal = goal
        self.segments = segments.filter { !$0.starts.isEmpty }
        self.skipEmptyAt = skipEmptyAt
        self.template = template
        total = segments.reduce(0) { $0 + $1.starts.count }
    }

    /// The next match from `offset` (at or after it; backward: starting before it), wrapping
    /// around the text once: the segments of find next and previous.
    init(_ query: FindQuery, from offset: Int, forward: Bool, count: Int, skipEmptyAt: Int? = nil) {
        let offset = Swift.max(0, Swift.min(offset, count))
        let ahead = forward ? offset..<count : 0..<offset
        let behind = forward ? 0..<offset : offset..<count
        self.init(query, segments: [Segment(starts: ahead, wrapped: false), Segment(starts: behind, wrapped: true)],
                  goal: .first(forward: forward), skipEmptyAt: skipEmptyAt)
    }

    /// Percent of the bytes looked at.
    var percentDone: Int { total == 0 ? 100 : Swift.min(done * 100 / total, 99) }

    /// Looks at up to `budget` bytes of match starts (going on into the next segment while
    /// any is left) and says whether the run is over.
    mutating func step(in document: Document, budget: Int) -> Outcome {
        var left = Swift.max(budget, 1)
        while left > 0, var segment = segments.first {
            let forward = goal != .first(forward: false)
            let slice = forward
                ? segment.starts.lowerBound..<Swift.min(segment.starts.lowerBound + left, segment.starts.upperBound)
                : Swift.max(segment.starts.upperBound - left, segment.starts.lowerBound)..<segment.starts.upperBound
            let matches = document.matches(of: query, startingIn: slice, first: goal != .all, forward: forward,
                                           skippingEmptyAt: skipEmptyAt, template: template)
            done += slice.count
            left -= slice.count
            if goal != .all, let match = matches.first {
                segments = []
                return .found(SearchMatch(match.range, wrapped: segment.wrapped))
            }
            found += matches
            // Matches do not overlap: the next slice starts after the last one found.
            let resume = Swift.max(slice.upperBound, matches.last?.range.upperBound ?? 0)
            segment.starts = forward ? Swift.min(resume, segment.starts.upperBound)..<segment.starts.upperBound
                : segment.starts.lowerBound..<slice.lowerBound
            if segment.starts.isEmpty { segments.removeFirst() } else { segments[0] = segment }
        }
        return segments.isEmpty ? finished : .searching
    }

    /// Runs every step at once (small texts, tests, replace-all in the benchmarks).
    mutating func finish(in document: Document, budget: Int = Int.max / 2) -> Outcome {
        while true {
            let outcome = step(in: document, budget: budget)
            if outcome != .searching { return outcome }
        }
    }

    private var finished: Outcome { goal == .all ? .collected(found) : .notFound }
}
