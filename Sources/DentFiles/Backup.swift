import Glibc

/// A copy of a file made before it is overwritten in place, fsynced before the first byte of
/// the file changes, and removed only after the save succeeded or the original was restored
/// from it. Next to the file as ".NAME.dent-backup-XXXXXX", or in the state directory's
/// `backup/` folder when that fails (the folder is not writable, or full).
///
/// A backup is complete when its mode is `completeMode`: it is made 0600 by mkstemp, and
/// only once all its bytes are fsynced does it become 0400 (fsynced again), before the file is
/// touched. A dent killed while copying leaves a 0600 backup, which holds only part of a file
/// that is itself intact, and is never offered; a 0400 one is the whole original.
struct Backup {
    let path: String

    /// The mode of a backup whose every byte is on disk.
    static let completeMode: mode_t = 0o400
    /// The mode a backup is made with (mkstemp's), until it is complete.
    static let incompleteMode: mode_t = 0o600

    /// Copies the open file `fd` next to the file, else into the state directory (created only
    /// then, so a save that needs no state never leaves an empty folder behind). A copy the
    /// save's `monitor` stopped is removed, and the save is cancelled.
    static func make(of fd: Int32, plan: SavePlan, stateDirectory: StateDirectory, monitor: SaveMonitor? = nil) throws(FileError) -> Backup {
        let prefix = "." + PathNames.shortened(PathNames.baseName(of: plan.target)) + ".dent-backup-"
        let nextTo: Int32
        switch copy(fd, into: plan.directory, prefix: prefix, monitor: monitor) {
        case .success(let path): return Backup(path: path)
        case .failure(let failure): nextTo = failure.code
        }
        if nextTo == ECANCELED { throw .saveCancelled(plan.path) }
        var failures = ["\(plan.directory): \(FileError.text(nextTo))"]
        switch stateDirectory.create("backup") {
        case .success(let folder):
            switch copy(fd, into: folder, prefix: PathHash.stateName(for: PathResolution.canonical(plan.target)) + ".dent-backup-", monitor: monitor) {
            case .success(let path): return Backup(path: path)
            case .failure(let failure) where failure.code == ECANCELED: throw .saveCancelled(plan.path)
            case .failure(let failure): failures.append("\(folder): \(FileError.text(failure.code))")
            }
        case .failure(let failure):
            failures.append("\(stateDirectory.path): \(FileError.text(failure.code))")
        }
        throw FileError("cannot save \(plan.path): \(FileError.text(nextTo)) (making a backup before writing in place: "
            + failures.joined(separator: "; ") + "); the file on disk is unchanged", reason: .system(nextTo))
    }

    /// Writes the backup with mkstemp (mode 0600, a name nobody else has), fsyncs it, marks it
    /// complete (`completeMode`, fsynced: the mark is durable only after the bytes are) and
    /// fsyncs its folder.
    private static func copy(_ fd: Int32, into folder: String, prefix: String, monitor: SaveMonitor?) -> Result<String, FileErrno> {
        let (backup, path) = mkstemp(PathNames.join(folder, prefix + "XXXXXX"))
        guard backup >= 0 else { return .failure(FileErrno(errno)) }
        var code = Descriptor.copyAll(from: fd, to: backup, monitor: monitor)
        if code == 0 { code = Descriptor.sync(backup) }
        if code == 0 { code = fchmod(backup, completeMode) == 0 ? 0 : errno }
        if code == 0 { code = Descriptor.sync(backup) }
        let closed = Descriptor.close(backup)
        if code == 0 { code = closed }
        if code == 0 { code = Descriptor.syncDirectory(folder) }
        guard code == 0 else {
            unlink(path)
            return .failure(FileErrno(code))
        }
        return .success(path)
    }

    /// Writes the backup's bytes back over `target` and truncates it to their length; 0 or errno.
    func restore(onto target: String) -> Int32 {
        let source = retrying { open(path, O_RDONLY | O_CLOEXEC) }
        guard source >= 0 else { return errno }
        defer { Glibc.close(source) }
        let destination = retrying { open(target, O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC) }
        guard destination >= 0 else { return errno }
        var code = Descriptor.copyAll(from: source, to: destination)
        if code == 0 { code = ftruncate(destination, lseek(source, 0, SEEK_END)) == 0 ? 0 : errno }
        if code == 0 { code = Descriptor.sync(destination) }
        let closed = Descriptor.close(destination)
        return code != 0 ? code : closed
    }

    func remove() {
        unlink(path)
    }
}
