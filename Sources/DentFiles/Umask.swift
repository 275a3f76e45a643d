import Glibc

/// The process's file mode creation mask, read without changing it.
///
/// umask(2) can only be read by setting it, which for a moment changes the mode of files that
/// other threads create (the tests run in parallel). Linux 4.7 and later show the mask in
/// /proc/self/status ("Umask:\t0022"); only without that is it set and put back.
enum Umask {
    static func current() -> mode_t {
        if let mask = fromProcStatus() { return mask }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func fromProcStatus() -> mode_t? {
        guard let bytes = (try? FileLoader.bytes(path: "/proc/self/status", prefix: 4096)) ?? nil else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("Umask:") {
            return mode_t(line.dropFirst("Umask:".count).trimmingPrefix(while: { $0 == "\t" || $0 == " " }), radix: 8)
        }
        return nil
    }
}

extension Substring {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        var text = self
        while let first = text.first, predicate(first) { text = text.dropFirst() }
        return text
    }
}
