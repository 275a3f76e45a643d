extension GapBuffer {
    /// Calls `body` with the bytes of `range` in one piece of memory: in place when the range
    /// lies in one half, else a copy of just that range (for code that needs contiguous text,
    /// such as a regular expression over one line; callers keep ranges small).
    public func withContiguousBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        let inPlace: R? = try withHalves { before, after in
            if range.upperBound <= before.count { return try body(UnsafeBufferPointer(rebasing: before[range])) }
            if range.lowerBound >= before.count {
                let shifted = (range.lowerBound - before.count)..<(range.upperBound - before.count)
                return try body(UnsafeBufferPointer(rebasing: after[shifted]))
            }
            return nil
        }
        if let inPlace { return inPlace }
        return try bytes(in: range).withUnsafeBufferPointer(body)
    }
}
