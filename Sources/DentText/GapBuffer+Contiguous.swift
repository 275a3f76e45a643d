extension GapBuffer {
    /// Calls `body` with the bytes of `range` in one piece of memory: in place when the range
    /// lies in one half, else a copy of just that range (for code that needs contiguous text,
    /// such as a regular expression over one line; callers keep ranges small).
    public func withContiguousBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let inPlace: R? = try withPieces(of: range) { first, second in
            if second.isEmpty { return try body(first) }
            if first.isEmpty { return try body(second) }
            return nil
        }
        if let inPlace { return inPlace }
        return try bytes(in: range).withUnsafeBufferPointer(body)
    }
}
