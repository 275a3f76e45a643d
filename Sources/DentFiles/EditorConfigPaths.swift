import DentText
import Glibc

/// Path arithmetic for the `.editorconfig` search: absolute paths, lexically normalized.
enum EditorConfigPaths {
    /// `path` made absolute against `currentDirectory` and normalized: empty and `.` components
    /// dropped, `..` taking off the component before it (lexically: symbolic links are not
    /// followed, so the folders searched are the ones the user named). Nil for a relative path
    /// when the current directory is unknown.
    static func absolute(_ path: String, currentDirectory: String?) -> String? {
        let joined: String
        if path.hasPrefix("/") {
            joined = path
        } else {
            guard let currentDirectory else { return nil }
            joined = currentDirectory + "/" + path
        }
        var components: [Substring.UnicodeScalarView] = []
        for component in Substring(joined).unicodeScalars.split(separator: "/") {
            if component.elementsEqual(".".unicodeScalars) { continue }
            if component.elementsEqual("..".unicodeScalars) {
                _ = components.popLast()
                continue
            }
            components.append(component)
        }
        return "/" + components.map { String(Substring($0)) }.joined(separator: "/")
    }

    /// The folder holding `path` (an absolute, normalized path); `/` for `/` itself.
    static func parent(of path: String) -> String {
        guard let slash = path.unicodeScalars.lastIndex(of: "/"), slash != path.unicodeScalars.startIndex else {
            return "/"
        }
        return String(path.unicodeScalars[..<slash])
    }

    /// `name` inside `directory`.
    static func child(_ name: String, of directory: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// The process's working directory, or nil when it cannot be read (removed, or too long).
    static func currentDirectory() -> String? { PathNames.workingDirectory() }
}
