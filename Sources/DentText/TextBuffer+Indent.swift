/// The result of indenting or outdenting lines: the change, and how far each line's text moved.
public struct IndentEdit: Sendable, Equatable {
    /// Where the first line starts.
    var offset: Int
    var prefixes: LinePrefixEdit

    public var change: Change { Change(offset: offset, linePrefixes: prefixes) }

    /// Bytes line `index` of the range (0 for its first line) gained at its start: negative
    /// when it lost some.
    public func delta(ofLine index: Int) -> Int { prefixes.delta(ofLine: index) }

    /// For each line of the range, in order: bytes added (positive) or removed (negative) at its start.
    public var deltas: [Int] { prefixes.deltas.map(Int.init) }
}

extension TextBuffer {
    /// Indents every line in `lines` by one level of `style`, in one pass over the span.
    ///
    /// Blank lines stay empty unless `indentBlank` is set (a lone current line is indented even
    /// when blank; lines inside a selection are not, so no trailing whitespace is added).
    public mutating func indent(lines: ClosedRange<Int>, style: IndentStyle, indentBlank: Bool = false) -> IndentEdit {
        let unit = style.unit
        return unit.withUnsafeBufferPointer { unit in
            editLineStarts(lines, growth: lines.count * unit.count) { line, _ in
                let blank = !line.contains(where: { !isBlank($0) })
                return (0, blank && !indentBlank ? UnsafeBufferPointer(rebasing: unit[0..<0]) : unit)
            }
        }
    }

    /// Outdents every line in `lines` by one level: one leading tab, or up to one indent width of
    /// leading spaces. Never removes anything but leading whitespace.
    public mutating func outdent(lines: ClosedRange<Int>, width: Int) -> IndentEdit {
        editLineStarts(lines, growth: 0) { line, _ in
            let drop = line.first == UInt8(ascii: "\t") ? 1 : line.prefix(width).prefix(while: { $0 == UInt8(ascii: " ") }).count
            return (drop, UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// Moves every line in `lines` `columns` columns deeper (shallower when negative), its
    /// leading whitespace rebuilt as tabs then spaces: GNU style, where a level is narrower than
    /// a tab. Blank lines stay as they are unless `indentBlank` is set. The same one pass as
    /// `indent`, so an undo keeps only the prefixes.
    public mutating func shiftIndentation(lines: ClosedRange<Int>, by columns: Int, tabWidth: Int,
                                          indentBlank: Bool = false) -> IndentEdit {
        var prefixes: [UInt8] = []
        var ends: [Int] = []
        var drops: [Int] = []
        for line in lines {
            let content = lineBytes(line)
            let leading = content.prefix { isBlank($0) }
            let kept = leading.count == content.count && !indentBlank
            drops.append(kept ? 0 : leading.count)
            if !kept {
                let column = Swift.max(leading.reduce(0) { $1 == 0x09 ? ($0 / tabWidth + 1) * tabWidth : $0 + 1 } + columns, 0)
                prefixes += Array(repeating: 0x09, count: column / tabWidth) + Array(repeating: 0x20, count: column % tabWidth)
            }
            ends.append(prefixes.count)
        }
        return prefixes.withUnsafeBufferPointer { prefixes in
            editLineStarts(lines, growth: prefixes.count) { _, index in
                (drops[index], UnsafeBufferPointer(rebasing: prefixes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]))
            }
        }
    }

    /// Edits the starts of `lines` in one pass over the buffer (`GapBuffer.editLineStarts`)
    /// and one update of the line index, however many lines (10,000 selected lines and a Tab
    /// must not cost 10,000 edits); the change keeps only the prefixes. `prefix` says, for each
    /// line's content and index in `lines`, how many of its first bytes to drop and what to put
    /// before the rest.
    private mutating func editLineStarts(
        _ lines: ClosedRange<Int>, growth: Int,
        _ prefix: (UnsafeBufferPointer<UInt8>, Int) -> (drop: Int, insert: UnsafeBufferPointer<UInt8>)
    ) -> IndentEdit {
        var removed = PrefixColumn(lines: lines.count, bytes: lines.count)
        var inserted = PrefixColumn(lines: lines.count, bytes: growth)
        let offset = lineRange(lines.lowerBound).lowerBound
        let lengths = bytes.editLineStarts(at: offset, lines: lines.count, growth: growth) { line, index in
            let (drop, insert) = prefix(line, index)
            removed.append(UnsafeBufferPointer(rebasing: line[0..<drop]))
            inserted.append(insert)
            return (drop, insert)
        }
        let record = LinePrefixEdit(firstLine: lines.lowerBound, removed: removed, inserted: inserted)
        updateIndex(after: record, lengths: lengths)
        edits.note(offset..<(offset + lengths.old), inserted: lengths.new)
        logLinePrefixEdit(offset: offset, removed: lengths.old, inserted: lengths.new)
        return IndentEdit(offset: offset, prefixes: record)
    }

    /// Applies a recorded edit of line starts (undo and redo of an indent).
    mutating func apply(_ edit: LinePrefixEdit) {
        let offset = lineRange(edit.firstLine).lowerBound
        let lengths = edit.inserted.withUnsafeBufferPointer { inserted in
            bytes.editLineStarts(at: offset, lines: edit.lineCount, growth: inserted.count) { _, index in
                (edit.removedLength(index), UnsafeBufferPointer(rebasing: inserted[edit.insertedRange(index)]))
            }
        }
        updateIndex(after: edit, lengths: lengths)
        edits.note(offset..<(offset + lengths.old), inserted: lengths.new)
        logLinePrefixEdit(offset: offset, removed: lengths.old, inserted: lengths.new)
    }

    /// Tells the line index that the lines of `edit` changed length: in place, or (when a line
    /// becomes long or stops being long) as a replacement of the span, whose LFs are where the
    /// lines' old lengths and their deltas put them.
    private mutating func updateIndex(after edit: LinePrefixEdit, lengths: (old: Int, new: Int)) {
        let deltas = edit.deltas
        if lines.didResizeLines(from: edit.firstLine, deltas: deltas) { return }
        let start = lines.range(ofLine: edit.firstLine).lowerBound
        var newlines: [Int] = []
        var end = 0
        for (index, delta) in deltas.enumerated() {
            end += lines.range(ofLine: edit.firstLine + index).count + Int(delta)
            if edit.firstLine + index < lines.count - 1 { newlines.append(end - 1) }
        }
        lines.didReplace(start..<(start + lengths.old), insertedCount: lengths.new, newlines: newlines)
    }
}
