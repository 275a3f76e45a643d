import Glibc

/// Waits for what the run loop reacts to: bytes from the terminal, signals from the self-pipe,
/// or the end of the Esc timeout while the decoder holds an incomplete sequence.
public struct InputLoop {
    public enum Wake: Equatable {
        case bytes([UInt8])
        case signals([Int32])
        case timeout
        /// The terminal is gone (EOF or EIO): never retried, or the loop would spin.
        case hangUp
    }

    private let device: TerminalDevice
    private let signals: SignalPipe

    public init(device: TerminalDevice, signals: SignalPipe) {
        self.device = device
        self.signals = signals
    }

    /// How many bytes the terminal has for dent to read right now (`FIONREAD`, tty_ioctl(4)).
    public func waitingByteCount() -> Int {
        var count: Int32 = 0
        return ioctl(device.fd, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
    }

    /// Blocks until something happens; `timeout` (milliseconds) limits the wait.
    public func wait(timeout: Int32?) -> Wake {
        var fds = [
            pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, 2, timeout ?? -1)
        if ready == 0 { return .timeout }
        // Signals first; a ready terminal is still ready on the next call.
        if ready < 0 || fds[0].revents != 0 || fds[1].revents == 0 { return .signals(signals.drain()) }
        switch device.read() {
        case .bytes(let bytes): return .bytes(bytes)
        case .interrupted: return .signals(signals.drain())
        case .hangUp: return .hangUp
        }
    }
}
