import DentTestSupport
import Testing

/// The terminal fuzzer in every `swift test`: random terminal input typed into the real binary
/// on a pty, over fixed seeds; dent must survive it and leave the file untouched. Longer runs
/// with `dent-editor-fuzz --terminal` (docs/FUZZING.md).
@Suite("End to end: random terminal input")
struct TerminalFuzzTests {
    @Test(arguments: [UInt64(1), 2, 3])
    func randomTerminalBytesNeitherKillDentNorTouchTheFile(seed: UInt64) throws {
        let outcome = try TerminalFuzzer(dent: try TestExecutables.dent(), seed: seed).run(pieces: 2_000)
        #expect(outcome.pieces == 2_000, "\(outcome)")
        #expect(outcome.problems.isEmpty, "seed \(seed): \(outcome)")
    }
}
