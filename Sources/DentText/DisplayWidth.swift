/// How many terminal cells text takes, from tables generated from the Unicode Character
/// Database (scripts/gen-width-table.py, Unicode 15.0) rather than the C library's
/// locale-dependent `wcwidth`.
public enum DisplayWidth {
    /// The Unicode version of the tables.
    public static let unicodeVersion = WidthTable.unicodeVersion

    /// Cells for one code point: 0 for combining marks, format characters (ZWJ, ZWSP, the BOM)
    /// and Hangul medial and final jamo; 2 for East Asian Wide and Fullwidth; else 1. A mark
    /// that is also East Asian Wide (U+3099) is 0: it is drawn on its base.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if WidthTable.contains(WidthTable.zero, value) { return 0 }
        if WidthTable.contains(WidthTable.wide, value) { return 2 }
        return 1
    }

    /// Cells for one grapheme cluster, measured as a whole, as terminals draw emoji:
    /// - 2 when any of its code points is wide: 日, 👍🏽 (the skin tone is wide), 🧑‍💻, 🏴 tags;
    /// - 2 for an emoji presentation sequence, a text-style base followed by VS16 (❤️, 1️⃣);
    /// - 2 for a flag (a pair of regional indicators, or one alone);
    /// - 0 for a cluster of format characters only (a lone ZWSP, ZWJ or BOM): nothing to draw
    ///   (`LineLayout` shows such a cluster of the text as its code points, `<200b>`);
    /// - else 1, which includes a cluster that starts with a combining mark: it takes a cell
    ///   of its own (the renderer should give it a base, such as U+00A0, to draw on).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        if scalars.contains(where: { of($0) == 2 }) { return 2 }
        if scalars.contains("\u{FE0F}") && WidthTable.contains(WidthTable.emojiStyle, first.value) { return 2 }
        if of(first) == 0 && !isMark(first) { return 0 }
        return 1
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }
}
