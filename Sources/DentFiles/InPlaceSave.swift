import DentText
import Glibc

/// The in-place save, for files a rename would harm (`InPlaceReason`): a fsynced backup copy
/// first, then the new bytes written over the file from its start, the file truncated to their
/// length, fsync, close. Growth is reserved first with posix_fallocate, so a full disk is
/// usually found before any byte of the file changes. On any failure the original is written
/// back from the backup; the backup is removed only once the file holds the new bytes or the
/// original again, so a crash mid-save leaves it behind for recovery. A cancel (`SaveMonitor`)
/// is taken until the backup is complete, which is then removed; the first write into the file
/// is the commit, after which the save finishes.
struct InPlaceSave {
    let plan: SavePlan
    let options: SaveOptions
    let reason: InPlaceReason

    func run(_ buffer: GapBuffer) throws(FileError) -> SaveResult {
        let fd = retrying { open(plan.target, O_RDWR | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { throw .saveFailed(plan.path, "opening the file", code: errno) }
        let backup: Backup
        options.monitor.begin(total: Int(plan.original?.st_size ?? 0) + buffer.count)
        do throws(FileError) {
            backup = try Backup.make(of: fd, plan: plan, stateDirectory: options.stateDirectory, monitor: options.monitor)
        } catch {
            _ = Descriptor.close(fd)
            throw error
        }
        guard options.monitor.commit() else {
            backup.remove()
            _ = Descriptor.close(fd)
            throw .saveCancelled(plan.path)
        }
        var info = stat()
        var failure = overwrite(fd, with: buffer, info: &info)
        let closed = Descriptor.close(fd)
        if failure == nil && closed != 0 { failure = (closed, "closing the file") }
        if let failure { throw recover(from: failure.code, step: failure.step, backup: backup) }
        backup.remove()
        return SaveResult(path: plan.target, identity: FileIdentity(info), method: .inPlace(reason))
    }

    /// Reserves, writes, truncates and syncs; returns the first failure, or nil.
    private func overwrite(_ fd: Int32, with buffer: GapBuffer, info: inout stat) -> (code: Int32, step: String)? {
        guard fstat(fd, &info) == 0 else { return (errno, "checking the file") }
        let oldSize = Int(info.st_size)
        if buffer.count > oldSize {
            let code = posix_fallocate(fd, off_t(oldSize), off_t(buffer.count - oldSize))
            if code != 0 && code != EOPNOTSUPP && code != EINVAL { return (code, "reserving space") }
        }
        guard lseek(fd, 0, SEEK_SET) == 0 else { return (errno, "writing the file") }
        var code = Descriptor.writeAll(buffer, to: fd, monitor: options.monitor)
        if code != 0 { return (code, "writing the file") }
        if ftruncate(fd, off_t(buffer.count)) != 0 { return (errno, "truncating the file") }
        code = Descriptor.sync(fd)
        if code != 0 { return (code, "syncing the file") }
        guard fstat(fd, &info) == 0 else { return (errno, "checking the file") }
        return nil
    }

    /// Puts the original back from the backup; the error says whether that worked.
    private func recover(from code: Int32, step: String, backup: Backup) -> FileError {
        let restored = backup.restore(onto: plan.target)
        guard restored != 0 else {
            backup.remove()
            var error = FileError.saveFailed(plan.path, step, code: code)
            error.restoredIdentity = FileIdentity.current(at: plan.target)
            return error
        }
        return FileError("cannot save \(plan.path): \(FileError.text(code)) (\(step)); putting the original back also "
            + "failed (\(FileError.text(restored))): the original is kept in \(backup.path)", reason: .system(code))
    }
}
