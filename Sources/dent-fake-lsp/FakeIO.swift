import DentLSP
import Glibc

/// The fake's only contact with the world: standard input and output (the LSP stream),
/// standard error, the log file, and waiting.
struct FakeIO {
    /// The log, opened for appending; nil when no log was asked for.
    let logDescriptor: Int32?

    /// Opens `logPath` (created, appended to) when given.
    init(logPath: String?) throws(FakeStartError) {
        guard let logPath else {
            logDescriptor = nil
            return
        }
        let fd = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FakeStartError("cannot open the log \(logPath): \(String(cString: strerror(errno)))") }
        logDescriptor = fd
    }

    /// The next bytes on standard input; nil at its end.
    func read() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(chunk[0..<count]) : nil
        }
    }

    /// Writes all of `bytes` to `fd` (a write the reader refuses ends the fake by SIGPIPE, as
    /// it would a real server).
    func write(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Sends `message` framed on standard output.
    func send(_ message: JSONValue) { write(MessageFrame.encode(message), to: 1) }

    /// Appends `entry` to the log as one line, in one write, so a reader never sees half of it.
    func log(_ entry: JSONValue) {
        guard let logDescriptor else { return }
        write(entry.serialized() + [0x0A], to: logDescriptor)
    }

    /// Does nothing for `milliseconds`: the fake plays a slow server.
    func wait(milliseconds: Int) {
        var left = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        var rest = timespec()
        while nanosleep(&left, &rest) != 0 && errno == EINTR { left = rest }
    }
}

/// Why the fake cannot run.
struct FakeStartError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
