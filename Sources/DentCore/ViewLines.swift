/// The lines the highlighter last prepared for the screen (`SyntaxStateCache.view`), by line
/// number: a run of consecutive lines in an array, so the few dozen lookups and stores of every
/// frame index it instead of hashing into a dictionary.
struct ViewLines {
    /// The line number of `lines[0]`.
    private(set) var first = 0
    private var lines: [HighlightedLine?] = []

    /// How far a line stored outside the run may be from it before the run starts over there
    /// instead of growing to reach it (after a jump, the old lines are of no use).
    static let reach = 1_024

    /// Room for `count` lines without growing again (a frame stores the screen's lines in order).
    mutating func reserve(_ count: Int) { lines.reserveCapacity(count) }

    subscript(line: Int) -> HighlightedLine? {
        get {
            let index = line - first
            return index >= 0 && index < lines.count ? lines[index] : nil
        }
        set {
            if lines.isEmpty || line < first - ViewLines.reach || line >= first + lines.count + ViewLines.reach {
                guard newValue != nil else { return }
                first = line
                lines = [newValue]
                return
            }
            if line < first {
                lines.insert(contentsOf: repeatElement(nil, count: first - line), at: 0)
                first = line
            } else if line >= first + lines.count {
                lines += repeatElement(nil, count: line + 1 - first - lines.count)
            }
            lines[line - first] = newValue
        }
    }

    /// Lines `from...oldLast` were replaced by `from...(oldLast + delta)`: their entries go, the
    /// lines after them move by `delta`.
    mutating func replace(from: Int, oldLast: Int, delta: Int) {
        let start = Swift.min(Swift.max(from - first, 0), lines.count)
        let end = Swift.min(Swift.max(oldLast + 1 - first, start), lines.count)
        guard end < lines.count else { return lines.removeSubrange(start..<end) }
        if from >= first {
            // Empty slots for the new lines, so the lines after them move by `delta`.
            lines.replaceSubrange(start..<end, with: repeatElement(nil, count: oldLast + delta + 1 - from))
        } else {
            lines.removeSubrange(0..<end)
            first += end + delta
        }
    }
}

extension ViewLines {
    /// The entries as a dictionary, for tests.
    var entries: [Int: HighlightedLine] {
        Dictionary(uniqueKeysWithValues: lines.enumerated().compactMap { index, line in line.map { (first + index, $0) } })
    }
}
