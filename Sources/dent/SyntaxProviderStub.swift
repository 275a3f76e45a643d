// TEMPORARY: deleted when the catalog (DentFiles/Syntax: SpecCatalog, guessLanguage, StyleScheme)
// lands; SyntaxSetup then asks the catalog instead. Until then: specs and schemes only from
// /usr/share/gtksourceview-4, languages guessed by extension alone.
import DentCore
import DentFiles
import DentScreen
import DentSyntax

enum SyntaxProviderStub {
    static let root = "/usr/share/gtksourceview-4"

    /// A language id's spec, read and parsed (nil: no such file).
    static func spec(_ id: String) -> Result<SpecSource, SpecProblem>? {
        let path = "\(root)/language-specs/\(id).lang"
        guard let bytes = try? FileLoader.load(path: path).buffer.allBytes else { return nil }
        if let problem = XMLTreeReader.load() { return .failure(SpecProblem(path: path, line: 0, message: problem.description)) }
        do throws(XMLReadError) {
            return .success(SpecSource(root: try XMLTreeReader.read(bytes, name: path), path: path))
        } catch {
            return .failure(SpecProblem(path: path, line: error.line, message: error.message))
        }
    }

    static let byExtension = ["c": "c", "h": "c", "py": "python3", "sh": "sh", "md": "markdown", "html": "html"]

    static func guessLanguage(path: String, firstLine: [UInt8]) -> String? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        return byExtension[String(path[path.index(after: dot)...])]
    }

    /// The language ids installed, for "Set language".
    static func languages() -> [String] {
        DirectoryListing.entries(of: "\(root)/language-specs").map(\.name).filter { $0.hasSuffix(".lang") }
            .map { String($0.dropLast(5)) }.sorted()
    }

    /// A scheme's styles, `use-style` and colour names resolved (nil: no such scheme).
    static func scheme(_ name: String) -> [String: SchemeStyle]? {
        guard XMLTreeReader.load() == nil, let bytes = try? FileLoader.load(path: "\(root)/styles/\(name).xml").buffer.allBytes,
              let root = try? XMLTreeReader.read(bytes, name: name) else { return nil }
        var colors: [String: String] = [:]
        for color in root.elements(named: "color") { if let name = color.attribute("name"), let value = color.attribute("value") { colors[name] = value } }
        func color(_ text: String?) -> Color? {
            guard let text else { return nil }
            let hex = Array((colors[text] ?? text).utf8.drop { $0 == UInt8(ascii: "#") })
            guard hex.count == 6, let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16) else { return nil }
            return .rgb(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        }
        let elements = root.elements(named: "style")
        var styles: [String: SchemeStyle] = [:]
        for element in elements {
            guard let name = element.attribute("name") else { continue }
            let used = element.attribute("use-style").flatMap { used in elements.first { $0.attribute("name") == used } } ?? element
            styles[name] = SchemeStyle(foreground: color(used.attribute("foreground")), background: color(used.attribute("background")),
                                       bold: used.attribute("bold") == "true", underline: used.attribute("underline").map { $0 != "none" && $0 != "false" } ?? false)
        }
        return styles
    }

    /// Until the engine lands (its `Highlighter` is a stub that never highlights), C files get
    /// block comments from this, so the session's highlighting can be seen and tested end to end.
    final class CommentsOnly: LineHighlighting, SyntaxStyleNaming {
        func style(_ id: StyleID) -> SyntaxStyle { SyntaxStyle(name: "c:comment", mapsTo: ["def:comment"]) }
        func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState, into runs: inout [StyleRun]) -> LineState {
            var open = state.id == 1
            var start = 0
            var index = 0
            while index < line.count {
                let pair = index + 1 < line.count ? (line[index], line[index + 1]) : (line[index], 0)
                if !open && pair == (0x2F, 0x2A) { (open, start, index) = (true, index, index + 2); continue }
                if open && pair == (0x2A, 0x2F) { runs.append(StyleRun(start..<(index + 2), StyleID(index: 0))); (open, index) = (false, index + 2); continue }
                index += 1
            }
            if open { runs.append(StyleRun(start..<line.count, StyleID(index: 0))) }
            return LineState(id: open ? 1 : 0)
        }
    }
}
