/// Self-checks of the index structure, for tests.
extension LineIndex {
    /// Traps if the chunks, their sums or the totals disagree, or if the chunks are cut badly.
    func checkInvariants() {
        precondition(!chunks.isEmpty && sums.chunkCount == chunks.count, "no chunks, or sums of other chunks")
        var bytes = 0
        var lines = 0
        for (index, chunk) in chunks.enumerated() {
            checkShape(of: index)
            let prefix = sums.prefix(linesUpTo: lines)
            precondition(prefix.chunks == index && prefix.totals == ChunkSums.Totals(bytes: bytes, lines: lines),
                         "sums out of step at chunk \(index)")
            bytes += chunk.byteCount
            lines += chunk.lineCount
        }
        precondition(bytes == byteCount && lines == count, "totals out of step")
        var line = 0
        forEachLineLength { length in
            precondition(length > 0 || line == count - 1, "empty line \(line) before the last")
            line += 1
            return true
        }
    }

    private func checkShape(of index: Int) {
        let chunk = chunks[index]
        precondition(chunk.lineCount >= 1 && chunk.lineCount <= limits.maxLines, "chunk \(index) has \(chunk.lineCount) lines")
        precondition(chunk.storesOneWidth, "chunk \(index) keeps lengths of both widths")
        let stored = chunk.storedLengths
        precondition(chunk.isWide || stored.allSatisfy { $0 <= limits.narrowLength }, "chunk \(index) is narrow with a longer line")
        if chunk.lineCount == 1 {
            let copy = chunk.isWide ? Int(UInt16(clamping: chunk.byteCount)) : chunk.byteCount
            precondition(stored == [copy], "chunk \(index): stale length")
        } else {
            precondition(stored.allSatisfy { $0 < limits.longLine }, "chunk \(index) holds a long line")
            precondition(stored.reduce(0, +) == chunk.byteCount, "chunk \(index): wrong byte count")
        }
        guard isSmall(index), index < chunks.count - 1 else { return }
        let besideLong = (index > 0 && isLong(index - 1)) || isLong(index + 1)
        precondition(besideLong, "chunk \(index) of \(chunk.lineCount) lines was not merged")
    }
}
