import Glibc

/// What a save will do, decided before anything is written: the file it writes (symlinks
/// followed), whether the user may write it, and whether a rename is safe.
struct SavePlan {
    /// The path as the caller named it, for messages.
    let path: String
    /// The file written.
    let target: String
    let directory: String
    /// The existing file, or nil for a new one.
    let original: stat?
    var method: SaveMethod

    /// The plan for saving to `path`, or the reason a save is refused before anything is touched.
    static func make(for path: String) throws(FileError) -> SavePlan {
        let target = try PathResolution.finalTarget(of: path)
        let directory = PathNames.parent(of: target)
        var info = stat()
        guard lstat(target, &info) == 0 else {
            guard errno == ENOENT else { throw .saveFailed(path, "checking the file", code: errno) }
            try requireCreatable(in: directory, path: path)
            return SavePlan(path: path, target: target, directory: directory, original: nil, method: .atomic)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileError("cannot save \(path): it is \(FileKind.name(of: info.st_mode)), not a regular file",
                            reason: .notRegularFile)
        }
        try WriteAccess.requireWritableFile(target, info, path: path)
        let method = chooseMethod(for: info, in: directory)
        return SavePlan(path: path, target: target, directory: directory, original: info, method: method)
    }

    /// Atomic unless a rename would break something about the existing file.
    private static func chooseMethod(for info: stat, in directory: String) -> SaveMethod {
        if info.st_nlink > 1 { return .inPlace(.hardLinks(Int(info.st_nlink))) }
        var folder = stat()
        if stat(directory, &folder) == 0 && folder.st_dev != info.st_dev { return .inPlace(.mountPoint) }
        if !WriteAccess.directoryIsWritable(directory) { return .inPlace(.directoryNotWritable) }
        if !WriteAccess.canRestoreOwner(info) { return .inPlace(.ownerCannotBeRestored) }
        return .atomic
    }

    /// Throws unless a new file can be created in `directory`.
    private static func requireCreatable(in directory: String, path: String) throws(FileError) {
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FileError("cannot save \(path): directory \(directory) does not exist", reason: .missingDirectory)
        }
        guard WriteAccess.directoryIsWritable(directory) else {
            throw .saveFailed(path, "creating the file", code: errno)
        }
    }
}
