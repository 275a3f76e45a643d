import Glibc

/// One benchmark figure: a name, what it measures, and a body timed over several runs.
struct Figure {
    let name: String
    let summary: String
    /// Prepares the run and returns the part to time, so set-up stays out of the figure.
    let prepare: () throws -> () -> Void
}

/// Timings of one figure, in milliseconds.
struct Measurement {
    let figure: Figure
    let samples: [Double]
    /// Peak resident memory of the process after the figure ran, in MiB.
    let peakMiB: Double

    var sorted: [Double] { samples.sorted() }
    var minimum: Double { sorted.first ?? 0 }
    var median: Double { sorted.isEmpty ? 0 : sorted[sorted.count / 2] }
    var maximum: Double { sorted.last ?? 0 }
}

enum Timer {
    /// Runs `figure` `runs` times, timing only the returned body of each preparation.
    static func measure(_ figure: Figure, runs: Int) throws -> Measurement {
        var samples: [Double] = []
        for _ in 0..<runs {
            let body = try figure.prepare()
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Measurement(figure: figure, samples: samples, peakMiB: Double(usage.ru_maxrss) / 1024)
    }
}

/// The Markdown table later issues extend: one row per figure.
enum Report {
    static let header = """
        | figure | what is timed | runs | min ms | median ms | max ms | peak RSS MiB |
        |---|---|---|---|---|---|---|
        """

    static func row(_ m: Measurement) -> String {
        func f(_ v: Double) -> String {
            let scaled = (v * 100).rounded() / 100
            return String(scaled)
        }
        return "| \(m.figure.name) | \(m.figure.summary) | \(m.samples.count) | \(f(m.minimum)) | \(f(m.median)) | \(f(m.maximum)) | \(f(m.peakMiB)) |"
    }
}
