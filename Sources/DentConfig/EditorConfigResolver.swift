/// An `.editorconfig` file and the folder it was found in.
public struct EditorConfigSource: Sendable, Equatable {
    /// Absolute folder path, without a trailing `/` (except for `/` itself).
    public var directory: String
    public var file: EditorConfigFile

    public init(directory: String, file: EditorConfigFile) {
        self.directory = directory
        self.file = file
    }

    public init(directory: String, text: String) {
        self.init(directory: directory, file: EditorConfigFile(parsing: text))
    }
}

/// Works out the pairs that apply to one file (EditorConfig specification, "File Processing").
public enum EditorConfigResolver {
    /// The pairs for the file at absolute, normalized `path`, as an EditorConfig core reports them.
    ///
    /// `sources` are ordered **closest first**, the order a search up the folder tree finds them;
    /// sources after the first `root = true` one are ignored. Files are applied farthest first and
    /// sections in file order, so a later section and a closer file win. Values are kept as written,
    /// `unset` included (core tests `unset_*` report `charset=unset`); `EditorConfigProperties`
    /// drops them. The pairs come in the order their keys first appeared.
    public static func pairs(forFile path: String, sources: [EditorConfigSource]) -> [EditorConfigPair] {
        var pairs = EditorConfigPairList()
        let pathScalars = Array(path.unicodeScalars)
        for source in applicable(sources).reversed() {
            guard let relative = relativePath(pathScalars, under: source.directory) else { continue }
            for section in source.file.sections where section.glob.matches(scalars: relative) {
                for pair in section.pairs { pairs[pair.key] = pair.value }
            }
        }
        pairs.applyIndentDefaults()
        return pairs.pairs
    }

    /// The typed properties for the file at `path`; see `pairs(forFile:sources:)`.
    public static func properties(forFile path: String, sources: [EditorConfigSource]) -> EditorConfigProperties {
        EditorConfigProperties(pairs: pairs(forFile: path, sources: sources))
    }

    /// `sources` up to and including the first root file.
    static func applicable(_ sources: [EditorConfigSource]) -> ArraySlice<EditorConfigSource> {
        guard let root = sources.firstIndex(where: \.file.isRoot) else { return sources[...] }
        return sources[...root]
    }

    /// `path` below `directory`, or nil when the file is not inside it.
    static func relativePath(_ path: [Unicode.Scalar], under directory: String) -> ArraySlice<Unicode.Scalar>? {
        var prefix = Array(directory.unicodeScalars)
        if prefix.last != "/" { prefix.append("/") }
        guard path.count > prefix.count, path.starts(with: prefix) else { return nil }
        return path[prefix.count...]
    }
}
