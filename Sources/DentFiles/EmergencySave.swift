import DentText
import Glibc

/// The last resort when dent must stop with unsaved changes (SIGTERM, SIGHUP, a lost
/// terminal): the text goes to a new file, never over the user's file or an earlier rescue.
///
/// `FILE.dent-save` next to the file, else `FILE.dent-save.1`, `.2`, ...; when that folder
/// takes nothing (not writable, full), the state directory's `rescue/` folder, named after the
/// file and a hash of its path. Each candidate is opened with `O_CREAT | O_EXCL | O_NOFOLLOW`
/// (an existing file or a planted symlink is never written through) and mode 0600, written,
/// fsynced, closed, and its folder fsynced. Plain system calls only: safe to call from the run
/// loop right after a signal arrived (not from the signal handler itself).
public enum EmergencySave {
    public static let suffix = ".dent-save"

    /// Writes `buffer` and returns the path written. `path` is the document's file; nil (or
    /// empty) for a document without one, which goes to the state directory as "untitled".
    @discardableResult
    public static func save(_ buffer: GapBuffer, for path: String?,
                            stateDirectory: StateDirectory = .standard()) throws(FileError) -> String {
        var failures: [String] = []
        for (folder, stem) in locations(for: path, stateDirectory: stateDirectory, failures: &failures) {
            switch write(buffer, in: folder, stem: stem) {
            case .success(let written): return written
            case .failure(let failure): failures.append("\(folder): \(FileError.text(failure.code))")
            }
        }
        let name = (path?.isEmpty ?? true) ? "the unnamed document" : path ?? ""
        throw FileError("cannot make an emergency copy of \(name): " + failures.joined(separator: "; "))
    }

    /// The folders to try, with the name stem in each.
    static func locations(for path: String?, stateDirectory: StateDirectory, failures: inout [String]) -> [(String, String)] {
        var locations: [(String, String)] = []
        var stateStem = "untitled"
        if let path, !path.isEmpty {
            locations.append((PathNames.parent(of: path), PathNames.shortened(PathNames.baseName(of: path))))
            stateStem = PathHash.stateName(for: PathResolution.canonical(path))
        }
        switch stateDirectory.create("rescue") {
        case .success(let folder): locations.append((folder, stateStem))
        case .failure(let failure): failures.append("\(stateDirectory.path): \(FileError.text(failure.code))")
        }
        return locations
    }

    /// Writes a fresh `STEM.dent-save[.N]` in `folder`; EEXIST moves on to the next number.
    private static func write(_ buffer: GapBuffer, in folder: String, stem: String) -> Result<String, FileErrno> {
        for number in 0..<1000 {
            let candidate = PathNames.join(folder, stem + suffix + (number == 0 ? "" : ".\(number)"))
            let fd = retrying { open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0o600) }
            if fd < 0 {
                if errno == EEXIST { continue }
                return .failure(FileErrno(errno))
            }
            var code = Descriptor.writeAll(buffer, to: fd)
            if code == 0 { code = Descriptor.sync(fd) }
            let closed = Descriptor.close(fd)
            if code == 0 { code = closed }
            guard code == 0 else {
                unlink(candidate)
                return .failure(FileErrno(code))
            }
            _ = Descriptor.syncDirectory(folder)
            return .success(candidate)
        }
        return .failure(FileErrno(EEXIST))
    }
}
