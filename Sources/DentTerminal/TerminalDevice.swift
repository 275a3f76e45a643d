import Glibc

/// The terminal dent draws on and reads keys from: `/dev/tty`, so standard input and output
/// may be redirected. The only place bytes cross to and from the terminal.
public final class TerminalDevice {
    public let fd: Int32
    private let owned: Bool
    /// Where `read` reads to, kept from read to read, so a keystroke neither zeroes nor
    /// allocates a 4 KB array.
    private let readBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: TerminalDevice.readSize)
    public static let readSize = 4096

    /// Opens the controlling terminal, or standard input when that is a terminal.
    public init() throws(TerminalError) {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if tty >= 0 {
            fd = tty
            owned = true
        } else if isatty(STDIN_FILENO) == 1 {
            fd = STDIN_FILENO
            owned = false
        } else {
            throw TerminalError("dent needs a terminal: no /dev/tty and standard input is not a terminal")
        }
    }

    /// A terminal (or any descriptor) already open, which stays open when this is gone: for a
    /// pty the caller owns, and for tests of the write loop.
    public init(descriptor: Int32) {
        fd = descriptor
        owned = false
    }

    deinit {
        if owned { close(fd) }
        readBuffer.deallocate()
    }

    /// Writes all of `bytes`, retrying short writes, EINTR and EAGAIN (a non-blocking terminal
    /// whose buffer is full: wait until it can take more).
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        let done = bytes.withUnsafeBytes { writeAll($0) }
        if !done { throw .system("cannot write to the terminal") }
    }

    /// Writes all of `bytes` (see `write`); false on an error, with `errno` set.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var written = 0
        while written < bytes.count {
            let n = Glibc.write(fd, base + written, bytes.count - written)
            if n > 0 {
                written += n
            } else if n < 0 && errno == EAGAIN {
                var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&pfd, 1, 100)
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// What a read from the terminal gave.
    public enum ReadResult: Equatable {
        case bytes([UInt8])
        /// Interrupted by a signal; nothing read.
        case interrupted
        /// The terminal is gone (EOF or EIO): treat as hang-up, never retry.
        case hangUp
    }

    public func read(maximum: Int = TerminalDevice.readSize) -> ReadResult {
        let n = Glibc.read(fd, readBuffer, Swift.min(maximum, TerminalDevice.readSize))
        if n > 0 { return .bytes(Array(UnsafeBufferPointer(start: readBuffer, count: n))) }
        if n < 0 && (errno == EINTR || errno == EAGAIN) { return .interrupted }
        return .hangUp
    }

    /// The window size in cells, from TIOCGWINSZ; nil when the terminal does not say.
    public func windowSize() -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }
}
