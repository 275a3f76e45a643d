/// One line of text cut into the glyphs a terminal shows: grapheme clusters, tabs expanded to
/// the next tab stop, control characters as `^X`, invalid bytes one by one as `<ff>`, and a
/// cluster of invisible characters (a zero-width space or joiner, a bidirectional control) as
/// their code points, `<200b>`, as vim shows them.
///
/// A BOM (U+FEFF) that starts a line, as at the start of a file, is a glyph of width 0: the
/// renderer draws nothing for it, the text keeps its three bytes, and the first visible
/// character stays in column 0, as in editors that hide the BOM. Vertical movement never lands
/// before it (`byteOffset(atColumn:)` skips zero-width glyphs).
///
/// Built only for lines on screen or under the cursor; hot paths stay on bytes.
public struct LineLayout: Sendable, Equatable {
    /// What a glyph is. No case holds a `String`: a glyph is plain data, so a line's glyphs
    /// are made and dropped without a reference count touched for each (the typed row's layout
    /// was most of a keystroke's row drawing). Its text is in the line (`text(of:)`).
    public enum Kind: Sendable, Equatable {
        /// A grapheme cluster drawn as it is (`text(of:)`).
        case text
        case tab
        case control(UInt8)
        case invalid(UInt8)
        /// Characters a terminal would draw as nothing, shown as their code points
        /// (`notation(of:)`, ASCII).
        case invisible
    }

    public struct Glyph: Sendable, Equatable {
        /// The bytes of the glyph, relative to the start of the line.
        public var bytes: Range<Int>
        /// The display column where the glyph starts.
        public var column: Int
        public var width: Int
        public var kind: Kind

        /// A space character, noted when the line is laid out: whitespace marks and soft wrap
        /// ask it of every glyph on screen, where comparing `kind` with `.text(" ")` would take
        /// String's slow path for every other glyph.
        public var isSpace: Bool

        init(bytes: Range<Int>, column: Int, width: Int, kind: Kind, isSpace: Bool) {
            (self.bytes, self.column, self.width, self.kind, self.isSpace) = (bytes, column, width, kind, isSpace)
        }
    }

    public private(set) var glyphs: [Glyph] = []
    /// The bytes laid out, from `startByte` of the line on: what the glyphs' texts are cut from.
    private let laidOut: [UInt8]
    /// Display width of the whole line.
    public private(set) var width = 0
    /// Byte length of the line (of the part laid out, when `isComplete` is false).
    public private(set) var byteCount: Int
    /// False when only a prefix of the line was laid out: the glyphs stop short of its end.
    public let isComplete: Bool
    /// Where in the line the glyphs start: 0, or the start of a wrapped row laid out alone.
    public let startByte: Int

    /// Lays out `bytes`. With `complete` false they are a prefix cut from a longer line: a UTF-8
    /// sequence at the cut is left out whole, and the last glyph, which may be a cluster cut in
    /// two, is dropped (a cluster's end depends on what follows it, its start never does, so
    /// every earlier glyph is exactly the full line's).
    ///
    /// `bytes` may start inside the line, at a glyph boundary `startByte` bytes into it whose
    /// display column is `startColumn` (a soft-wrap row's start): glyphs then keep the line's
    /// byte offsets and columns, so tabs keep their stops, and `byteCount` is where the part
    /// laid out ends.
    public init(_ bytes: [UInt8], tabWidth: Int, complete: Bool = true, startByte: Int = 0, startColumn: Int = 0) {
        let end = complete ? bytes.count : LineLayout.lastSequenceStart(bytes)
        byteCount = startByte + end
        isComplete = complete
        self.startByte = startByte
        laidOut = bytes
        var glyphs: [Glyph] = []
        var width = startColumn
        glyphs.reserveCapacity(end)
        Graphemes.forEach(in: bytes[..<end], ascii: { index in
            let byte = bytes[index]
            let start = startByte + index
            let (kind, cells) = LineLayout.isPrintable(byte) ? (Kind.text, 1)
                : LineLayout.measure(Character(Unicode.Scalar(byte)), byte: byte, column: width, tabWidth: tabWidth,
                                     startsLine: start == 0)
            glyphs.append(Glyph(bytes: start..<(start + 1), column: width, width: cells, kind: kind, isSpace: byte == 0x20))
            width += cells
        }) { whole, cluster in
            var (range, character) = (whole, cluster)
            // A cluster ending in joiners joins nothing after it (else they were one cluster):
            // its base is the glyph, the joiners a glyph of their own, shown (`danglingJoiners`).
            var joiners = 0
            if let split = cluster.flatMap(LineLayout.joinerSplit) {
                joiners = split.joiners
                range = whole.lowerBound..<(whole.upperBound - 3 * joiners)
                character = split.base
            }
            let (kind, cells) = LineLayout.measure(character, byte: bytes[range.lowerBound], column: width, tabWidth: tabWidth,
                                                   startsLine: startByte + range.lowerBound == 0)
            // A space beside a non-ASCII character comes this way too.
            let isSpace = range.count == 1 && bytes[range.lowerBound] == 0x20
            glyphs.append(Glyph(bytes: (startByte + range.lowerBound)..<(startByte + range.upperBound), column: width, width: cells,
                                kind: kind, isSpace: isSpace))
            width += cells
            if range != whole {
                let cells = joiners * LineLayout.joinerNotation.utf8.count
                glyphs.append(Glyph(bytes: (startByte + range.upperBound)..<(startByte + whole.upperBound), column: width,
                                    width: cells, kind: .invisible, isSpace: false))
                width += cells
            }
        }
        if !complete, let last = glyphs.popLast() {
            byteCount = last.bytes.lowerBound
            width = last.column
        }
        self.glyphs = glyphs
        self.width = width
    }

    /// True for printable ASCII, the bytes that are a glyph of one cell on their own.
    @inline(__always)
    public static func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// The cells of a tab that starts at `column`: to the next stop.
    static func tabCells(at column: Int, tabWidth: Int) -> Int { tabWidth - column % Swift.max(tabWidth, 1) }

    /// The printable ASCII characters as strings, made once: most glyphs are one of them, and a
    /// copy of a small string costs nothing where making one decodes it.
    public static let printable: [String] = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }

    /// Where the last UTF-8 sequence of `bytes` starts: before its continuation bytes (at most
    /// three) and the byte they follow.
    private static func lastSequenceStart(_ bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 0, bytes.count - end < 3, bytes[end - 1] & 0xC0 == 0x80 { end -= 1 }
        return Swift.max(end - 1, 0)
    }

    /// The kind and width of one glyph that starts at `column`: a tab fills to the next stop,
    /// a C0 control or DEL shows as two cells (`^X`), an invalid byte as four (`<ff>`), a
    /// cluster a terminal draws as nothing as its code points (`<200b>`), so no byte of the
    /// file is hidden (but a BOM that starts a line) or sent raw to the terminal. Shown as
    /// nothing, an invisible character would also let the terminal join the glyphs on either
    /// side into one that dent counts as two: two regional indicators into a flag (UAX #29,
    /// GB12).
    private static func measure(_ character: Character?, byte: UInt8, column: Int, tabWidth: Int,
                                startsLine: Bool) -> (Kind, Int) {
        guard let character else { return (.invalid(byte), 4) }
        let single = character.utf8.count == 1
        if single && isPrintable(byte) { return (.text, 1) }
        guard single, byte < 0x20 || byte == 0x7F else {
            let width = DisplayWidth.of(character)
            guard width == 0, !(startsLine && character == "\u{FEFF}") else { return (.text, width) }
            return (.invisible, invisibleNotation(character).utf8.count)
        }
        if byte == UInt8(ascii: "\t") { return (.tab, tabCells(at: column, tabWidth: tabWidth)) }
        return (.control(byte), 2)
    }

    /// How many zero-width joiners (U+200D) `character` ends in after a base: a joiner at a
    /// cluster's end joins nothing in the text, and drawn as nothing it left two lone regional
    /// indicators side by side on the terminal, which showed them as one flag (UAX #29 GB12 and
    /// GB9: `🇦 ZWJ 🇦` is two clusters, the joiner in the first). A cluster that is only
    /// joiners, or an invisible base with joiners, is invisible as a whole (`measure`).
    /// `character` as its visible base and the joiners it ends in, when it ends in joiners
    /// after a base a terminal draws (`danglingJoiners`); nil for any other cluster.
    public static func joinerSplit(_ character: Character) -> (base: Character, joiners: Int)? {
        let joiners = danglingJoiners(character)
        guard joiners > 0 else { return nil }
        let base = String(character.unicodeScalars.dropLast(joiners))
        guard base.count == 1, let first = base.first, DisplayWidth.of(first) > 0 else { return nil }
        return (first, joiners)
    }

    static func danglingJoiners(_ character: Character) -> Int {
        // U+200D is E2 80 8D: most clusters end in another byte.
        guard character.utf8.last == 0x8D else { return 0 }
        let scalars = character.unicodeScalars
        let joiners = scalars.reversed().prefix { $0 == "\u{200D}" }.count
        return joiners < scalars.count ? joiners : 0
    }

    /// `<200b>` for each code point of `character`, in lower case as `<ff>` is.
    public static func invisibleNotation(_ character: Character) -> String {
        notation(of: character.unicodeScalars)
    }

    private static func notation(of scalars: some Sequence<Unicode.Scalar>) -> String {
        scalars.map { "<" + String($0.value, radix: 16) + ">" }.joined()
    }

    /// How a joiner left at a cluster's end is shown.
    private static let joinerNotation = "<200d>"

    /// The text of `glyph`, a glyph of this layout: its bytes (a `.text` glyph's are well-formed
    /// UTF-8), printable ASCII from a table made once.
    public func text(of glyph: Glyph) -> String {
        let start = glyph.bytes.lowerBound - startByte
        if glyph.bytes.count == 1, LineLayout.isPrintable(laidOut[start]) { return LineLayout.printable[Int(laidOut[start]) - 0x20] }
        return String(decoding: laidOut[start..<(start + glyph.bytes.count)], as: UTF8.self)
    }

    /// How an `.invisible` glyph of this layout is shown: `<200b>` for each of its code points.
    public func notation(of glyph: Glyph) -> String {
        LineLayout.notation(of: text(of: glyph).unicodeScalars)
    }

    /// The display column after `bytes`, which start at column `start` of a line, when they are
    /// printable ASCII and tabs (a column a byte, tabs to their stops): what a layout would
    /// give, without one. Nil for anything else, which needs the layout.
    ///
    /// Eight bytes are taken at once while they are all printable: the status line and the
    /// cursor ask this of the text before the cursor every keystroke, so its cost grows with
    /// the line's length.
    public static func plainColumn(after bytes: UnsafeBufferPointer<UInt8>, tabWidth: Int, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress else { return start }
        var column = start
        var index = 0
        while index < bytes.count {
            while bytes.count - index >= 8, allPrintable(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                column += 8
                index += 8
            }
            guard index < bytes.count else { break }
            let byte = base[index]
            if isPrintable(byte) {
                column += 1
            } else if byte == UInt8(ascii: "\t") {
                column += tabCells(at: column, tabWidth: tabWidth)
            } else {
                return nil
            }
            index += 1
        }
        return column
    }

    /// Whether each of the eight bytes of `word` is printable ASCII (`isPrintable`): none below
    /// 0x20 (subtracting 0x20 from each byte sets the high bit of one that was below it and had
    /// it clear; a borrow into the next byte comes only from such a byte) and none at 0x7F or
    /// above (adding one sets the high bit of 0x7F, the high bit itself marks 0x80 and above;
    /// a carry out of 0xFF comes only with it).
    static func allPrintable(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let above = ((word &+ ones) | word) & highs
        return below | above == 0
    }

    /// The display column of the glyph that starts at byte `offset` (the line's width at its end).
    public func column(ofByte offset: Int) -> Int {
        guard let index = glyphIndex(atByte: offset) else { return width }
        return glyphs[index].column
    }

    /// The byte offset of the glyph boundary closest to `column`, never past it.
    public func byteOffset(atColumn column: Int) -> Int {
        for glyph in glyphs where glyph.column + glyph.width > column {
            return glyph.bytes.lowerBound
        }
        return byteCount
    }

    /// The glyph boundary after `offset`.
    public func boundary(after offset: Int) -> Int {
        guard let index = glyphIndex(atByte: offset) else { return byteCount }
        return glyphs[index].bytes.upperBound
    }

    /// The glyph boundary before `offset`.
    public func boundary(before offset: Int) -> Int {
        guard offset > startByte else { return startByte }
        let index = glyphIndex(atByte: offset) ?? glyphs.count
        return glyphs[Swift.max(index - 1, 0)].bytes.lowerBound
    }

    /// Index of the glyph containing byte `offset`, by binary search; nil past the glyphs laid
    /// out. A wrapped row shows a run of the glyphs: this says whether the row holds a byte.
    public func glyphIndex(atByte offset: Int) -> Int? {
        var low = 0
        var high = glyphs.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = glyphs[mid].bytes
            if offset < range.lowerBound {
                high = mid - 1
            } else if offset >= range.upperBound {
                low = mid + 1
            } else {
                return mid
            }
        }
        return nil
    }
}
