import DentText
import Glibc

/// A rescue copy of a file's unsaved text that a dent which had to stop left (`EmergencySave`:
/// SIGTERM, SIGHUP, a closed terminal; `CrashRescue`: a crash), found when the file is opened
/// again so that it is offered, not left to be stumbled on (docs/SAFETY.md, promise 12b).
public struct RescueCopy: Sendable {
    /// Where the copy is: `FILE.dent-save`, `FILE.dent-save.N`, or in the state folder's `rescue/`.
    public let path: String
    public let buffer: GapBuffer
    /// When it was written (its modification time).
    public let written: FileTime
    /// Whether it was written after the file's last modification (or there is no file).
    public let isNewerThanFile: Bool

    /// The copy's file name, as the question says it.
    public var name: String { PathNames.baseName(of: path) }
}

/// Finds the rescue copies of a file.
public enum RescueCopies {
    /// The largest copy read: a bigger one is left where it is (it is named on standard error
    /// when it is written, and the user can open it).
    static let limit: Int64 = 256 << 20

    /// The rescue copies of `path` whose text differs from the file's (or the file is gone),
    /// newest first; unreadable ones are passed over.
    public static func find(for path: String, stateDirectory: StateDirectory = .standard()) -> [RescueCopy] {
        let candidates = candidates(for: path, stateDirectory: stateDirectory)
        guard !candidates.isEmpty else { return [] }
        let file = FileIdentity.current(at: path)
        // Read only to compare with a copy of its size: opening a big file reads only its start.
        var checksum: UInt64??
        return candidates.compactMap { candidate in
            guard let (identity, buffer) = read(candidate) else { return nil }
            if let file, file.size == identity.size {
                let whole = checksum ?? FileChecksum.fnv1a(at: path)
                checksum = whole
                if whole == PathHash.fnv1a(buffer) { return nil }
            }
            return RescueCopy(path: candidate, buffer: buffer, written: identity.modified,
                              isNewerThanFile: file.map { identity.modified > $0.modified } ?? true)
        }.sorted { $0.written > $1.written }
    }

    /// The rescue copies of unnamed documents (`untitled.dent-save[.N]` in the state folder's
    /// `rescue/`) that hold something, newest first: a later `dent` with no file offers them.
    public static func findUntitled(stateDirectory: StateDirectory = .standard()) -> [RescueCopy] {
        named([(PathNames.join(stateDirectory.path, "rescue"), "untitled")]).compactMap { candidate in
            guard let (identity, buffer) = read(candidate), buffer.count > 0 else { return nil }
            return RescueCopy(path: candidate, buffer: buffer, written: identity.modified, isNewerThanFile: true)
        }.sorted { $0.written > $1.written }
    }

    /// The copy at `candidate` and its identity; nil when it cannot be read or is over `limit`.
    private static func read(_ candidate: String) -> (FileIdentity, GapBuffer)? {
        guard let identity = FileIdentity.current(at: candidate), identity.size <= limit,
              let loaded = try? FileLoader.load(path: candidate) else { return nil }
        return (identity, loaded.buffer)
    }

    /// Every name `EmergencySave` could have written for `path`, that exists: next to the file
    /// and in the state folder's `rescue/`.
    static func candidates(for path: String, stateDirectory: StateDirectory) -> [String] {
        named([(PathNames.parent(of: path), PathNames.shortened(PathNames.baseName(of: path))),
               (PathNames.join(stateDirectory.path, "rescue"), PathHash.stateName(for: PathResolution.canonical(path)))])
    }

    /// The files named `STEM.dent-save` or `STEM.dent-save.N` in each folder with its stem.
    private static func named(_ folders: [(String, String)]) -> [String] {
        folders.flatMap { folder, stem in
            let prefix = stem + EmergencySave.suffix
            return DirectoryListing.names(of: folder, startingWith: prefix).filter { name in
                let rest = name.dropFirst(prefix.count)
                return rest.isEmpty || rest.first == "." && rest.count > 1 && rest.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
            }.map { PathNames.join(folder, $0) }
        }
    }
}
