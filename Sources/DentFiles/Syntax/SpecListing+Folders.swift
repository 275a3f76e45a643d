import DentSyntax

extension SpecListing {
    /// The listing of `folders` as they are now, taking from `cached` what has not changed: a
    /// folder whose stamp is the cached one holds the same names (creating, removing or renaming
    /// a file in it moves its stamp), and a file whose stamp is the cached one says the same
    /// (every write moves it; `cacheable` keeps a racy one from being trusted). Only new and
    /// changed files are read.
    static func current(_ folders: [String], cached: SpecListing?) -> SpecListing {
        SpecListing(folders: folders.map { path in
            let old = cached?.folders.first { $0.path == path }
            guard let stamp = SpecFiles.stamp(path) else { return Folder(path: path, stamp: nil, files: []) }
            let names = old?.stamp == stamp ? old?.files.map(\.name) ?? [] : SpecFiles.names(in: path, suffix: ".lang")
            let files = names.compactMap { name -> File? in
                let file = PathNames.join(path, name)
                guard let fileStamp = SpecFiles.stamp(file) else { return nil }
                if let known = old?.files.first(where: { $0.name == name }), known.stamp == fileStamp { return known }
                return File(name: name, stamp: fileStamp, language: SpecFiles.language(at: file))
            }
            return Folder(path: path, stamp: stamp, files: files)
        })
    }
}
