import DentCore
import DentFiles
import DentSyntax
import DentTestSupport
import Glibc

/// Long runs of the fuzzers (docs/FUZZING.md). `dent-editor-fuzz [--events N] [--seed S]
/// [--seeds K] [--trace]` runs N events (default 10^7) of the editor fuzzer on each of K seeds
/// from S; `--trace` prints each event before it is handled, so a trap names the event that
/// caused it; `--screen-every K` compares the grid and the screen every K events only.
/// `--terminal DENT --pieces N` runs the terminal fuzzer instead: N random pieces
/// typed into the binary DENT on a pty, on each seed. `--syntax LANGUAGES --steps N` runs the
/// highlighting fuzzer (`SyntaxCacheFuzzerPair`) instead: N frames of typing on each seed in each of
/// the comma-separated languages (`all`: every language it has pieces for), highlighted with
/// the installed specs; `--syntax-files FILE...` (the last option) the same in each file's
/// language, starting from its first 4 KiB and typing its own words and characters.
/// `--languages LANGUAGES` gives the editor fuzzer real languages to highlight its documents with.
struct Options {
    var events = 10_000_000
    var seed: UInt64 = 1
    var seeds = 1
    var trace = false
    var terminal: String?
    var pieces = 100_000
    var screenCheckInterval = 1
    var syntax: [String]?
    var languages: [String] = []
    var syntaxFiles: [String] = []
    var steps = 100_000

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
            case "--syntax":
                let named = rest.popFirst() ?? "all"
                syntax = named == "all" ? SyntaxCacheFuzzer.pieces.keys.sorted() : named.split(separator: ",").map(String.init)
            case "--steps": steps = rest.popFirst().flatMap { Int($0) } ?? steps
            case "--languages": languages = (rest.popFirst() ?? "").split(separator: ",").map(String.init)
            case "--syntax-files":
                // The rest of the arguments are the files.
                syntaxFiles = Array(rest)
                rest = []
            default:
                print("usage: dent-editor-fuzz [--events N] [--seed S] [--seeds K] [--trace] [--screen-every K] [--terminal DENT [--pieces N]] [--syntax LANGUAGES [--steps N]] [--languages LANGUAGES] [--steps N --syntax-files FILE...]")
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
/// The installed specs as the editor finds them, without reading or writing its caches.
let catalog: SpecCatalog = {
    var directories = SpecDirectories(environment: SpecDirectories.processEnvironment())
    directories.cache = nil
    return SpecCatalog(directories: directories)
}()

/// A source highlighting `language` with a set of its own; exits when it cannot be made.
func source(_ language: String) -> SyntaxSource {
    guard let made = SyntaxSource.engine(language, specs: catalog.specs) else {
        print("\(language) cannot be highlighted with the installed specs")
        exit(2)
    }
    return made
}

/// Runs `fuzzer` for `--steps` frames; prints the first problems under `label`.
@MainActor func typeIn(_ fuzzer: inout SyntaxCacheFuzzerPair, _ label: String) {
    for _ in 0..<options.steps {
        let problems = fuzzer.step()
        guard problems.isEmpty else {
            print("\(label): " + problems.prefix(3).joined(separator: "; "))
            failures += 1
            return
        }
    }
}

if !options.syntaxFiles.isEmpty {
    for path in options.syntaxFiles {
        guard let bytes = try? FileLoader.bytes(path: path, prefix: 16 << 10), !bytes.isEmpty,
              let language = catalog.guessLanguage(path: path, start: bytes.prefix(FileStart.length)) else { continue }
        let pieces = SyntaxCacheFuzzer.pieces(of: bytes)
        for seed in options.seed..<(options.seed + UInt64(options.seeds)) {
            var fuzzer = SyntaxCacheFuzzerPair(language: SyntaxCacheFuzzer.Language(source: source(language), pieces: pieces), seed: seed,
                                               text: Array(bytes.prefix(4_096)))
            typeIn(&fuzzer, "\(path) (\(language)), seed \(seed)")
        }
        note("\(path) (\(language)): \(options.seeds) seeds")
    }
    exit(failures == 0 ? 0 : 1)
}

if let languages = options.syntax {
    for language in languages {
        guard let pieces = SyntaxCacheFuzzer.pieces[language] else {
            print("no pieces to type in \(language): one of \(SyntaxCacheFuzzer.pieces.keys.sorted().joined(separator: ", "))")
            exit(2)
        }
        for seed in options.seed..<(options.seed + UInt64(options.seeds)) {
            // A new set each seed: a run replays from its seed alone.
            var fuzzer = SyntaxCacheFuzzerPair(language: SyntaxCacheFuzzer.Language(source: source(language), pieces: pieces), seed: seed)
            typeIn(&fuzzer, "\(language), seed \(seed)")
            note("\(language), seed \(seed): \(fuzzer.steps) steps")
        }
    }
    exit(failures == 0 ? 0 : 1)
}

let trace: ((String) -> Void)? = options.trace ? { note($0) } : nil
for seed in options.seed..<(options.seed + UInt64(options.seeds)) {
    var fuzzer = EditorFuzzer(seed: seed, languages: options.languages.map(source))
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
