/// A cell's text as two integers, so a cell holds no reference and rows of cells copy, compare
/// and free as plain memory: the frame diff compares every cell of every frame, and a text kept
/// as a `String` cost a retain and a release a cell each time a row was copied or freed.
///
/// Up to 15 UTF-8 bytes are kept in place: the first in the lowest byte of `low`, bytes 8-14 in
/// `high`, their count in `high`'s top byte (0: a continuation, the second cell of a wide
/// character). A longer text (an emoji ZWJ sequence, a letter under many marks) is kept as a
/// 120-bit hash of its bytes, with `longCount` as its count; its string is kept beside the cells
/// by the grid that holds them (`CellGrid.longTexts`). Two long texts are taken as equal when
/// their hashes are: `Hasher` is seeded afresh by each process, so no input can be made to
/// collide, and by chance two texts do once in 2^120.
package struct CellText: Hashable, Sendable {
    package let low: UInt64
    package let high: UInt64

    /// The count byte of a text kept as its hash.
    static let longCount: UInt64 = 0xFF
    /// The most bytes kept in place.
    static let inlineCapacity = 15

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The second cell of a wide character: no text of its own.
    package static let continuation = CellText(low: 0, high: 0)
    package static let space = CellText(ascii: 0x20)

    /// One byte of printable ASCII, most cells.
    package init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    package init(_ text: String) {
        // In place: a native string (small ones too) lends its bytes without a walk of its view.
        self = text.utf8.withContiguousStorageIfAvailable(CellText.init) ?? Array(text.utf8).withUnsafeBufferPointer(CellText.init)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= CellText.inlineCapacity else {
            self.init(low: CellText.hash(bytes, seed: 0), high: CellText.hash(bytes, seed: 1) >> 8 | CellText.longCount << 56)
            return
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<bytes.count {
            if index < 8 { low |= UInt64(bytes[index]) << (8 * index) } else { high |= UInt64(bytes[index]) << (8 * (index - 8)) }
        }
        self.init(low: low, high: high | UInt64(bytes.count) << 56)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt8) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(seed)
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }

    /// True for a text kept as its hash.
    package var isLong: Bool { high >> 56 == CellText.longCount }
    package var isContinuation: Bool { high == 0 }
    /// The text's one byte, when it is one byte long.
    package var singleByte: UInt8? { high >> 56 == 1 ? UInt8(truncatingIfNeeded: low) : nil }

    /// The text when it is kept in place; nil for a long one.
    package var inline: String? {
        guard !isLong else { return nil }
        let count = Int(high >> 56)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CellText.inlineCapacity) { buffer in
            for index in 0..<count {
                buffer[index] = UInt8(truncatingIfNeeded: (index < 8 ? low >> (8 * index) : high >> (8 * (index - 8))))
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// The text: in place, or from `longTexts` (nil when it is not there).
    package func string(in longTexts: [CellText: String]) -> String? {
        isLong ? longTexts[self] : inline
    }
}

/// A cell as a grid keeps it: its text (`CellText`), style and colours, all plain integers.
/// `Cell` is the same cell with its text as a string, for the code that makes and reads cells
/// one at a time; the frame diff and the renderer's busiest loops work on these.
package struct PackedCell: Hashable, Sendable {
    package var text: CellText
    package var style: Style
    /// The foreground in the high 32 bits, the background in the low (`Color.packed`).
    package var colors: UInt64

    package init(_ text: CellText, style: Style = [], colors: UInt64 = PackedCell.defaultColors) {
        self.text = text
        self.style = style
        self.colors = colors
    }

    package init(ascii byte: UInt8, style: Style = []) {
        self.init(CellText(ascii: byte), style: style)
    }

    package static let defaultColors = UInt64(Color.default.packed) << 32 | UInt64(Color.default.packed)
    package static let blank = PackedCell(.space)
    package static let continuation = PackedCell(.continuation)

    package var foreground: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors >> 32)) }
        set { colors = UInt64(newValue.packed) << 32 | colors & 0xFFFF_FFFF }
    }

    package var background: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: colors)) }
        set { colors = colors & 0xFFFF_FFFF_0000_0000 | UInt64(newValue.packed) }
    }

    package var pen: Pen { Pen(style: style, foreground: foreground, background: background) }
    package var isContinuation: Bool { text.isContinuation }

    /// The cell as a terminal shows it: a continuation has no look of its own (it is the second
    /// half of the character before it), so its style and colours are dropped.
    package var onScreen: PackedCell { isContinuation ? .continuation : self }

    /// True when the two cells look the same on a terminal: equal, or both continuations.
    package static func same(_ a: PackedCell, _ b: PackedCell) -> Bool {
        a.text == b.text && (a.text.isContinuation || (a.style == b.style && a.colors == b.colors))
    }
}
