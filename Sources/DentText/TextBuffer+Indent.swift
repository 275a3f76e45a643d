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
        rewriteLines(lines) { line in
            let blank = !line.contains(where: { !isBlank($0) })
            return blank && !indentBlank ? 0 : style.unit.count
        } edit: { line, _ in
            style.unit + line
        }
    }

    /// Outdents every line in `lines` by one level: one leading tab, or up to one indent width of
    /// leading spaces. Never removes anything but leading whitespace.
    public mutating func outdent(lines: ClosedRange<Int>, width: Int) -> IndentEdit {
        rewriteLines(lines) { line in
            if line.first == UInt8(ascii: "\t") { return -1 }
            return -line.prefix(width).prefix(while: { $0 == UInt8(ascii: " ") }).count
        } edit: { line, delta in
            Array(line.dropFirst(-delta))
        }
    }

    /// Rebuilds the span of `lines` line by line and applies it as one change.
    private mutating func rewriteLines(
        _ lines: ClosedRange<Int>, delta: ([UInt8]) -> Int, edit: ([UInt8], Int) -> [UInt8]
    ) -> IndentEdit {
        let span = lineRange(lines.lowerBound).lowerBound..<lineRange(lines.upperBound).upperBound
        var replacement = [UInt8]()
        replacement.reserveCapacity(span.count + lines.count * 4)
        var deltas = [Int]()
        deltas.reserveCapacity(lines.count)
        for line in lines {
            let content = lineBytes(line)
            let d = delta(content)
            deltas.append(d)
            replacement += d == 0 ? content : edit(content, d)
            if line < lines.upperBound {
                let full = lineRangeWithTerminator(line)
                replacement += bytes.bytes(in: lineRange(line).upperBound..<full.upperBound)
            }
        }
        let change = replace(span, with: replacement)
        return IndentEdit(change: change, deltas: deltas)
    }
}
