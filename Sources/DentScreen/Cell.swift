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
/// branch table each.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style
    private var colors: UInt64

    public init(_ text: String = " ", style: Style = [], foreground: Color = .default, background: Color = .default) {
        self.text = text
        self.style = style
        colors = UInt64(foreground.packed) << 32 | UInt64(background.packed)
    }

    public var foreground: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors >> 32)) }
        set { colors = UInt64(newValue.packed) << 32 | colors & 0xFFFF_FFFF }
    }

    public var background: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors)) }
        set { colors = colors & 0xFFFF_FFFF_0000_0000 | UInt64(newValue.packed) }
    }

    public static let blank = Cell()
    public var isContinuation: Bool { text.isEmpty }
    public var pen: Pen { Pen(style: style, foreground: foreground, background: background) }

    /// The cell as a terminal shows it: a continuation has no look of its own (it is the second
    /// half of the character before it), so its style and colours are dropped.
    public var onScreen: Cell { isContinuation ? Cell("") : self }

    /// True when the two cells look the same on a terminal: equal, or both continuations.
    public static func same(_ a: Cell, _ b: Cell) -> Bool {
        guard a.text == b.text else { return false }
        return a.text.isEmpty || (a.style == b.style && a.colors == b.colors)
    }
}

extension Cell: CustomStringConvertible {
    /// The cell as its initializer would make it, for test failures.
    public var description: String {
        let colors = (foreground == .default ? "" : ", foreground: .\(foreground)") + (background == .default ? "" : ", background: .\(background)")
        return "Cell(\(String(reflecting: text))\(style.isEmpty ? "" : ", style: \(style.rawValue)")\(colors))"
    }
}
