/// The start offset of every line of a text, kept in step with edits.
///
/// First version: a sorted array of absolute starts, shifted on each edit (O(lines) per edit).
/// The editing-core issue replaces it with a structure that stays O(log n) per edit; the API
/// (`start(ofLine:)`, `line(containing:)`, `didInsert`, `didRemove`) is what callers rely on.
public struct LineIndex: Sendable, Equatable {
    private var starts: [Int] = [0]

    /// Builds the index of `buffer` by scanning its bytes for LF.
    public init(of buffer: GapBuffer) {
        var starts = [0]
        buffer.withHalves { before, after in
            LineIndex.appendStarts(of: before, base: 0, to: &starts)
            LineIndex.appendStarts(of: after, base: before.count, to: &starts)
        }
        self.starts = starts
    }

    private static func appendStarts(of bytes: UnsafeBufferPointer<UInt8>, base: Int, to starts: inout [Int]) {
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
            starts.append(base + i + 1)
        }
    }

    /// Number of lines; a text ending in LF has an empty last line.
    public var count: Int { starts.count }

    /// Offset of the first byte of line `line`.
    public func start(ofLine line: Int) -> Int { starts[line] }

    /// The line that holds `offset` (an offset at a line's start belongs to that line).
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Records that `bytes` were inserted at `offset`.
    public mutating func didInsert<C: Collection>(_ bytes: C, at offset: Int) where C.Element == UInt8 {
        let line = line(containing: offset)
        for i in (line + 1)..<starts.count { starts[i] += bytes.count }
        var newStarts = [Int]()
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            newStarts.append(offset + i + 1)
        }
        starts.insert(contentsOf: newStarts, at: line + 1)
    }

    /// Records that the bytes in `range` were removed.
    public mutating func didRemove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let first = line(containing: range.lowerBound) + 1
        var end = first
        while end < starts.count && starts[end] <= range.upperBound { end += 1 }
        starts.removeSubrange(first..<end)
        for i in first..<starts.count { starts[i] -= range.count }
    }
}
