/// The part of an integer read so far while matching `{num1..num2}`.
///
/// The number is kept as a sign and a magnitude, so no range (not even one ending at `Int.min`)
/// can overflow; a thread whose magnitude passes both ends of the range dies early.
struct GlobNumber: Hashable {
    var negative = false
    var magnitude: UInt = 0
    var digits = 0
    /// A first digit `0`: nothing may follow it (`060` is not sixty, core test `braces_numeric_range8`).
    var leadingZero = false

    /// The progress after `scalar`, or nil when no integer in `range` can start this way.
    func reading(_ scalar: Unicode.Scalar, for range: ClosedRange<Int>) -> GlobNumber? {
        var next = self
        if scalar == "-" {
            guard digits == 0, !negative, range.lowerBound < 0 else { return nil }
            next.negative = true
            return next
        }
        guard let digit = Self.digit(scalar), !leadingZero else { return nil }
        if digits == 0, digit == 0 {
            guard !negative else { return nil }  // "-0" is not written
            next.leadingZero = true
        }
        let limit = Swift.max(range.lowerBound.magnitude, range.upperBound.magnitude)
        guard digit <= limit, magnitude <= (limit - digit) / 10 else { return nil }
        next.magnitude = magnitude * 10 + digit
        next.digits += 1
        return next
    }

    /// Whether the digits read so far spell an integer inside `range`.
    func isComplete(in range: ClosedRange<Int>) -> Bool {
        guard digits > 0 else { return false }
        if negative {
            guard range.lowerBound < 0, magnitude <= range.lowerBound.magnitude else { return false }
            return range.upperBound >= 0 || magnitude >= range.upperBound.magnitude
        }
        guard range.upperBound >= 0, magnitude <= range.upperBound.magnitude else { return false }
        return range.lowerBound < 0 || magnitude >= range.lowerBound.magnitude
    }

    private static func digit(_ scalar: Unicode.Scalar) -> UInt? {
        ("0"..."9").contains(scalar) ? UInt(scalar.value - 48) : nil
    }
}
