import DentCore
import DentKeys
import DentWire

/// The shortcut overlay: while a modifier is held alone, every binding that uses exactly it,
/// drawn over the bottom of the text area, right above the status line. A reversed title row
/// says what is held; below it one line per category (more when it wraps), each entry a
/// reversed key and the command's title, as in the shortcut bar. ASCII only, so every
/// terminal gives each character the one cell counted for it.
enum ShortcutOverlayView {
    /// One piece of a line and its style.
    private struct Span {
        var text: String
        var style: Style
    }

    /// Draws `overlay` into the last rows of the `textRows` rows of text; a cursor it covers is hidden.
    static func draw(_ overlay: ShortcutOverlay, textRows: Int, into grid: inout CellGrid) {
        var lines = body(overlay, width: grid.columns)
        let room = textRows - 1
        guard room >= 1 else { return }
        if lines.count > room {
            lines = Array(lines.prefix(room - 1)) + [[Span(text: moreHint(overlay), style: .dim)]]
        }
        let top = textRows - lines.count - 1
        drawTitle(overlay, row: top, into: &grid)
        for (offset, line) in lines.enumerated() {
            let row = top + 1 + offset
            grid.fill(row: row)
            var column = 0
            for span in line { column = grid.write(span.text, row: row, column: column, style: span.style) }
        }
        if let cursor = grid.cursor, cursor.row >= top, cursor.row < textRows { grid.cursor = nil }
    }

    /// ` With Ctrl held, press:` on the left, `release Ctrl to close ` on the right.
    private static func drawTitle(_ overlay: ShortcutOverlay, row: Int, into grid: inout CellGrid) {
        let held = overlay.modifiers.description
        grid.fill(row: row, style: .reverse)
        let left = " With \(held) held, press:"
        let right = "release \(held) to close "
        grid.write(left, row: row, column: 0, style: .reverse)
        if left.count + 2 + right.count <= grid.columns {
            grid.write(right, row: row, column: grid.columns - right.count, style: .reverse)
        }
    }

    /// The lines under the title: a category's label, then its entries, wrapped under the
    /// first entry.
    private static func body(_ overlay: ShortcutOverlay, width: Int) -> [[Span]] {
        let labelWidth = (overlay.groups.map(\.category.rawValue.count).max() ?? 0) + 3
        let indent = Span(text: String(repeating: " ", count: labelWidth), style: [])
        var lines: [[Span]] = []
        for group in overlay.groups {
            var line = [Span(text: (" " + group.category.rawValue).padded(to: labelWidth), style: .bold)]
            var column = labelWidth
            for entry in group.entries {
                let spans = entrySpans(entry)
                let entryWidth = spans.reduce(0) { $0 + $1.text.count }
                if column > labelWidth && column + 2 + entryWidth > width {
                    lines.append(line)
                    line = [indent]
                    column = labelWidth
                }
                if column > labelWidth {
                    line.append(Span(text: "  ", style: []))
                    column += 2
                }
                line += spans
                column += entryWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// `S Save`, `_ / Toggle comment`: each key reversed, then the title.
    private static func entrySpans(_ entry: ShortcutOverlay.Entry) -> [Span] {
        var spans: [Span] = []
        for (index, key) in entry.keys.enumerated() {
            if index > 0 { spans.append(Span(text: " ", style: [])) }
            spans.append(Span(text: keyName(key), style: .reverse))
        }
        return spans + [Span(text: " " + entry.title, style: [])]
    }

    /// The key as a keycap shows it: letters in capitals (the held modifiers are in the title).
    static func keyName(_ key: Key) -> String {
        if case .character(let scalar) = key, scalar.properties.isLowercase { return String(Character(scalar)).uppercased() }
        return key.name
    }

    private static func moreHint(_ overlay: ShortcutOverlay) -> String {
        " More than fits here" + (overlay.helpChord.map { ": \($0) lists every shortcut" } ?? "")
    }
}
