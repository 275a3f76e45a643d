import DentSyntax

/// The lines the highlighter last prepared for the screen (`SyntaxStateCache.view`), by line
/// number: runs of consecutive lines in arrays, so the few dozen lookups and stores of every
/// frame index them instead of hashing into a dictionary. One run a pane showing the file
/// (split panes add theirs, `prepare(_:others:text:)`), a few at most.
struct ViewLines {
    private struct Run {
        var first: Int
        var lines: [HighlightedLine?]

        func contains(_ line: Int) -> Bool { line >= first && line < first + lines.count }

        /// Whether `line` is near enough to grow the run to it.
        func reaches(_ line: Int) -> Bool {
            line >= first - ViewLines.reach && line < first + lines.count + ViewLines.reach
        }

        mutating func set(_ line: Int, _ value: HighlightedLine?) {
            if line < first {
                lines.insert(contentsOf: repeatElement(nil, count: first - line), at: 0)
                first = line
            } else if line >= first + lines.count {
                lines += repeatElement(nil, count: line + 1 - first - lines.count)
            }
            lines[line - first] = value
        }

        /// Keeps only `lines`, which lie within the run.
        mutating func trim(to lines: Range<Int>) {
            if lines.upperBound < first + self.lines.count { self.lines.removeSubrange((lines.upperBound - first)...) }
            if lines.lowerBound > first {
                self.lines.removeSubrange(0..<(lines.lowerBound - first))
                first = lines.lowerBound
            }
        }

        /// `ViewLines.replace` for this run.
        mutating func replace(from: Int, oldLast: Int, delta: Int) {
            let start = Swift.min(Swift.max(from - first, 0), lines.count)
            let end = Swift.min(Swift.max(oldLast + 1 - first, start), lines.count)
            guard end < lines.count else { return lines.removeSubrange(start..<end) }
            if from >= first && delta == 0 {
                // As many new lines as old (typing on one): their slots are emptied in place.
                for index in start..<end { lines[index] = nil }
            } else if from >= first {
                // Empty slots for the new lines, so the lines after them move by `delta`.
                lines.replaceSubrange(start..<end, with: repeatElement(nil, count: oldLast + delta + 1 - from))
            } else {
                lines.removeSubrange(0..<end)
                first += end + delta
            }
        }
    }

    private var runs: [Run] = []

    /// How far from a run a stored line may be and still grow it; further, it starts a run of
    /// its own, and beyond `maximumRuns` the oldest run goes (it is only a cache).
    static let reach = 1_024
    static let maximumRuns = 4

    subscript(line: Int) -> HighlightedLine? {
        get {
            // By index: a `for run in runs` loop copies each run, retaining its array.
            for index in runs.indices where runs[index].contains(line) { return runs[index].lines[line - runs[index].first] }
            return nil
        }
        set {
            if let index = runs.firstIndex(where: { $0.lines.isEmpty || $0.reaches(line) }) {
                if runs[index].lines.isEmpty { runs[index].first = line }
                runs[index].set(line, newValue)
                return
            }
            guard let newValue else { return }
            if runs.count == ViewLines.maximumRuns { runs.removeFirst() }
            runs.append(Run(first: line, lines: [newValue]))
        }
    }

    /// The state after `line` when the line is kept and was highlighted from `state` (with its
    /// context classes, when `needsClasses`): read in place, where a lookup would copy the line and
    /// retain its arrays, and the frame asks this of every line on the screen.
    func end(ofLine line: Int, from state: LineState, needsClasses: Bool) -> LineState? {
        for index in runs.indices where runs[index].contains(line) {
            let offset = line - runs[index].first
            guard runs[index].lines[offset]?.start == state, !needsClasses || runs[index].lines[offset]?.classes != nil else { return nil }
            return runs[index].lines[offset]?.end
        }
        return nil
    }

    /// The state `line` was highlighted from, when it is kept.
    func start(ofLine line: Int) -> LineState? {
        for index in runs.indices where runs[index].contains(line) { return runs[index].lines[line - runs[index].first]?.start }
        return nil
    }

    /// Drops every line outside `kept` (the lines the views need), so the lines stay as many
    /// as the views show however far they scroll. A run that overlaps none goes.
    mutating func keep(only kept: [Range<Int>]) {
        var index = 0
        while index < runs.count {
            let span = runs[index].first..<(runs[index].first + runs[index].lines.count)
            var (low, high, overlapping) = (Int.max, Int.min, 0)
            for range in kept where range.overlaps(span) {
                (low, high, overlapping) = (Swift.min(low, range.lowerBound), Swift.max(high, range.upperBound), overlapping + 1)
            }
            guard overlapping > 0 else {
                runs.remove(at: index)
                continue
            }
            runs[index].trim(to: Swift.max(low, span.lowerBound)..<Swift.min(high, span.upperBound))
            // Between two views one run reaches over: the lines neither shows go too.
            if overlapping > 1 {
                for line in span.clamped(to: low..<high) where !kept.contains(where: { $0.contains(line) }) { runs[index].set(line, nil) }
            }
            index += 1
        }
    }

    /// Lines `from...oldLast` were replaced by `from...(oldLast + delta)`: their entries go, the
    /// lines after them move by `delta`.
    mutating func replace(from: Int, oldLast: Int, delta: Int) {
        for index in runs.indices { runs[index].replace(from: from, oldLast: oldLast, delta: delta) }
    }

    /// The entries as a dictionary, for tests.
    var entries: [Int: HighlightedLine] {
        var all: [Int: HighlightedLine] = [:]
        for run in runs {
            for line in run.first..<(run.first + run.lines.count) { if let value = self[line] { all[line] = value } }
        }
        return all
    }
}
