import DentCore
import DentKeys
import DentTerminal
import Glibc

/// `dent --check-keys`: the terminal facts that decide which keys reach dent.
enum KeyCheck {
    static func run(editor: Editor, configuration: UserConfiguration) -> Int32 {
        var editor = editor
        let escapeTimeout = configuration.settings.escapeTimeout
        let term = environment("TERM") ?? ""
        let terminfo = Terminfo(term: term)
        print("TERM: \(term.isEmpty ? "(unset)" : term)"
            + (terminfo == nil ? " (no terminfo entry: xterm's sequences are used)" : " (terminfo entry found)"))
        print("Terminfo key sequences used by the decoder: \(terminfo?.keySequences().count ?? 0)")
        let keyboard = keyboardProtocol()
        print("Keyboard: " + keyboard.description)
        editor.terminalReportsModifierKeys = keyboard.kitty
        let flags = editor.overlayAvailability == .available ? "; dent sets kitty flags 27 while the text has the focus" : ""
        print("Shortcut overlay: " + (editor.overlayNote.map { $0 + flags } ?? "unknown (no terminal answered the kitty keyboard query)"))
        print("Esc timeout: \(escapeTimeout) ms (escape-timeout in dent.conf)")
        if let tmux = editor.environment.tmux {
            print("Inside tmux: escape-time \(tmux.escapeTime.map { "\($0) ms" } ?? "unknown"), extended-keys \(tmux.extendedKeys ?? "unknown")")
            for line in editor.helpNotes(about: .tmux) { print("  " + line) }
        } else {
            print("Inside tmux: no")
        }
        let findings = BindingLint.check(editor.keymap, table: editor.commands, kittyProtocol: keyboard.kitty == true)
        print(configuration.problems.isEmpty ? "Configuration: no problems" : "Configuration problems:")
        for problem in configuration.problems { print("  " + problem) }
        print(findings.isEmpty ? "Bindings: no problems" : "Bindings:")
        for finding in findings { print("  " + finding.description) }
        return 0
    }

    /// Asks the terminal (kitty keyboard query, DA1 as the sentinel) and reports the answer;
    /// `kitty` is nil when the terminal could not be asked or did not answer.
    private static func keyboardProtocol() -> (description: String, kitty: Bool?) {
        guard let device = try? TerminalDevice(), let raw = try? RawMode(fd: device.fd) else {
            return ("unknown (no terminal to ask)", nil)
        }
        defer { raw.restore() }
        guard (try? device.write(Array("\u{1B}[?u\u{1B}[c".utf8))) != nil else { return ("unknown (cannot write to the terminal)", nil) }
        var decoder = KeyDecoder()
        var kittyFlags: Int?
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline {
            var fd = pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, 100) > 0, case .bytes(let bytes) = device.read() else { continue }
            for event in decoder.decode(bytes) {
                if case .reply(.kittyKeyboardFlags(let flags)) = event { kittyFlags = flags }
                if case .reply(.primaryDeviceAttributes) = event {
                    if let kittyFlags { return ("kitty keyboard protocol (current flags \(kittyFlags)); dent pushes flag 1 (disambiguate)", true) }
                    return ("no kitty keyboard protocol; dent requests xterm modifyOtherKeys level 2", false)
                }
            }
        }
        return ("the terminal did not answer the device-attributes query within 1 s", nil)
    }
}
