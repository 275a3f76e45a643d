/// Finding a line: one search of the chunk sums, then one scan inside a chunk.
extension LineIndex {
    /// Where a line is: its chunk, its place in the chunk, its number and its start offset.
    struct Place: Equatable {
        var chunk: Int
        var lineInChunk: Int
        var line: Int
        var start: Int
        /// Offset and line number of the chunk's first line.
        var chunkStart: Int
        var chunkFirstLine: Int
    }

    /// The place of the line that holds `offset` (0...byteCount).
    func place(ofOffset offset: Int) -> Place {
        precondition(offset >= 0 && offset <= byteCount, "offset \(offset) out of 0...\(byteCount)")
        var (chunk, before) = sums.prefix(bytesUpTo: offset)
        if chunk == chunks.count {
            // The end of the text: the last chunk, whose own bytes are then part of `before`.
            chunk -= 1
            before.bytes -= chunks[chunk].byteCount
            before.lines -= chunks[chunk].lineCount
        }
        let (lineInChunk, start) = chunks[chunk].line(at: offset - before.bytes)
        return Place(
            chunk: chunk, lineInChunk: lineInChunk, line: before.lines + lineInChunk, start: before.bytes + start,
            chunkStart: before.bytes, chunkFirstLine: before.lines)
    }

    /// The place of line `line` (0..<count).
    func place(ofLine line: Int) -> Place {
        precondition(line >= 0 && line < count, "line \(line) out of 0..<\(count)")
        let (chunk, before) = sums.prefix(linesUpTo: line)
        let lineInChunk = line - before.lines
        let start = before.bytes + chunks[chunk].offset(ofLine: lineInChunk)
        return Place(
            chunk: chunk, lineInChunk: lineInChunk, line: line, start: start,
            chunkStart: before.bytes, chunkFirstLine: before.lines)
    }

    /// True when `offset` belongs to the line at `place` (its end only for the last line).
    func contains(_ offset: Int, at place: Place) -> Bool {
        offset >= place.start && (offset < place.start + length(at: place) || place.line == count - 1)
    }

    /// Bytes of the line at `place`, terminator included.
    func length(at place: Place) -> Int {
        chunks[place.chunk].length(ofLine: place.lineInChunk)
    }
}
