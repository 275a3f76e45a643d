/// Running totals of the bytes and lines of a `LineIndex`'s chunks, as a Fenwick (binary
/// indexed) tree: adding to one chunk and finding the chunk that holds a byte offset or a line
/// number both take O(log chunks), where a plain prefix array would rewrite every later entry.
///
/// The tree cannot insert a chunk in the middle: a split or merge rebuilds it in O(chunks).
/// Splits come at most once per `maxLines / 2` lines added, so that cost is small and amortised.
struct ChunkSums: Sendable {
    struct Totals: Sendable, Equatable {
        var bytes = 0
        var lines = 0
    }

    /// 1-based: node `i` holds the totals of chunks `(i - lowbit(i)) ..< i`.
    private var nodes: [Totals]

    /// Builds the tree in O(chunks): each node passes its total to its parent once.
    init(_ chunks: [LineChunk]) {
        var nodes = [Totals](repeating: Totals(), count: chunks.count + 1)
        for index in 0..<chunks.count {
            let node = index + 1
            nodes[node].bytes += chunks[index].byteCount
            nodes[node].lines += chunks[index].lineCount
            let parent = node + (node & -node)
            if parent < nodes.count {
                nodes[parent].bytes += nodes[node].bytes
                nodes[parent].lines += nodes[node].lines
            }
        }
        self.nodes = nodes
    }

    var chunkCount: Int { nodes.count - 1 }

    /// Adds `bytes` and `lines` to the totals of chunk `chunk`.
    mutating func add(bytes: Int, lines: Int, toChunk chunk: Int) {
        nodes.withUnsafeMutableBufferPointer { nodes in
            var node = chunk + 1
            while node < nodes.count {
                nodes[node].bytes &+= bytes
                nodes[node].lines &+= lines
                node &+= node & -node
            }
        }
    }

    /// The most leading chunks whose bytes add up to at most `target`, with their totals.
    func prefix(bytesUpTo target: Int) -> (chunks: Int, totals: Totals) {
        prefix { $0.bytes <= target }
    }

    /// The most leading chunks whose lines add up to at most `target`, with their totals.
    func prefix(linesUpTo target: Int) -> (chunks: Int, totals: Totals) {
        prefix { $0.lines <= target }
    }

    /// Binary lifting: descends from the largest power of two, taking every node that keeps
    /// the running totals within `fits` (totals only grow, so this finds the longest prefix).
    @inline(__always)
    private func prefix(while fits: (Totals) -> Bool) -> (chunks: Int, totals: Totals) {
        var position = 0
        var totals = Totals()
        var step = chunkCount == 0 ? 0 : 1 << (Int.bitWidth - 1 - chunkCount.leadingZeroBitCount)
        while step > 0 {
            let next = position + step
            if next <= chunkCount {
                let candidate = Totals(bytes: totals.bytes + nodes[next].bytes, lines: totals.lines + nodes[next].lines)
                if fits(candidate) {
                    position = next
                    totals = candidate
                }
            }
            step >>= 1
        }
        return (position, totals)
    }
}
