/// Re-cutting the chunks an edit touched: splits full chunks, merges small ones and keeps every
/// long line alone, so the index never degrades whatever the edits.
extension LineIndex {
    /// Replaces the chunks from `first.chunk` through `last.chunk` by chunks holding: the lines
    /// of the first chunk before `first`, the lines of `lengths`, and the lines of the last chunk
    /// after `last`. Small neighbours are taken in, so only a chunk beside a long line (or the
    /// last one, or the only one) is ever left below `minLines`.
    mutating func rechunk(from first: Place, through last: Place, with lengths: [Int]) {
        var lower = first.chunk
        var upper = last.chunk
        if lower > 0 && isSmall(lower - 1) { lower -= 1 }
        if upper + 1 < chunks.count && isSmall(upper + 1) { upper += 1 }
        var region = chunks[lower..<first.chunk].flatMap(\.allLengths)
        region += chunks[first.chunk].allLengths.prefix(first.lineInChunk)
        region += lengths
        region += chunks[last.chunk].allLengths.dropFirst(last.lineInChunk + 1)
        region += chunks[(last.chunk + 1)..<(upper + 1)].flatMap(\.allLengths)
        if region.count < limits.minLines && upper + 1 < chunks.count {
            upper += 1
            region += chunks[upper].allLengths
        } else if region.count < limits.minLines && lower > 0 {
            lower -= 1
            region = chunks[lower].allLengths + region
        }
        replaceChunks(lower...upper, with: LineIndex.chunks(of: region, limits: limits))
    }

    /// True for a chunk of short lines below `minLines`, which the next re-cut beside it absorbs.
    func isSmall(_ index: Int) -> Bool {
        chunks[index].lineCount < limits.minLines && !isLong(index)
    }

    /// True for a chunk that holds one line of `longLine` bytes or more.
    func isLong(_ index: Int) -> Bool {
        chunks[index].lineCount == 1 && chunks[index].byteCount >= limits.longLine
    }

    /// Puts `replacement` in place of the chunks in `range` and brings the sums up to date: one
    /// path of the tree per chunk when their number is unchanged, else a rebuild.
    private mutating func replaceChunks(_ range: ClosedRange<Int>, with replacement: [LineChunk]) {
        if replacement.count == range.count {
            for offset in 0..<replacement.count {
                let (new, old) = (replacement[offset], chunks[range.lowerBound + offset])
                sums.add(bytes: new.byteCount - old.byteCount, lines: new.lineCount - old.lineCount,
                         toChunk: range.lowerBound + offset)
            }
            chunks.replaceSubrange(range, with: replacement)
        } else {
            chunks.replaceSubrange(range, with: replacement)
            sums = ChunkSums(chunks)
        }
    }

    /// Cuts lines of `lengths` into chunks: each long line alone, and each run of short lines
    /// between them into as few chunks as `maxLines` allows, of even sizes.
    static func chunks(of lengths: [Int], limits: ChunkLimits) -> [LineChunk] {
        var result: [LineChunk] = []
        var runStart = 0
        for index in 0..<lengths.count where lengths[index] >= limits.longLine {
            appendEvenly(lengths[runStart..<index], limits: limits, to: &result)
            result.append(LineChunk(singleLine: lengths[index], narrowLength: limits.narrowLength))
            runStart = index + 1
        }
        appendEvenly(lengths[runStart...], limits: limits, to: &result)
        return result
    }

    private static func appendEvenly(_ run: ArraySlice<Int>, limits: ChunkLimits, to result: inout [LineChunk]) {
        guard !run.isEmpty else { return }
        let pieces = (run.count + limits.maxLines - 1) / limits.maxLines
        var start = run.startIndex
        for piece in 0..<pieces {
            let size = run.count / pieces + (piece < run.count % pieces ? 1 : 0)
            let lines = run[start..<(start + size)]
            result.append(LineChunk(lengths: lines, byteCount: lines.reduce(0, +), narrowLength: limits.narrowLength))
            start += size
        }
    }
}
