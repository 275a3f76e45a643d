/// How Sort lines orders lines: as `LC_ALL=C sort` does, with its `-n`, `-r`, `-u` and `-f`
/// options (POSIX `sort`; GNU coreutils' manual, "sort invocation"). Lines are compared by a
/// key (the bytes, the leading number, or the bytes with ASCII letters folded to upper case);
/// lines equal by the key are then compared byte by byte ("last-resort comparison"), except
/// with `unique`, where only the first of them is kept.
public struct LineOrder: Sendable, Equatable {
    public var numeric = false
    public var reverse = false
    public var unique = false
    public var ignoresCase = false

    public init(numeric: Bool = false, reverse: Bool = false, unique: Bool = false, ignoresCase: Bool = false) {
        self.numeric = numeric
        self.reverse = reverse
        self.unique = unique
        self.ignoresCase = ignoresCase
    }

    /// `lines` in this order; with `unique`, the first of each run of lines equal by the key.
    public func sorted(_ lines: [[UInt8]]) -> [[UInt8]] {
        // Sorting indices keeps equal lines in their order, so `unique` keeps the first one.
        let order = lines.indices.sorted { left, right in
            let result = compare(lines[left], lines[right], lastResort: !unique)
            return result == 0 ? left < right : (reverse ? result > 0 : result < 0)
        }
        var kept: [[UInt8]] = []
        kept.reserveCapacity(lines.count)
        for index in order {
            if unique, let last = kept.last, compare(last, lines[index], lastResort: false) == 0 { continue }
            kept.append(lines[index])
        }
        return kept
    }

    /// Negative, zero or positive as `left` sorts before, with or after `right`.
    func compare(_ left: [UInt8], _ right: [UInt8], lastResort: Bool) -> Int {
        let byKey: Int
        if numeric {
            byKey = LeadingNumber(left).compare(LeadingNumber(right))
        } else if ignoresCase {
            byKey = LineOrder.compareBytes(left.lazy.map(LineOrder.upper), right.lazy.map(LineOrder.upper))
        } else {
            byKey = LineOrder.compareBytes(left, right)
        }
        guard byKey == 0, lastResort, numeric || ignoresCase else { return byKey }
        return LineOrder.compareBytes(left, right)
    }

    static func compareBytes<L: Sequence<UInt8>, R: Sequence<UInt8>>(_ left: L, _ right: R) -> Int {
        var (a, b) = (left.makeIterator(), right.makeIterator())
        while true {
            switch (a.next(), b.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case let (x?, y?) where x != y: return x < y ? -1 : 1
            default: continue
            }
        }
    }

    static func upper(_ byte: UInt8) -> UInt8 { byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }
}

/// The number a line starts with as `sort -n` reads it in the C locale: blanks, an optional
/// `-`, digits, an optional `.` and digits; a line without one counts as zero. Compared
/// exactly, digit by digit, so numbers of any length order right.
struct LeadingNumber {
    var negative = false
    /// Digits before the point, without leading zeros.
    var whole: ArraySlice<UInt8> = []
    /// Digits after the point, without trailing zeros.
    var fraction: ArraySlice<UInt8> = []

    init(_ line: [UInt8]) {
        var index = line.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? line.endIndex
        if index < line.endIndex, line[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let wholeEnd = line[index...].firstIndex { !LeadingNumber.isDigit($0) } ?? line.endIndex
        whole = line[index..<wholeEnd].drop { $0 == UInt8(ascii: "0") }
        if wholeEnd < line.endIndex, line[wholeEnd] == UInt8(ascii: ".") {
            let end = line[(wholeEnd + 1)...].firstIndex { !LeadingNumber.isDigit($0) } ?? line.endIndex
            var digits = line[(wholeEnd + 1)..<end]
            while digits.last == UInt8(ascii: "0") { digits = digits.dropLast() }
            fraction = digits
        }
        if whole.isEmpty && fraction.isEmpty { negative = false }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    func compare(_ other: LeadingNumber) -> Int {
        if negative != other.negative { return negative ? -1 : 1 }
        let magnitude = compareMagnitude(other)
        return negative ? -magnitude : magnitude
    }

    private func compareMagnitude(_ other: LeadingNumber) -> Int {
        if whole.count != other.whole.count { return whole.count < other.whole.count ? -1 : 1 }
        let byWhole = LineOrder.compareBytes(whole, other.whole)
        return byWhole != 0 ? byWhole : LineOrder.compareBytes(fraction, other.fraction)
    }
}
