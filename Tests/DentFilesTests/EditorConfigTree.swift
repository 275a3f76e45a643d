import Glibc

/// A folder tree under /tmp for the `.editorconfig` lookup tests, removed with everything in it
/// when the value is released.
final class EditorConfigTree {
    let root: String

    init() {
        var template = Array("/tmp/dent-editorconfig-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        root = made.map { String(cString: $0) } ?? "/tmp"
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` to `relative`, creating the folders above it.
    func write(_ relative: String, _ text: String, mode: mode_t = 0o644) {
        makeFolders(relative.split(separator: "/").dropLast().joined(separator: "/"))
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, mode)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        chmod(path(relative), mode)
    }

    /// Creates `relative` and every folder above it.
    func makeFolders(_ relative: String) {
        var current = root
        for component in relative.split(separator: "/") {
            current += "/" + component
            mkdir(current, 0o755)
        }
    }

    deinit { remove(root) }

    private func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            chmod(path, 0o755)
            for name in entries(of: path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    private func entries(of path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
