import Glibc

/// A complete backup an in-place save of a file left behind (killed mid-write, or its restore
/// failed): the file itself may hold a mix of old and new bytes, the backup holds the original.
public struct LeftoverBackup: Sendable, Equatable {
    public let path: String
    /// When the backup was made: the moment the interrupted save began.
    public let made: FileTime
}

extension FileSaver {
    /// Complete backups (`Backup.completeMode`) that in-place saves of `path` left behind: a
    /// save that was killed, or whose restore failed. The newest first. The app offers the
    /// newest when it opens the file; dent never removes one unasked, because it may be the
    /// only intact copy. A backup still being copied (0600) is passed over: it holds only part
    /// of a file the save has not touched yet, and another dent may be making it right now.
    public static func leftoverBackups(for path: String, stateDirectory: StateDirectory = .standard()) -> [String] {
        completeBackups(for: path, stateDirectory: stateDirectory).map(\.path)
    }

    /// The newest complete backup of `path` left by an interrupted in-place save, if any.
    public static func newestLeftoverBackup(for path: String, stateDirectory: StateDirectory = .standard()) -> LeftoverBackup? {
        completeBackups(for: path, stateDirectory: stateDirectory).first
    }

    /// Removes a backup the user was offered, once the file it belongs to is saved: the file
    /// then holds what the user chose, whole.
    public static func removeLeftoverBackup(_ backup: LeftoverBackup) {
        unlink(backup.path)
    }

    /// Backups of `path` cut short (still `Backup`'s first mode, 0600, and the user's): an
    /// in-place save killed while it copied the file, which it had not touched yet. They hold
    /// nothing the file does not, and only the user removes them (`removeIncompleteBackups`),
    /// never while another dent has the file open: it may be making one right now.
    public static func incompleteBackups(for path: String, stateDirectory: StateDirectory = .standard()) -> [String] {
        backups(for: path, mode: Backup.incompleteMode, mineOnly: true, stateDirectory: stateDirectory).map(\.path)
    }

    /// Removes the backups `paths` that are still incomplete (a save that completed one since
    /// made it another file's only intact copy: it stays).
    public static func removeIncompleteBackups(_ paths: [String]) -> Int {
        paths.filter { path in
            var info = stat()
            return lstat(path, &info) == 0 && info.st_mode & 0o7777 == Backup.incompleteMode && unlink(path) == 0
        }.count
    }

    private static func completeBackups(for path: String, stateDirectory: StateDirectory) -> [LeftoverBackup] {
        backups(for: path, mode: Backup.completeMode, mineOnly: false, stateDirectory: stateDirectory)
    }

    /// The regular files of `mode` named as backups of `path` (`mineOnly`: the user's), beside
    /// it and in the state folder, the newest first.
    private static func backups(for path: String, mode: mode_t, mineOnly: Bool, stateDirectory: StateDirectory) -> [LeftoverBackup] {
        let target = (try? PathResolution.finalTarget(of: path)) ?? path
        let baseName = PathNames.baseName(of: target)
        let folders = [
            (PathNames.parent(of: target), "." + PathNames.shortened(baseName) + ".dent-backup-"),
            (PathNames.join(stateDirectory.path, "backup"), PathHash.stateName(for: PathResolution.canonical(path)) + ".dent-backup-"),
        ]
        var found: [LeftoverBackup] = []
        for (folder, prefix) in folders {
            for name in DirectoryListing.names(of: folder, startingWith: prefix) {
                let backup = PathNames.join(folder, name)
                var info = stat()
                guard lstat(backup, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o7777 == mode,
                      !mineOnly || info.st_uid == geteuid() else { continue }
                found.append(LeftoverBackup(path: backup, made: FileTime(info.st_mtim)))
            }
        }
        return found.sorted { $0.made > $1.made }
    }
}
