import DentText
import Glibc

extension CrashRescue {
    /// The crash handler's part (given to `CrashGuard` with `table` as its context): writes
    /// every slot's text to a new `FILE.dent-save` and says where on standard error, having
    /// ended the language servers' process groups.
    ///
    /// Async-signal-safe (POSIX.1-2017 2.4.3): only open, write, fsync, close, unlink, with
    /// memory prepared in advance; no allocation, no Swift strings or arrays, no reference
    /// counting. Each candidate is opened `O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600, as
    /// `EmergencySave` does, so nothing existing is written through.
    public static let handler: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
        guard let table = context?.assumingMemoryBound(to: RescueTable.self) else { return }
        // The language servers' groups first (kill(2) is async-signal-safe): nothing they
        // started outlives dent.
        for index in 0..<table.pointee.groupCount { kill(-table.pointee.groups[index], SIGKILL) }
        guard let slots = table.pointee.slots else { return }
        for index in 0..<table.pointee.count {
            let slot = slots[index]
            let shape = slot.shape.pointee
            if shape.isGone { continue }
            say("dent: ")
            if let places = slot.places, let written = rescue(shape, places: places, count: slot.placeCount, table: table) {
                say("unsaved changes of ")
                say(slot.label)
                say(" written to ")
                say(places[written.place].shown)
                sayNumber(written.number, scratch: table.pointee.scratch)
            } else {
                say("could not write the unsaved changes of ")
                say(slot.label)
            }
            say("\n")
        }
    }

    /// Writes `shape`'s text to the first candidate that takes it; which place and number
    /// (0 for none, else the `.N` appended), or nil.
    private static func rescue(_ shape: GapShape, places: UnsafeMutablePointer<RescuePlace>, count: Int,
                               table: UnsafeMutablePointer<RescueTable>) -> (place: Int, number: Int)? {
        let path = table.pointee.scratch
        for place in 0..<count {
            guard let base = places[place].base else { continue }
            let length = Int(strlen(base))
            guard length + 8 < table.pointee.scratchSize else { continue }
            for number in 0..<1000 {
                memcpy(path, base, length)
                let end = number == 0 ? length : appendNumber(number, to: path + length, after: length)
                path[end] = 0
                let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0o600)
                if fd < 0 {
                    if errno == EEXIST || errno == EINTR { continue }
                    break
                }
                if write(shape, to: fd) {
                    if let folder = places[place].folder { syncFolder(folder) }
                    return (place, number)
                }
                unlink(path)
                break
            }
        }
        return nil
    }

    /// Writes `.NUMBER` at `to`; returns the new length of the path.
    private static func appendNumber(_ number: Int, to: UnsafeMutablePointer<CChar>, after length: Int) -> Int {
        to[0] = 0x2E
        var digits = 0
        var rest = number
        repeat { digits += 1; rest /= 10 } while rest > 0
        rest = number
        for place in stride(from: digits, to: 0, by: -1) {
            to[place] = CChar(0x30 + rest % 10)
            rest /= 10
        }
        return length + 1 + digits
    }

    /// Both halves of the text, then fsync and close; false if any of them failed.
    private static func write(_ shape: GapShape, to fd: Int32) -> Bool {
        var ok = true
        if let base = shape.base {
            ok = writeAll(base, shape.gapStart, to: fd) && writeAll(base + shape.gapEnd, shape.capacity - shape.gapEnd, to: fd)
        }
        if ok && fsync(fd) != 0 { ok = false }
        if close(fd) != 0 && errno != EINTR { ok = false }
        return ok
    }

    private static func writeAll(_ bytes: UnsafePointer<UInt8>, _ count: Int, to fd: Int32) -> Bool {
        var written = 0
        while written < count {
            let n = Glibc.write(fd, bytes + written, count - written)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            written += n
        }
        return true
    }

    private static func syncFolder(_ folder: UnsafePointer<CChar>) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        _ = close(fd)
    }

    /// Writes `.NUMBER` (nothing for 0) to standard error, built in `scratch`.
    private static func sayNumber(_ number: Int, scratch: UnsafeMutablePointer<CChar>) {
        guard number > 0 else { return }
        scratch[appendNumber(number, to: scratch, after: 0)] = 0
        say(UnsafePointer(scratch))
    }

    /// Writes a C string to standard error.
    private static func say(_ text: UnsafePointer<CChar>?) {
        guard let text else { return }
        _ = Glibc.write(STDERR_FILENO, text, strlen(text))
    }

    private static func say(_ text: StaticString) {
        _ = Glibc.write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }
}
