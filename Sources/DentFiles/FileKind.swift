import Glibc

/// The kinds of file the loader refuses, named for messages (POSIX `<sys/stat.h>` `S_IFMT`).
enum FileKind {
    /// Throws unless `info` describes a regular file: a directory cannot be edited as text, and
    /// reading a FIFO or a device can block forever or have side effects (a tape rewinds).
    static func requireRegular(_ info: stat, _ path: String) throws(FileError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw FileError("\(path) is a directory", reason: .isDirectory)
        default: throw FileError("\(path) is \(name(of: info.st_mode)), not a regular file", reason: .notRegularFile)
        }
    }

    /// "a FIFO (named pipe)", "a character device", ... for a mode that is not a regular file.
    static func name(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}
