import DentSyntax

/// Style schemes: the `*.xml` files of the `styles` folders (`SpecDirectories.styles`), read
/// when asked for. The first definition of an id wins, folder by folder in order; within a
/// folder the file named after the id (`ID.xml`, the usual name) comes first, then the others
/// by name.
extension SpecCatalog {
    /// Every scheme file, folder by folder in order, names sorted within a folder.
    public var schemeFiles: [String] {
        directories.styles.flatMap(Self.schemeFiles(in:))
    }

    private static func schemeFiles(in folder: String) -> [String] {
        SpecFiles.names(in: folder, suffix: ".xml").map { PathNames.join(folder, $0) }
    }

    /// The scheme `id` with its parents (`theme = NAME`): nil when no scheme has that id; a
    /// problem when its file cannot be read or is not a scheme. A missing parent is not one:
    /// the scheme is used without it, as GtkSourceView does (`allSchemes` reports it).
    public func scheme(_ id: String) -> Result<StyleScheme, SpecProblem>? {
        rawScheme(id).map { $0.map { $0.inheriting(from: { try? rawScheme($0)?.get() }).scheme } }
    }

    /// Every scheme the folders hold (the first of each id), with the problems of the files
    /// that are not used: unreadable, not a scheme, or naming a parent that is not there.
    public func allSchemes() -> (schemes: [StyleScheme], problems: [SpecProblem]) {
        var schemes: [String: StyleScheme] = [:]
        var order: [String] = []
        var problems: [SpecProblem] = []
        for folder in directories.styles {
            var read: [StyleScheme] = []
            for path in Self.schemeFiles(in: folder) {
                switch SpecFiles.xml(path).flatMap({ StyleScheme.read($0, path: path) }) {
                case .failure(let problem): problems.append(problem)
                case .success(let scheme): read.append(scheme)
                }
            }
            let named = read.filter { PathNames.baseName(of: $0.path) == $0.id + ".xml" }
            for scheme in named + read.filter({ PathNames.baseName(of: $0.path) != $0.id + ".xml" }) where schemes[scheme.id] == nil {
                schemes[scheme.id] = scheme
                order.append(scheme.id)
            }
        }
        let resolved = order.compactMap { schemes[$0] }.map { scheme in
            let (complete, problem) = scheme.inheriting(from: { schemes[$0] })
            if let problem { problems.append(problem) }
            return complete
        }
        return (resolved, problems)
    }

    /// The scheme `id` without its parents, by the rule above.
    private func rawScheme(_ id: String) -> Result<StyleScheme, SpecProblem>? {
        for folder in directories.styles {
            let likely = PathNames.join(folder, id + ".xml")
            for path in [likely] + Self.schemeFiles(in: folder).filter({ $0 != likely }) where SpecFiles.stamp(path) != nil {
                switch SpecFiles.xml(path) {
                case .success(let root) where root.attribute("id") == id: return StyleScheme.read(root, path: path)
                // A broken ID.xml is meant to be that scheme: say why it is not used.
                case .failure(let problem) where path == likely: return .failure(problem)
                default: continue
                }
            }
        }
        return nil
    }
}
