@testable import DentSyntax // SpanListing.lineEnd, characterLength
import Testing

/// The context classes (`highlight(…classes:)`) equal GtkSourceView's class tags
/// (`gsv-reference.py --classes --all`: every run, styled or not, with its classes).
@Suite struct ClassConformanceTests {
    static let samples = [ConformanceSamples.c, ConformanceSamples.python3, ConformanceSamples.sh,
                          ConformanceSamples.html, ConformanceSamples.markdown, ConformanceSamples.perl]

    @Test(.enabled(if: GtkReference.isAvailable, "needs /usr/bin/python3 with GtkSource 4 (python3-gi, gir1.2-gtksource-4) and the installed specs"),
          arguments: samples)
    func sameClassesAsGtkSourceView(_ sample: ConformanceSample) throws {
        let set = SpecFixtures.installed()
        let highlighter = try #require(Highlighter(language: sample.language, in: set))
        let bytes = Array(sample.text.utf8)
        let ours = bytes.withUnsafeBufferPointer { listing($0, highlighter, set) }
        let theirs = try GtkReference.spans(of: bytes, name: sample.fileName, language: sample.language,
                                            extraArguments: ["--classes", "--all"], columns: [0, 1, 2, 3, 5])
        #expect(ours == theirs, "\(sample.language):\n\(ConformanceTests.difference(ours, theirs))")
    }

    /// Each line cut where the style or the classes change, all of it: `line start end style
    /// classes` with "-" for none, classes by name in order.
    func listing(_ text: UnsafeBufferPointer<UInt8>, _ highlighter: Highlighter, _ set: LanguageSet) -> String {
        var out = ""
        var state = LineState.initial
        var start = 0
        var number = 1
        while start < text.count {
            let (end, next) = SpanListing.lineEnd(in: text, from: start)
            let line = UnsafeBufferPointer(rebasing: text[start..<end])
            var runs: [StyleRun] = []
            var classes: [ClassRun] = []
            state = highlighter.highlight(line, isFirstLine: number == 1, from: state, into: &runs, classes: &classes)
            var styleAt = [String](repeating: "-", count: line.count)
            var classAt = [String](repeating: "-", count: line.count)
            for run in runs { for index in run.range { styleAt[index] = set.style(run.style).name } }
            for run in classes {
                let text = set.contextClassNames(in: run.classes).sorted().joined(separator: ",")
                for index in run.range { classAt[index] = text.isEmpty ? "-" : text }
            }
            var byte = 0
            var column = 0
            var from = (0, "", "")
            while byte < line.count {
                let key = (styleAt[byte], classAt[byte])
                if byte == 0 || key != (from.1, from.2) {
                    if byte > 0 { out += "\(number)\t\(from.0)\t\(column)\t\(from.1)\t\(from.2)\n" }
                    from = (column, key.0, key.1)
                }
                byte += SpanListing.characterLength(line, at: byte)
                column += 1
            }
            if line.count > 0 { out += "\(number)\t\(from.0)\t\(column)\t\(from.1)\t\(from.2)\n" }
            number += 1
            start = next
        }
        return out
    }
}
