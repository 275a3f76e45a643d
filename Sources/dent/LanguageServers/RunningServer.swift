import DentConfig
import DentCore
import DentLSP
import DentText
import Glibc

/// One language server dent runs (issue 54): for one command and project root, shared by that
/// root's open files. Its process and byte streams (`ServerProcess`, `ServerConnection`), its
/// protocol state (`ClientSession`), the files it has open and the questions it was asked.
final class RunningServer {
    /// The command's words and the root: one server per pair.
    let key: String
    /// The program's name, for the status line and messages.
    let name: String
    let root: String
    let server: LanguageServer
    let process: ServerProcess
    let connection: ServerConnection
    var session: ClientSession
    /// The open files it has (`didOpen` sent), by id: the URI and language sent, and the path
    /// as the document named it then (a rename is seen without asking the file system).
    var documents: [DocumentID: (uri: String, language: String, path: String, wasModified: Bool)] = [:]
    /// Files to open once it is ready.
    var waiting: [DocumentID] = []
    /// The questions asked, by request id.
    var questions: [RequestID: ServerQuestion] = [:]
    /// Work it reports (`$/progress`), by token: the last report's text.
    var progress: [String: String] = [:]

    private init(key: String, name: String, root: String, server: LanguageServer, process: ServerProcess,
                 connection: ServerConnection, session: ClientSession) {
        (self.key, self.name, self.root, self.server) = (key, name, root, server)
        (self.process, self.connection, self.session) = (process, connection, session)
    }

    /// Starts `server` for `root` and sends `initialize`; why it could not start otherwise.
    static func start(_ server: LanguageServer, root: String, key: String, wake: @escaping @Sendable () -> Void,
                      now: UInt64) -> Result<RunningServer, ShellError> {
        let words = [server.command.program] + server.command.arguments
        let process: ServerProcess
        switch ServerProcess.start(words) {
        case .success(let started): process = started
        case .failure(let why): return .failure(why)
        }
        guard let connection = ServerConnection.start(process, wake: wake) else {
            ServerEnding.end([process.pid])
            process.closePipes()
            return .failure(ShellError("no thread or pipe for \(server.command.programName)"))
        }
        var session = ClientSession(options: .object(server.options), timeout: UInt64(server.timeoutSeconds) * 1_000)
        let rootURI = FileURI.uri(path: PathBytes.bytes(root))
        connection.send(session.start(processID: Int(getpid()), rootURI: rootURI, version: HelpText.version, now: now))
        let running = RunningServer(key: key, name: server.command.programName, root: root, server: server, process: process,
                                    connection: connection, session: session)
        return .success(running)
    }

    var isReady: Bool { session.phase == .ready }

    /// How the server wants a document's changes (`textDocumentSync`, a number or an object).
    var syncKind: ServerSync.Kind {
        let sync = session.capabilities["textDocumentSync"]
        let number = sync?.int ?? sync?["change"]?.int ?? 0
        return ServerSync.Kind(rawValue: number) ?? .full
    }

    /// Whether the server answers `query` (a capability that is absent or false says no).
    func answers(_ query: ServerQuery) -> Bool {
        guard let value = session.capabilities[query.capability] else { return false }
        return value != .bool(false) && value != .null
    }

    /// The state for the status line.
    var status: ServerStatus {
        switch session.phase {
        case .initializing: .starting(name)
        case .ready, .shuttingDown: progress.values.sorted().first.map { .busy(name, $0) } ?? .ready(name)
        case .ended(let why): .failed(name, why)
        }
    }

    func notify(_ method: String, _ params: JSONValue) {
        if let message = session.notify(method, params: params) { connection.send(message) }
    }
}
