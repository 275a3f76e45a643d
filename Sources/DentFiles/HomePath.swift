/// `~` in a path typed in a prompt (`~/notes.txt`, `~`), as a shell expands it: the core keeps
/// what was typed, and the host, which knows HOME, expands it where the path is opened, saved
/// or listed. `~user` is left alone (it names another user's home, which dent does not look up).
public enum HomePath {
    /// `path` with a leading `~` or `~/` replaced by `home`; unchanged without a home
    /// (nil or not absolute) or without a leading `~` component.
    public static func expanded(_ path: String, home: String?) -> String {
        guard let home, home.hasPrefix("/"), path == "~" || path.hasPrefix("~/") else { return path }
        let rest = path.dropFirst(path == "~" ? 1 : 2)
        return rest.isEmpty ? home : PathNames.join(home, String(rest))
    }
}
