/// Everything about how a cell is drawn but its text: what one SGR sequence sets.
public struct Pen: Hashable, Sendable {
    public var style: Style
    public var foreground: Color
    public var background: Color

    public init(style: Style = [], foreground: Color = .default, background: Color = .default) {
        self.style = style
        self.foreground = foreground
        self.background = background
    }

    public static let plain = Pen()
}

/// One terminal cell: a grapheme cluster, its style and colours. The cell after a wide
/// character holds an empty string (a continuation), so a row always has exactly `columns` cells.
/// This is the cell as code makes and reads it one at a time; a grid keeps it packed
/// (`PackedCell`), its text as integers.
public struct Cell: Hashable, Sendable {
    public let text: String
    public var style: Style
    public var foreground: Color
    public var background: Color

    public init(_ text: String = " ", style: Style = [], foreground: Color = .default, background: Color = .default) {
        self.text = text
        self.style = style
        self.foreground = foreground
        self.background = background
    }

    /// The cell of `packed`, whose long text, if any, is in `longTexts` (a `?` if it is not).
    init(_ packed: PackedCell, longTexts: [CellText: String]) {
        self.init(packed.text.string(in: longTexts) ?? "?", style: packed.style, foreground: packed.foreground,
                  background: packed.background)
    }

    /// The cell packed, and its text when it is too long to pack in place.
    package var packed: (cell: PackedCell, longText: String?) {
        let text = CellText(self.text)
        var cell = PackedCell(text, style: style)
        cell.foreground = foreground
        cell.background = background
        return (cell, text.isLong ? self.text : nil)
    }

    /// Equal cells: the same bytes of text, style and colours.
    public static func == (a: Cell, b: Cell) -> Bool {
        a.style == b.style && a.foreground == b.foreground && a.background == b.background && a.text.utf8.elementsEqual(b.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(packed.cell)
    }

    /// A glyph's text as its cell draws it, so that the terminal shows it in that one cell: a
    /// mark with nothing to combine with on a no-break space (alone, the terminal would join it
    /// to the cell before), and without the joiners it ends in. A joiner at a glyph's end joins
    /// nothing in the text, but drawn it would join the next cell's emoji to this one where only
    /// an invisible character (a BOM, a ZWSP) separates them in the text (UAX #29, GB11).
    package static func drawable(_ text: String) -> String {
        var text = startsWithMark(text) ? "\u{00A0}" + text : text
        // U+200D is E2 80 8D: ASCII and most texts end in another byte.
        while text.utf8.last == 0x8D, text.unicodeScalars.count > 1, text.unicodeScalars.last == "\u{200D}" {
            text.unicodeScalars.removeLast()
        }
        return text
    }

    /// True when `text` starts with a combining mark, which a terminal would join to the cell
    /// before: `drawable` puts such a text on a no-break space.
    private static func startsWithMark(_ text: String) -> Bool {
        // Every cell is asked on every frame; the property lookup is the cost, ASCII never is a mark.
        guard let byte = text.utf8.first, byte >= 0x80, let first = text.unicodeScalars.first else { return false }
        return switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    public static let blank = Cell()
    public var isContinuation: Bool { text.isEmpty }
    public var pen: Pen { Pen(style: style, foreground: foreground, background: background) }

    /// The cell as a terminal shows it: a continuation has no look of its own (it is the second
    /// half of the character before it), so its style and colours are dropped.
    public var onScreen: Cell { isContinuation ? Cell("") : self }

    /// True when the two cells look the same on a terminal: equal, or both continuations.
    public static func same(_ a: Cell, _ b: Cell) -> Bool {
        a.isContinuation && b.isContinuation || a == b
    }
}

extension Cell: CustomStringConvertible {
    /// The cell as its initializer would make it, for test failures.
    public var description: String {
        let colors = (foreground == .default ? "" : ", foreground: .\(foreground)") + (background == .default ? "" : ", background: .\(background)")
        return "Cell(\(String(reflecting: text))\(style.isEmpty ? "" : ", style: \(style.rawValue)")\(colors))"
    }
}
