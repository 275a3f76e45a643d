import DentSyntax

extension SpecListing {
    /// The listing of `folders` as they are now, taking from `cached` what has not changed: a
    /// folder whose stamp is the cached one holds the same names (creating, removing or renaming
    /// a file in it moves its stamp), and a file whose stamp is the cached one says the same
    /// (every write moves it; `cacheable` keeps a racy one from being trusted). Only new and
    /// changed files are read. `reused`: all of it came from `cached`, which is then still
    /// right and needs no writing. `lasting`: what was read may be cached; not when libxml2
    /// could not be loaded, which would make every file look broken until it changes.
    static func current(_ folders: [String], cached: SpecListing?) -> (listing: SpecListing, reused: Bool, lasting: Bool) {
        var reused = cached?.folders.map(\.path) == folders
        var lasting = true
        let listing = SpecListing(folders: folders.map { path in
            let old = cached?.folders.first { $0.path == path }
            guard let stamp = SpecFiles.stamp(path) else {
                if old?.stamp != nil { reused = false }
                return Folder(path: path, stamp: nil, files: [])
            }
            let known = Dictionary((old?.files ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let sameNames = old?.stamp == stamp
            if !sameNames { reused = false }
            let names = sameNames ? old?.files.map(\.name) ?? [] : SpecFiles.names(in: path, suffix: ".lang")
            let files = zip(names, SpecFiles.stamps(in: path, names)).compactMap { name, fileStamp -> File? in
                guard let fileStamp else {
                    reused = false
                    return nil
                }
                if let known = known[name], known.stamp == fileStamp { return known }
                reused = false
                if XMLTreeReader.load() != nil { lasting = false }
                return File(name: name, stamp: fileStamp, language: SpecFiles.language(at: PathNames.join(path, name)))
            }
            return Folder(path: path, stamp: stamp, files: files)
        })
        return (listing, reused, lasting)
    }
}
