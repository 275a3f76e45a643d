/// What dent knows of a language without loading its spec: the `<language>` element's
/// attributes and its `<metadata>` (GtkSourceView's "Language Definition v2.0 Reference"), read
/// the way gtksourcelanguage.c reads them: the id is the `id` attribute (else the name) in ASCII
/// lower case, the name is `_name` or `name`, the section `_section` or `section`, `hidden` is
/// true, yes or 1, and `globs` and `mimetypes` are `;`-separated `<property>` texts.
public struct LanguageInfo: Sendable, Equatable {
    public var id: String
    public var name: String
    public var section: String
    /// Helper specs (`def`, `js-expr`…): never guessed nor offered, only referred to.
    public var isHidden: Bool
    public var globs: [String]
    public var mimeTypes: [String]
    /// The file it was read from.
    public var path: String
    /// `line-comment-start`, `block-comment-start` and `block-comment-end` (empty when the
    /// metadata has none): the comment prefixes dent's language rules take for languages it has
    /// no entry of its own for.
    public var lineComment: String
    public var blockCommentStart: String
    public var blockCommentEnd: String

    public init(id: String, name: String, section: String = "Other", isHidden: Bool = false,
                globs: [String] = [], mimeTypes: [String] = [], path: String = "",
                lineComment: String = "", blockCommentStart: String = "", blockCommentEnd: String = "") {
        self.lineComment = lineComment
        self.blockCommentStart = blockCommentStart
        self.blockCommentEnd = blockCommentEnd
        self.id = id
        self.name = name
        self.section = section
        self.isHidden = isHidden
        self.globs = globs
        self.mimeTypes = mimeTypes
        self.path = path
    }

    /// The language described by `root`, a spec's root element with at least its attributes
    /// and its `<metadata>` child (the rest of the tree is not looked at); a problem when it is
    /// not a version 2 `<language>` with a name.
    public static func read(_ root: XMLElement, path: String) -> Result<LanguageInfo, SpecProblem> {
        func problem(_ message: String) -> Result<LanguageInfo, SpecProblem> {
            .failure(SpecProblem(path: path, line: root.line, message: message))
        }
        guard root.name == "language" else { return problem("the root element is <\(root.name)>, not <language>") }
        guard let name = root.attribute("_name") ?? root.attribute("name") else { return problem("<language> has no name") }
        guard let version = root.attribute("version") else { return problem("<language> has no version") }
        guard version == "2.0" else { return problem("version \(version) specs are not supported (only 2.0)") }
        let id = CatalogText.lowercased(root.attribute("id") ?? name)
        guard !id.isEmpty else { return problem("<language> has an empty id") }
        let properties = Dictionary(
            (root.element(named: "metadata")?.elements(named: "property") ?? []).compactMap { property in
                property.attribute("name").map { ($0, property.text) }
            },
            uniquingKeysWith: { _, last in last })
        return .success(LanguageInfo(
            id: id, name: name, section: root.attribute("_section") ?? root.attribute("section") ?? "Other",
            isHidden: root.attribute("hidden").map(isTrue) ?? false,
            globs: list(properties["globs"]), mimeTypes: list(properties["mimetypes"]), path: path,
            lineComment: CatalogText.trimmed(properties["line-comment-start"] ?? ""),
            blockCommentStart: CatalogText.trimmed(properties["block-comment-start"] ?? ""),
            blockCommentEnd: CatalogText.trimmed(properties["block-comment-end"] ?? "")))
    }
    /// GtkSourceView's `string_to_bool`.
    static func isTrue(_ text: String) -> Bool {
        ["yes", "true", "1"].contains(CatalogText.lowercased(text))
    }

    /// A `;`-separated list, each item trimmed, empty items left out.
    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ";").map(CatalogText.trimmed).filter { !$0.isEmpty }
    }
}

/// Small text helpers of the catalog, in a namespace so they meet nothing else of DentSyntax.
enum CatalogText {
    /// `text` with ASCII letters in lower case (what `g_ascii_strdown` does to an id).
    static func lowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// `text` without leading and trailing blanks (spaces, tabs, line ends). By bytes, not
    /// characters: a start with no cached listing trims every glob and mimetype of every spec.
    static func trimmed<S: StringProtocol>(_ text: S) -> String {
        let bytes = String(text).utf8
        let blank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
