/// How many terminal cells text takes, from generated Unicode tables rather than the C
/// library's locale-dependent `wcwidth`.
public enum DisplayWidth {
    /// Cells for one code point: 0 (combining, format), 2 (East Asian Wide/Fullwidth) or 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if contains(WidthTable.zero, value) { return 0 }
        if contains(WidthTable.wide, value) { return 2 }
        return 1
    }

    /// Cells for one grapheme cluster, measured as a whole: 👍🏽 and 🧑‍💻 take 2, not 4;
    /// a text-style pictograph followed by VS16 (U+FE0F) takes 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let base = of(first)
        if base == 2 { return 2 }
        if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }  // a flag (regional indicator pair)
        // A cluster that starts with a combining mark is drawn on a cell of its own.
        return Swift.max(base, scalars.contains(where: { of($0) == 2 }) ? 2 : 1)
    }

    private static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < table[mid].lowerBound {
                high = mid - 1
            } else if value > table[mid].upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
