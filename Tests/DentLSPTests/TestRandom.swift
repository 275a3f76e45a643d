/// A small seeded generator (xorshift64), so a failing random case replays from its seed.
/// (DentTestSupport's SplitMix64 would bring the whole editor into this target's build.)
struct TestRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One element of `items`, which must not be empty.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
