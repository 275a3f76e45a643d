import Glibc
import DentConfig
import Testing

/// The languages' indentation conventions (issue 51, item 1): the table, and
/// docs/CONFIGURATION.md's copy of it.
@Suite struct LanguageIndentationTests {
    @Test func theTableHoldsTheConventions() {
        let expected: [String: LanguageIndentation] = [
            "makefile": .tabs, "automake": .tabs, "go": .tabs, "yaml": .spaces(2), "json": .spaces(2), "ruby": .spaces(2),
            "html": .spaces(2), "css": .spaces(2), "js": .spaces(2), "typescript": .spaces(2), "python3": .spaces(4), "c": .spaces(4),
        ]
        for (id, indentation) in expected {
            #expect(LanguageIndentation.convention(for: id) == indentation, "\(id)")
        }
        #expect(LanguageIndentation.convention(for: "cobol") == nil, "a language not in the table has none")
        #expect(LanguageIndentation.convention(for: nil) == nil)
    }

    @Test func noLanguageIsInTwoRowsAndEverySizeIsOneIndentSizeTakes() {
        let ids = LanguageIndentation.conventions.flatMap(\.ids)
        #expect(Set(ids).count == ids.count)
        for row in LanguageIndentation.conventions {
            if case .spaces(let width) = row.indentation { #expect((1...16).contains(width)) }
        }
    }

    /// Each row as docs/CONFIGURATION.md's "Indentation" table writes it.
    @Test func theDocsListEveryRow() throws {
        let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let document = try #require(ConfigurationDocTests().readText(root + "/docs/CONFIGURATION.md"))
        for row in LanguageIndentation.conventions {
            let style: String
            switch row.indentation {
            case .tabs: style = "tabs"
            case .spaces(let width): style = "\(width) spaces"
            }
            let line = "| " + row.ids.map { "`\($0)`" }.joined(separator: ", ") + " | \(style) | \(row.origin) |"
            #expect(document.contains(line + "\n"), "missing: \(line)")
        }
    }
}
