import DentConfig
import DentCore
import DentFiles
import DentScreen
import DentTerminal
import DentText
import Glibc

/// Prints to standard error.
func printError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Reads dent.conf from the XDG config directory; a missing file means defaults.
func loadSettings() -> (Settings, [ConfigDiagnostic]) {
    let base = environment("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 }
        ?? (environment("HOME").map { $0 + "/.config" } ?? "")
    guard !base.isEmpty, let file = try? FileLoader.load(path: base + "/dent/dent.conf"), file.exists else {
        return (Settings(), [])
    }
    return SettingsParser.parse(String(decoding: file.buffer.allBytes, as: UTF8.self))
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
    let (settings, diagnostics) = loadSettings()
    var editor = Editor(document: Document(path: path, text: TextBuffer(loaded.buffer), settings: settings))
    if let problem = diagnostics.first { editor.message = Message("dent.conf \(problem)", isError: true) }
    if !loaded.exists { editor.message = editor.message ?? Message("New file") }
    do {
        let end = try Terminal.withSession { (device, signals, caps) throws(TerminalError) in
            try Session(editor: editor, device: device, signals: signals, caps: caps).run()
        }
        if case .signal(let signal) = end {
            _ = Glibc.signal(signal, SIG_DFL)
            raise(signal)
        }
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
    case .listKeys: print(HelpText.listKeys()); status = 0
    case .keysMarkdown: print(KeysDocument.markdown(for: Editor(document: Document(path: ""))), terminator: ""); status = 0
    case .edit(let path): status = edit(path: path)
    }
} catch {
    printError("dent: \(error.message)\n\(Invocation.usage)")
    status = 2
}
exit(status)
