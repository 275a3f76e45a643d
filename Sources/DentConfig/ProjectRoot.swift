/// Where a file's project starts, by the files that mark a project's root
/// (`LanguageServers.rootMarkers`): a language server starts by itself only for a file inside
/// a project, with that folder as its root (issue 54).
public enum ProjectRoot {
    /// The nearest folder above the file at `path` (its own folder first) that holds one of
    /// language `id`'s root markers; nil when none does, and then no server starts by itself.
    ///
    /// `path` is absolute and normalized (no `.` or `..`). `exists` says whether a path names
    /// something (a marker may be a file or a folder: `.git` is a file in a worktree);
    /// injected, so this is pure. The root of the file system is never a project's root: a
    /// `.git` there (some containers have one) would make every file one project.
    public static func find(forFile path: String, language id: String, exists: (String) -> Bool) -> String? {
        let markers = LanguageServers.rootMarkers(for: id)
        let prefix = path.hasPrefix("/") ? "/" : ""
        var folders = path.split(separator: "/").dropLast()
        while !folders.isEmpty {
            let folder = prefix + folders.joined(separator: "/")
            if markers.contains(where: { exists(folder + "/" + $0) }) { return folder }
            folders.removeLast()
        }
        return nil
    }
}
