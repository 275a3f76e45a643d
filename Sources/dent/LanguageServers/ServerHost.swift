import DentConfig
import DentCore
import DentFiles
import DentLSP
import DentTerminal
import DentText
import Glibc

/// The host's side of language servers (issue 54): which server each open file gets, starting
/// them (after the first frame, from the run loop's thread), keeping them in step with the
/// edits, handing what they say to the editor, and ending them all when dent quits. Nothing
/// here waits on a server: what it sends is queued on the server's thread, what it receives is
/// taken when that thread wakes the loop, and every request has a deadline.
final class ServerHost {
    private var servers: [String: RunningServer] = [:]
    /// The open files already looked at, and why a file has no server (for an LSP command).
    private var considered: [DocumentID: String?] = [:]
    /// The questions servers asked the user, by the token the editor has: whose, and its id.
    private var askings: [Int: (server: RunningServer, id: RequestID)] = [:]
    private var nextAsking = 1
    /// When each server (by key) crashed lately: three in a minute and it is not restarted.
    private var crashes: [String: [UInt64]] = [:]
    /// The diagnostics last published, by URI: of open files and others (the project's list).
    private var published: [String: (encoding: PositionEncoding, diagnostics: [ServerDiagnostic])] = [:]
    private let settings: Settings
    private let signals: SignalPipe
    /// The highlighting of a language, by GtkSourceView id (hover's code is coloured by it).
    private let highlighter: (String) -> SyntaxSource?
    /// Starting is allowed once the first frame is drawn.
    private var mayStart = false

    static let crashLimit = 3
    static let crashWindow: UInt64 = 60_000

    init(settings: Settings, signals: SignalPipe, highlighter: @escaping (String) -> SyntaxSource?) {
        self.settings = settings
        self.signals = signals
        self.highlighter = highlighter
    }

    /// After a frame: files not yet looked at get their server, when they are in a project;
    /// none before the first file is whole (its server must not be sent its start alone).
    func attach(_ editor: inout Editor, firstFileWhole: Bool) {
        mayStart = true
        guard firstFileWhole else { return }
        for file in editor.files where considered.index(forKey: file.id) == nil {
            considered[file.id] = consider(file.id, editor: &editor, explicit: false)
        }
    }

    /// The pids of the servers running, for the rescue path.
    var pids: [pid_t] { servers.values.map(\.process.pid) }

    // MARK: Choosing and starting

    /// Gives file `id` its server: the one running for its command and root, or a new one.
    /// Without `explicit` (a file opened) only inside a project; with it (Start language
    /// server) anywhere, the file's folder the root. Returns why it has none, or nil.
    @discardableResult
    private func consider(_ id: DocumentID, editor: inout Editor, explicit: Bool) -> String? {
        guard mayStart else { return "language servers start once the first frame is drawn" }
        guard let document = editor.document(id), !document.path.isEmpty else { return "this text has no file" }
        guard let language = document.language else {
            return "\(document.displayName) has no language (Set language gives it one) or is not text"
        }
        guard document.text.count <= settings.languageServerMaximumMiB << 20 else {
            return "\(document.displayName) is over language-server-max-size (\(settings.languageServerMaximumMiB) MiB): no server for it"
        }
        let server: LanguageServer
        switch LanguageServers.resolve(language: language, settings: settings, isInstalled: ServerCheck.isInstalled) {
        case .failure(let none): return none.description
        case .success(let found): server = found
        }
        guard let path = ServerCheck.absolutePath(document.path) else { return "\(document.displayName): its folder cannot be found" }
        let exists = { (candidate: String) in PathBytes.withCString(candidate) { access($0, F_OK) == 0 } }
        guard let root = ProjectRoot.find(forFile: path, language: language, exists: exists) ?? (explicit ? folder(of: path) : nil) else {
            return "\(document.displayName) is in no project (no \(LanguageServers.rootMarkers(for: language).joined(separator: ", ")) above it): "
                + "Start language server (palette) starts one"
        }
        let key = ([server.command.program] + server.command.arguments).joined(separator: "\u{0}") + "\u{0}" + root
        guard let running = servers[key] ?? start(server, root: root, key: key, editor: &editor, explicit: explicit) else {
            return "\(server.command.programName) could not start (see the message)"
        }
        open(id, language: language, path: path, in: running, editor: &editor)
        return nil
    }

    private func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private func start(_ server: LanguageServer, root: String, key: String, editor: inout Editor, explicit: Bool) -> RunningServer? {
        guard explicit || recentCrashes(key) < Self.crashLimit else { return nil }
        guard let waker = signals.waker() else { return nil }
        switch RunningServer.start(server, root: root, key: key, wake: { waker.wake() }, now: Session.milliseconds()) {
        case .success(let running):
            servers[key] = running
            return running
        case .failure(let why):
            editor.message = Message("Could not start \(server.command.programName): \(why.reason)", isError: true)
            return nil
        }
    }

    private func recentCrashes(_ key: String) -> Int {
        let now = Session.milliseconds()
        return crashes[key, default: []].filter { now - $0 < Self.crashWindow }.count
    }

    /// Opens file `id` in `running` now, or once it is ready.
    private func open(_ id: DocumentID, language: String, path: String, in running: RunningServer, editor: inout Editor) {
        guard running.isReady else {
            if !running.waiting.contains(id) { running.waiting.append(id) }
            editor.serverStatusChanged(running.status, for: [id])
            return
        }
        guard let uri = FileURI.uri(path: PathBytes.bytes(path)),
              let opened = editor.beginServerSync(id, encoding: running.session.encoding, kind: running.syncKind) else { return }
        let languageID = LanguageIDs.lsp(forSourceView: language)
        running.documents[id] = (uri, language, editor.document(id)?.path ?? "", editor.document(id)?.isModified ?? false)
        running.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(languageID),
                                                                 "version": .int(opened.version), "text": .string(opened.text)]])
        editor.serverStatusChanged(running.status, for: [id])
    }

    private func close(_ id: DocumentID, in running: RunningServer, editor: inout Editor) {
        guard let open = running.documents.removeValue(forKey: id) else { return }
        running.notify("textDocument/didClose", ["textDocument": ["uri": .string(open.uri)]])
        editor.endServerSync(id)
    }

    // MARK: Keeping in step

    /// After input: each server hears of the edits made to its files (`didChange`), of a
    /// file saved (`didSave`), renamed or given another language (closed and opened again) or
    /// closed (`didClose`).
    func sync(_ editor: inout Editor) {
        for running in servers.values where running.isReady {
            for (id, open) in running.documents {
                guard let document = editor.document(id) else {
                    running.documents[id] = nil
                    running.notify("textDocument/didClose", ["textDocument": ["uri": .string(open.uri)]])
                    continue
                }
                if document.path != open.path || document.language != open.language {
                    close(id, in: running, editor: &editor)
                    considered[id] = consider(id, editor: &editor, explicit: false)
                    continue
                }
                if let change = editor.serverChanges(id) {
                    running.notify("textDocument/didChange", ["textDocument": ["uri": .string(open.uri), "version": .int(change.version)],
                                                             "contentChanges": .array(change.changes)])
                }
                if open.wasModified && !document.isModified {
                    running.notify("textDocument/didSave", ["textDocument": ["uri": .string(open.uri)]])
                }
                running.documents[id]?.wasModified = document.isModified
            }
        }
    }

    // MARK: What servers say

    /// After a wake: what each server sent goes to the editor; a server that ended is
    /// restarted unless it crashed too often.
    func pump(_ editor: inout Editor) {
        for running in Array(servers.values) {
            logErrors(of: running)
            for event in running.connection.take() {
                switch event {
                case .message(let message):
                    for outcome in running.session.receive(message) { handle(outcome, from: running, editor: &editor) }
                case .ended(let reason):
                    crashed(running, reason: reason, editor: &editor)
                }
            }
        }
    }

    /// What `running` wrote on stderr goes to the log (at each wake, and as it ends).
    private func logErrors(of running: RunningServer) {
        let bytes = running.connection.takeUnlogged()
        if !bytes.isEmpty { ServerLog.write(String(decoding: bytes, as: UTF8.self), from: running.name) }
    }

    private func handle(_ outcome: ClientSession.Outcome, from running: RunningServer, editor: inout Editor) {
        switch outcome {
        case .send(let message):
            running.connection.send(message)
        case .ready:
            let waiting = running.waiting
            running.waiting = []
            for id in waiting {
                guard let document = editor.document(id), let language = document.language,
                      let path = ServerCheck.absolutePath(document.path) else { continue }
                open(id, language: language, path: path, in: running, editor: &editor)
            }
        case .reply(let pending, let result):
            guard let question = running.questions.removeValue(forKey: pending.id) else { return }
            editor.serverAnswered(question.ticket, ServerAnswers.answer(result, to: question, from: running.name,
                                                                             encoding: running.session.encoding, editor: editor,
                                                                             highlighter: highlighter))
        case .notification(let notification):
            heard(notification, from: running, editor: &editor)
        case .show(let type, let text):
            editor.message = Message("\(running.name): \(text)", isError: type == 1)
        case .log(let text):
            ServerLog.write(text, from: running.name)
        case .question(let id, _, let text, let actions):
            askings[nextAsking] = (running, id)
            editor.serverAsks(ServerAsking(token: nextAsking, server: running.name, text: text, actions: actions))
            nextAsking += 1
        }
    }

    private func heard(_ notification: RPCNotification, from running: RunningServer, editor: inout Editor) {
        switch notification.method {
        case "textDocument/publishDiagnostics":
            guard let params = notification.params, let diagnostics = PublishedDiagnostics(params: params) else { return }
            published[diagnostics.uri] = (running.session.encoding, diagnostics.diagnostics)
            guard let (id, _) = running.documents.first(where: { $0.value.uri == diagnostics.uri }),
                  let document = editor.document(id) else { return }
            // Positions in an older version than the text's would mark the wrong bytes: the
            // server publishes again for the newest.
            if let version = diagnostics.version, let sync = document.serverSync, version != sync.version { return }
            editor.diagnosticsPublished(document.marks(for: diagnostics.diagnostics, encoding: running.session.encoding), for: id)
        case "$/progress":
            guard let params = notification.params, let token = params["token"].map(Self.tokenText) else { return }
            let value = params["value"]
            if value?["kind"]?.string == "end" {
                running.progress[token] = nil
            } else {
                let title = value?["title"]?.string ?? running.progress[token] ?? ""
                let percent = value?["percentage"]?.int.map { " \($0)%" } ?? ""
                running.progress[token] = (title.isEmpty ? (value?["message"]?.string ?? "working") : title) + percent
            }
            editor.serverStatusChanged(running.status, for: Array(running.documents.keys))
        default:
            break
        }
    }

    private static func tokenText(_ token: JSONValue) -> String {
        token.string ?? token.int.map(String.init) ?? "?"
    }

    /// The server's output ended (it exited, or broke the protocol): its questions fail at
    /// once, it is ended and reaped, and it starts again unless it crashed three times in a
    /// minute.
    private func crashed(_ running: RunningServer, reason: String, editor: inout Editor) {
        guard servers[running.key] === running else { return }
        servers[running.key] = nil
        for outcome in running.session.end(reason) { handle(outcome, from: running, editor: &editor) }
        running.connection.close()
        let status = ServerEnding.end([running.process.pid], grace: 50)[running.process.pid]
        let tail = running.connection.stderrTail
        logErrors(of: running)
        ServerLog.write("ended: \(reason)", from: running.name)
        let exit = status.map { " (\(ServerEnding.describe($0)))" } ?? ""
        crashes[running.key, default: []].append(Session.milliseconds())
        let ids = Array(running.documents.keys) + running.waiting
        for id in ids { editor.endServerSync(id) }
        askings = askings.filter { $0.value.server !== running }
        editor.dropServerAskings(from: running.name)
        let lastLine = tail.split(separator: "\n").last.map { ": " + $0 } ?? ""
        if recentCrashes(running.key) >= Self.crashLimit {
            editor.serverStatusChanged(.failed(running.name, reason), for: ids)
            editor.message = Message("\(running.name) \(reason)\(exit)\(lastLine); it crashed \(Self.crashLimit) times in a minute: "
                                     + "Restart language server (palette) starts it again", isError: true)
            for id in ids { considered[id] = "\(running.name) crashed \(Self.crashLimit) times in a minute: Restart language server starts it again" }
            return
        }
        editor.message = Message("\(running.name) \(reason)\(exit)\(lastLine); started again", isError: true)
        for id in ids { considered[id] = consider(id, editor: &editor, explicit: false) }
    }

    // MARK: Effects

    func perform(_ effect: Effect, editor: inout Editor) {
        switch effect {
        case .askServer(let question): ask(question, editor: &editor)
        case .listDiagnostics(let id): listDiagnostics(first: id, editor: &editor)
        case .startServer(let id, let restart): startServer(id, restart: restart, editor: &editor)
        case .answerServer(let token, let action):
            guard let (running, id) = askings.removeValue(forKey: token), servers[running.key] === running else { return }
            running.connection.send(running.session.answer(id, choosing: action))
        default: break
        }
    }

    private func server(of id: DocumentID) -> RunningServer? {
        servers.values.first { $0.documents[id] != nil || $0.waiting.contains(id) }
    }

    private func ask(_ question: ServerQuestion, editor: inout Editor) {
        // Asked before the frame after its opening: looked at now.
        if considered.index(forKey: question.id) == nil { considered[question.id] = consider(question.id, editor: &editor, explicit: false) }
        guard let running = server(of: question.id) else {
            let why = considered[question.id].flatMap { $0 } ?? "no language server runs for this file: Start language server (palette) starts one"
            return editor.serverAnswered(question.ticket, .failed(why))
        }
        guard running.isReady, let open = running.documents[question.id], let document = editor.document(question.id) else {
            return editor.serverAnswered(question.ticket, .failed("\(running.name) is still starting: ask again in a moment"))
        }
        guard running.answers(question.query) else {
            return editor.serverAnswered(question.ticket, .failed("\(running.name) does not answer \(question.query.noun) questions"))
        }
        sync(&editor)
        // The user moved past the questions still waiting: the server is told not to bother.
        for (id, _) in running.questions {
            if let cancel = running.session.cancel(id) { running.connection.send(cancel) }
        }
        running.questions = [:]
        let position = document.serverPosition(ofOffset: question.offset, encoding: running.session.encoding)
        let params = question.query.params(uri: open.uri, position: position)
        guard let request = running.session.request(question.query.method, params: params, tag: question.ticket, now: Session.milliseconds()),
              case .request(let sent) = request else { return }
        running.questions[sent.id] = question
        running.connection.send(request)
    }

    private func startServer(_ id: DocumentID, restart: Bool, editor: inout Editor) {
        if restart, let running = server(of: id) {
            end([running])
            servers[running.key] = nil
            crashes[running.key] = nil
            for other in Array(running.documents.keys) + running.waiting { editor.endServerSync(other) }
            for other in Array(running.documents.keys) + running.waiting where other != id {
                considered[other] = consider(other, editor: &editor, explicit: false)
            }
        } else if let running = server(of: id) {
            return editor.message = Message("\(running.name) runs for this file already (Restart language server restarts it)")
        }
        let why = consider(id, editor: &editor, explicit: true)
        considered[id] = why
        editor.message = why.map { Message($0, isError: true) } ?? Message("Starting \(server(of: id)?.name ?? "the language server")…")
    }

    private func listDiagnostics(first id: DocumentID, editor: inout Editor) {
        let firstURI = server(of: id)?.documents[id]?.uri
        let ordered = published.sorted { a, b in a.key == firstURI ? b.key != firstURI : b.key != firstURI && a.key < b.key }
        var places: [FoundPlace] = []
        for (uri, entry) in ordered {
            let sorted = entry.diagnostics.sorted { ($0.range.start.line, $0.severity.rawValue) < ($1.range.start.line, $1.severity.rawValue) }
            places += ServerAnswers.places(uri: uri, positions: sorted.map { ($0.range, $0.summary) }, encoding: entry.encoding, editor: editor)
        }
        editor.diagnosticsListed(places)
    }

    // MARK: Deadlines and the end

    /// Milliseconds from `now` until a request's deadline.
    func nextDeadline(now: UInt64) -> UInt64? {
        servers.values.flatMap { $0.session.pending.values.map(\.deadline) }.min().map { $0 > now ? $0 - now : 0 }
    }

    /// Requests past their deadline fail with a message.
    func expire(now: UInt64, editor: inout Editor) {
        for running in Array(servers.values) {
            for outcome in running.session.expire(now: now) { handle(outcome, from: running, editor: &editor) }
            if case .ended(let why) = running.session.phase { crashed(running, reason: why, editor: &editor) }
        }
    }

    /// dent quits: every server is told to shut down and exit, and ended (`ServerEnding`).
    func quit() {
        end(Array(servers.values))
        servers = [:]
    }

    private func end(_ running: [RunningServer]) {
        let now = Session.milliseconds()
        for server in running { for message in server.session.shutdown(now: now) { server.connection.send(message) } }
        ServerEnding.end(running.map(\.process.pid))
        for server in running {
            server.connection.close()
            logErrors(of: server)
        }
    }

    deinit { quit() }
}
