/// The installed languages, for choosing one by a file's name and start (`guess`) or by a name
/// the user types (`named`, `near`). Pure: the catalog (DentFiles' `SpecCatalog`) reads the
/// specs' metadata and hands it here.
public struct LanguageIndex: Sendable {
    /// Every language, the hidden ones too, by id.
    private let byID: [String: LanguageInfo]
    /// The languages that can be guessed and offered, in GtkSourceView's order (by name), each
    /// with its globs.
    private let visible: [(info: LanguageInfo, globs: [FileGlob])]
    /// The system's MIME globs, for a name no spec glob claims (`guess`), made when such a name
    /// is guessed: most names never need them.
    let mimeGlobs: @Sendable () -> MimeGlobs

    /// `languages` with one entry per id (the catalog keeps the first definition of each).
    public init(_ languages: [LanguageInfo], mimeGlobs: @escaping @Sendable () -> MimeGlobs = { .none }) {
        self.mimeGlobs = mimeGlobs
        byID = Dictionary(languages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        visible = byID.values.filter { !$0.isHidden }
            .sorted { $0.name != $1.name ? $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) : $0.id < $1.id }
            .map { ($0, $0.globs.map(FileGlob.init)) }
    }

    /// The visible languages, sorted by name: what a "Set language" list offers.
    public var languages: [LanguageInfo] { visible.map(\.info) }

    /// The language `id` (ids are lower case; `id` is compared in ASCII lower case), hidden or not.
    public func language(_ id: String) -> LanguageInfo? { byID[CatalogText.lowercased(id)] }

    /// The visible language another program calls `name`: an id, a language's name in any
    /// case (`Python`, `C++`), or an alias from `aliases` (`LanguageNames`).
    func named(_ name: String, aliases: [String: String] = [:]) -> String? {
        let lowered = CatalogText.lowercased(name)
        for candidate in [aliases[lowered], lowered].compactMap({ $0 }) {
            if let info = byID[candidate], !info.isHidden { return info.id }
        }
        return visible.first { CatalogText.lowercased($0.info.name) == lowered }?.info.id
    }

    /// Visible ids close to `wrong` (a typo in `--language`): those it starts or is contained
    /// in, and those within two edits, closest first.
    public func near(_ wrong: String, limit: Int = 5) -> [String] {
        let lowered = CatalogText.lowercased(wrong)
        let scored = visible.compactMap { entry -> (Int, String)? in
            let id = entry.info.id
            let name = CatalogText.lowercased(entry.info.name)
            if id.contains(lowered) || lowered.contains(id) || name.contains(lowered) { return (0, id) }
            let distance = Self.editDistance(Array(lowered.utf8), Array(id.utf8))
            return distance <= 2 ? (distance, id) : nil
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }

    /// Levenshtein distance (one row at a time).
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1]
            for (j, y) in b.enumerated() {
                row.append(Swift.min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }

    /// The visible languages whose globs match `baseName` (as written, else ASCII letters
    /// without case), keeping only those whose matching glob is the most specific
    /// (`FileGlob.literalCount`), in the order of names.
    func claimants(of baseName: String) -> [String] {
        let scalars = Array(baseName.unicodeScalars)
        for folding in [false, true] {
            var best = 0
            var found: [String] = []
            for entry in visible {
                var literals = -1
                for glob in entry.globs where glob.literalCount > literals && glob.matches(scalars: scalars, foldingCase: folding) {
                    literals = glob.literalCount
                }
                guard literals >= best, literals >= 0 else { continue }
                if literals > best { found.removeAll() }
                best = literals
                found.append(entry.info.id)
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The visible languages that list `mimeType`, in the order of names.
    func claimants(ofMimeType mimeType: String) -> [String] {
        visible.filter { $0.info.mimeTypes.contains(mimeType) }.map(\.info.id)
    }
}
