import DentText
import Glibc

/// Where a save really writes: symbolic links are followed so that the link stays a link and
/// its target gets the new bytes (what a user who edits `~/.bashrc -> dotfiles/bashrc` means).
enum PathResolution {
    /// The file at the end of the chain of symlinks starting at `path` (or `path` itself). The
    /// result may not exist: a dangling link names the file a save creates. Components before
    /// the last are left as they are; the kernel follows them. Linux stops at 40 links (ELOOP).
    static func finalTarget(of path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let target = readLink(current) else { throw .system(path, "follow the symbolic link") }
            current = target.hasPrefix("/") ? target : PathNames.join(PathNames.parent(of: current), target)
        }
        throw .system(path, "follow the symbolic link", code: ELOOP)
    }

    /// A stable absolute name for the file `path` leads to: its final target inside the
    /// canonical (realpath) form of its folder. Two names of one file share journals and backups.
    static func canonical(_ path: String) -> String {
        let target = (try? finalTarget(of: path)) ?? path
        let directory = PathNames.parent(of: target)
        guard let real = realPath(directory) else { return PathNames.absolute(target) }
        return PathNames.join(real, PathNames.baseName(of: target))
    }

    /// The contents of the symbolic link at `path`, or nil (errno set).
    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { storage in
            storage.baseAddress.map { readlink(path, $0, storage.count - 1) } ?? -1
        }
        guard count > 0 else { return nil }
        return PathBytes.string(buffer[0..<count].map { UInt8(bitPattern: $0) })
    }
}
