import DentText

/// Glyph starts every few KiB along one long line, with their display columns, so the column
/// of a byte far along the line, or the byte at a column far along it, is found by laying out
/// from the nearest start before it: a key at the end of a 20 MB line lays out the KiB before
/// the cursor, not the 20 MB (issue 53, part 1). Kept for the cursor's line and the long lines
/// a view scrolled sideways shows (`Document.anchorColumns`); the starts stay good as
/// `KnownStarts` says.
public struct ColumnAnchors: Sendable, Equatable {
    typealias Start = KnownStarts.Start

    /// Bytes from one start to the next: a question lays out at most about this much.
    static let spacing = 4096
    /// Lines shorter than this are laid out from their start.
    static let minimumLength = 2 * spacing

    private(set) var known: KnownStarts

    var line: Int { known.line }

    init(line: Int, lineStart: Int, tabWidth: Int, reader: EditReader) {
        known = KnownStarts(line: line, lineStart: lineStart, tabWidth: tabWidth, reader: reader)
    }

    /// True when the starts reach past `reach`: the start nearest before it is at most a
    /// spacing away.
    func reaches(_ reach: Document.LayoutReach) -> Bool {
        switch reach {
        case .byte(let byte): known.last.byte > byte
        case .column(let column): known.last.column > column
        }
    }

    mutating func keepValid(in text: TextBuffer) { known.keepValid(in: text) }

    mutating func append(_ start: Start) { known.append(start) }
}

extension Document {
    /// Makes the column anchors of a long `line` reach `reach`, keeping the starts the edits
    /// since left good: after a key at the end of a long line, laying out from the last good
    /// start costs the few KiB before the cursor. The first call on a line costs one pass up to
    /// `reach` (a plain line at the speed of `LineLayout.plainColumn`).
    mutating func anchorColumns(of line: Int, reaching reach: LayoutReach) {
        let range = text.lineRange(line)
        guard range.count >= ColumnAnchors.minimumLength else { return }
        keepValidAnchors()
        var anchors = columnAnchors.first { $0.known.describe(line, tabWidth: tabWidth, in: text) }
            ?? ColumnAnchors(line: line, lineStart: range.lowerBound, tabWidth: tabWidth, reader: anchorReader)
        while !anchors.reaches(reach), let next = nextColumnStart(after: anchors.known.last, in: range) {
            anchors.append(next)
        }
        columnAnchors = [anchors] + columnAnchors.filter { $0.line != line }.prefix(KnownStarts.lineLimit - 1)
    }

    /// The first glyph start a spacing or more after `start` on the line at `range`, nil when
    /// the line ends first. Plain bytes (printable ASCII and tabs) give their column without a
    /// layout, and an ASCII byte after one always starts a glyph (UAX #29: no ASCII character
    /// extends, joins or is Prepend, and a line holds no LF); anything else is laid out.
    private func nextColumnStart(after start: KnownStarts.Start, in range: Range<Int>) -> KnownStarts.Start? {
        let target = start.byte + ColumnAnchors.spacing
        guard target < range.count else { return nil }
        if text.bytes[range.lowerBound + target] < 0x80,
           let column = plainColumn(after: (range.lowerBound + start.byte)..<(range.lowerBound + target), from: start.column) {
            return KnownStarts.Start(byte: target, column: column, read: target + 1)
        }
        var length = ColumnAnchors.spacing + Document.clusterReach
        while true {
            let end = Swift.min(range.lowerBound + start.byte + length, range.upperBound)
            let layout = LineLayout(text.bytes.bytes(in: (range.lowerBound + start.byte)..<end), tabWidth: tabWidth,
                                    complete: end == range.upperBound, startByte: start.byte, startColumn: start.column)
            // A glyph's start is decided by the bytes before it and the scalar at it (at most 4 bytes).
            if let glyph = layout.glyphs.first(where: { $0.bytes.lowerBound >= target }) {
                return KnownStarts.Start(byte: glyph.bytes.lowerBound, column: glyph.column, read: glyph.bytes.lowerBound + 4)
            }
            if layout.isComplete { return nil }
            length *= 4
        }
    }

    /// Brings every kept start (soft wrap's rows, the column anchors) to what the edits since
    /// left good, then arms the view's reader anew: the starts of both kinds share it, so
    /// neither may arm it without the other's starts checked first.
    mutating func keepValidAnchors() {
        wrapAnchors = wrapAnchors.compactMap { kept in
            guard kept.describe(kept.line, width: kept.width, tabWidth: tabWidth, in: text) else { return nil }
            var valid = kept
            valid.keepValid(in: text)
            return valid
        }
        columnAnchors = columnAnchors.compactMap { kept in
            guard kept.known.describe(kept.line, tabWidth: tabWidth, in: text) else { return nil }
            var valid = kept
            valid.keepValid(in: text)
            return valid
        }
        text.trackEdits(for: anchorReader)
    }

    /// The known glyph start of `line` nearest before `reach` (soft wrap's row starts at any
    /// width, the column anchors), or the line's start.
    func knownStart(onLine line: Int, before reach: LayoutReach) -> KnownStarts.Start {
        var best = KnownStarts.Start.lineStart
        for known in wrapAnchors.map(\.known) + columnAnchors.map(\.known) where known.describe(line, tabWidth: tabWidth, in: text) {
            let start = switch reach {
            case .byte(let byte): known.start(holding: byte, in: text).start
            case .column(let column): known.start(atOrBeforeColumn: column, in: text).start
            }
            if start.byte > best.byte { best = start }
        }
        return best
    }
}
