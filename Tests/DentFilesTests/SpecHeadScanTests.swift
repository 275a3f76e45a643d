import DentSyntax
import DentTestSupport
import Glibc
import Testing
@testable import DentFiles

/// The catalog's byte scan of a spec's head against libxml2 (`XMLTreeReader.readHead`), the
/// reference: wherever the scan gives a tree it is libxml2's, lines included; what it cannot
/// read exactly it leaves to libxml2.
@Suite struct SpecHeadScanTests {
    static let leading = SpecFiles.headNames

    static func libxml2(_ text: String) -> XMLElement? {
        try? XMLTreeReader.readHead(Array(text.utf8), name: "t.lang", leading: leading)
    }

    static func scan(_ text: String) -> XMLElement? {
        SpecHeadScan.head(Array(text.utf8), leading: leading)
    }

    static let plain = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- licence
             text -->
        <language id="t" _name="T &amp; &lt;T&gt; &#233;&#x2713;" version="2.0"
                  _section='Other' hidden="true">
          <author>Someone <!-- between --> Else</author>
          <metadata>
            <property name="globs">*.t;*.tt</property>
            <!-- a comment in the metadata -->
            <property   name = "block-comment-start" >&lt;!--</property>
            <property name="empty"/>
          </metadata>

          <styles><style id="x" name="X"/></styles>
        """ + String(repeating: "  <definitions><context id=\"c\"><match>x</match></context></definitions>\n", count: 200) + "</language>\n"

    @Test func aPlainHeadIsLibxml2sTree() throws {
        let scanned = try #require(Self.scan(Self.plain))
        #expect(scanned == Self.libxml2(Self.plain))
        #expect(scanned.attribute("_name") == "T & <T> é✓")
        #expect(scanned.elements.map(\.name) == ["author", "metadata"], "the head ends at <styles>, unread")
    }

    @Test func theRestMayHoldCDATAEntitiesAndCommentsAfterTheRoot() throws {
        let text = Self.plain.replacing("<match>x</match>", with: "<match><![CDATA[<]]>&lt;&#x7B;</match>") + "<!-- after -->\n"
        let scanned = try #require(Self.scan(text))
        #expect(scanned == Self.libxml2(text))
    }

    /// Each case is one thing the scan does not read; libxml2 then decides.
    @Test(arguments: [
        ("a byte order mark", "\u{FEFF}" + SpecHeadScanTests.plain),
        ("another encoding", SpecHeadScanTests.plain.replacing("UTF-8", with: "ISO-8859-1")),
        ("a DOCTYPE", SpecHeadScanTests.plain.replacing("<!-- licence", with: "<!DOCTYPE language>\n<!-- licence")),
        ("a processing instruction", SpecHeadScanTests.plain.replacing("<!-- between -->", with: "<?pi x?>")),
        ("CDATA", SpecHeadScanTests.plain.replacing("*.t;*.tt", with: "<![CDATA[*.t]]>")),
        ("an entity of a DTD", SpecHeadScanTests.plain.replacing("&amp;", with: "&nbsp;")),
        ("a carriage return", SpecHeadScanTests.plain.replacing("\n", with: "\r\n")),
        ("a line break in an attribute", SpecHeadScanTests.plain.replacing("_section='Other'", with: "_section='Ot\nher'")),
        ("a tab in an attribute", SpecHeadScanTests.plain.replacing("_section='Other'", with: "_section='Ot\their'")),
        ("a repeated attribute", SpecHeadScanTests.plain.replacing("hidden=\"true\"", with: "id=\"u\"")),
        ("a prefixed name", SpecHeadScanTests.plain.replacing("<author>", with: "<author xml:lang=\"en\">")),
        ("a mismatched end tag", SpecHeadScanTests.plain.replacing("</author>", with: "</autor>")),
        ("-- in a comment", SpecHeadScanTests.plain.replacing("between", with: "be--tween")),
        ("]]> in text", SpecHeadScanTests.plain.replacing("*.t;*.tt", with: "*.t]]>")),
        ("a control character", SpecHeadScanTests.plain.replacing("*.t;*.tt", with: "*.t\u{1};*.tt")),
        ("a root that ends in its head", "<language id=\"t\" version=\"2.0\" name=\"T\"><metadata/></language>"),
        ("a root that closes itself", "<language id=\"t\" version=\"2.0\" name=\"T\"/>"),
        ("an unquoted attribute", SpecHeadScanTests.plain.replacing("hidden=\"true\"", with: "hidden=true")),
        ("an unclosed head", String(SpecHeadScanTests.plain.prefix(300))),
        ("an unknown entity after the head", SpecHeadScanTests.plain.replacing("<match>x</match>", with: "<match>&nbsp;</match>")),
        ("a mismatched end tag after the head", SpecHeadScanTests.plain.replacing("</context>", with: "</contxt>")),
        ("a repeated attribute after the head", SpecHeadScanTests.plain.replacing("<context id=\"c\">", with: "<context id=\"c\" id=\"d\">")),
        ("text after the root", SpecHeadScanTests.plain + "x"),
        ("an unclosed root", String(SpecHeadScanTests.plain.dropLast(12))),
    ])
    func whatTheScanCannotReadIsLeftToLibxml2(_ what: String, _ text: String) {
        #expect(Self.scan(text) == nil, "\(what)")
    }

    /// Random damage to the head's bytes and to what follows: wherever the scan still reads a
    /// tree, libxml2 reads the same one (a damaged file the scan accepts and libxml2 refuses
    /// would be a difference; the other way round is only libxml2 asked).
    @Test func damagedHeadsAreScannedAsLibxml2ReadsThemOrNotAtAll() throws {
        let bytes = Array(Self.plain.utf8)
        let styles = try #require(Self.plain.firstRange(of: "<styles"))
        let headEnd = Self.plain.utf8.distance(from: Self.plain.startIndex, to: styles.lowerBound)
        let alphabet = Array("<>/=\"'&;#!-? \n\tamp lt x1".utf8)
        var random = SplitMix64(state: 0x5CA4)
        var scanned = 0
        for _ in 0..<3_000 {
            var damaged = bytes
            for _ in 0...random.below(2) {
                let at = random.below(headEnd + 600)
                switch random.below(3) {
                case 0: damaged[at] = random.pick(alphabet)
                case 1: damaged.insert(random.pick(alphabet), at: at)
                default: damaged.remove(at: at)
                }
            }
            guard let tree = SpecHeadScan.head(damaged, leading: Self.leading) else { continue }
            scanned += 1
            let reference = try? XMLTreeReader.readHead(damaged, name: "t.lang", leading: Self.leading)
            #expect(tree == reference, "\(String(decoding: damaged.prefix(headEnd + 2), as: UTF8.self))")
        }
        #expect(scanned > 100, "some damage leaves a readable head: \(scanned)")
    }

    /// Every installed spec's head is scanned, and is libxml2's tree.
    @Test(.enabled(if: SpecInstalledTests.installed, "libgtksourceview-4-common is not installed"))
    func everyInstalledHeadIsScannedAsLibxml2ReadsIt() throws {
        for path in SpecInstalledTests.languageFiles() {
            let bytes = try SpecFiles.bytes(path).get()
            let tree = SpecHeadScan.head(bytes, leading: Self.leading)
            #expect(tree != nil, "\(path) is scanned")
            #expect(tree == (try XMLTreeReader.readHead(bytes, name: path, leading: Self.leading)), "\(path)")
        }
    }
}
