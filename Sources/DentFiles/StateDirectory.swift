import Glibc

/// dent's folder for state that must survive a crash: backups of in-place saves whose own
/// folder is not writable, emergency saves, recovery journals. `$XDG_STATE_HOME/dent`, by
/// default `~/.local/state/dent` (XDG Base Directory Specification 0.8: the variable is used
/// only when set, non-empty and absolute).
public struct StateDirectory: Sendable, Equatable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The state directory for this process's environment and user.
    public static func standard() -> StateDirectory {
        standard(environment: { name in getenv(name).map { String(cString: $0) } })
    }

    /// The state directory for the variables `environment` returns; the home folder falls back
    /// to the password database, then to a per-user folder in /tmp.
    public static func standard(environment: (String) -> String?) -> StateDirectory {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return StateDirectory(path: PathNames.join(state, "dent"))
        }
        if let home = environment("HOME"), home.hasPrefix("/") {
            return StateDirectory(path: PathNames.join(home, ".local/state/dent"))
        }
        if let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir, directory.pointee == UInt8(ascii: "/") {
            return StateDirectory(path: PathNames.join(String(cString: directory), ".local/state/dent"))
        }
        return StateDirectory(path: "/tmp/dent-state-\(geteuid())")
    }

    /// Creates `subdirectory` (and any missing parents, mode 0700) and returns its path. Fails
    /// unless the result is a real directory owned by this user, so nobody can plant a symlink
    /// that makes dent write its copies elsewhere.
    func create(_ subdirectory: String) -> Result<String, FileErrno> {
        let full = PathNames.join(path, subdirectory)
        var current = ""
        var lastError: Int32 = 0
        for component in full.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { lastError = errno }
        }
        var info = stat()
        guard lstat(full, &info) == 0 else { return .failure(FileErrno(lastError != 0 ? lastError : errno)) }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { return .failure(FileErrno(EPERM)) }
        return .success(full)
    }
}
