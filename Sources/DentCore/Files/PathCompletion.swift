/// One entry of a folder, as the host lists it for completion.
public struct DirectoryEntry: Sendable, Equatable {
    public var name: String
    public var isDirectory: Bool

    public init(name: String, isDirectory: Bool) {
        self.name = name
        self.isDirectory = isDirectory
    }
}

/// Completing a typed path from its folder's entries, as a shell does: one match completes
/// (a folder with its `/`), several complete to their common prefix and are listed, hidden
/// entries only match a name that starts with a dot.
enum PathCompletion {
    /// The path a prompt's text means: a `/` or `~` typed right after a `/` starts a new path,
    /// as in Emacs (`/home/me//tmp/b.txt` is `/tmp/b.txt`, `/home/me/~/b.txt` is `~/b.txt`), so
    /// an absolute path or one from home can be typed after the folder the prompt starts in.
    /// `~` stays for the host to expand (it knows HOME).
    static func typedPath(_ text: String) -> String {
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "/", next < text.endIndex, text[next] == "/" || (text[next] == "~" && startsName(text, after: next)) {
                start = next
            }
            index = next
        }
        return String(text[start...])
    }

    /// Whether the `~` at `tilde` is a whole first component (`~` or `~/…`), not a name's start.
    private static func startsName(_ text: String, after tilde: String.Index) -> Bool {
        let after = text.index(after: tilde)
        return after == text.endIndex || text[after] == "/"
    }

    /// `path` with `.` components and each `name/..` pair taken out, as a shell's `cd` reads
    /// them (POSIX `cd -L`): `inventory/../src/ring.c` is `src/ring.c`. A `..` with nothing
    /// before it to take stays; `~` stays for the host.
    static func normalized(_ path: String) -> String {
        guard !path.isEmpty else { return path }
        let absolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = kept.last, last != ".." { kept.removeLast(); continue }
            if part == "..", absolute { continue }
            kept.append(part)
        }
        let joined = kept.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` written from `folder` (an absolute path) when it lies under it, else as it is:
    /// how Save as shows the file's path.
    static func relative(_ path: String, to folder: String) -> String {
        guard !folder.isEmpty, path.hasPrefix("/") else { return path }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) && path.count > base.count ? String(path.dropFirst(base.count)) : path
    }

    /// The folder part of `text`, up to and including its last `/` ("" for a bare name: the
    /// working directory).
    static func directory(of text: String) -> String {
        guard let slash = text.lastIndex(of: "/") else { return "" }
        return String(text[...slash])
    }

    /// The completed text and, when it could not choose, the candidates (or that none matched).
    static func complete(_ text: String, entries: [DirectoryEntry]) -> (text: String, note: String?) {
        let folder = directory(of: text)
        let prefix = String(text.dropFirst(folder.count))
        let matches = entries
            .filter { $0.name != "." && $0.name != ".." && $0.name.hasPrefix(prefix) }
            .filter { !$0.name.hasPrefix(".") || prefix.hasPrefix(".") }
            .map { $0.name + ($0.isDirectory ? "/" : "") }
            .sorted()
        guard let first = matches.first else { return (text, "no match") }
        if matches.count == 1 { return (folder + first, nil) }
        let common = matches.dropFirst().reduce(first) { $0.commonPrefix(with: $1) }
        return (folder + common, matches.joined(separator: "  "))
    }
}

extension String {
    /// The longest start this string shares with `other`, by characters.
    func commonPrefix(with other: String) -> String {
        String(zip(self, other).prefix { $0 == $1 }.map(\.0))
    }
}
