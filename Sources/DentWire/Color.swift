/// A cell's foreground or background colour, in the forms terminals take in SGR (ECMA-48
/// 8.3.117; the 256-colour and direct forms are xterm's, ctlseqs "Character Attributes"):
/// the terminal's default, one of the 8 ANSI colours (30-37 / 40-47), one of xterm's 256
/// indexed colours (38;5;N), or 24-bit RGB (38;2;R;G;B).
public enum Color: Hashable, Sendable {
    case `default`
    /// 0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan, 7 white; taken modulo 8.
    case ansi(UInt8)
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}

/// How many colours a terminal shows, from poorest to richest.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
    /// No colour at all (vt100, dumb): attributes only.
    case none
    case ansi8
    case indexed256
    case trueColor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Color {
    /// This colour as a terminal of `depth` can show it: the nearest colour it has.
    ///
    /// With only the 8 ANSI colours, a mid grey becomes the default colour: the 8 have no grey
    /// between black and white, and either of those may be the background, which would make the
    /// text vanish; the default colour is always readable.
    public func downgraded(to depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _), (_, .trueColor): return self
        case (_, .none): return .default
        case (.ansi, _): return self
        case (.indexed, .indexed256): return self
        case (.rgb(let r, let g, let b), .indexed256): return .indexed(Color.nearestIndex(RGB(Int(r), Int(g), Int(b))))
        case (.indexed(let index), .ansi8):
            return index < 16 ? .ansi(index % 8) : Color.nearestANSI(Color.components(ofIndex: index))
        case (.rgb(let r, let g, let b), .ansi8): return Color.nearestANSI(RGB(Int(r), Int(g), Int(b)))
        }
    }

    /// xterm's default values of the first 16 indexed colours (ANSI 0-7 and their bright forms),
    /// which the 8-colour downgrade measures distances against.
    static let basicPalette: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205),
        RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255),
        RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The six levels of each channel in xterm's 6×6×6 colour cube (indices 16-231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// A colour's channels, as integers for distance sums.
    struct RGB: Equatable {
        var r: Int, g: Int, b: Int
        init(_ r: Int, _ g: Int, _ b: Int) { (self.r, self.g, self.b) = (r, g, b) }

        func distance(to other: RGB) -> Int {
            (r - other.r) * (r - other.r) + (g - other.g) * (g - other.g) + (b - other.b) * (b - other.b)
        }
    }

    /// The RGB value xterm gives index `index`: the basic 16, the cube, then 24 greys from 8 to 238.
    static func components(ofIndex index: UInt8) -> RGB {
        switch index {
        case 0..<16: return basicPalette[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = 8 + 10 * (Int(index) - 232)
            return RGB(level, level, level)
        }
    }

    /// The cube or grey-ramp index nearest to `color` (never 0-15, whose values the user's
    /// theme may have changed).
    static func nearestIndex(_ color: RGB) -> UInt8 {
        func level(_ channel: Int) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - channel) < abs(cubeLevels[$1] - channel) } ?? 0
        }
        let cube = UInt8(16 + 36 * level(color.r) + 6 * level(color.g) + level(color.b))
        let average = (color.r + color.g + color.b) / 3
        let grey = UInt8(232 + Swift.min(Swift.max((average - 3) / 10, 0), 23))
        return components(ofIndex: grey).distance(to: color) < components(ofIndex: cube).distance(to: color) ? grey : cube
    }

    /// The nearest of the 8 ANSI colours, or `.default` for a mid grey (see `downgraded(to:)`).
    static func nearestANSI(_ color: RGB) -> Color {
        let channels = [color.r, color.g, color.b]
        let spread = (channels.max() ?? 0) - (channels.min() ?? 0)
        let average = channels.reduce(0, +) / 3
        if spread < 24 && (48...208).contains(average) { return .default }
        let nearest = (0..<8).min { basicPalette[$0].distance(to: color) < basicPalette[$1].distance(to: color) } ?? 0
        return .ansi(UInt8(nearest))
    }

    /// The colour in 32 bits (the form in the top byte, the value below it), for `Cell`.
    var packed: UInt32 {
        switch self {
        case .default: 0
        case .ansi(let index): 1 << 24 | UInt32(index)
        case .indexed(let index): 2 << 24 | UInt32(index)
        case .rgb(let r, let g, let b): 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    init(packed: UInt32) {
        let value = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 {
        case 1: self = .ansi(value)
        case 2: self = .indexed(value)
        case 3: self = .rgb(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), value)
        default: self = .default
        }
    }

    /// The SGR parameters that select this colour, as foreground or background.
    package func sgrParameters(background: Bool) -> [Int] {
        switch self {
        case .default: return [background ? 49 : 39]
        case .ansi(let index): return [(background ? 40 : 30) + Int(index % 8)]
        case .indexed(let index): return [background ? 48 : 38, 5, Int(index)]
        case .rgb(let r, let g, let b): return [background ? 48 : 38, 2, Int(r), Int(g), Int(b)]
        }
    }
}
