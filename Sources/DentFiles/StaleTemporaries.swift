import Glibc

/// Removes temporary files that a killed dent left next to a file, before the next save of it.
///
/// Only names this dent could have made are touched (".NAME.dent-tmp-PID-..."), only regular
/// files owned by this user, and only when process PID no longer exists (kill(2) with signal 0
/// answers ESRCH). A live process's temporary file, or one whose PID was reused, is left alone.
/// Backups (".dent-backup-") are never removed here: they may be the only good copy.
enum StaleTemporaries {
    static func sweep(directory: String, baseName: String) {
        let prefix = TemporaryFile.prefix(for: baseName)
        for name in DirectoryListing.names(of: directory, startingWith: prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let pid = pid_t(rest.prefix { $0.isASCII && $0.isNumber }), pid > 0, pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = PathNames.join(directory, name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            unlink(path)
        }
    }
}
