import DentSyntax
import Testing

/// The spans listing's own rules: GtkTextBuffer's line ends, code point columns, the end of a
/// text with no final line break.
@Suite struct SpanListingTests {
    static var set: LanguageSet { SpecFixtures.set(["t": EngineFixture.spec("t", styles: ["keyword", "string", "word"], #"""
        <context id="t"><include>
          <context id="kw" style-ref="keyword"><keyword>if</keyword></context>
          <context id="str" style-ref="string">
            <start>"</start><end>x$</end>
            <include><context id="w" style-ref="word"><match>[a-w]+</match></context></include>
          </context>
        </include></context>
        """#)]) }

    func listing(_ bytes: [UInt8]) throws -> String {
        let set = Self.set
        let highlighter = try #require(Highlighter(language: "t", in: set))
        return bytes.withUnsafeBufferPointer { SpanListing.listing(of: $0, highlighter: highlighter, in: set) }
    }

    @Test func linesEndAsInAGtkTextBuffer() throws {
        #expect(try listing(Array("if\r\nif\rif\u{2029}if\nif".utf8))
            == (1...5).map { "\($0)\t0\t2\tt:keyword\n" }.joined())
    }

    @Test func aCRLFLineEndsBeforeTheCR() throws {
        // The end `x$` matches only when the \r is not part of the line.
        #expect(try listing(Array("\"ax\r\nif".utf8)) == "1\t0\t1\tt:string\n1\t1\t2\tt:word\n1\t2\t3\tt:string\n2\t0\t2\tt:keyword\n")
    }

    @Test func columnsCountCodePoints() throws {
        #expect(try listing(Array("é\u{1F600}\tif".utf8)) == "1\t3\t5\tt:keyword\n")
    }

    /// An invalid sequence counts as one column per maximal ill-formed subpart, where
    /// gsv-reference.py's U+FFFD replacement puts it.
    @Test func invalidUTF8CountsAsTheReplacementCharacters() throws {
        #expect(try listing([0xE2, 0x80] + Array(" if".utf8)) == "1\t2\t4\tt:keyword\n")
        #expect(try listing([0xFF, 0xFE, 0xC3] + Array(" if".utf8)) == "1\t4\t6\tt:keyword\n")
    }

    /// GtkSourceView drops the last simple context of a text that ends inside a container with
    /// no line break after it; with the break it stays.
    @Test func theEndOfATextWithoutALineBreakIsAsInGtkSourceView() throws {
        #expect(try listing(Array("\"ab cd".utf8)) == "1\t0\t1\tt:string\n1\t1\t3\tt:word\n1\t3\t6\tt:string\n")
        #expect(try listing(Array("\"ab cd\n".utf8)) == "1\t0\t1\tt:string\n1\t1\t3\tt:word\n1\t3\t4\tt:string\n1\t4\t6\tt:word\n")
        #expect(try listing(Array("ab if".utf8)) == "1\t3\t5\tt:keyword\n")
    }

    /// The state after a line with an empty container at its end depends on the line break
    /// (EngineFixtures.emptyContainerAtLineEnd): after `\r\n` the next line does not start in it.
    @Test func theNextLineAfterAnEmptyContainerDependsOnTheBreak() throws {
        let set = SpecFixtures.set(EngineFixtures.emptyContainerAtLineEnd.specs)
        let highlighter = try #require(Highlighter(language: "t", in: set))
        func listing(_ text: String) -> String {
            Array(text.utf8).withUnsafeBufferPointer { SpanListing.listing(of: $0, highlighter: highlighter, in: set) }
        }
        #expect(listing("ab\r\ncd\r\nef\r\ngh") == "")
        #expect(listing("ab\ncd\u{2029}ef\rgh") == "3\t0\t2\tt:w\n4\t0\t2\tt:w\n")
    }
}
