import DentSyntax
import Glibc

/// Parsed spec files kept between starts, so a start whose specs are all cached never loads
/// libxml2 (which pulls in ICU, lzma and zlib: docs/PERFORMANCE.md, "Figures behind the code"). One
/// file a spec, `definitions/NAME-HASH.tree` in the catalog's cache folder (`$XDG_CACHE_HOME/
/// dent`, beside `language-specs.cache`), named after the spec's path as `PathHash.stateName`
/// names state files: the `CachedSpecTree` encoding followed by a checksum of it
/// (`ContentHasher`, 8 bytes little-endian).
///
/// Trusted only whole and current: an entry is used when its checksum holds, it decodes, it is
/// of this version, it names the spec's path, and its stamp (size and change time, what the
/// listing cache trusts) is the spec's stamp now. Anything else is ignored and the spec parsed
/// again, which rewrites the entry. A stamp within `SpecListing.racyWindow` of the write is not
/// cached at all, for the reason given there.
struct DefinitionCache {
    /// The catalog's cache folder; the entries are in its `definitions` folder.
    let cache: String

    static let folderName = "definitions"

    var folder: String { PathNames.join(cache, Self.folderName) }

    /// The entry file of the spec at `path`.
    func entryPath(for path: String) -> String {
        PathNames.join(folder, PathHash.stateName(for: path) + ".tree")
    }

    /// The cached tree of the spec at `path`, whose stamp is now `stamp`; nil when there is no
    /// entry or it cannot be trusted.
    func tree(at path: String, stamp: FileStamp) -> XMLElement? {
        guard let bytes = try? SpecFiles.bytes(entryPath(for: path)).get(), let entry = Self.entry(from: bytes),
              entry.path == path, entry.stamp == stamp else { return nil }
        return entry.root
    }

    /// Writes `entry` in place of the spec's old one (`CacheFile`), unless its stamp is too
    /// recent to trust at `now`. After a crash an entry may be empty or torn, which its checksum
    /// catches.
    func store(_ entry: CachedSpecTree, now: FileTime) {
        let nanoseconds = now.seconds * 1_000_000_000 + now.nanoseconds
        guard entry.stamp.changed <= nanoseconds - SpecListing.racyWindow, let bytes = Self.file(entry) else { return }
        CacheFile.replace(PathNames.baseName(of: entryPath(for: entry.path)), in: Self.folderName, of: cache, with: bytes)
    }

    /// An entry file's bytes: the encoding and its checksum; nil when the tree cannot be cached.
    static func file(_ entry: CachedSpecTree) -> [UInt8]? {
        guard var bytes = entry.encoded() else { return nil }
        let sum = checksum(bytes[...])
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: sum >> UInt64(shift))) }
        return bytes
    }

    /// The entry an entry file's bytes hold; nil unless the checksum holds and they decode.
    static func entry(from bytes: [UInt8]) -> CachedSpecTree? {
        guard bytes.count >= 8 else { return nil }
        let body = bytes[..<(bytes.count - 8)]
        let stored = bytes[(bytes.count - 8)...].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard stored == checksum(body) else { return nil }
        return CachedSpecTree.decode(body)
    }

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hasher = ContentHasher()
        bytes.withUnsafeBytes { hasher.update($0) }
        return hasher.finish()
    }
}
