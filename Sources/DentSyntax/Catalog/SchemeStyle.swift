/// A colour of a style scheme, 8 bits a channel.
public struct SchemeColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rgb`, `#rrggbb`, `#rrrgggbbb` or `#rrrrggggbbbb` (what `gdk_rgba_parse` takes in hex),
    /// each channel scaled to 8 bits; nil for anything else.
    public init?(hex text: String) {
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), [3, 6, 9, 12].contains(digits.count) else { return nil }
        let width = digits.count / 3
        var channels: [UInt8] = []
        for channel in 0..<3 {
            var value = 0
            for digit in digits[(channel * width)..<((channel + 1) * width)] {
                guard let nibble = Self.nibble(digit) else { return nil }
                value = value * 16 + nibble
            }
            let maximum = (1 << (4 * width)) - 1
            channels.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    private static func nibble(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    public var description: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// How a style underlines (Pango's underline kinds, which a scheme names; `true` is single).
public enum SchemeUnderline: String, Sendable, Equatable {
    case off, single, double, low, error
}

/// What a scheme says a style looks like, colours resolved; nil fields are left as the text
/// beneath them is (GtkSourceStyle's mask).
public struct SchemeStyle: Sendable, Equatable {
    public var foreground: SchemeColor?
    public var background: SchemeColor?
    /// `line-background`: the whole line's background (diff's added and removed lines).
    public var lineBackground: SchemeColor?
    public var bold: Bool?
    public var italic: Bool?
    public var underline: SchemeUnderline?
    public var strikethrough: Bool?

    public init(foreground: SchemeColor? = nil, background: SchemeColor? = nil, lineBackground: SchemeColor? = nil,
                bold: Bool? = nil, italic: Bool? = nil, underline: SchemeUnderline? = nil, strikethrough: Bool? = nil) {
        self.foreground = foreground
        self.background = background
        self.lineBackground = lineBackground
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// A `<style>` as the file declares it: colours still named (`blue`, `#0000FF`), because a
/// scheme that inherits it resolves them in its own palette first.
struct DeclaredStyle: Sendable, Equatable {
    var foreground: String?
    var background: String?
    var lineBackground: String?
    var bold: Bool?
    var italic: Bool?
    var underline: SchemeUnderline?
    var strikethrough: Bool?

    /// The attributes of `element` (gtksourcestylescheme.c's `parse_style`): booleans are true
    /// for true, yes or 1 and false otherwise; `weight` (a Pango name or number) sets bold from
    /// semibold (600) up; `underline` true/false or a Pango kind.
    init(_ element: XMLElement) {
        foreground = element.attribute("foreground")
        background = element.attribute("background")
        lineBackground = element.attribute("line-background")
        bold = element.attribute("bold").map(LanguageInfo.isTrue)
        italic = element.attribute("italic").map(LanguageInfo.isTrue)
        strikethrough = element.attribute("strikethrough").map(LanguageInfo.isTrue)
        if let weight = element.attribute("weight").flatMap(Self.weight) { bold = weight >= 600 }
        underline = element.attribute("underline").flatMap { text in
            let lowered = CatalogText.lowercased(text)
            if LanguageInfo.isTrue(lowered) { return .single }
            if lowered == "none" || lowered == "false" || lowered == "no" || lowered == "0" { return .off }
            return SchemeUnderline(rawValue: lowered)
        }
    }

    static let styleAttributes = ["foreground", "background", "line-background", "bold", "italic", "strikethrough",
                                  "underline", "underline-color", "scale", "weight"]

    private static let weights: [String: Int] = [
        "thin": 100, "ultralight": 200, "light": 300, "semilight": 350, "book": 380, "normal": 400,
        "medium": 500, "semibold": 600, "bold": 700, "ultrabold": 800, "heavy": 900, "ultraheavy": 1000,
    ]

    private static func weight(_ text: String) -> Int? {
        weights[CatalogText.lowercased(text)] ?? Int(text)
    }
}
