import DentSyntax
import Testing

/// dent's spans listing equals GtkSourceView's own highlighting (`gsv-reference.py`) of files in
/// many languages, each written to use that language's hard parts (ConformanceSamples).
@Suite struct ConformanceTests {
    @Test(.enabled(if: GtkReference.isAvailable, "needs /usr/bin/python3 with GtkSource 4 (python3-gi, gir1.2-gtksource-4) and the installed specs"),
          arguments: ConformanceSamples.all)
    func sameSpansAsGtkSourceView(_ sample: ConformanceSample) throws {
        let set = SpecFixtures.installed()
        let highlighter = try #require(Highlighter(language: sample.language, in: set), "\(set.problems)")
        let bytes = Array(sample.text.utf8)
        let ours = bytes.withUnsafeBufferPointer { SpanListing.listing(of: $0, highlighter: highlighter, in: set) }
        let theirs = try GtkReference.spans(of: bytes, name: sample.fileName, language: sample.language)
        #expect(ours == theirs, "\(sample.language):\n\(Self.difference(ours, theirs))")
    }

    /// The first lines where the listings differ, ours (-) against GtkSourceView's (+).
    static func difference(_ ours: String, _ theirs: String) -> String {
        let a = ours.split(separator: "\n")
        let b = theirs.split(separator: "\n")
        var out: [String] = []
        var i = 0
        var j = 0
        while (i < a.count || j < b.count) && out.count < 16 {
            if i < a.count && j < b.count && a[i] == b[j] {
                i += 1
                j += 1
                continue
            }
            let lineA = i < a.count ? Int(a[i].split(separator: "\t")[0]) ?? 0 : Int.max
            let lineB = j < b.count ? Int(b[j].split(separator: "\t")[0]) ?? 0 : Int.max
            if lineA <= lineB, i < a.count {
                out.append("- " + a[i])
                i += 1
            }
            if lineB <= lineA, j < b.count {
                out.append("+ " + b[j])
                j += 1
            }
        }
        return out.joined(separator: "\n")
    }
}

struct ConformanceSample: Sendable, CustomTestStringConvertible {
    var language: String
    var fileName: String
    var text: String
    var testDescription: String { language }
}
