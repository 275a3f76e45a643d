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
        return rewriteLines(lines) { line in
            let blank = !line.contains(where: { !isBlank($0) })
            return blank && !indentBlank ? 0 : unit.count
        } edit: { line, _, out in
            out += unit
            out += line
        }
    }

    /// Outdents every line in `lines` by one level: one leading tab, or up to one indent width of
    /// leading spaces. Never removes anything but leading whitespace.
    public mutating func outdent(lines: ClosedRange<Int>, width: Int) -> IndentEdit {
        rewriteLines(lines) { line in
            if line.first == UInt8(ascii: "\t") { return -1 }
            return -line.prefix(width).prefix(while: { $0 == UInt8(ascii: " ") }).count
        } edit: { line, delta, out in
            out += line.dropFirst(-delta)
        }
    }

    /// Rewrites the span of `lines` in one pass over one copy of its bytes, and applies it as
    /// one change: one gap move and one line-index update, however many lines (10,000 selected
    /// lines and a Tab must not cost 10,000 edits).
    ///
    /// `delta` says how many bytes a line's content (terminator excluded) gains or loses; for a
    /// line where it is not 0, `edit` appends the new content to `out`. Terminators are copied.
    private mutating func rewriteLines(
        _ lines: ClosedRange<Int>,
        delta: (ArraySlice<UInt8>) -> Int,
        edit: (ArraySlice<UInt8>, Int, inout [UInt8]) -> Void
    ) -> IndentEdit {
        let span = lineRange(lines.lowerBound).lowerBound..<lineRange(lines.upperBound).upperBound
        let old = bytes.bytes(in: span)
        var replacement = [UInt8]()
        replacement.reserveCapacity(span.count + lines.count * 4)
        var deltas = [Int]()
        deltas.reserveCapacity(lines.count)
        func rewrite(_ content: ArraySlice<UInt8>, terminator: ArraySlice<UInt8>) {
            let d = delta(content)
            deltas.append(d)
            if d == 0 { replacement += content } else { edit(content, d, &replacement) }
            replacement += terminator
        }
        var lineStart = 0
        old.withUnsafeBufferPointer { buffer in
            NewlineScan.forEach(in: buffer) { newline in
                let hasCR = newline > lineStart && old[newline - 1] == UInt8(ascii: "\r")
                let contentEnd = hasCR ? newline - 1 : newline
                rewrite(old[lineStart..<contentEnd], terminator: old[contentEnd...newline])
                lineStart = newline + 1
            }
        }
        rewrite(old[lineStart...], terminator: [])
        let change = replace(span, with: replacement)
        return IndentEdit(change: change, deltas: deltas)
    }
}
