import DentConfig
import DentCore
import DentFiles
import DentScreen
import DentTerminal
import DentText
import Glibc

/// Dies of `signal` as if dent had not caught it, once the terminal is restored, so the shell
/// sees how dent ended.
func reraise(_ signal: Int32) {
    _ = Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// Prints to standard error.
func printError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// The text of `name` in dent's XDG config directory; nil when there is no such file.
func readConfigFile(_ name: String) -> String? {
    let base = environment("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 }
        ?? (environment("HOME").map { $0 + "/.config" } ?? "")
    guard !base.isEmpty, let file = try? FileLoader.load(path: base + "/dent/" + name), file.exists else { return nil }
    return String(decoding: file.buffer.allBytes, as: UTF8.self)
}

/// An editor for `path` with the user's settings and key bindings; problems in the config files
/// become the first message, so a typo is seen but never stops dent from starting.
func configuredEditor(path: String, loaded: LoadedFile) -> (Editor, Settings) {
    let (settings, settingProblems) = SettingsParser.parse(readConfigFile("dent.conf") ?? "")
    var document = Document(path: path, text: TextBuffer(loaded.buffer), settings: settings)
    document.addsFinalNewline = !loaded.exists
    var editor = Editor(document: document)
    let (directives, syntaxProblems) = KeyBindingDirective.parse(readConfigFile("keys.conf") ?? "")
    let bindingProblems = syntaxProblems + editor.keymap.apply(directives, table: editor.commands)
    if let problem = settingProblems.first {
        editor.message = Message("dent.conf \(problem)", isError: true)
    } else if let problem = bindingProblems.first {
        editor.message = Message("keys.conf \(problem)", isError: true)
    } else if !loaded.exists {
        editor.message = Message("New file")
    }
    editor.environmentNotes = TmuxFacts.current()?.advice ?? []
    return (editor, settings)
}

/// Opens `path` and edits it until the user quits; returns the exit status.
func edit(path: String) -> Int32 {
    let loaded: LoadedFile
    do {
        loaded = try FileLoader.load(path: path)
    } catch {
        printError("dent: \(error)")
        return 1
    }
    let (editor, settings) = configuredEditor(path: path, loaded: loaded)
    do {
        let end = try Terminal.withSession { (device, signals, caps, modes) throws(TerminalError) in
            try Session(editor: editor, device: device, signals: signals, caps: caps, modes: modes,
                        escapeTimeout: settings.escapeTimeout).run()
        }
        if case .signal(let signal) = end { reraise(signal) }
        return 0
    } catch {
        printError("dent: \(error)")
        return 1
    }
}

let status: Int32
do {
    switch try Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help: print(HelpText.help); status = 0
    case .version: print(HelpText.version); status = 0
    case .listKeys:
        print(HelpText.listKeys(configuredEditor(path: "", loaded: LoadedFile(buffer: GapBuffer(), exists: true)).0))
        status = 0
    case .decodeKeys: status = KeyTester.run()
    case .checkKeys: status = KeyCheck.run(escapeTimeout: SettingsParser.parse(readConfigFile("dent.conf") ?? "").0.escapeTimeout)
    case .keysMarkdown: print(KeysDocument.markdown(for: Editor(document: Document(path: ""))), terminator: ""); status = 0
    case .edit(let path): status = edit(path: path)
    }
} catch {
    printError("dent: \(error.message)\n\(Invocation.usage)")
    status = 2
}
exit(status)
