import DentLSP

/// Random JSON values for the round-trip properties: every kind, strings with the characters
/// that need escapes or several UTF-8 bytes, integers at Int's ends, doubles from any finite
/// bit pattern, objects with repeated names.
struct RandomJSON {
    static let characters: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\u{C}",
        "\r", "\u{1F}", "\u{7F}", "é", "日", "\u{301}", "\u{2028}", "\u{FEFF}", "\u{FFFD}", "😀", "\u{10FFFF}"]
    static let names = ["", "a", "id", "method", "params", "é", "\"", "a\nb"]

    var random: TestRandom

    mutating func value(depth: Int) -> JSONValue {
        switch random.below(depth > 0 ? 8 : 6) {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return .int(integer())
        case 3: return .double(double())
        case 4, 5: return .string(string())
        case 6: return .array((0..<random.below(5)).map { _ in value(depth: depth - 1) })
        default:
            return .object(JSONObject((0..<random.below(5)).map { _ in (random.pick(Self.names), value(depth: depth - 1)) }))
        }
    }

    mutating func string() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<random.below(8) { scalars.append(random.pick(Self.characters)) }
        return String(scalars)
    }

    mutating func integer() -> Int {
        switch random.below(4) {
        case 0: random.pick([Int.min, Int.max, 0, -1, 1 << 53 + 1])
        case 1: Int(truncatingIfNeeded: random.next())
        default: random.below(2_000) - 1_000
        }
    }

    mutating func double() -> Double {
        while true {
            let number = random.below(2) == 0 ? Double(bitPattern: random.next()) : Double(random.below(2_000) - 1_000) / 8
            if number.isFinite { return number }
        }
    }
}
