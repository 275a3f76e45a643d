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

/// Prints to standard error, every control character but newline and tab escaped as the
/// screen shows it (`PathBytes.shown`): a message names files, and a name's ESC, CSI or OSC
/// would otherwise reach the terminal, whether standard error is one or a pipe read later.
func printError(_ text: String, newline: Bool = true) {
    var line = PathBytes.shown(text, keeping: [0x0A, 0x09]) + (newline ? "\n" : "")
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// An editor showing `document` with the user's key bindings; the first problem in the
/// configuration comes back as a message with a count, so a typo is seen but never stops dent
/// from starting; the help view lists them all (`Editor.configurationProblems`).
func configuredEditor(_ document: Document, configuration: UserConfiguration) -> (Editor, UserConfiguration, problem: Message?) {
    var configuration = configuration
    var editor = Editor(document: document)
    editor.emptyDocument = Document(path: "", text: TextBuffer(), settings: configuration.settings, isNew: true)
    editor.applyViewSettings(configuration.settings)
    configuration.applyBindings(to: &editor)
    var problem: Message?
    if let first = configuration.problems.first {
        let more = configuration.problems.count > 1 ? " (+\(configuration.problems.count - 1) more: F1 lists them)" : ""
        problem = Message(first + more, isError: true)
    }
    editor.configurationProblems = configuration.problems
    editor.environment = EnvironmentFacts(
        tmux: TmuxFacts.current(), usualEditorIsNano: EnvironmentFacts.namesNano(environment("VISUAL") ?? environment("EDITOR")))
    editor.hasSudo = SudoSave.isInstalled
    editor.startFolder = PathNames.workingDirectory() ?? ""
    return (editor, configuration, problem)
}

/// The editor the key listings describe: no file, the user's bindings.
func listingEditor(keysFile: String?) -> (Editor, UserConfiguration) {
    let (editor, configuration, _) = configuredEditor(Document(path: ""), configuration: UserConfiguration.load(keysFile: keysFile))
    return (editor, configuration)
}

/// `dent --check-config`: every problem of dent.conf, keys.conf and the theme, one a line as
/// `FILE:LINE: reason`; exit status 1 when there is one.
func checkConfiguration(keysFile: String?) -> Int32 {
    var configuration = UserConfiguration.load(keysFile: keysFile)
    let catalog = SpecCatalog(environment: SpecDirectories.processEnvironment())
    configuration.addThemeProblem(SyntaxSetup(settings: configuration.settings, catalog: catalog).themeProblem)
    let (_, checked, _) = configuredEditor(Document(path: ""), configuration: configuration)
    for problem in checked.problems { print(problem) }
    if checked.problems.isEmpty { print("dent.conf, \(checked.keysName) and the theme: no problems") }
    return checked.problems.isEmpty ? 0 : 1
}

/// Reads every file named on the command line (`-`: standard input), before the terminal is
/// touched; the same file named twice opens once. A file that cannot be opened is skipped
/// with its reason (`dent a /etc b` edits `a` and `b`, and says why `/etc` did not open).
/// Only the start of a big first file may be read (`OpenedFile.isPreview`): the rest is read
/// on another thread (`BackgroundOpen`) once the session has drawn the start.
func openAll(_ arguments: [String], position: StartPosition?, settings: Settings) -> (opened: [OpenedFile], failures: [FileError]) {
    var opened: [OpenedFile] = []
    var failures: [FileError] = []
    for (index, argument) in arguments.enumerated() {
        // +LINE applies to the first file; FILE:LINE to its own.
        let target = StartPosition.target(argument, position: index == 0 ? position : nil)
        let named = target.path != "-"
        if named, opened.contains(where: { !$0.document.path.isEmpty && SameFile.check($0.document.path, target.path) }) { continue }
        switch Opening.open(target.path, position: target.position, settings: settings, interactive: true, previewing: opened.isEmpty) {
        case .success(let file): opened.append(file)
        case .failure(let error): failures.append(error)
        }
    }
    return (opened, failures)
}

/// The first message of a session some named files did not open in: which, and why.
func notOpenedMessage(_ failures: [FileError]) -> Message? {
    guard !failures.isEmpty else { return nil }
    return Message("Not opened: " + failures.map(\.description).joined(separator: "; "), isError: true)
}

/// What a session starts from, made before the terminal is touched.
struct SessionStart {
    var editor: Editor
    var watches: FileWatches
    var settings: Settings
    var terminal: TerminalDescription
    /// The first file, when only its start was read.
    var preview: PendingOpen?
    /// Highlighting: the languages, their highlighters, the theme.
    var syntax: SyntaxSetup
}

/// A file shown from its start (`OpenedFile.isPreview`) until the whole of it is read.
struct PendingOpen {
    var id: DocumentID
    var path: String
    /// The start message shown with the preview, and what it says when the file has nothing to
    /// say first (`OpenedFile.startMessage`).
    var shownMessage: Message?
    var otherMessage: Message?
    /// The whole file's lines, being counted for the first frame (`OpenedFile.lineCounting`).
    var lineCounting: LineCounting?
    /// The whole file, being read since the preview's frame was drawn; nil before, or when no
    /// thread could read it.
    var reading: BackgroundOpen? = nil

    /// The whole file, for a loop that cannot be woken when it is read: what the thread read,
    /// once it is done, or read here.
    func wholeFile(settings: Settings) -> Result<OpenedFile, FileError> {
        reading?.waitAndTake() ?? Opening.completed(path, settings: settings)
    }

    /// Waits for the count of the whole file's lines, when it was being counted, and gives it
    /// to the preview: what the first frame draws past the file's end.
    func recordLineCount(in editor: inout Editor) {
        if let lines = lineCounting?.wait() { editor.countedLines(lines, of: id) }
    }

    /// Puts the whole file in the preview's place; the next frame draws only what the rest
    /// changed (usually nothing). Input was held until now, so nothing edited or saved the
    /// preview. Nil, or why the session must end: a file that cannot be read ends it, as it
    /// would have ended dent before the screen was taken.
    func complete(_ outcome: consuming Result<OpenedFile, FileError>, editor: inout Editor, watches: inout FileWatches) -> String? {
        switch consume outcome {
        case .failure(let error):
            return error.description
        case .success(let file):
            // The preview's highlighting goes on: its states start over on the whole text.
            var whole = file.document
            whole.syntax = editor.document(id)?.syntax
            editor.completeOpening(id, with: whole)
            // The watch made for the preview stays (its open mark, the backup it was offered):
            // only the identity is the whole file's now.
            watches.read(id, identity: file.identity, contentHash: file.contentHash)
            let message = file.startMessage(otherwise: otherMessage)
            if message != shownMessage { editor.message = message }
            return nil
        }
    }
}

/// Opens the files (`dent a b c` shows `a`, with `b` and `c` open behind it) into an editor with
/// the user's configuration; no file is an empty unnamed document, whose first save asks for a
/// name. Nil, after saying why on standard error, when files were named and none could be opened.
/// The language catalog is read from the folders `specEnvironment` names (this process's
/// variables), on this thread, before the first frame: a worker thread measured no faster
/// (docs/PERFORMANCE.md, "Tried and dropped"); only the heads a first start reads
/// are shared with a helper it never waits for (`WorkerThread.sharedMap`).
func startSession(paths: [String], position: StartPosition?, keysFile: String?,
                  specEnvironment: [String: String] = SpecDirectories.processEnvironment()) -> SessionStart? {
    var configuration = UserConfiguration.load(keysFile: keysFile)
    var (opened, failures) = openAll(paths, position: position, settings: configuration.settings)
    if paths.isEmpty {
        opened = [OpenedFile(document: Document(path: "", text: TextBuffer(), settings: configuration.settings, isNew: true),
                             recoveries: Opening.untitledRecoveries())]
    }
    // The languages before the rest of a big file is read: on a first start the listing and the
    // spec parsing are the longest step before the first frame, and a read faulting in fresh
    // memory beside them slowed them severalfold in this VM (docs/PERFORMANCE.md,
    // "Figures behind the code").
    let syntax = SyntaxSetup(settings: configuration.settings, catalog: SpecCatalog(environment: specEnvironment))
    configuration.addThemeProblem(syntax.themeProblem)
    for index in opened.indices { syntax.attach(&opened[index].document, isBinary: opened[index].isBinary) }
    guard let first = opened.first else {
        for failure in failures { printError("dent: \(failure)") }
        return nil
    }
    var (editor, applied, problem) = configuredEditor(first.document, configuration: configuration)
    // Only when nothing described the terminal: drawing may then be wrong, and it says why.
    let terminal = TerminalProfile.current()
    editor.environment.terminalNotice = terminal.notice
    editor.searchHistory = SearchHistoryFile.load()
    editor.languages = syntax.listedLanguages
    let otherMessage = problem ?? terminal.notice.map { Message($0) }
    // Which named files did not open is said first: the read-only mark stays on the status line.
    let notOpened = notOpenedMessage(failures)
    editor.message = notOpened ?? first.startMessage(otherwise: otherMessage)
    if !first.recoveries.isEmpty { editor.offerRecoveries(first.recoveries) }
    if let offer = first.backup?.offer { editor.offerBackup(offer.bytes, madeAt: offer.time) }
    var watches = FileWatches()
    watches.add(editor.currentID, path: first.document.path, identity: first.identity, contentHash: first.contentHash,
                backup: first.backup?.file, incompleteBackups: first.incompleteBackups)
    editor.noteIncompleteBackups(first.incompleteBackups.count, of: editor.currentID)
    for file in opened.dropFirst() {
        let id = editor.add(file.document, notice: file.notice, recoveries: file.recoveries, backup: file.backup?.offer)
        watches.add(id, path: file.document.path, identity: file.identity, contentHash: file.contentHash,
                    backup: file.backup?.file, incompleteBackups: file.incompleteBackups)
        editor.noteIncompleteBackups(file.incompleteBackups.count, of: id)
    }
    let preview = first.isPreview ? PendingOpen(id: editor.currentID, path: first.document.path,
                                                shownMessage: editor.message, otherMessage: notOpened ?? otherMessage,
                                                lineCounting: first.lineCounting) : nil
    return SessionStart(editor: editor, watches: watches, settings: applied.settings, terminal: terminal, preview: preview,
                        syntax: syntax)
}

/// Edits the files until the user quits; returns the exit status.
func edit(paths: [String], position: StartPosition?, keysFile: String?) -> Int32 {
    // Handed to the session, not copied: while a second reference to a document's text is
    // alive, its first edit copies the whole buffer.
    var start = startSession(paths: paths, position: position, keysFile: keysFile)
    guard let terminal = start?.terminal, let mouse = start?.settings.mouse else { return 1 }
    do {
        var rescued: [String] = []
        let crashRescue = CrashRescue()
        let end = try Terminal.withSession(terminal: terminal, mouse: mouse, focusEvents: true,
                                           rescue: crashRescue.crashGuardRescue) { (device, signals, caps, modes) throws(TerminalError) in
            let session = Session(start: start.take()!, device: device, signals: signals, caps: caps, modes: modes,
                                  crashRescue: crashRescue)
            defer { rescued = session.rescued }
            return try session.run()
        }
        for line in rescued { printError("dent: " + line) }
        if case .signal(let signal) = end { reraise(signal) }
        if case .failed(let reason) = end {
            printError("dent: \(reason)")
            return 1
        }
        return 0
    } catch {
        printError("dent: \(error)")
        return 1
    }
}

// Before anything writes a file (the language catalog's cache is written at start-up, before
// the terminal's signal set-up): past a file size limit (ulimit -f) a write then fails with
// EFBIG, which is handled, instead of SIGXFSZ ending dent (docs/SAFETY.md).
_ = signal(SIGXFSZ, SIG_IGN)

let status: Int32
// Read as dent holds names (`PathBytes`): `CommandLine.arguments` replaces bytes that are not
// UTF-8 with U+FFFD, which names another file.
let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { PathBytes.string(cString: $0) } }
if arguments.first == SaveFromDescriptor.option {
    exit(SaveFromDescriptor.run(Array(arguments.dropFirst())))
}
do {
    let invocation = try Invocation.parse(arguments)
    try invocation.checkStandardInput(isTerminal: isatty(STDIN_FILENO) == 1)
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
    case .checkConfig: status = checkConfiguration(keysFile: invocation.keysFile)
    case .keysMarkdown: print(KeysDocument.markdown(for: Editor(document: Document(path: ""))), terminator: ""); status = 0
    case .manPage: print(ManPage.page(for: Editor(document: Document(path: ""))), terminator: ""); status = 0
    case .highlight(let path, let spans): status = SyntaxCommands.highlight(path: path, spans: spans, language: invocation.language)
    case .checkSyntax: status = SyntaxCheck.run()
    case .checkLSP(let path): status = ServerCheck.run(path: path, language: invocation.language, keysFile: invocation.keysFile)
    case .edit(let paths, let position): status = edit(paths: paths, position: position, keysFile: invocation.keysFile)
    }
} catch {
    printError("dent: \(error.message)\n\(Invocation.usage)")
    status = 2
}
exit(status)
