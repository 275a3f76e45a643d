import DentText
import Glibc

/// Path arithmetic on strings (no file system access except `absolute`'s getcwd).
public enum PathNames {
    /// The folder holding `path`: "." for a bare name, "/" for a name directly under the root.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `name` inside `directory`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` prefixed with the working directory when it is relative (not normalized).
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return workingDirectory().map { join($0, path) } ?? path
    }

    /// The process's working directory as getcwd gives it, or nil when it cannot be read
    /// (removed meanwhile, or too long).
    public static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return PathBytes.string(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// At most `limit` bytes of `name`, so a derived name ("." + name + a suffix) stays
    /// under NAME_MAX (255 bytes on Linux file systems); a character cut in two keeps the
    /// bytes it had (`PathBytes`).
    static func shortened(_ name: String, to limit: Int = 180) -> String {
        let bytes = PathBytes.bytes(name)
        guard bytes.count > limit else { return name }
        return PathBytes.string(bytes.prefix(limit))
    }
}
