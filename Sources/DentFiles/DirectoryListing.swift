import DentText
import Glibc

/// The entries of a folder, for completing a path the user types (POSIX `opendir`/`readdir`).
public enum DirectoryListing {
    /// One entry: its name and whether it leads to a folder (a symbolic link to a folder counts).
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var isDirectory: Bool
    }

    /// The entries of `path` except `.` and `..`, unsorted; empty when it cannot be read (a
    /// completion that finds nothing says so, which is all the user needs).
    public static func entries(of path: String) -> [Entry] {
        read(path) { name, type in
            // d_type is DT_UNKNOWN on some file systems, and a link's target decides: stat then.
            let isDirectory = type == UInt8(DT_DIR)
                || ((type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN)) && isFolder(PathNames.join(path, name)))
            return Entry(name: name, isDirectory: isDirectory)
        }
    }

    /// The names in `path` that start with `prefix`, unsorted, without looking at what they
    /// are. The prefix is compared on the entry's bytes before a String is made of its name: a
    /// folder such as /tmp holds thousands of names, and making each one a String cost more
    /// than reading the folder.
    public static func names(of path: String, startingWith prefix: String) -> [String] {
        read(path, startingWith: prefix) { name, _ in name }
    }

    /// One pass of readdir(3) over `path`, each entry whose name starts with `prefix` made from
    /// its name and `d_type`.
    private static func read<T>(_ path: String, startingWith prefix: String = "", _ make: (String, UInt8) -> T) -> [T] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        let wanted = PathBytes.bytes(prefix).map { CChar(bitPattern: $0) } + [0]
        var entries: [T] = []
        while let item = readdir(directory) {
            let name = withUnsafePointer(to: item.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { raw in
                    strncmp(raw, wanted, wanted.count - 1) == 0 ? PathBytes.string(cString: raw) : nil
                }
            }
            guard let name, name != "." && name != ".." else { continue }
            entries.append(make(name, item.pointee.d_type))
        }
        return entries
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
