import DentSyntax

/// The highlighter's states at some line starts, sorted by line: a sparse map from line numbers
/// to `LineState`s that moves with the lines when an edit adds or removes some.
///
/// Kept in chunks of up to `chunkCapacity` entries, each entry's line relative to its chunk's
/// `base`: an edit that shifts every later line rewrites the entries of one chunk and the bases
/// of the chunks after it, O(n / 256), where one flat array would move every entry. An entry is
/// 8 bytes: one every 32 lines of a 100 MB file (3 M lines) is ~750 KiB.
struct SyntaxCheckpoints: Sendable, Equatable {
    private struct Chunk: Sendable, Equatable {
        var base: Int
        var lines: [UInt32] = []
        var states: [LineState] = []
        func line(_ index: Int) -> Int { base + Int(lines[index]) }
    }

    private var chunks: [Chunk] = []
    static let chunkCapacity = 256

    private(set) var count = 0

    /// Bytes the entries take (their arrays' contents), for the bench's figure.
    var memoryBytes: Int { chunks.reduce(0) { $0 + $1.lines.capacity * 4 + $1.states.capacity * 4 + 32 } }

    /// The chunk whose lines include `line` or, past every chunk's first line, the last chunk
    /// starting at or before it; nil before the first chunk.
    private func chunk(atOrBefore line: Int) -> Int? {
        var (low, high) = (0, chunks.count)
        while low < high {
            let mid = (low + high) / 2
            if chunks[mid].line(0) <= line { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// Within chunk `c`: the index of the first entry at a line ≥ `line`.
    private func firstIndex(in c: Int, atOrAfter line: Int) -> Int {
        let chunk = chunks[c]
        var (low, high) = (0, chunk.lines.count)
        while low < high {
            let mid = (low + high) / 2
            if chunk.line(mid) < line { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The last entry at or before `line`.
    func last(atOrBefore line: Int) -> (line: Int, state: LineState)? {
        guard let c = chunk(atOrBefore: line) else { return nil }
        var index = firstIndex(in: c, atOrAfter: line)
        if index < chunks[c].lines.count, chunks[c].line(index) == line { index += 1 }
        return (chunks[c].line(index - 1), chunks[c].states[index - 1])
    }

    /// The first entry strictly after `line`.
    func first(after line: Int) -> (line: Int, state: LineState)? {
        let c = chunk(atOrBefore: line) ?? 0
        for c in c..<chunks.count {
            let index = firstIndex(in: c, atOrAfter: line + 1)
            if index < chunks[c].lines.count { return (chunks[c].line(index), chunks[c].states[index]) }
        }
        return nil
    }

    /// The entry at exactly `line`.
    func state(at line: Int) -> LineState? {
        guard let c = chunk(atOrBefore: line) else { return nil }
        let index = firstIndex(in: c, atOrAfter: line)
        return index < chunks[c].lines.count && chunks[c].line(index) == line ? chunks[c].states[index] : nil
    }

    /// Whether any entry lies in `lines`.
    func hasEntry(in lines: Range<Int>) -> Bool {
        guard !lines.isEmpty, let next = first(after: lines.lowerBound - 1) else { return false }
        return next.line < lines.upperBound
    }

    /// Sets the state at `line`, adding an entry or replacing one.
    mutating func set(_ state: LineState, at line: Int) {
        guard let c = chunk(atOrBefore: line) else {
            if chunks.isEmpty || chunks[0].lines.count >= SyntaxCheckpoints.chunkCapacity {
                chunks.insert(Chunk(base: line, lines: [0], states: [state]), at: 0)
            } else {
                let shift = UInt32(chunks[0].base - line)
                chunks[0].lines = [0] + chunks[0].lines.map { $0 + shift }
                chunks[0].states.insert(state, at: 0)
                chunks[0].base = line
            }
            count += 1
            return
        }
        let index = firstIndex(in: c, atOrAfter: line)
        if index < chunks[c].lines.count, chunks[c].line(index) == line { return chunks[c].states[index] = state }
        chunks[c].lines.insert(UInt32(line - chunks[c].base), at: index)
        chunks[c].states.insert(state, at: index)
        count += 1
        if chunks[c].lines.count > SyntaxCheckpoints.chunkCapacity { split(c) }
    }

    private mutating func split(_ c: Int) {
        let half = chunks[c].lines.count / 2
        let base = chunks[c].line(half)
        let moved = Chunk(base: base, lines: chunks[c].lines[half...].map { $0 - UInt32(base - chunks[c].base) },
                          states: Array(chunks[c].states[half...]))
        chunks[c].lines.removeSubrange(half...)
        chunks[c].states.removeSubrange(half...)
        chunks.insert(moved, at: c + 1)
    }

    /// Removes the entries at lines in `lines`.
    mutating func remove(_ lines: Range<Int>) {
        guard !lines.isEmpty else { return }
        var c = chunk(atOrBefore: lines.lowerBound) ?? 0
        while c < chunks.count, chunks[c].line(0) < lines.upperBound {
            let from = firstIndex(in: c, atOrAfter: lines.lowerBound)
            let to = firstIndex(in: c, atOrAfter: lines.upperBound)
            chunks[c].lines.removeSubrange(from..<to)
            chunks[c].states.removeSubrange(from..<to)
            count -= to - from
            if chunks[c].lines.isEmpty {
                chunks.remove(at: c)
            } else {
                rebase(c)
                c += 1
            }
        }
    }

    /// Moves every entry at a line ≥ `line` by `delta` lines (an edit added or removed lines
    /// before them; the caller removed the entries it overwrote, so the order holds).
    mutating func shift(from line: Int, by delta: Int) {
        guard delta != 0, var c = chunk(atOrBefore: line) ?? (chunks.isEmpty ? nil : 0) else { return }
        if chunks[c].line(0) < line {
            let from = firstIndex(in: c, atOrAfter: line)
            let moved = UInt32(truncatingIfNeeded: delta)
            for index in from..<chunks[c].lines.count { chunks[c].lines[index] &+= moved }
            c += 1
        }
        for later in c..<chunks.count { chunks[later].base += delta }
    }

    /// Makes the chunk's first entry its base again (relative lines stay small).
    private mutating func rebase(_ c: Int) {
        let first = chunks[c].lines[0]
        guard first != 0 else { return }
        for index in chunks[c].lines.indices { chunks[c].lines[index] -= first }
        chunks[c].base += Int(first)
    }

    /// Every entry, in order (for tests and invariants).
    var entries: [(line: Int, state: LineState)] {
        chunks.flatMap { chunk in chunk.lines.indices.map { (chunk.line($0), chunk.states[$0]) } }
    }

    static func == (a: SyntaxCheckpoints, b: SyntaxCheckpoints) -> Bool {
        a.entries.map(\.line) == b.entries.map(\.line) && a.entries.map(\.state) == b.entries.map(\.state)
    }

    /// Traps unless the entries are sorted and every chunk's first entry is its base.
    func checkInvariants() {
        let lines = entries.map(\.line)
        precondition(zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 }, "checkpoints out of order")
        precondition(lines.count == count, "checkpoint count off")
        precondition(chunks.allSatisfy { !$0.lines.isEmpty && $0.lines.count == $0.states.count }, "empty or uneven chunk")
    }
}
