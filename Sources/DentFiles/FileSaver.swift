import DentText
import Glibc

/// Saves byte-exact and atomically: the text goes to a temporary file in the same directory,
/// which is fsynced and renamed over the original, then the directory is fsynced. A failure at
/// any step leaves the original untouched. Mode and owner are kept; a symlink is followed, so
/// the link stays a link.
public enum FileSaver {
    public static func save(_ buffer: GapBuffer, to path: String) throws(FileError) {
        let target = resolvedTarget(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists {
            guard info.st_mode & S_IFMT == S_IFREG else { throw FileError("cannot save \(path): not a regular file") }
            // rename would silently replace a read-only file in a writable directory.
            guard access(target, W_OK) == 0 else { throw .system(path, "write") }
        }
        let directory = FileLoader.parentDirectory(of: target)
        let name = String(target.split(separator: "/").last ?? Substring(target))
        var template = Array("\(directory)/.\(name).dent-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .system(path, "create a temporary file for") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(FileError) {
            try fill(fd: fd, with: buffer, info: exists ? info : nil, path: path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = FileError.system(path, "rename the temporary file onto")
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    /// Writes the temporary file completely and closes it; every step's result is checked,
    /// because ENOSPC or EIO may show only at fsync or close.
    private static func fill(fd: Int32, with buffer: GapBuffer, info: stat?, path: String) throws(FileError) {
        var closed = false
        defer { if !closed { close(fd) } }
        try setMode(fd: fd, info: info, path: path)
        try writeAll(buffer, to: fd, path: path)
        guard fsync(fd) == 0 else { throw .system(path, "sync") }
        closed = true
        guard close(fd) == 0 else { throw .system(path, "close") }
    }

    /// The file a save writes: the end of a chain of symlinks, or `path` itself.
    static func resolvedTarget(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Gives the temporary file the original's mode and owner, or a new file's default mode.
    private static func setMode(fd: Int32, info: stat?, path: String) throws(FileError) {
        if let info {
            guard fchmod(fd, info.st_mode & 0o7777) == 0 else { throw .system(path, "set the mode of") }
            // Keeping the owner needs privileges; without them the file becomes the saver's.
            _ = fchown(fd, info.st_uid, info.st_gid)
        } else {
            let mask = umask(0)
            umask(mask)
            guard fchmod(fd, 0o666 & ~mask) == 0 else { throw .system(path, "set the mode of") }
        }
    }

    /// Writes both halves of the gap buffer without joining them.
    private static func writeAll(_ buffer: GapBuffer, to fd: Int32, path: String) throws(FileError) {
        let failed: Bool = buffer.withHalves { before, after in
            for half in [before, after] {
                var written = 0
                while written < half.count {
                    let n = retrying { write(fd, half.baseAddress! + written, half.count - written) }
                    if n <= 0 { return true }
                    written += n
                }
            }
            return false
        }
        if failed { throw .system(path, "write") }
    }

    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
