import DentText
import Glibc

/// A small file of dent's state (the places of files, the search history) directly in the state
/// directory: read whole, and replaced by an atomic save (temporary file, fsync, rename,
/// directory fsync: `FileSaver`), so a crash mid-write leaves the previous file whole. The one
/// way such files are read and written.
enum StateFile {
    /// The bytes of `name` in `stateDirectory`; nil when there is none or it cannot be read.
    static func read(_ name: String, in stateDirectory: StateDirectory) -> [UInt8]? {
        let path = PathNames.join(stateDirectory.path, name)
        return (try? FileLoader.bytes(path: path)) ?? nil
    }

    /// Replaces `name` in `stateDirectory` with `bytes`, creating the directory (mode 0700) if
    /// needed. Returns the reason when it could not be saved.
    static func write(_ bytes: [UInt8], as name: String, in stateDirectory: StateDirectory) -> String? {
        switch stateDirectory.create("") {
        case .failure(let error): return String(cString: strerror(error.code))
        case .success(let directory):
            do throws(FileError) {
                _ = try FileSaver.save(GapBuffer(bytes), to: PathNames.join(directory, name),
                                       options: SaveOptions(stateDirectory: stateDirectory))
                return nil
            } catch {
                return error.description
            }
        }
    }
}
