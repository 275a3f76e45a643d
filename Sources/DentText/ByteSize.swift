extension Int {
    /// The share this is of `total` in percent, 0 to 100, rounded down, so 100 means all of it
    /// (and no more: work that did more than it expected, a file that grew, still says 100);
    /// 0 when there is nothing to do.
    public func percent(of total: Int) -> Int {
        guard total > 0 else { return 0 }
        return Swift.min(Swift.max(self, 0), total) * 100 / total
    }

    /// This many bytes as the status line says them, in decimal units with one decimal,
    /// rounded down: "512 bytes", "12.3 kB", "12.3 MB", "1.2 GB". Rounded down, a figure that
    /// grows never shows a size it has not reached.
    public var byteSize: String {
        guard let (unit, name) = Int.byteUnits.first(where: { self >= $0.size }) else { return counted("byte") }
        let tenths = self / (unit / 10)
        return "\(tenths / 10).\(tenths % 10) \(name)"
    }

    /// The units `byteSize` uses, largest first.
    private static let byteUnits: [(size: Int, name: String)] = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "kB")]
}
