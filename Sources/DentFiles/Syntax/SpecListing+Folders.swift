import DentSyntax

extension SpecListing {
    /// The listing of `folders` as they are now, taking from `cached` what has not changed: a
    /// folder whose stamp is the cached one holds the same names (creating, removing or renaming
    /// a file in it moves its stamp), and a file whose stamp is the cached one says the same
    /// (every write moves it; `cacheable` keeps a racy one from being trusted). Only new and
    /// changed files are read, by this thread and a helper (`WorkerThread.sharedMap`): a first
    /// start reads every head. `reused`: all of it came from `cached`, which is then still
    /// right and needs no writing. `lasting`: what was read may be cached; not when libxml2
    /// could not be loaded, which would make every file look broken until it changes. The MIME
    /// files at `mimeFiles` are taken from `cached` the same way, or read again (a file that
    /// is missing or cannot be read holds nothing: the guess of a machine without it).
    static func current(_ folders: [String], mimeFiles: [String] = [], cached: SpecListing?)
        -> (listing: SpecListing, reused: Bool, lasting: Bool) {
        var reused = cached?.folders.map(\.path) == folders && cached?.mimeFiles.map(\.path) == mimeFiles
        let found = folders.map { path in
            let seen = seen(path, cached: cached?.folders.first { $0.path == path })
            if !seen.unchanged { reused = false }
            return seen
        }
        let unread = found.flatMap { folder in folder.files.filter { $0.known == nil }.map { PathNames.join(folder.path, $0.name) } }
        // Loaded here, before the threads: libxml2 is set up once, on one thread (CXML's load).
        let lasting = unread.isEmpty || XMLTreeReader.load() == nil
        var read = WorkerThread.sharedMap(unread) { SpecFiles.language(at: $0) }.makeIterator()
        let mime = mimeFiles.map { path in
            let stamp = SpecFiles.stamp(path)
            if let known = cached?.mimeFiles.first(where: { $0.path == path }), known.stamp == stamp { return known }
            reused = false
            return MimeFile(path: path, stamp: stamp, bytes: stamp == nil ? [] : (try? SpecFiles.bytes(path).get()) ?? [])
        }
        let listing = SpecListing(folders: found.map { folder in
            Folder(path: folder.path, stamp: folder.stamp, files: folder.files.compactMap { file in
                file.known ?? read.next().map { File(name: file.name, stamp: file.stamp, language: $0) }
            })
        }, mimeFiles: mime)
        return (listing, reused, lasting)
    }

    /// A folder as it is now: its stamp, and each file's name and stamp with the cached entry
    /// when that is still right (`known`); `unchanged` when all of it is the cached folder.
    private struct Seen {
        var path: String
        var stamp: FileStamp?
        var files: [(name: String, stamp: FileStamp, known: File?)]
        var unchanged: Bool
    }

    private static func seen(_ path: String, cached old: Folder?) -> Seen {
        guard let stamp = SpecFiles.stamp(path) else {
            return Seen(path: path, stamp: nil, files: [], unchanged: old?.stamp == nil)
        }
        let known = Dictionary((old?.files ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let sameNames = old?.stamp == stamp
        var unchanged = sameNames
        let names = sameNames ? old?.files.map(\.name) ?? [] : SpecFiles.names(in: path, suffix: ".lang")
        let files = zip(names, SpecFiles.stamps(in: path, names)).compactMap { name, fileStamp -> (String, FileStamp, File?)? in
            guard let fileStamp else {
                unchanged = false
                return nil
            }
            let kept = known[name].flatMap { $0.stamp == fileStamp ? $0 : nil }
            if kept == nil { unchanged = false }
            return (name, fileStamp, kept)
        }
        return Seen(path: path, stamp: stamp, files: files, unchanged: unchanged)
    }
}
