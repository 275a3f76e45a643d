import DentText
import Glibc

/// A configuration file dent edits for the user (dent.conf, when a view toggle is remembered).
public enum ConfigFile {
    /// Rewrites the text file at `path` through `transform` and saves it the way every file is
    /// saved (atomically, mode and symlinks kept), creating it and its folders when missing.
    /// Returns the reason when it could not be read or written; the file is then as it was.
    public static func rewrite(_ path: String, _ transform: (String) -> String) -> String? {
        if let error = createFolders(of: path) { return error }
        let old: String
        do throws(FileError) {
            let read = try ConfigurationText.read(path)
            // Written back whole, a file read in part would lose its rest.
            if read?.isCut == true { return ConfigurationText.cutNote(path) + ": not rewritten" }
            old = read?.text ?? ""
        } catch {
            return error.description
        }
        let new = transform(old)
        guard new != old else { return nil }
        do throws(FileError) {
            _ = try FileSaver.save(GapBuffer(Array(new.utf8)), to: path)
            return nil
        } catch {
            return error.description
        }
    }

    /// Creates the folders above `path` that are missing (mode 0755 less the umask, as mkdir -p).
    private static func createFolders(of path: String) -> String? {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST { return "\(current): \(String(cString: strerror(errno)))" }
        }
        return nil
    }
}
