import DentTestSupport

/// `dent-bench --check`, which CI runs on the release build (issue 53, part 4): the in-process
/// figures the budgets of docs/PERFORMANCE.md rest on, held without a timed test. A time is the
/// minimum of `runs` runs against `headroom` times its figure recorded on the machine the
/// document names, so this VM's noise never fails CI and a real regression does (a key that
/// grows with the file, a fast path lost); the bytes a keystroke sends are checked exactly.
enum BudgetCheck {
    /// Minimum ms of each figure (of 3 runs) at 3d8affd on the 2-core AMD EPYC VM of
    /// docs/PERFORMANCE.md, 2026-12-07.
    static let recorded: KeyValuePairs<String, Double> = [
        "type-1000": 41.5,
        "frame-80x24": 22.1,
        "frame-sideways-120x40": 443,
        "frame-indent-120x40": 325,
        "multicursor-type-1000": 2.46,
        "indent-100k-lines": 4.32,
        "end-keys-json-5mb": 2.2,
        "end-keys-json-5mb-wrap": 4.77,
        "end-keys-cjk-5mb": 2.64,
        "end-keys-cjk-5mb-wrap": 24.5,
        "end-keys-json-20mb": 2.15,
        "end-keys-json-20mb-wrap": 4.85,
    ]

    static let headroom = 3.0
    static let runs = 3

    /// The bytes of each keystroke's frame (`KeystrokeFrames`, 80×24): one short write a typed
    /// character (≤ 30, the budget), and no frame that grows unnoticed.
    static let bytes: KeyValuePairs<KeystrokeFrames.Kind, Int> = [
        .typeMidLine: 28, .backspaceMidLine: 28, .enterMidFile: 98, .scrollOneLine: 95, .pageDown: 728,
    ]

    /// Runs the check on `figures` (those named in `recorded` are timed), printing a table;
    /// true when every figure is within its budget.
    static func run(_ figures: [Figure]) -> Bool {
        print("| figure | recorded | limit | measured (min of \(runs)) | |\n|---|---|---|---|---|")
        var passed = true
        for (name, recorded) in recorded {
            let limit = recorded * headroom
            guard let figure = figures.first(where: { $0.name == name }) else {
                print("| \(name) | \(recorded) | \(rounded(limit)) | no such figure | FAIL |")
                passed = false
                continue
            }
            let measured = (try? Timer.measure(figure, runs: runs).minimum) ?? .infinity
            let within = measured <= limit
            passed = passed && within
            print("| \(name) | \(recorded) | \(rounded(limit)) | \(rounded(measured)) | \(within ? "ok" : "FAIL") |")
        }
        for (kind, expected) in bytes {
            var frames = KeystrokeFrames()
            let count = frames.measure(kind).count
            passed = passed && count == expected
            print("| bytes: \(kind.rawValue) | \(expected) | \(expected) | \(count) | \(count == expected ? "ok" : "FAIL") |")
        }
        return passed
    }

    private static func rounded(_ ms: Double) -> Double { (ms * 100).rounded() / 100 }
}
