/// A small deterministic random generator (SplitMix64), so a failing random sequence can be
/// replayed from its seed and generated benchmark files are the same on every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`: plain modulo, which is fast in debug builds (the small bias does
    /// not matter to tests) where `Int.random(in:using:)` is generic and slow.
    public mutating func below(_ bound: Int) -> Int { Int(truncatingIfNeeded: next() % UInt64(bound)) }

    public mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    public mutating func chance(percent: Int) -> Bool { below(100) < percent }
}

extension SplitMix64 {
    /// One element of `items`, which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
