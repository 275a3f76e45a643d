/// A GtkSourceView style scheme (`styles/*.xml`, the "Style Scheme Definition Reference"): a
/// palette of named colours, the look of each style by name (`def:comment`, `c:preprocessor`,
/// and the editor's own: `text`, `selection`, `current-line`, `line-numbers`…), and a parent
/// scheme whose styles and colours it inherits (`parent-scheme`).
public struct StyleScheme: Sendable, Equatable {
    public var id: String
    public var name: String
    public var description: String
    public var parentID: String?
    public var path: String
    var palette: [String: String]
    var styles: [String: DeclaredStyle]
    /// The schemes it inherits from, nearest first (`inheriting(from:)` fills it in).
    var ancestors: [StyleScheme] = []

    /// The scheme `root` declares, as gtksourcestylescheme.c reads it: a `<style-scheme>` of
    /// version 1.0 with an id and a name, whose children are `<color name value>` (the value
    /// `#…`), `<style name …>` (with `use-style` naming a style declared earlier in the file,
    /// and then no other attribute), `<author>`, `<description>`/`<_description>` and
    /// `<metadata>`; anything else is a problem, and the scheme is not used.
    public static func read(_ root: XMLElement, path: String) -> Result<StyleScheme, SpecProblem> {
        func problem(_ element: XMLElement, _ message: String) -> Result<StyleScheme, SpecProblem> {
            .failure(SpecProblem(path: path, line: element.line, message: message))
        }
        guard root.name == "style-scheme" else { return problem(root, "the root element is <\(root.name)>, not <style-scheme>") }
        guard let version = root.attribute("version") else { return problem(root, "<style-scheme> has no version") }
        guard version == "1.0" else { return problem(root, "unsupported version \(version)") }
        guard let id = root.attribute("id") else { return problem(root, "<style-scheme> has no id") }
        guard let name = root.attribute("_name") ?? root.attribute("name") else { return problem(root, "<style-scheme> has no name") }
        var scheme = StyleScheme(id: id, name: name, description: "", parentID: root.attribute("parent-scheme"),
                                 path: path, palette: [:], styles: [:])
        for child in root.elements {
            switch child.name {
            case "color":
                guard let colorName = child.attribute("name"), !colorName.isEmpty else { return problem(child, "<color> has no name") }
                guard let value = child.attribute("value"), value.hasPrefix("#"), value.count > 1 else {
                    return problem(child, "color \(colorName): the value is not #RGB or #name")
                }
                guard scheme.palette[colorName] == nil else { return problem(child, "color \(colorName) is defined twice") }
                scheme.palette[colorName] = value
            case "style":
                guard let styleName = child.attribute("name") else { return problem(child, "<style> has no name") }
                if let used = child.attribute("use-style") {
                    guard let style = scheme.styles[used] else { return problem(child, "style \(styleName): unknown style \(used)") }
                    guard !DeclaredStyle.styleAttributes.contains(where: { child.attribute($0) != nil }) else {
                        return problem(child, "style \(styleName): style attributes used along with use-style")
                    }
                    scheme.styles[styleName] = style
                } else {
                    scheme.styles[styleName] = DeclaredStyle(child)
                }
            case "description", "_description": scheme.description = CatalogText.trimmed(child.text)
            case "author", "metadata": continue
            default: return problem(child, "unknown element <\(child.name)>")
            }
        }
        return .success(scheme)
    }

    /// This scheme with its parents found through `scheme` (by id), nearest first; a parent that
    /// is missing or leads back round ends the chain there, with the problem (GtkSourceView
    /// warns and uses the scheme without it).
    public func inheriting(from scheme: (String) -> StyleScheme?) -> (scheme: StyleScheme, problem: SpecProblem?) {
        var chain: [StyleScheme] = []
        var seen: Set<String> = [id]
        var next = parentID
        while let parentID = next {
            guard !seen.contains(parentID) else {
                return (with(chain), SpecProblem(path: path, line: 0, message: "parent scheme \(parentID) leads back to \(id)"))
            }
            guard let parent = scheme(parentID) else {
                return (with(chain), SpecProblem(path: path, line: 0, message: "unknown parent scheme \(parentID)"))
            }
            seen.insert(parentID)
            var plain = parent
            plain.ancestors = []
            chain.append(plain)
            next = parent.parentID
        }
        return (with(chain), nil)
    }

    private func with(_ ancestors: [StyleScheme]) -> StyleScheme {
        var scheme = self
        scheme.ancestors = ancestors
        return scheme
    }

    /// Every style name the scheme or one of its parents declares.
    public var declaredNames: Set<String> {
        ([self] + ancestors).reduce(into: Set<String>()) { $0.formUnion($1.styles.keys) }
    }

    /// How the scheme draws `style` (a style id or an editor style such as `text`): its own
    /// declaration, else its parents', with colours from the palette of the scheme that
    /// declares it and then that one's parents (`get_color_by_name`); a colour that names
    /// nothing is left unset. `def:net-address` falls back to `def:underlined`, as
    /// gtk_source_style_scheme_get_style does for schemes older than the name.
    public func style(named style: String) -> SchemeStyle? {
        let layers = [self] + ancestors
        for name in style == "def:net-address" ? [style, "def:underlined"] : [style] {
            for (index, layer) in layers.enumerated() {
                guard let declared = layer.styles[name] else { continue }
                return Self.resolve(declared, palettes: layers[index...].map(\.palette))
            }
        }
        return nil
    }

    /// The look of a highlighted style: the first of its own name and its `map-to` chain that
    /// the scheme declares (gtksourcecontextengine.c's `set_tag_style`); nil when the scheme
    /// styles none of them (the text keeps the look around it). `name` is the entry used.
    public func style(for style: SyntaxStyle) -> (name: String, style: SchemeStyle)? {
        for name in [style.name] + style.mapsTo {
            if let found = self.style(named: name) { return (name, found) }
        }
        return nil
    }

    private static func resolve(_ declared: DeclaredStyle, palettes: [[String: String]]) -> SchemeStyle {
        func color(_ reference: String?) -> SchemeColor? {
            guard let reference else { return nil }
            if let hex = SchemeColor(hex: reference) { return hex }
            return palettes.lazy.compactMap { $0[reference] }.first.flatMap(SchemeColor.init(hex:))
        }
        return SchemeStyle(foreground: color(declared.foreground), background: color(declared.background),
                           lineBackground: color(declared.lineBackground), bold: declared.bold, italic: declared.italic,
                           underline: declared.underline, strikethrough: declared.strikethrough)
    }
}
