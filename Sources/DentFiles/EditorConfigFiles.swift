import DentConfig

/// Finds the `.editorconfig` files that apply to a file on disk and resolves them (EditorConfig
/// specification, "File Processing"): the file's folder and every folder above it up to `/` are
/// searched, stopping at a file whose preamble says `root = true`.
///
/// Nothing here fails: a missing folder or file, a folder (or FIFO, or device) named
/// `.editorconfig`, or an unreadable file is treated as no file, so a broken configuration can
/// only mean fewer settings, never a file that cannot be opened.
public enum EditorConfigFiles {
    /// "An EditorConfig file is named `.editorconfig`, all lowercased."
    public static let defaultName = ".editorconfig"

    /// The typed properties for the file at `path` (absolute, or relative to the working directory).
    /// `name` is the configuration file name to look for; only tests need another one.
    public static func properties(for path: String, named name: String = defaultName) -> EditorConfigProperties {
        EditorConfigProperties(pairs: pairs(for: path, named: name))
    }

    /// The properties for the file at `path`, with what to say about the files read: those
    /// cut at `ConfigurationText.limit`.
    public static func resolve(for path: String, named name: String = defaultName) -> (EditorConfigProperties, notes: [String]) {
        guard let absolute = EditorConfigPaths.absolute(path, currentDirectory: EditorConfigPaths.currentDirectory())
        else { return (EditorConfigProperties(), []) }
        var cut: [String] = []
        let sources = sources(forAbsolutePath: absolute, named: name, cut: &cut)
        let properties = EditorConfigProperties(pairs: EditorConfigResolver.pairs(forFile: absolute, sources: sources))
        return (properties, cut.map(ConfigurationText.cutNote))
    }

    /// The pairs for the file at `path`, as an EditorConfig core reports them
    /// (`EditorConfigResolver.pairs(forFile:sources:)`).
    public static func pairs(for path: String, named name: String = defaultName) -> [EditorConfigPair] {
        guard let absolute = EditorConfigPaths.absolute(path, currentDirectory: EditorConfigPaths.currentDirectory())
        else { return [] }
        return EditorConfigResolver.pairs(forFile: absolute, sources: sources(forAbsolutePath: absolute, named: name))
    }

    /// The configuration files that apply to `path`, closest first, ending with the first root file.
    public static func sources(for path: String, named name: String = defaultName) -> [EditorConfigSource] {
        guard let absolute = EditorConfigPaths.absolute(path, currentDirectory: EditorConfigPaths.currentDirectory())
        else { return [] }
        return sources(forAbsolutePath: absolute, named: name)
    }

    static func sources(forAbsolutePath path: String, named name: String) -> [EditorConfigSource] {
        var cut: [String] = []
        return sources(forAbsolutePath: path, named: name, cut: &cut)
    }

    /// The sources, adding to `cut` the paths of files read only in part.
    static func sources(forAbsolutePath path: String, named name: String, cut: inout [String]) -> [EditorConfigSource] {
        var sources: [EditorConfigSource] = []
        var directory = EditorConfigPaths.parent(of: path)
        while true {
            if let source = read(name, in: directory, cut: &cut) {
                sources.append(source)
                if source.file.isRoot { break }
            }
            if directory == "/" { break }
            directory = EditorConfigPaths.parent(of: directory)
        }
        return sources
    }

    /// The parsed file `name` in `directory`, or nil when there is no regular, readable file there.
    /// Bytes that are not UTF-8 become U+FFFD ("EditorConfig files must be UTF-8 encoded").
    /// Only its first `ConfigurationText.limit` bytes are read (its path then goes to `cut`).
    private static func read(_ name: String, in directory: String, cut: inout [String]) -> EditorConfigSource? {
        let path = EditorConfigPaths.child(name, of: directory)
        guard let read = (try? ConfigurationText.read(path)) ?? nil else { return nil }
        if read.isCut { cut.append(path) }
        return EditorConfigSource(directory: directory, text: read.text)
    }
}
