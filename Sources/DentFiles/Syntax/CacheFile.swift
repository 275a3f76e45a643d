/// A cache file written in place of the old one, the listing's and each definitions entry's.
/// Atomic (an unnamed temporary file given a name and renamed over the old one), so a reader
/// sees the old file or the new one, never part of one. Not fsynced: a cache needs no
/// durability (after a crash the file may be empty or torn, which its reader detects and the
/// next start rebuilds), and an fsync would hold the session's thread, which writes the caches
/// when idle, until the disk has the file. Failures (a read-only or full disk, a file where the
/// folder should be) are ignored: a missing cache costs the next start time, never correctness
/// or a message.
enum CacheFile {
    /// Writes `bytes` as `name` in the folder `folder` of the cache folder `cache` ("" for the
    /// cache folder itself), made if missing.
    static func replace(_ name: String, in folder: String, of cache: String, with bytes: [UInt8]) {
        guard case .success(let directory) = StateDirectory(path: cache).create(folder),
              case .success(var temporary) = TemporaryFile.create(in: directory, for: name, unnamed: true)
        else { return }
        // Named while still open: an unnamed file is linked in through its descriptor.
        guard Descriptor.writeAll(bytes, to: temporary.fd) == 0, temporary.giveName() == 0, temporary.close() == 0,
              temporary.rename(onto: PathNames.join(directory, name)) == 0 else {
            temporary.discard()
            return
        }
    }
}
