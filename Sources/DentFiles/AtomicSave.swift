import DentText
import Glibc

/// The atomic save: temporary file in the target's folder, metadata copied, bytes written,
/// fsync, close, rename over the target, fsync of the folder. Every step's result is checked;
/// any failure removes the temporary file and leaves the target as it was. A cancel
/// (`SaveMonitor`) taken before the rename does the same: the rename is the commit.
struct AtomicSave {
    let plan: SavePlan
    let options: SaveOptions

    enum Outcome {
        case saved(SaveResult)
        /// The temporary file was removed; write in place for this reason.
        case needsInPlace(InPlaceReason)
    }

    func run(_ buffer: GapBuffer) throws(FileError) -> Outcome {
        let baseName = PathNames.baseName(of: plan.target)
        StaleTemporaries.sweep(directory: plan.directory, baseName: baseName)
        var temporary: TemporaryFile
        switch TemporaryFile.create(in: plan.directory, for: baseName, unnamed: options.unnamedTemporaryFiles) {
        case .success(let file): temporary = file
        case .failure(let failure): throw .saveFailed(plan.path, "creating a temporary file", code: failure.code)
        }
        let written: FileIdentity
        do throws(FileError) {
            if let reason = try prepare(temporary.fd) {
                temporary.discard()
                return .needsInPlace(reason)
            }
            written = try fill(&temporary, with: buffer)
            guard options.monitor.commit() else { throw .saveCancelled(plan.path) }
            let replaced = plan.original == nil ? nil : ReplacedFile.hold(plan.target)
            let code = temporary.rename(onto: plan.target)
            replaced?.release()
            if code == EBUSY {
                temporary.discard()
                return .needsInPlace(.mountPoint)
            }
            if code != 0 { throw .saveFailed(plan.path, "renaming the temporary file", code: code) }
        } catch {
            temporary.discard()
            throw error
        }
        _ = Descriptor.syncDirectory(plan.directory)
        // rename(2) changes the change time; the descriptor's identity serves if stat fails.
        let identity = FileIdentity.current(at: plan.target) ?? written
        return .saved(SaveResult(path: plan.target, identity: identity, method: .atomic))
    }

    /// Sets the metadata; returns a reason to save in place when the original's cannot be kept.
    private func prepare(_ fd: Int32) throws(FileError) -> InPlaceReason? {
        guard let original = plan.original else {
            try FileMetadata.setNewFileMode(fd, path: plan.path)
            return nil
        }
        return try FileMetadata.copy(original, from: plan.target, to: fd, path: plan.path)
    }

    /// Writes, fsyncs, names and closes the temporary file; returns its identity.
    private func fill(_ temporary: inout TemporaryFile, with buffer: GapBuffer) throws(FileError) -> FileIdentity {
        options.monitor.begin(total: buffer.count)
        var code = Descriptor.writeAll(buffer, to: temporary.fd, monitor: options.monitor)
        if code == ECANCELED { throw .saveCancelled(plan.path) }
        if code != 0 { throw .saveFailed(plan.path, "writing the temporary file", code: code) }
        code = Descriptor.sync(temporary.fd)
        if code != 0 { throw .saveFailed(plan.path, "syncing the temporary file", code: code) }
        var info = stat()
        guard fstat(temporary.fd, &info) == 0 else { throw .saveFailed(plan.path, "checking the temporary file", code: errno) }
        code = temporary.giveName()
        if code != 0 { throw .saveFailed(plan.path, "naming the temporary file", code: code) }
        code = temporary.close()
        if code != 0 { throw .saveFailed(plan.path, "closing the temporary file", code: code) }
        return FileIdentity(info)
    }
}
