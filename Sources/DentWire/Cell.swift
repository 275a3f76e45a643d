import DentText

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

    /// The two colours as a cell holds them (`Cell.colors`).
    package var packedColors: UInt64 { Pen.packed(foreground, background) }

    /// `foreground` in the high 32 bits, `background` in the low (`Color.packed`).
    static func packed(_ foreground: Color, _ background: Color) -> UInt64 {
        UInt64(foreground.packed) << 32 | UInt64(background.packed)
    }
}

/// One terminal cell: a grapheme cluster, its style and colours. The cell after a wide
/// character holds an empty string (a continuation), so a row always has exactly `columns` cells.
///
/// The text is a `String`, which holds up to 15 UTF-8 bytes in place and a longer text (an
/// emoji ZWJ sequence, a letter under many marks) on the heap, whole: two cells are equal only
/// when their texts are the same bytes. The colours are one integer, so a cell is 32 bytes.
public struct Cell: Hashable, Sendable {
    public let text: String
    public var style: Style
    /// The foreground in the high 32 bits, the background in the low (`Color.packed`).
    package var colors: UInt64

    public init(_ text: String = " ", style: Style = [], foreground: Color = .default, background: Color = .default) {
        self.text = text
        self.style = style
        colors = Pen.packed(foreground, background)
    }

    /// A cell of one printable ASCII byte (`?` for any other byte), its text from a table made once.
    package init(ascii byte: UInt8, style: Style = []) {
        self.init(LineLayout.isPrintable(byte) ? LineLayout.printable[Int(byte) - 0x20] : "?", style: style)
    }

    public var foreground: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors >> 32)) }
        set { colors = UInt64(newValue.packed) << 32 | colors & 0xFFFF_FFFF }
    }

    public var background: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors)) }
        set { colors = colors & 0xFFFF_FFFF_0000_0000 | UInt64(newValue.packed) }
    }

    /// Equal cells: the same bytes of text, style and colours.
    public static func == (a: Cell, b: Cell) -> Bool {
        a.style == b.style && a.colors == b.colors && sameBytes(a.text, b.text)
    }

    /// True when `a` and `b` are the same bytes. `String`'s `==` compares canonical
    /// equivalence (`é` is `e` and a combining acute, `K` is the Kelvin sign), which is exact
    /// only for ASCII: two one-byte texts are that, and most cells.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        let count = a.utf8.count
        guard count == b.utf8.count else { return false }
        return count == 1 ? a == b : a.utf8.elementsEqual(b.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        // Texts of the same bytes are canonically equivalent, so they hash alike.
        hasher.combine(text)
        hasher.combine(style)
        hasher.combine(colors)
    }

    /// A glyph's text as its cell draws it, so that the terminal shows it in that one cell: a
    /// mark with nothing to combine with on a no-break space (alone, the terminal would join it
    /// to the cell before), and without the joiners it ends in. A joiner at a glyph's end joins
    /// nothing in the text, but drawn it would join the next cell's emoji to this one where only
    /// an invisible character (a BOM, a ZWSP) separates them in the text (UAX #29, GB11).
    package static func drawable(_ text: String) -> String {
        // One byte is ASCII: neither a mark nor a joiner. Most glyphs.
        guard text.utf8.count > 1 else { return text }
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
    /// The second cell of a wide character: no text of its own.
    public static let continuation = Cell("")
    public var isContinuation: Bool { text.isEmpty }
    public var pen: Pen { Pen(style: style, foreground: foreground, background: background) }

    /// True when the cell's style and colours are `pen`'s: `pen == self.pen`, without making one.
    func isDrawn(in pen: Pen) -> Bool {
        style == pen.style && colors == pen.packedColors
    }

    /// The cell as a terminal shows it: a continuation has no look of its own (it is the second
    /// half of the character before it), so its style and colours are dropped.
    public var onScreen: Cell { isContinuation ? .continuation : self }

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
