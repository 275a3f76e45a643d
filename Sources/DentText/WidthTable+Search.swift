extension WidthTable {
    /// True when `value` is in one of the sorted, disjoint ranges of `table` (binary search).
    static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < table[mid].lowerBound {
                high = mid - 1
            } else if value > table[mid].upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
