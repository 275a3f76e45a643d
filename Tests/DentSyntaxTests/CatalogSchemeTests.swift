import DentFiles
import Testing
@testable import DentSyntax

@Suite struct CatalogSchemeTests {
    func scheme(_ text: String, path: String = "s.xml") throws -> Result<StyleScheme, SpecProblem> {
        StyleScheme.read(try XMLTreeReader.read(Array(text.utf8), name: path), path: path)
    }

    static let base = """
        <style-scheme id="base" _name="Base" version="1.0">
          <author>Someone</author>
          <_description>A test scheme</_description>
          <color name="blue" value="#0000FF"/>
          <color name="grey" value="#888"/>
          <style name="def:comment" foreground="blue" italic="true"/>
          <style name="def:keyword" foreground="#A52A2A" bold="yes"/>
          <style name="def:type" foreground="grey" weight="semibold"/>
          <style name="def:underlined" underline="single"/>
          <style name="def:string" background="nosuchcolour" strikethrough="1" underline="error"/>
          <style name="def:identifier" use-style="def:keyword"/>
          <style name="text" foreground="#000000" background="#FFFFFF"/>
        </style-scheme>
        """

    @Test func stylesResolveTheirColours() throws {
        let base = try scheme(Self.base).get()
        #expect(base.id == "base" && base.name == "Base" && base.description == "A test scheme")
        #expect(base.style(named: "def:comment") == SchemeStyle(foreground: SchemeColor(red: 0, green: 0, blue: 255), italic: true))
        #expect(base.style(named: "def:keyword") == SchemeStyle(foreground: SchemeColor(red: 0xA5, green: 0x2A, blue: 0x2A), bold: true))
        #expect(base.style(named: "def:type") == SchemeStyle(foreground: SchemeColor(red: 0x88, green: 0x88, blue: 0x88), bold: true))
        #expect(base.style(named: "def:string") == SchemeStyle(underline: .error, strikethrough: true), "an unknown colour is left unset")
        #expect(base.style(named: "def:identifier") == base.style(named: "def:keyword"), "use-style copies")
        #expect(base.style(named: "text")?.background == SchemeColor(red: 255, green: 255, blue: 255))
        #expect(base.style(named: "def:number") == nil)
    }

    @Test func netAddressFallsBackToUnderlined() throws {
        let base = try scheme(Self.base).get()
        #expect(base.style(named: "def:net-address") == SchemeStyle(underline: .single))
    }

    @Test func aStyleFollowsItsMapToChain() throws {
        let base = try scheme(Self.base).get()
        let doc = SyntaxStyle(name: "c:doc-comment", mapsTo: ["c:comment", "def:doc-comment", "def:comment"])
        #expect(base.style(for: doc)?.name == "def:comment")
        #expect(base.style(for: SyntaxStyle(name: "def:keyword", mapsTo: []))?.name == "def:keyword")
        #expect(base.style(for: SyntaxStyle(name: "c:nothing", mapsTo: ["def:nothing"])) == nil)
    }

    @Test func aChildInheritsStylesAndColours() throws {
        let base = try scheme(Self.base).get()
        let child = try scheme("""
            <style-scheme id="child" name="Child" parent-scheme="base" version="1.0">
              <color name="blue" value="#000080"/>
              <style name="def:keyword" foreground="blue"/>
            </style-scheme>
            """).get()
        let (resolved, problem) = child.inheriting(from: { $0 == "base" ? base : nil })
        #expect(problem == nil)
        #expect(resolved.style(named: "def:keyword") == SchemeStyle(foreground: SchemeColor(red: 0, green: 0, blue: 0x80)))
        #expect(resolved.style(named: "def:comment")?.foreground == SchemeColor(red: 0, green: 0, blue: 255),
                "a parent's style takes the parent's palette")
        #expect(resolved.style(named: "def:type")?.foreground == SchemeColor(red: 0x88, green: 0x88, blue: 0x88))
    }

    @Test func aMissingOrCircularParentIsAProblemAndTheSchemeStays() throws {
        let a = try scheme(#"<style-scheme id="a" name="A" parent-scheme="b" version="1.0"><style name="x" bold="true"/></style-scheme>"#).get()
        let b = try scheme(#"<style-scheme id="b" name="B" parent-scheme="a" version="1.0"/>"#).get()
        let missing = a.inheriting(from: { _ in nil })
        #expect(missing.problem?.message.contains("unknown parent scheme b") == true)
        #expect(missing.scheme.style(named: "x")?.bold == true)
        let circular = a.inheriting(from: { $0 == "a" ? a : $0 == "b" ? b : nil })
        #expect(circular.problem?.message.contains("leads back") == true)
        #expect(circular.scheme.style(named: "x")?.bold == true)
    }

    @Test func malformedSchemesAreProblemsWithTheirLine() throws {
        let cases = [
            ("<language id='x'/>", "not <style-scheme>"),
            ("<style-scheme id='x' name='X'/>", "no version"),
            ("<style-scheme id='x' name='X' version='2.0'/>", "unsupported version"),
            ("<style-scheme name='X' version='1.0'/>", "no id"),
            ("<style-scheme id='x' name='X' version='1.0'>\n<color name='a' value='red'/></style-scheme>", "not #RGB"),
            ("<style-scheme id='x' name='X' version='1.0'>\n<color name='a' value='#fff'/><color name='a' value='#000'/></style-scheme>", "twice"),
            ("<style-scheme id='x' name='X' version='1.0'>\n<style name='a' use-style='b'/></style-scheme>", "unknown style b"),
            ("<style-scheme id='x' name='X' version='1.0'>\n<style name='b'/><style name='a' use-style='b' bold='true'/></style-scheme>", "along with use-style"),
            ("<style-scheme id='x' name='X' version='1.0'>\n<colour name='a'/></style-scheme>", "unknown element <colour>"),
        ]
        for (text, message) in cases {
            guard case .failure(let problem) = try scheme(text, path: "bad.xml") else {
                Issue.record("\(message): read")
                continue
            }
            #expect(problem.path == "bad.xml" && problem.message.contains(message), "\(problem)")
            if text.contains("\n") { #expect(problem.line == 2, "\(problem)") }
        }
    }

    @Test func hexColoursInEveryWidth() {
        #expect(SchemeColor(hex: "#fff") == SchemeColor(red: 255, green: 255, blue: 255))
        #expect(SchemeColor(hex: "#123456") == SchemeColor(red: 0x12, green: 0x34, blue: 0x56))
        #expect(SchemeColor(hex: "#ffff00000000") == SchemeColor(red: 255, green: 0, blue: 0))
        #expect(SchemeColor(hex: "#800800800") == SchemeColor(red: 128, green: 128, blue: 128))
        #expect(SchemeColor(hex: "#12345") == nil)
        #expect(SchemeColor(hex: "#gggggg") == nil)
        #expect(SchemeColor(hex: "123456") == nil)
        #expect(SchemeColor(red: 1, green: 0xab, blue: 255).description == "#01abff")
    }
}
