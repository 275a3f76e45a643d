import DentTestSupport

/// Random content for model tests: plain ASCII lines, or "odd" text with multibyte characters,
/// invalid UTF-8, NUL, CR LF, lone CR and BOMs.
struct RandomText {
    static let plain: [[UInt8]] = ["a", "bc", " ", "\t", "\n", "word", "_x1", "    ", "\n\n"].map { Array($0.utf8) }
    static let odd: [[UInt8]] = plain + ["é", "日本", "👍🏽", "\r\n", "\r", "e\u{301}", "\u{FEFF}", "🇫🇷", "\r\n\r\n"].map { Array($0.utf8) }
        + [[0xFF], [0x00], [0xE6, 0x97], [0xC3], [0x80, 0x80]]

    /// Pieces of one to six units, made once: joining units anew for every edit was a tenth of
    /// the model tests' time in a debug build.
    static let plainPieces = pieces(of: plain)
    static let oddPieces = pieces(of: odd)

    let units: [[UInt8]]
    let pieces: [[UInt8]]

    init(odd: Bool) {
        units = odd ? RandomText.odd : RandomText.plain
        pieces = odd ? RandomText.oddPieces : RandomText.plainPieces
    }

    static func pieces(of units: [[UInt8]]) -> [[UInt8]] {
        var random = SplitMix64(state: 1)
        return (0..<4_096).map { _ in joined(units, count: random.int(in: 1...6), using: &random) }
    }

    static func joined(_ units: [[UInt8]], count: Int, using random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes += units[random.below(units.count)] }
        return bytes
    }

    /// One to `maxUnits` units joined (from the ready pieces when `maxUnits` is 6).
    func piece(maxUnits: Int, using random: inout SplitMix64) -> [UInt8] {
        if maxUnits == 6 { return pieces[random.below(pieces.count)] }
        return RandomText.joined(units, count: random.int(in: 1...maxUnits), using: &random)
    }

    /// Text of about `size` bytes.
    func text(size: Int, using random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 16)
        while bytes.count < size { bytes += piece(maxUnits: 6, using: &random) }
        return bytes
    }
}

