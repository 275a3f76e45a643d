/// The control sequences a terminal understands: a value built by the app from terminfo (or a
/// built-in profile), so rendering and the frame diff stay pure and testable.
///
/// The fixed sequences are the terminal's own bytes. The parameterized ones (cursor position,
/// insert and delete of characters and lines, scroll region, scrolling) are always emitted in
/// their ECMA-48 form; `features` says which of them the terminal performs, after the app
/// checked each terminfo capability against that form.
public struct TerminalCaps: Sendable, Equatable {
    /// The terminal's fixed sequences.
    private struct Sequences: Sendable, Equatable {
        var clearScreen, eraseToEndOfLine, hideCursor, showCursor, resetAttributes: [UInt8]
    }

    /// The sequences in one object: the frame encoder copies its writer, and with it these,
    /// several times a changed row (`TerminalWriter.scratch`), and a copy then retains one
    /// object instead of five byte strings. Never changed in place: a setter makes a new one.
    private final class Shared: Sendable, Equatable {
        let sequences: Sequences
        init(_ sequences: Sequences) { self.sequences = sequences }
        static func == (a: Shared, b: Shared) -> Bool { a.sequences == b.sequences }
    }

    private var shared: Shared

    /// Sets one sequence (the terminal's description is read once, at start).
    private mutating func set(_ field: WritableKeyPath<Sequences, [UInt8]>, _ bytes: [UInt8]) {
        var sequences = shared.sequences
        sequences[keyPath: field] = bytes
        shared = Shared(sequences)
    }

    public var clearScreen: [UInt8] {
        get { shared.sequences.clearScreen }
        set { set(\.clearScreen, newValue) }
    }
    public var eraseToEndOfLine: [UInt8] {
        get { shared.sequences.eraseToEndOfLine }
        set { set(\.eraseToEndOfLine, newValue) }
    }
    public var hideCursor: [UInt8] {
        get { shared.sequences.hideCursor }
        set { set(\.hideCursor, newValue) }
    }
    public var showCursor: [UInt8] {
        get { shared.sequences.showCursor }
        set { set(\.showCursor, newValue) }
    }
    public var resetAttributes: [UInt8] {
        get { shared.sequences.resetAttributes }
        set { set(\.resetAttributes, newValue) }
    }
    public var features: Features
    /// The colours cells may use; richer ones are downgraded to the nearest the terminal has.
    public var colors: ColorDepth

    /// Optional control functions, each in its ECMA-48 form (terminfo name in brackets).
    public struct Features: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// ICH, `CSI n @` (`ich`): shifts the rest of the line right; typing mid-line.
        public static let insertCharacters = Features(rawValue: 1)
        /// DCH, `CSI n P` (`dch`): shifts the rest of the line left; deleting mid-line.
        public static let deleteCharacters = Features(rawValue: 2)
        /// IL and DL, `CSI n L` / `CSI n M` (`il`, `dl`): lines moved below the cursor.
        public static let insertDeleteLines = Features(rawValue: 4)
        /// DECSTBM `CSI t;b r` with SU / SD, `CSI n S` / `CSI n T` (`csr`, `indn`, `rin`).
        public static let scrollRegion = Features(rawValue: 8)
        /// CHA, `CSI n G` (`hpa`): a move along the line, shorter than a cursor position.
        public static let columnAddress = Features(rawValue: 16)
        /// DEC mode 2026 around large frames; terminals that lack it ignore the unknown mode
        /// (DEC private modes a terminal does not know are ignored, as xterm does).
        public static let synchronizedOutput = Features(rawValue: 32)
        /// Italics, SGR 3 and 23 (`sitm`, `ritm`). A terminal without them may show SGR 3 as
        /// something else (screen's entry has none, and screen draws it reversed), so a cell's
        /// italic is dropped there.
        public static let italic = Features(rawValue: 64)
        /// Crossed-out text, SGR 9 and 29 (`smxx`, `rmxx`, ncurses' extended names); dropped
        /// where the entry does not have them.
        public static let strikethrough = Features(rawValue: 128)

        public static let all: Features = [.insertCharacters, .deleteCharacters, .insertDeleteLines, .scrollRegion,
                                           .columnAddress, .synchronizedOutput, .italic, .strikethrough]
    }

    public init(clearScreen: [UInt8], eraseToEndOfLine: [UInt8], hideCursor: [UInt8], showCursor: [UInt8], resetAttributes: [UInt8],
                features: Features = .all, colors: ColorDepth = .ansi8) {
        shared = Shared(Sequences(clearScreen: clearScreen, eraseToEndOfLine: eraseToEndOfLine, hideCursor: hideCursor, showCursor: showCursor,
                                  resetAttributes: resetAttributes))
        self.features = features
        self.colors = colors
    }

    /// xterm's sequences (ctlseqs), understood by every terminal dent targets: the fallback when
    /// nothing describes `TERM`. Eight colours, since an unknown terminal may not parse more.
    public static let xterm = TerminalCaps(
        clearScreen: Array("\u{1B}[H\u{1B}[2J".utf8),
        eraseToEndOfLine: Array("\u{1B}[K".utf8),
        hideCursor: Array("\u{1B}[?25l".utf8),
        showCursor: Array("\u{1B}[?25h".utf8),
        resetAttributes: Array("\u{1B}[m".utf8))

    /// Synchronized output, DEC mode 2026 (contour's terminal-spec, adopted by kitty, foot,
    /// WezTerm, Alacritty, iTerm2): the terminal shows nothing of a frame until its end.
    public static let beginSynchronized = Array("\u{1B}[?2026h".utf8)
    public static let endSynchronized = Array("\u{1B}[?2026l".utf8)

    /// Cursor addressing (CUP, ECMA-48 8.3.21), 0-based arguments. Trailing parameters that
    /// are the default (1) are left out: `CSI H` is home, `CSI 5 H` the start of row 5.
    public func moveCursor(row: Int, column: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        TerminalCaps.appendControl(&bytes, column > 0 ? [row + 1, column + 1] : row > 0 ? [row + 1] : [], final: "H")
        return bytes
    }

    /// Select Graphic Rendition for `style`, from a reset state.
    public func attributes(_ style: Style) -> [UInt8] {
        guard !style.isEmpty else { return resetAttributes }
        var bytes: [UInt8] = []
        TerminalCaps.appendControl(&bytes, [0] + TerminalCaps.styleParameters(style), final: "m")
        return bytes
    }

    /// The SGR that changes the terminal's pen from `old` (nil: unknown) to `new`, with colours
    /// downgraded to `colors`: the shorter of a reset followed by what `new` has, and the
    /// changes alone. Empty when nothing changes.
    public func attributes(from old: Pen?, to new: Pen) -> [UInt8] {
        if let old, old == new { return [] }
        let old = old.map(shown), new = shown(new)
        if let old, old == new { return [] }
        if new == .plain { return resetAttributes }
        // From the plain pen the changes alone are the reset's parameters less its 0: shorter.
        if old == .plain {
            var changes: [UInt8] = []
            TerminalCaps.appendControl(&changes, TerminalCaps.parameters(new, from: .plain), final: "m")
            return changes
        }
        var fromReset: [UInt8] = []
        TerminalCaps.appendControl(&fromReset, [0] + TerminalCaps.parameters(new, from: .plain), final: "m")
        guard let old else { return fromReset }
        var changes: [UInt8] = []
        TerminalCaps.appendControl(&changes, TerminalCaps.parameters(new, from: old), final: "m")
        return changes.count < fromReset.count ? changes : fromReset
    }

    /// `pen` with its colours as this terminal shows them, without the attributes it lacks.
    func shown(_ pen: Pen) -> Pen {
        Pen(style: pen.style.subtracting(missingStyles), foreground: pen.foreground.downgraded(to: colors),
            background: pen.background.downgraded(to: colors))
    }

    /// The attributes this terminal does not draw (`features` lacks them).
    public var missingStyles: Style {
        var missing: Style = []
        if !features.contains(.italic) { missing.insert(.italic) }
        if !features.contains(.strikethrough) { missing.insert(.strikethrough) }
        return missing
    }

    /// Each attribute's SGR parameter and the one that clears it alone (ECMA-48 8.3.117);
    /// bold and dim are cleared together by 22.
    static let styleCodes: [(style: Style, set: Int, clear: Int?)] = [
        (.bold, 1, nil), (.dim, 2, nil), (.italic, 3, 23), (.underline, 4, 24), (.reverse, 7, 27), (.strikethrough, 9, 29),
    ]

    /// SGR parameters for the attributes of `style`.
    package static func styleParameters(_ style: Style) -> [Int] {
        styleCodes.compactMap { style.contains($0.style) ? $0.set : nil }
    }

    /// The parameters that turn `old` into `new`: 22 clears both bold and dim, so it comes
    /// first and whichever of the two stays is set again.
    static func parameters(_ new: Pen, from old: Pen) -> [Int] {
        var parameters: [Int] = []
        var kept = old.style
        let intensity: Style = [.bold, .dim]
        if !old.style.intersection(intensity).subtracting(new.style).isEmpty {
            parameters.append(22)
            kept.subtract(intensity)
        }
        for code in styleCodes where kept.contains(code.style) && !new.style.contains(code.style) {
            if let clear = code.clear { parameters.append(clear) }
        }
        parameters += styleParameters(new.style.subtracting(kept))
        if new.foreground != old.foreground { parameters += new.foreground.sgrParameters(background: false) }
        if new.background != old.background { parameters += new.background.sgrParameters(background: true) }
        return parameters
    }

    /// Appends `CSI p1;p2…final`, leaving out a lone parameter of 1 (every function here
    /// defaults to 1) and writing the digits without building a string.
    static func appendControl(_ bytes: inout [UInt8], _ parameters: [Int], final: Unicode.Scalar) {
        bytes.append(0x1B)
        bytes.append(0x5B)
        if !(parameters.count == 1 && parameters[0] == 1 && final != "m") {
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { bytes.append(0x3B) }
                appendDecimal(&bytes, parameter)
            }
        }
        bytes.append(UInt8(final.value))
    }

    static func appendDecimal(_ bytes: inout [UInt8], _ value: Int) {
        if value >= 10 { appendDecimal(&bytes, value / 10) }
        bytes.append(0x30 + UInt8(value % 10))
    }
}
