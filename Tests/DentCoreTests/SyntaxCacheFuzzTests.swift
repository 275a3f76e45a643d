import DentCore
import DentTestSupport
import Testing

/// Typing in real languages, every frame checked against highlighting from the top
/// (`SyntaxCacheFuzzer`; longer runs: `dent-editor-fuzz --syntax`, docs/FUZZING.md).
@Suite(.enabled(if: RealSpecs.installed, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
struct SyntaxCacheFuzzTests {
    @Test(arguments: SyntaxCacheFuzzer.pieces.keys.sorted())
    func everyFrameShowsTheLinesAsHighlightedFromTheTop(_ language: String) throws {
        let source = try #require(RealSpecs.source(language))
        let pieces = try #require(SyntaxCacheFuzzer.pieces[language])
        var fuzzer = SyntaxCacheFuzzerPair(language: SyntaxCacheFuzzer.Language(source: source, pieces: pieces), seed: 1)
        for _ in 0..<240 {
            let problems = fuzzer.step()
            guard problems.isEmpty else {
                Issue.record("\(language), seed 1: \(problems.prefix(3).joined(separator: "; "))")
                return
            }
        }
        #expect(fuzzer.steps == 240)
    }

    /// The editor fuzzer with documents highlighted in real languages (its long runs:
    /// `dent-editor-fuzz --languages`): auto-pairs, smart indentation, comment toggles and
    /// brackets on real strings and comments, every invariant checked after each event.
    @Test func theEditorFuzzerBreaksNoInvariantInRealLanguages() throws {
        let languages = try ["c", "python3", "sh", "html", "markdown", "js"].map { try #require(RealSpecs.source($0)) }
        var fuzzer = EditorFuzzer(seed: 0x5EED_1000, languages: languages)
        do throws(EditorFuzzer.Failure) {
            try fuzzer.run(events: 2_000)
        } catch {
            Issue.record("\(error)")
        }
        #expect(fuzzer.count == 2_000)
    }
}
