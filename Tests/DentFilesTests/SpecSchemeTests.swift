import DentSyntax
import DentTestSupport
import Glibc
import Testing
@testable import DentFiles

/// Style schemes through the catalog: found by id across folders with their parents, and the
/// installed ones read as GtkSourceView reads them.
@Suite struct SpecSchemeTests {
    typealias Tree = SpecCatalogTests.Tree

    static func scheme(_ id: String, parent: String? = nil, _ body: String) -> String {
        "<style-scheme id=\"\(id)\" name=\"\(id)\" version=\"1.0\"\(parent.map { " parent-scheme=\"\($0)\"" } ?? "")>\(body)</style-scheme>"
    }

    @Test func aSchemeIsFoundByIdWithItsParentsInOtherFolders() throws {
        let tree = try Tree()
        let userStyles = tree.root.file("home/.local/share/dent/styles")
        let systemStyles = tree.root.file("system/gtksourceview-4/styles")
        try tree.write(systemStyles, "base.xml", Self.scheme("base", "<style name='def:comment' italic='true'/><style name='def:string' bold='true'/>"))
        try tree.write(userStyles, "named-otherwise.xml", Self.scheme("mine", parent: "base", "<style name='def:string' bold='false'/>"))
        try tree.write(systemStyles, "mine.xml", Self.scheme("mine", "<style name='def:string' underline='true'/>"))
        let catalog = tree.catalog()
        let mine = try #require(try catalog.scheme("mine")?.get())
        #expect(mine.path == userStyles + "/named-otherwise.xml", "the user's folder first, whatever the file's name")
        #expect(mine.style(named: "def:string") == SchemeStyle(bold: false))
        #expect(mine.style(named: "def:comment") == SchemeStyle(italic: true), "from the parent")
        #expect(catalog.scheme("nosuch") == nil)
        #expect(catalog.allSchemes().schemes.map(\.id).sorted() == ["base", "mine"])
    }

    @Test func brokenSchemesAreProblemsAndDoNotStopTheOthers() throws {
        let tree = try Tree()
        let styles = tree.root.file("system/gtksourceview-4/styles")
        try tree.write(styles, "ok.xml", Self.scheme("ok", parent: "gone", "<style name='text' bold='true'/>"))
        try tree.write(styles, "broken.xml", "<style-scheme id='broken' name='B' version='1.0'>\n<style name='a'>\n</style-scheme>")
        let catalog = tree.catalog()
        guard case .failure(let problem)? = catalog.scheme("broken") else { Issue.record("broken.xml read"); return }
        #expect(problem.path == styles + "/broken.xml" && problem.line == 3, "\(problem)")
        #expect(try catalog.scheme("ok")?.get().style(named: "text")?.bold == true, "a missing parent leaves the scheme usable")
        let all = catalog.allSchemes()
        #expect(all.schemes.map(\.id) == ["ok"])
        #expect(all.problems.map { PathNames.baseName(of: $0.path) } == ["broken.xml", "ok.xml"], "\(all.problems)")
    }

    /// Every style every installed scheme names, in every installed scheme, as GtkSourceView's
    /// `gtk_source_style_scheme_get_style` gives it (colours, bold, italic, underline,
    /// strikethrough, line background; "none" when the scheme has no such style).
    @Test(.enabled(if: SpecInstalledTests.installed && SpecInstalledTests.reference, "GtkSourceView 4's Python bindings are not installed"))
    func installedSchemesReadAsGtkSourceViewReadsThem() throws {
        let styles = SpecInstalledTests.system + "/styles"
        let script = """
            import gi, glob, xml.etree.ElementTree as ET
            gi.require_version('GtkSource', '4')
            from gi.repository import GtkSource
            manager = GtkSource.StyleSchemeManager.new()
            manager.set_search_path(['\(styles)'])
            names = {'def:net-address'}
            for path in glob.glob('\(styles)/*.xml'):
                names.update(style.get('name') for style in ET.parse(path).getroot().iter('style'))
            def field(present, value):
                return str(value) if present else '-'
            for scheme_id in manager.get_scheme_ids():
                scheme = manager.get_scheme(scheme_id)
                for name in sorted(names):
                    style = scheme.get_style(name)
                    if style is None:
                        print(scheme_id, name, 'none', sep='\\t')
                        continue
                    p = style.props
                    print(scheme_id, name, field(p.foreground_set, p.foreground), field(p.background_set, p.background),
                          field(p.bold_set, p.bold), field(p.italic_set, p.italic),
                          field(p.underline_set, p.pango_underline.value_nick), field(p.strikethrough_set, p.strikethrough),
                          field(p.line_background_set, p.line_background), sep='\\t')
            """
        let result = try ProcessRunner.run("/usr/bin/python3", ["-c", script])
        try #require(result.exitStatus == 0, "\(result)")
        let catalog = SpecInstalledTests.catalog()
        let all = catalog.allSchemes()
        #expect(all.problems.isEmpty, "\(all.problems)")
        #expect(all.schemes.count >= 7)
        let byID = Dictionary(all.schemes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(try all.schemes.allSatisfy { try catalog.scheme($0.id)?.get() == $0 }, "scheme(id) finds what allSchemes lists")
        var compared = 0
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let scheme = try #require(byID[fields[0]], "\(fields[0])")
            // Colours as the scheme spells them (#FFFFFF, #ffffff), in one spelling.
            let theirs = fields[2...].enumerated().map { index, field in
                [0, 1, 6].contains(index) ? SchemeColor(hex: field)?.description ?? field : field
            }
            #expect(Self.describe(scheme.style(named: fields[1])) == theirs.joined(separator: "\t"), "\(fields[0]) \(fields[1])")
            compared += 1
        }
        #expect(compared > 500, "\(compared)")
    }

    /// A style in the form the Python script prints it.
    static func describe(_ style: SchemeStyle?) -> String {
        guard let style else { return "none" }
        func color(_ color: SchemeColor?) -> String { color?.description ?? "-" }
        func flag(_ flag: Bool?) -> String { flag.map { $0 ? "True" : "False" } ?? "-" }
        let underline = style.underline.map { $0 == .off ? "none" : $0.rawValue } ?? "-"
        return [color(style.foreground), color(style.background), flag(style.bold), flag(style.italic), underline,
                flag(style.strikethrough), color(style.lineBackground)].joined(separator: "\t")
    }
}
