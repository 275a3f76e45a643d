/// The result of indenting or outdenting lines: the change, and how far each line's text moved.
public struct IndentEdit: Sendable, Equatable {
    public var change: Change
    /// For each line of the range, in order: bytes added (positive) or removed (negative) at its start.
    public var deltas: [Int]
}

extension TextBuffer {
    /// Indents every line in `lines` by one level of `style`, in one replacement of the whole span.
    ///
    /// Blank lines stay empty unless `indentBlank` is set (a lone current line is indented even
    /// when blank; lines inside a selection are not, so no trailing whitespace is added).
    public mutating func indent(lines: ClosedRange<Int>, style: IndentStyle, indentBlank: Bool = false) -> IndentEdit {
        let unit = style.unit
        return rewriteLines(lines) { line, out in
            let blank = !line.contains(where: { !isBlank($0) })
            if blank && !indentBlank { return 0 }
            out.append(contentsOf: unit)
            return unit.count
        }
    }

    /// Outdents every line in `lines` by one level: one leading tab, or up to one indent width of
    /// leading spaces. Never removes anything but leading whitespace.
    public mutating func outdent(lines: ClosedRange<Int>, width: Int) -> IndentEdit {
        rewriteLines(lines) { line, _ in
            if line.first == UInt8(ascii: "\t") { return -1 }
            return -line.prefix(width).prefix(while: { $0 == UInt8(ascii: " ") }).count
        }
    }

    /// Rewrites the span of `lines` in one pass over one copy of its bytes, and applies it as
    /// one change: one gap move and one line-index update, however many lines (10,000 selected
    /// lines and a Tab must not cost 10,000 edits).
    ///
    /// For each line's content (terminator excluded), `prefix` appends what goes before it and
    /// returns the bytes the line gains, or how many of its first bytes to drop (negative). The
    /// rest of each line, terminator included, is copied in one block.
    private mutating func rewriteLines(
        _ lines: ClosedRange<Int>, prefix: (UnsafeBufferPointer<UInt8>, inout [UInt8]) -> Int
    ) -> IndentEdit {
        let span = lineRange(lines.lowerBound).lowerBound..<lineRange(lines.upperBound).upperBound
        let old = bytes.bytes(in: span)
        var replacement = [UInt8]()
        replacement.reserveCapacity(span.count + lines.count * 4)
        var deltas = [Int]()
        deltas.reserveCapacity(lines.count)
        old.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            func rewrite(contentEnd: Int, end: Int) {
                let content = UnsafeBufferPointer(rebasing: buffer[lineStart..<contentEnd])
                let delta = prefix(content, &replacement)
                deltas.append(delta)
                let keep = lineStart + Swift.max(-delta, 0)
                replacement.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[keep..<end]))
                lineStart = end
            }
            NewlineScan.forEach(in: buffer) { newline in
                let hasCR = newline > lineStart && buffer[newline - 1] == UInt8(ascii: "\r")
                rewrite(contentEnd: hasCR ? newline - 1 : newline, end: newline + 1)
            }
            rewrite(contentEnd: buffer.count, end: buffer.count)
        }
        // The span's old bytes are already copied: the change takes them instead of a second copy.
        overwrite(span, with: replacement)
        return IndentEdit(change: Change(offset: span.lowerBound, removed: old, inserted: replacement), deltas: deltas)
    }
}
