import Glibc

/// One benchmark figure: a name, what it measures, and a body timed over several runs.
struct Figure {
    let name: String
    let summary: String
    /// Prepares one run and returns the part to time, so set-up stays out of the figure.
    let prepare: () throws -> () -> Outcome

    /// What a body reports of itself: the peak resident memory it measured in MiB (a child
    /// process's; nil: this process's peak), and the time it measured (nil: the body's whole time).
    struct Outcome {
        var peakMiB: Double?
        var elapsed: Duration?
    }

    /// A figure whose body measures no memory of its own.
    init(name: String, summary: String, prepare: @escaping () throws -> () -> Void) {
        self.init(name: name, summary: summary, outcomePrepare: {
            let body = try prepare()
            return { body(); return Outcome() }
        })
    }

    /// A figure whose body returns the peak memory it measured (of a child process), in MiB.
    static func measuringPeak(name: String, summary: String, prepare: @escaping () throws -> () -> Double?) -> Figure {
        Figure(name: name, summary: summary, outcomePrepare: {
            let body = try prepare()
            return { Outcome(peakMiB: body()) }
        })
    }

    /// A figure whose body times the parts that count itself and returns their sum: work
    /// between them (putting the text back for the next key) stays out of the figure.
    static func timingItself(name: String, summary: String, prepare: @escaping () throws -> () -> Duration) -> Figure {
        Figure(name: name, summary: summary, outcomePrepare: {
            let body = try prepare()
            return { Outcome(elapsed: body()) }
        })
    }

    private init(name: String, summary: String, outcomePrepare: @escaping () throws -> () -> Outcome) {
        self.name = name
        self.summary = summary
        self.prepare = outcomePrepare
    }
}

/// Timings of one figure, in milliseconds.
struct Measurement {
    let figure: Figure
    let samples: [Double]
    /// Peak resident memory in MiB: of this process after the figure ran (the maximum so far),
    /// or the largest a child process of the figure reported.
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
        var childPeak: Double?
        for _ in 0..<runs {
            let body = try figure.prepare()
            let start = ContinuousClock.now
            let outcome = body()
            let elapsed = outcome.elapsed ?? ContinuousClock.now - start
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            if let peak = outcome.peakMiB { childPeak = Swift.max(childPeak ?? 0, peak) }
        }
        return Measurement(figure: figure, samples: samples, peakMiB: childPeak ?? ownPeakMiB())
    }

    static func ownPeakMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// The Markdown table dent-bench prints (as in docs/PERFORMANCE.md): one row per figure.
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
