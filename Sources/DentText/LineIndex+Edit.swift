/// Keeping the index in step with edits, in three tiers by how much of the structure changes.
extension LineIndex {
    /// Records that `bytes` were inserted at `offset`.
    public mutating func didInsert<C: Collection>(_ bytes: C, at offset: Int) where C.Element == UInt8 {
        didReplace(offset..<offset, with: bytes)
    }

    /// Records that the bytes in `range` were removed.
    public mutating func didRemove(_ range: Range<Int>) {
        didReplace(range, with: EmptyCollection<UInt8>())
    }

    /// Records that the bytes in `range` were replaced by `inserted`: one update however many
    /// lines the edit spans (indenting 10,000 lines is one call).
    public mutating func didReplace<C: Collection>(_ range: Range<Int>, with inserted: C) where C.Element == UInt8 {
        // Typing inserts no LF: the scan for where they are is skipped.
        let newlines = NewlineScan.containsNewline(inserted) ? NewlineScan.offsets(in: inserted) : []
        didReplace(range, insertedCount: inserted.count, newlines: newlines)
    }

    /// The same, for a caller that knows where the LFs of the `insertedCount` new bytes are
    /// (offsets in them, in order): rewriting 10,000 lines need not scan them again.
    public mutating func didReplace(_ range: Range<Int>, insertedCount: Int, newlines: [Int]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= byteCount, "range \(range) out of 0...\(byteCount)")
        let first = finger.flatMap { contains(range.lowerBound, at: $0) ? $0 : nil } ?? place(ofOffset: range.lowerBound)
        finger = nil
        let delta = insertedCount - range.count
        let firstEnd = first.start + length(at: first)
        // The removed bytes hold no LF when the range ends inside the first line (or anywhere
        // in the text's last line, which has none).
        let withinLine = range.upperBound < firstEnd || first.line == count - 1
        if withinLine && newlines.isEmpty && resizeLine(at: first, by: delta) {
            return
        }
        let last = range.upperBound < firstEnd ? first : place(ofOffset: range.upperBound)
        let lastEnd = last.start + length(at: last)
        // The lines from `first` to `last` become: the kept head of the first, the inserted
        // lines, and the kept tail of the last.
        var lengths: [Int] = []
        lengths.reserveCapacity(newlines.count + 1)
        var lineStart = -(range.lowerBound - first.start)
        for newline in newlines {
            lengths.append(newline + 1 - lineStart)
            lineStart = newline + 1
        }
        lengths.append(insertedCount - lineStart + (lastEnd - range.upperBound))
        replaceLines(from: first, through: last, with: lengths, delta: delta)
        byteCount += delta
    }

    /// Records that each of the lines from `first` changed length by `deltas[i]` bytes (i from
    /// 0), none starting or ending: an indent or outdent. Each line's length changes where it
    /// is, a chunk at a time, with one update of the sums a chunk. False, with nothing changed,
    /// when a line would become long or stop being long (its chunk must be re-cut: the caller
    /// uses `didReplace`).
    public mutating func didResizeLines(from first: Int, deltas: [Int32]) -> Bool {
        guard !deltas.isEmpty else { return true }
        let start = place(ofLine: first)
        /// Calls `body` with each chunk the lines touch, the first of its lines they touch, and
        /// where in `deltas` that line is.
        func eachChunk(_ body: (_ chunk: Int, _ line: Int, _ index: Int, _ count: Int) -> Bool) -> Bool {
            var (chunk, line, index) = (start.chunk, start.lineInChunk, 0)
            while index < deltas.count {
                let count = Swift.min(chunks[chunk].lineCount - line, deltas.count - index)
                guard body(chunk, line, index, count) else { return false }
                (chunk, line, index) = (chunk + 1, 0, index + count)
            }
            return true
        }
        let fits = deltas.withUnsafeBufferPointer { deltas in
            eachChunk { chunk, line, index, count in
                let deltas = UnsafeBufferPointer(rebasing: deltas[index..<(index + count)])
                return chunks[chunk].lineCount == 1
                    ? keepsItsChunk(chunk, length: chunks[chunk].byteCount + Int(deltas[0]))
                    : chunks[chunk].staysShort(from: line, by: deltas, below: limits.longLine)
            }
        }
        guard fits else { return false }
        var total = 0
        deltas.withUnsafeBufferPointer { deltas in
            _ = eachChunk { chunk, line, index, count in
                let change = chunks[chunk].resize(from: line, by: UnsafeBufferPointer(rebasing: deltas[index..<(index + count)]),
                                                  narrowLength: limits.narrowLength)
                sums.add(bytes: change, lines: 0, toChunk: chunk)
                total += change
                return true
            }
        }
        byteCount += total
        finger = nil
        return true
    }

    /// Typing: one line changes length and no line starts or ends. False when the chunk must be
    /// re-cut: a line outgrows two-byte lengths, or a long line alone in its chunk becomes short
    /// (and should join its neighbours).
    private mutating func resizeLine(at place: Place, by delta: Int) -> Bool {
        guard keepsItsChunk(place.chunk, length: length(at: place) + delta) else { return false }
        chunks[place.chunk].resize(line: place.lineInChunk, by: delta, narrowLength: limits.narrowLength)
        sums.add(bytes: delta, lines: 0, toChunk: place.chunk)
        byteCount += delta
        finger = place
        return true
    }

    /// True when a line of chunk `chunk` can take the length `newLength` without the chunk being
    /// re-cut: a short line stays short, and a long line alone in its chunk stays long (any
    /// length in the only chunk).
    private func keepsItsChunk(_ chunk: Int, length newLength: Int) -> Bool {
        chunks[chunk].lineCount == 1 ? newLength >= limits.longLine || chunks.count == 1 : newLength < limits.longLine
    }

    /// Replaces the lines from `first` through `last` (places before the edit) by lines of
    /// `lengths`, `delta` bytes more in all: in place when they stay in one chunk of a good
    /// size, else by re-chunking.
    private mutating func replaceLines(from first: Place, through last: Place, with lengths: [Int], delta: Int) {
        let removedLines = last.line - first.line + 1
        if first.chunk == last.chunk && fitsInPlace(chunk: first.chunk, removing: removedLines, adding: lengths) {
            chunks[first.chunk].replaceLines(first.lineInChunk...last.lineInChunk, with: lengths, delta: delta,
                                             narrowLength: limits.narrowLength)
            sums.add(bytes: delta, lines: lengths.count - removedLines, toChunk: first.chunk)
        } else {
            rechunk(from: first, through: last, with: lengths)
        }
        count += lengths.count - removedLines
    }

    /// True when chunk `index` can take an edit in place: it holds no long line and gets none,
    /// and its size stays within the limits (any size when it is the only chunk).
    private func fitsInPlace(chunk index: Int, removing removed: Int, adding lengths: [Int]) -> Bool {
        let lineCount = chunks[index].lineCount - removed + lengths.count
        let sized = lineCount <= limits.maxLines && (lineCount >= limits.minLines || chunks.count == 1)
        return sized && !isLong(index) && lengths.allSatisfy { $0 < limits.longLine }
    }
}
