/// Turns a line's paint operations into runs: paints them in order into one cell per byte and
/// reads back the maximal runs of one style (or one set of classes). The cells are kept
/// between lines, so a line costs no allocation.
struct LinePainter {
    private var cells: [UInt32] = []

    mutating func runs(_ paints: inout [PaintOp], length: Int, offset: Int, into runs: inout [StyleRun]) {
        guard !paints.isEmpty else { return }
        if paints.count == 1 {
            let only = paints[0]
            runs.append(StyleRun(Int(only.start) + offset..<Int(only.end) + offset, only.style))
            return
        }
        paints.sort { $0.order < $1.order }
        let (low, high) = prepare(paints.lazy.map { ($0.start, $0.end) }, length: length)
        cells.withUnsafeMutableBufferPointer { cells in
            for op in paints {
                cells[Int(op.start)..<Int(op.end)].update(repeating: UInt32(op.style.index) + 1)
            }
        }
        read(low, high) { range, value in
            runs.append(StyleRun(range.lowerBound + offset..<range.upperBound + offset, StyleID(index: UInt16(value - 1))))
        }
    }

    mutating func classRuns(_ paints: inout [ClassOp], length: Int, offset: Int, into runs: inout [ClassRun]) {
        guard !paints.isEmpty else { return }
        paints.sort { $0.order < $1.order }
        let (low, high) = prepare(paints.lazy.map { ($0.start, $0.end) }, length: length)
        cells.withUnsafeMutableBufferPointer { cells in
            for op in paints {
                for index in Int(op.start)..<Int(op.end) {
                    cells[index] = (cells[index] | op.masks.enabled) & ~op.masks.disabled
                }
            }
        }
        read(low, high) { range, value in
            runs.append(ClassRun(range.lowerBound + offset..<range.upperBound + offset, SyntaxClasses(rawValue: value)))
        }
    }

    /// Clears the cells the operations touch; their bounds.
    private mutating func prepare(_ spans: some Sequence<(Int32, Int32)>, length: Int) -> (Int, Int) {
        var low = length
        var high = 0
        for (start, end) in spans {
            low = min(low, Int(start))
            high = max(high, Int(end))
        }
        if cells.count < high { cells += repeatElement(0, count: high - cells.count) }
        if low < high { cells.withUnsafeMutableBufferPointer { $0[low..<high].update(repeating: 0) } }
        return (low, high)
    }

    private func read(_ low: Int, _ high: Int, _ emit: (Range<Int>, UInt32) -> Void) {
        var index = low
        while index < high {
            let value = cells[index]
            var end = index + 1
            while end < high && cells[end] == value { end += 1 }
            if value != 0 { emit(index..<end, value) }
            index = end
        }
    }
}
