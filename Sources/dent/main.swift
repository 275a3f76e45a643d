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
func printError(_ text: String, newline: Bool = true) {
    var line = text + (newline ? "\n" : "")
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// An editor for `path` with the user's settings and key bindings; the first problem in the
/// configuration becomes the first message, so a typo is seen but never stops dent from starting.
func configuredEditor(path: String, loaded: LoadedFile, configuration: UserConfiguration) -> (Editor, UserConfiguration) {
    var configuration = configuration
    let editorConfig = path.isEmpty ? EditorConfigProperties() : EditorConfigFiles.properties(for: path)
    let document = Document(path: path, text: TextBuffer(loaded.buffer), settings: configuration.settings,
                            editorConfig: editorConfig, isNew: !loaded.exists)
    var editor = Editor(document: document)
    configuration.applyBindings(to: &editor)
    if let problem = configuration.problems.first {
        let more = configuration.problems.count > 1 ? " (+\(configuration.problems.count - 1) more: dent --check-keys)" : ""
        editor.message = Message(problem + more, isError: true)
    } else if let note = document.editorConfigNotes.first {
        editor.message = Message(note, isError: true)
    } else if !loaded.exists {
        editor.message = Message("New file")
    }
    editor.environmentNotes = TmuxFacts.current()?.advice ?? []
    return (editor, configuration)
}

/// The editor the key listings describe: no file, the user's bindings.
func listingEditor(keysFile: String?) -> (Editor, UserConfiguration) {
    configuredEditor(path: "", loaded: LoadedFile(buffer: GapBuffer(), exists: true),
                     configuration: UserConfiguration.load(keysFile: keysFile))
}

/// Opens `path` (`-`: standard input) and edits it until the user quits; returns the exit status.
func edit(path argument: String, position: StartPosition?, keysFile: String?) -> Int32 {
    var path = argument
    var position = position
    if position == nil, let split = StartPosition.split(argument) { (path, position) = (split.path, split.position) }
    let configuration = UserConfiguration.load(keysFile: keysFile)
    let loaded: LoadedFile
    switch Opening.load(path, maximumSize: Int64(configuration.settings.maximumFileMiB) << 20) {
    case .success(let file): loaded = file
    case .failure(let error):
        printError("dent: \(error)")
        return 1
    }
    var (editor, applied) = configuredEditor(path: path == "-" ? "" : path, loaded: loaded, configuration: configuration)
    Opening.prepare(&editor, loaded: loaded, path: path, position: position)
    let files = FileWatch(path: editor.document.path, identity: loaded.identity)
    do {
        var rescued: [String] = []
        let end = try Terminal.withSession(mouse: applied.settings.mouse, focusEvents: true) { (device, signals, caps, modes) throws(TerminalError) in
            let session = Session(editor: editor, files: files, device: device, signals: signals, caps: caps, modes: modes,
                                  escapeTimeout: applied.settings.escapeTimeout)
            defer { rescued = session.rescued }
            return try session.run()
        }
        for line in rescued { printError("dent: " + line) }
        if case .signal(let signal) = end { reraise(signal) }
        return 0
    } catch {
        printError("dent: \(error)")
        return 1
    }
}

let status: Int32
do {
    let invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
    switch invocation.mode {
    case .help: print(HelpText.help); status = 0
    case .version: print(HelpText.version); status = 0
    case .listKeys(let tsv):
        let editor = listingEditor(keysFile: invocation.keysFile).0
        print(tsv ? HelpText.listKeysTSV(editor) : HelpText.listKeys(editor))
        status = 0
    case .decodeKeys: status = KeyTester.run()
    case .checkKeys:
        let (editor, configuration) = listingEditor(keysFile: invocation.keysFile)
        status = KeyCheck.run(editor: editor, configuration: configuration)
    case .keysMarkdown: print(KeysDocument.markdown(for: Editor(document: Document(path: ""))), terminator: ""); status = 0
    case .edit(let path, let position): status = edit(path: path, position: position, keysFile: invocation.keysFile)
    }
} catch {
    printError("dent: \(error.message)\n\(Invocation.usage)")
    status = 2
}
exit(status)
