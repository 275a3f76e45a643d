import DentConfig
import DentCore
import DentFiles
import DentKeys
import DentScreen
import DentTerminal
import Glibc

/// How a session ended.
enum SessionEnd {
    case quit
    /// A signal asked dent to stop; it is re-raised once the terminal is restored.
    case signal(Int32)
    case hangUp
}

/// One editing session on the terminal: the run loop. Reads keys, lets the editor handle them,
/// performs the effects it asks for, and draws each frame in one write.
final class Session {
    private var editor: Editor
    private let device: TerminalDevice
    private let input: InputLoop
    private let modes: ModesHandle
    private let escapeTimeout: Int32
    private var decoder: KeyDecoder
    private var encoder: FrameEncoder
    /// Input bytes not yet matched to a decoded event.
    private var raw: [UInt8] = []

    init(editor: Editor, device: TerminalDevice, signals: SignalPipe, caps: TerminalCaps, modes: ModesHandle, escapeTimeout: Int) {
        self.editor = editor
        self.device = device
        self.input = InputLoop(device: device, signals: signals)
        self.modes = modes
        self.escapeTimeout = Int32(escapeTimeout)
        self.decoder = KeyDecoder(extraSequences: modes.keySequences)
        self.encoder = FrameEncoder(caps: caps)
    }

    func run() throws(TerminalError) -> SessionEnd {
        updateSize()
        while true {
            try draw()
            if editor.isQuitting { return .quit }
            switch input.wait(escapeTimeout: decoder.isWaiting ? escapeTimeout : nil) {
            case .timeout:
                try dispatch(decoder.flushCounted())
            case .signals(let received):
                for signal in received {
                    guard signal == SIGWINCH else { return .signal(signal) }
                    updateSize()
                }
            case .bytes(let bytes):
                raw += bytes
                try dispatch(decoder.decodeCounted(bytes))
            case .hangUp:
                return .hangUp
            }
        }
    }

    /// Replies to dent's queries go to the terminal modes; everything else to the editor, with
    /// the bytes it came from.
    private func dispatch(_ events: [DecodedEvent]) throws(TerminalError) {
        for decoded in events {
            let event = decoded.event
            editor.rawInput = Array(raw.prefix(decoded.byteCount))
            raw.removeFirst(Swift.min(decoded.byteCount, raw.count))
            if case .reply = event {
                if let bytes = modes.handle(event) { try device.write(bytes) }
                continue
            }
            editor.clock = Session.milliseconds()
            editor.handle(event)
            try performEffects()
        }
    }

    private func performEffects() throws(TerminalError) {
        for effect in editor.takeEffects() {
            switch effect {
            case .copyToSystemClipboard(let bytes):
                if let sequence = SystemClipboard.sequence(for: bytes) { try device.write(sequence) }
            case .save(let thenQuit):
                var failure: String?
                do {
                    try FileSaver.save(editor.document.text.bytes, to: editor.document.path)
                } catch {
                    failure = error.description
                }
                editor.saveFinished(error: failure, thenQuit: thenQuit, lines: editor.document.text.countedLines)
            }
        }
    }

    /// Milliseconds of the monotonic clock, for undo grouping.
    static func milliseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
    }

    private func updateSize() {
        let size = device.windowSize() ?? (24, 80)
        editor.resize(rows: size.rows, columns: size.columns)
        encoder.invalidate()
    }

    private func draw() throws(TerminalError) {
        let grid = Renderer.render(editor, rows: editor.screenSize.rows, columns: editor.screenSize.columns)
        let bytes = encoder.encode(grid)
        if !bytes.isEmpty { try device.write(bytes) }
    }
}
