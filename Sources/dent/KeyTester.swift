import DentKeys
import DentTerminal
import Glibc

/// `dent --decode-keys`: prints one decoded event per line (the format of docs/KEYS.md).
/// From a pipe it decodes standard input to its end; on a terminal it is a live key tester that
/// shows each event with its raw bytes and exits on Ctrl+C pressed twice.
enum KeyTester {
    static func run() -> Int32 {
        isatty(STDIN_FILENO) == 1 ? live() : fromStandardInput()
    }

    private static func fromStandardInput() -> Int32 {
        var decoder = KeyDecoder(extraSequences: Terminfo(term: environment("TERM") ?? "")?.keySequences() ?? [:])
        var printer = EventPrinter()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                printError("dent: cannot read standard input: \(String(cString: strerror(errno)))")
                return 1
            }
            // At the end of input a paste left open is printed as far as it came.
            let events = n == 0 ? decoder.flush() + decoder.endPaste().map(\.event) : decoder.decode(buffer[0..<n])
            for event in events {
                for line in printer.lines(for: event) { print(line) }
            }
            if n == 0 { return 0 }
        }
    }

    private static func live() -> Int32 {
        do {
            let end = try Terminal.withSession(alternateScreen: false, mouse: true) { (device, signals, _, modes) throws(TerminalError) in
                try LiveKeyTester(device: device, signals: signals, modes: modes).run()
            }
            if case .signal(let signal) = end { reraise(signal) }
            return 0
        } catch {
            printError("dent: \(error)")
            return 1
        }
    }
}

/// The interactive key tester: raw mode and the editor's keyboard modes, one line per event.
final class LiveKeyTester {
    private let device: TerminalDevice
    private let signals: SignalPipe
    private let modes: ModesHandle
    private var decoder: KeyDecoder
    private var printer = EventPrinter()
    private var raw: [UInt8] = []
    private var lastWasCtrlC = false

    init(device: TerminalDevice, signals: SignalPipe, modes: ModesHandle) {
        self.device = device
        self.signals = signals
        self.modes = modes
        self.decoder = KeyDecoder(extraSequences: modes.keySequences)
    }

    func run() throws(TerminalError) -> SessionEnd {
        try write("dent key tester: press keys to see how dent decodes them; Ctrl+C twice quits.\r\n")
        let loop = InputLoop(device: device, signals: signals)
        while true {
            switch loop.wait(timeout: decoder.isWaiting ? 25 : decoder.isInPaste ? Int32(Session.pasteTimeout) : nil) {
            case .timeout:
                if try show(decoder.flushCounted() + decoder.endPaste()) { return .quit }
            case .signals(let received):
                if let signal = received.first(where: { $0 != SIGWINCH }) { return .signal(signal) }
            case .bytes(let bytes):
                raw += bytes
                if try show(decoder.decodeCounted(bytes)) { return .quit }
            case .hangUp:
                return .hangUp
            }
        }
    }

    /// Prints events with their raw bytes; true when Ctrl+C came twice in a row.
    private func show(_ events: [DecodedEvent]) throws(TerminalError) -> Bool {
        for decoded in events {
            let bytes = Array(raw.prefix(decoded.byteCount))
            raw.removeFirst(Swift.min(decoded.byteCount, raw.count))
            if case .reply = decoded.event, let enable = modes.handle(decoded.event) { try device.write(enable) }
            for line in printer.lines(for: decoded.event) {
                try write(line.padded(to: 32) + "  " + KeyEvent.escaped(bytes) + "\r\n")
            }
            let isCtrlC = decoded.event == .key(KeyChord(.character("c"), .ctrl))
            if isCtrlC && lastWasCtrlC { return true }
            lastWasCtrlC = isCtrlC
        }
        return false
    }

    private func write(_ text: String) throws(TerminalError) { try device.write(Array(text.utf8)) }
}

extension String {
    func padded(to width: Int) -> String { self + String(repeating: " ", count: Swift.max(width - count, 0)) }
}
