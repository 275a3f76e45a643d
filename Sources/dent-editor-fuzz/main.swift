import DentTestSupport
import Glibc

/// Long runs of the fuzzers (docs/FUZZING.md). `dent-editor-fuzz [--events N] [--seed S]
/// [--seeds K] [--trace]` runs N events (default 10^7) of the editor fuzzer on each of K seeds
/// from S; `--trace` prints each event before it is handled, so a trap names the event that
/// caused it; `--screen-every K` compares the grid and the screen every K events only.
/// `--terminal DENT --pieces N` runs the terminal fuzzer instead: N random pieces
/// typed into the binary DENT on a pty, on each seed.
struct Options {
    var events = 10_000_000
    var seed: UInt64 = 1
    var seeds = 1
    var trace = false
    var terminal: String?
    var pieces = 100_000
    var screenCheckInterval = 1

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--events": events = rest.popFirst().flatMap { Int($0) } ?? events
            case "--seed": seed = rest.popFirst().flatMap { UInt64($0) } ?? seed
            case "--seeds": seeds = rest.popFirst().flatMap { Int($0) } ?? seeds
            case "--trace": trace = true
            case "--terminal": terminal = rest.popFirst()
            case "--pieces": pieces = rest.popFirst().flatMap { Int($0) } ?? pieces
            case "--screen-every": screenCheckInterval = rest.popFirst().flatMap { Int($0) } ?? screenCheckInterval
            default:
                print("usage: dent-editor-fuzz [--events N] [--seed S] [--seeds K] [--trace] [--screen-every K] [--terminal DENT [--pieces N]]")
                exit(2)
            }
        }
    }
}

/// A line on standard error, unbuffered: the last one before a trap names its event.
func note(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
var failures = 0
if let dent = options.terminal {
    for seed in options.seed..<(options.seed + UInt64(options.seeds)) {
        do {
            let outcome = try TerminalFuzzer(dent: dent, seed: seed).run(pieces: options.pieces) { note("seed \(seed): \($0)") }
            print("seed \(seed): \(outcome)")
            if !outcome.problems.isEmpty { failures += 1 }
        } catch {
            print("seed \(seed): \(error)")
            failures += 1
        }
    }
    exit(failures == 0 ? 0 : 1)
}
let trace: ((String) -> Void)? = options.trace ? { note($0) } : nil
for seed in options.seed..<(options.seed + UInt64(options.seeds)) {
    var fuzzer = EditorFuzzer(seed: seed)
    fuzzer.screenCheckInterval = Swift.max(options.screenCheckInterval, 1)
    note("seed \(seed): \(options.events) events")
    for _ in 0..<options.events {
        let problems = fuzzer.step(trace: trace)
        guard problems.isEmpty else {
            print("seed \(seed), event \(fuzzer.count) (\(fuzzer.last)): " + problems.joined(separator: "; "))
            failures += 1
            break
        }
        if fuzzer.count % 1_000_000 == 0 { note("seed \(seed): \(fuzzer.count) events") }
    }
}
exit(failures == 0 ? 0 : 1)
