/// Builds a `LineIndex` from bytes that arrive in order, scanned once, front to back.
///
/// A loader can index each block right after `read(2)` put it in memory, while it is still in
/// the processor's cache: scanning 100 MB again afterwards reads it back from DRAM, about as long
/// again as the read itself. Each line's length goes into a scratch array, copied into a chunk
/// of exactly its size when full.
public struct LineIndexBuilder: Sendable {
    let limits: ChunkLimits
    private var chunks: [LineChunk] = []
    private var scratch: [UInt16]
    private var filled = 0
    private var filledBytes = 0
    private var lineStart = 0
    private var scanned = 0

    /// A builder for the index of a text whose bytes `append` will be given in order.
    public init() { self.init(limits: .standard) }

    init(limits: ChunkLimits) {
        self.limits = limits
        scratch = [UInt16](repeating: 0, count: limits.buildLines)
    }

    /// Indexes the next bytes of the text.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let base = scanned
        withScratch { builder, scratch in
            NewlineScan.forEach(in: bytes) { builder.endLine(at: base &+ $0 &+ 1, scratch: scratch) }
        }
        scanned += bytes.count
    }

    /// The index of all the bytes given; the builder is then spent.
    public mutating func finish() -> LineIndex {
        let end = scanned
        withScratch { builder, scratch in
            builder.endLine(at: end, scratch: scratch)
            builder.flush(scratch)
        }
        return LineIndex(chunks: chunks, limits: limits)
    }

    /// Lends the scratch array's storage to `body` while `self` stays mutable: the array is
    /// moved out for the call, so the two accesses do not overlap and nothing is copied.
    private mutating func withScratch(_ body: (inout LineIndexBuilder, UnsafeMutableBufferPointer<UInt16>) -> Void) {
        var scratch = self.scratch
        self.scratch = []
        scratch.withUnsafeMutableBufferPointer { body(&self, $0) }
        self.scratch = scratch
    }

    /// Closes the line that ends just before `end`.
    @inline(__always)
    private mutating func endLine(at end: Int, scratch: UnsafeMutableBufferPointer<UInt16>) {
        let length = end &- lineStart
        lineStart = end
        if length >= limits.longLine {
            flush(scratch)
            chunks.append(LineChunk(singleLine: length, narrowLength: limits.narrowLength))
            return
        }
        scratch[filled] = UInt16(truncatingIfNeeded: length)
        filled &+= 1
        filledBytes &+= length
        if filled == limits.buildLines { flush(scratch) }
    }

    private mutating func flush(_ scratch: UnsafeMutableBufferPointer<UInt16>) {
        guard filled > 0 else { return }
        chunks.append(LineChunk(lengths: scratch[0..<filled], byteCount: filledBytes, narrowLength: limits.narrowLength))
        filled = 0
        filledBytes = 0
    }
}
