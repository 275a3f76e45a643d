import Glibc

extension FileSaver {
    /// Backups that in-place saves of `path` left behind: a save that was killed, or whose
    /// restore failed. The newest first. The app can offer them when it opens the file; dent
    /// never removes them by itself, because one may be the only intact copy.
    public static func leftoverBackups(for path: String, stateDirectory: StateDirectory = .standard()) -> [String] {
        let target = (try? PathResolution.finalTarget(of: path)) ?? path
        let baseName = PathNames.baseName(of: target)
        let folders = [
            (PathNames.parent(of: target), "." + PathNames.shortened(baseName) + ".dent-backup-"),
            (PathNames.join(stateDirectory.path, "backup"), PathHash.stateName(for: PathResolution.canonical(path)) + ".dent-backup-"),
        ]
        var found: [(path: String, time: FileTime)] = []
        for (folder, prefix) in folders {
            for name in DirectoryListing.names(of: folder) where name.hasPrefix(prefix) {
                let backup = PathNames.join(folder, name)
                var info = stat()
                guard lstat(backup, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                found.append((backup, FileTime(info.st_mtim)))
            }
        }
        return found.sorted { $0.time > $1.time }.map(\.path)
    }
}
