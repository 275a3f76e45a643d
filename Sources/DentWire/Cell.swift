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
///
/// The colours are kept packed in one integer: the frame diff compares every cell of every
/// frame, and two integers compare in one instruction where two enums with payloads take a
/// branch table each. So is the text, beside the string (`key`): comparing and hashing cells
/// never walks a string, except for the rare text longer than seven bytes.
public struct Cell: Hashable, Sendable {
    public let text: String
    public var style: Style
    private(set) var colors: UInt64
    /// The text's UTF-8 bytes, the first in the lowest byte, with their count in the highest
    /// (0 for a continuation), or the first seven and `longKey` for a longer text.
    let key: UInt64

    public init(_ text: String = " ", style: Style = [], foreground: Color = .default, background: Color = .default) {
        self.text = text
        self.style = style
        colors = UInt64(foreground.packed) << 32 | UInt64(background.packed)
        key = Cell.key(of: text)
    }

    /// The count byte of a key whose text is longer than it holds.
    static let longKey: UInt64 = 0xFF

    static func key(of text: String) -> UInt64 {
        // In place: a native string (small ones too) lends its bytes without a walk of its view.
        text.utf8.withContiguousStorageIfAvailable(key) ?? Array(text.utf8).withUnsafeBufferPointer(key)
    }

    private static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        for index in 0..<Swift.min(bytes.count, 7) { key |= UInt64(bytes[index]) << (8 * index) }
        return key | (bytes.count > 7 ? longKey : UInt64(bytes.count)) << 56
    }

    /// Equal cells: the keys, the pens, and the texts only when longer than a key holds.
    public static func == (a: Cell, b: Cell) -> Bool {
        a.key == b.key && a.style == b.style && a.colors == b.colors && (a.key >> 56 != longKey || a.text == b.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(style.rawValue)
        hasher.combine(colors)
        if key >> 56 == Cell.longKey { hasher.combine(text) }
    }

    /// True when `text` starts with a combining mark, which a terminal would join to the cell
    /// before: the renderer and `CellGrid.write` draw such a text on a no-break space.
    package static func startsWithMark(_ text: String) -> Bool {
        // Every cell is asked on every frame; the property lookup is the cost, ASCII never is a mark.
        guard let byte = text.utf8.first, byte >= 0x80, let first = text.unicodeScalars.first else { return false }
        return switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    /// The text's one byte, when it is one byte long.
    var singleByte: UInt8? { key >> 56 == 1 ? UInt8(truncatingIfNeeded: key) : nil }

    /// The text's length in UTF-8 bytes.
    var byteCount: Int { key >> 56 == Cell.longKey ? text.utf8.count : Int(key >> 56) }

    public var foreground: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors >> 32)) }
        set { colors = UInt64(newValue.packed) << 32 | colors & 0xFFFF_FFFF }
    }

    public var background: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors)) }
        set { colors = colors & 0xFFFF_FFFF_0000_0000 | UInt64(newValue.packed) }
    }

    public static let blank = Cell()
    public var isContinuation: Bool { key == 0 }
    public var pen: Pen { Pen(style: style, foreground: foreground, background: background) }

    /// The cell as a terminal shows it: a continuation has no look of its own (it is the second
    /// half of the character before it), so its style and colours are dropped.
    public var onScreen: Cell { isContinuation ? Cell("") : self }

    /// True when the two cells look the same on a terminal: equal, or both continuations.
    public static func same(_ a: Cell, _ b: Cell) -> Bool {
        guard a.key == b.key, a.key >> 56 != longKey || a.text == b.text else { return false }
        return a.key == 0 || (a.style == b.style && a.colors == b.colors)
    }
}

extension Cell: CustomStringConvertible {
    /// The cell as its initializer would make it, for test failures.
    public var description: String {
        let colors = (foreground == .default ? "" : ", foreground: .\(foreground)") + (background == .default ? "" : ", background: .\(background)")
        return "Cell(\(String(reflecting: text))\(style.isEmpty ? "" : ", style: \(style.rawValue)")\(colors))"
    }
}
