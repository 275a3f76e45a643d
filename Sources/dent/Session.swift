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
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    static let escapeTimeoutMilliseconds: Int32 = 50

    private var editor: Editor
    private let device: TerminalDevice
    private let signals: SignalPipe
    private var decoder = KeyDecoder()
    private var encoder: FrameEncoder

    init(editor: Editor, device: TerminalDevice, signals: SignalPipe, caps: TerminalCaps) {
        self.editor = editor
        self.device = device
        self.signals = signals
        self.encoder = FrameEncoder(caps: caps)
    }

    func run() throws(TerminalError) -> SessionEnd {
        updateSize()
        while true {
            try draw()
            if editor.isQuitting { return .quit }
            switch wait() {
            case .timeout:
                dispatch(decoder.flush())
            case .signals:
                for signal in signals.drain() {
                    if signal == SIGWINCH {
                        updateSize()
                    } else {
                        return .signal(signal)
                    }
                }
            case .input:
                switch device.read() {
                case .bytes(let bytes): dispatch(decoder.decode(bytes))
                case .interrupted: break
                case .hangUp: return .hangUp
                }
            }
        }
    }

    private enum Wake { case input, signals, timeout }

    /// Blocks until input, a signal, or the Esc timeout while a sequence is incomplete.
    private func wait() -> Wake {
        var fds = [
            pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = decoder.isWaiting ? Session.escapeTimeoutMilliseconds : -1
        while true {
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno == EINTR { return .signals }
            if ready == 0 { return .timeout }
            if fds[0].revents != 0 { return .signals }
            return .input
        }
    }

    private func dispatch(_ events: [KeyEvent]) {
        for event in events {
            editor.handle(event)
            performEffects()
        }
    }

    private func performEffects() {
        for effect in editor.takeEffects() {
            switch effect {
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
