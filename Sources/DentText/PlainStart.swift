/// The furthest place in a line, at or before a display column, where a layout can start
/// without the bytes before it: every byte before it printable ASCII or a tab, and the byte at
/// it printable ASCII, so no grapheme cluster reaches across it (a printable ASCII byte is a
/// cluster of its own unless a non-ASCII mark follows it, and a tab always ends one). Its
/// column is then known from the bytes (`LineLayout.plainColumn`'s rule), and a line scrolled
/// far sideways is laid out from there (`LineLayout(_:tabWidth:complete:startByte:startColumn:)`)
/// instead of from its first byte.
///
/// Fed the line's bytes in order from the start it was given, in one or more pieces (both
/// sides of the gap buffer's gap).
public struct PlainStart: Sendable, Equatable {
    /// The place found so far: a byte offset into the line and its display column.
    public private(set) var byte = 0
    public private(set) var column = 0
    private var next = 0
    private var nextColumn = 0
    private var stopped = false
    private let limit: Int
    private let tabWidth: Int

    /// Looks for a place at or before display column `limit`, reading from `start`, a glyph
    /// start of the line (a byte offset and its column) at or before the limit.
    public init(atOrBefore limit: Int, tabWidth: Int, from start: (byte: Int, column: Int) = (0, 0)) {
        self.limit = limit
        self.tabWidth = tabWidth
        (byte, column, next, nextColumn) = (start.byte, start.column, start.byte, start.column)
    }

    /// Reads the next piece of the line (stopping at the first byte that is neither printable
    /// ASCII nor a tab, or past the limit).
    public mutating func read(_ piece: UnsafeBufferPointer<UInt8>) {
        guard !stopped, let base = piece.baseAddress else { return }
        var index = 0
        while index < piece.count {
            // Eight printable bytes whose columns all stay before the limit: each is a place,
            // the last the furthest.
            while piece.count - index >= 8, nextColumn + 8 <= limit,
                  LineLayout.allPrintable(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                (byte, column) = (next + 7, nextColumn + 7)
                next += 8
                nextColumn += 8
                index += 8
            }
            guard index < piece.count else { return }
            let value = base[index]
            guard nextColumn <= limit else {
                stopped = true
                return
            }
            if LineLayout.isPrintable(value) {
                (byte, column) = (next, nextColumn)
                nextColumn += 1
            } else if value == UInt8(ascii: "\t") {
                nextColumn += LineLayout.tabCells(at: nextColumn, tabWidth: tabWidth)
            } else {
                stopped = true
                return
            }
            next += 1
            index += 1
        }
    }
}
