import DentFiles
import DentSyntax
import Testing

@Suite struct XMLTreeReaderTests {
    func read(_ text: String) throws(XMLReadError) -> XMLElement {
        try XMLTreeReader.read(Array(text.utf8), name: "test.lang")
    }

    @Test func elementsAttributesTextAndLines() throws {
        let root = try read("""
            <?xml version="1.0"?>
            <language id="t" version="2.0">
              <!-- a comment -->
              <keyword>if &amp; <![CDATA[<then>]]></keyword>
              <empty a="1" b='&lt;'/>
            </language>
            """)
        #expect(root.name == "language")
        #expect(root.attribute("id") == "t")
        #expect(root.line == 2)
        #expect(root.elements.map(\.name) == ["keyword", "empty"])
        #expect(root.element(named: "keyword")?.text == "if & <then>")
        #expect(root.element(named: "keyword")?.line == 4)
        #expect(root.element(named: "empty")?.attributes == [XMLAttribute("a", "1"), XMLAttribute("b", "<")])
    }

    @Test func malformedXMLSaysWhereAndWhy() {
        #expect(throws: XMLReadError.self) { try read("<a>\n<b></a>") }
        do {
            _ = try read("<a>\n<b></a>")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains("mismatch"))
        }
    }

    @Test func externalEntitiesAreNotLoaded() throws {
        let root = try read("""
            <!DOCTYPE a [<!ENTITY x SYSTEM "/etc/hostname">]>
            <a>&x;</a>
            """)
        #expect(root.text.isEmpty)
    }
}
