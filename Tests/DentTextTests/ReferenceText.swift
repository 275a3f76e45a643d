import Glibc
@testable import DentText

/// The plain model tests compare `TextBuffer` with: an array of bytes, lines split by hand.
struct ReferenceText {
    var bytes: [UInt8]

    /// Offset of every line start: 0, and after every LF.
    var lineStarts: [Int] { lineStarts(upTo: Int.max) }

    /// Line starts of lines `0...last` (all of them when there are fewer).
    func lineStarts(upTo last: Int) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var next = memchr(base, 0x0A, buffer.count)
            while let found = next, starts.count <= last {
                let start = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(start)
                next = memchr(base + start, 0x0A, buffer.count - start)
            }
        }
        return starts
    }

    /// The content of every line: its bytes without LF or CR LF.
    var lineContents: [Range<Int>] { lineContents(upTo: Int.max) }

    /// The content of lines `0...last`: their bytes without LF or CR LF.
    func lineContents(upTo last: Int) -> [Range<Int>] {
        let starts = lineStarts(upTo: last == Int.max ? last : last + 1)
        return bytes.withUnsafeBufferPointer { bytes in
            var contents: [Range<Int>] = []
            contents.reserveCapacity(starts.count)
            for line in 0..<(starts.count - 1) {
                var end = starts[line + 1] - 1
                if end > starts[line] && bytes[end - 1] == 0x0D { end -= 1 }
                contents.append(starts[line]..<end)
            }
            if starts.count - 1 <= last { contents.append(starts[starts.count - 1]..<bytes.count) }
            return contents
        }
    }

    mutating func replace(_ range: Range<Int>, with new: [UInt8]) {
        bytes.replaceSubrange(range, with: new)
    }

    /// Indents the lines the way the editor must: one unit before every line of `lines` that
    /// is not blank (or every line when `indentBlank`).
    mutating func indent(lines: ClosedRange<Int>, unit: [UInt8], indentBlank: Bool) {
        for range in lineContents(upTo: lines.upperBound)[lines].reversed() {
            let blank = bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if !blank || indentBlank { bytes.insert(contentsOf: unit, at: range.lowerBound) }
        }
    }

    /// Removes one leading tab, or up to `width` leading spaces, from every line of `lines`.
    mutating func outdent(lines: ClosedRange<Int>, width: Int) {
        for range in lineContents(upTo: lines.upperBound)[lines].reversed() {
            let line = bytes[range]
            let count = line.first == 0x09 ? 1 : line.prefix(width).prefix { $0 == 0x20 }.count
            bytes.removeSubrange(range.lowerBound..<(range.lowerBound + count))
        }
    }
}

extension LineIndex {
    /// Every line start, walked chunk by chunk: O(n), for comparing with a reference.
    var allStarts: [Int] {
        var starts: [Int] = []
        var offset = 0
        forEachLineLength { length in
            starts.append(offset)
            offset += length
            return true
        }
        return starts
    }
}

extension ChunkLimits {
    /// Limits that make a text of a few lines cross chunk boundaries and long lines, and lines
    /// widen their chunks.
    static func tiny(maxLines: Int = 4, longLine: Int = 6) -> ChunkLimits {
        ChunkLimits(maxLines: maxLines, minLines: Swift.max(maxLines / 4, 1), buildLines: Swift.max(maxLines * 3 / 4, 1), longLine: longLine,
                    narrowLength: Swift.max(longLine / 2, 1))
    }
}
