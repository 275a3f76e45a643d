import DentSyntax
import Testing

/// dent's spans listing equals GtkSourceView's own highlighting (`gsv-reference.py`) of files in
/// many languages, each written to use that language's hard parts (ConformanceSamples).
@Suite struct ConformanceTests {
    @Test(.enabled(if: GtkReference.isAvailable, "needs /usr/bin/python3 with GtkSource 4 (python3-gi, gir1.2-gtksource-4) and the installed specs"),
          arguments: ConformanceSamples.all)
    func sameSpansAsGtkSourceView(_ sample: ConformanceSample) throws {
        let (ours, theirs) = try Self.listings(of: sample)
        #expect(ours == theirs, "\(sample.language):\n\(Self.difference(ours, theirs))")
    }

    /// `sample`'s spans listing, dent's and GtkSourceView's.
    static func listings(of sample: ConformanceSample) throws -> (ours: String, theirs: String) {
        let set = SpecFixtures.installed()
        let highlighter = try #require(Highlighter(language: sample.language, in: set), "\(set.problems)")
        let bytes = Array(sample.text.utf8)
        let ours = bytes.withUnsafeBufferPointer { SpanListing.listing(of: $0, highlighter: highlighter, in: set) }
        return (ours, try GtkReference.spans(of: bytes, name: sample.fileName, language: sample.language))
    }

    /// Issue 53 part 2: the line after one longer than the part dent colours starts where the
    /// whole line ends, as GtkSourceView's does (a `<style>` element, a comment or a string
    /// that closes past the cut). The long lines' spans are compared up to the cut.
    @Test(.enabled(if: GtkReference.isAvailable, "needs /usr/bin/python3 with GtkSource 4 (python3-gi, gir1.2-gtksource-4) and the installed specs"),
          arguments: ConformanceSamples.longLines)
    func theLinesAfterALongLineAreGtkSourceViews(_ sample: ConformanceSample) throws {
        let (ours, theirs) = try Self.listings(of: sample)
        #expect(Self.cut(ours) == Self.cut(theirs), "\(sample.language):\n\(Self.difference(Self.cut(ours), Self.cut(theirs)))")
    }

    /// `listing` with its spans cut at column `Highlighter.lineLimit`, where dent stops
    /// colouring a line (the samples' long lines are ASCII: a column a byte).
    static func cut(_ listing: String) -> String {
        let limit = Highlighter.lineLimit
        return listing.split(separator: "\n").compactMap { span -> String? in
            var fields = span.split(separator: "\t").map(String.init)
            guard fields.count >= 4, let start = Int(fields[1]), let end = Int(fields[2]), start < limit else { return nil }
            fields[2] = String(Swift.min(end, limit))
            return fields.joined(separator: "\t")
        }.joined(separator: "\n")
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

extension ConformanceSamples {
    /// Files with lines longer than the part dent colours, each closing or opening a context
    /// past the cut that the lines after depend on.
    static let longLines: [ConformanceSample] = [
        ConformanceSample(language: "html", fileName: "long.html", text: "<html><head>\n<style>"
            + (0..<160).map { ".c\($0) { color: red; margin: 0 \($0)px; }" }.joined() + "</style>\n<body><p class=\"x\">hello</p>\n<!-- "
            + String(repeating: "y", count: 4200) + " -->\n<b id=\"y\">t</b>\n<script>var s = \"" + String(repeating: "z", count: 4300)
            + "\"; if (a) { b(); }</script>\n<i>done</i>\n"),
        ConformanceSample(language: "js", fileName: "long.js", text: "var a = `" + String(repeating: "q", count: 4500)
            + "\nstill template ${x}`;\n/* " + String(repeating: "c", count: 4200) + " */ var b = 1;\nfunction f() { return \"s\"; }\n"),
        ConformanceSample(language: "c", fileName: "long.c", text: "int a; /* " + String(repeating: "w", count: 4300)
            + " */ int b;\nint main(void) { return 0; }\nchar *s = \"" + String(repeating: "e", count: 4300) + "\\\n continued\";\nint c;\n"),
    ]
}
