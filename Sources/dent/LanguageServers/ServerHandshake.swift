import DentConfig
import DentLSP
import DentTerminal
import Glibc

/// One language server taken through its whole life for `dent --check-lsp FILE` (issue 54):
/// started, initialised, asked nothing, shut down and ended. This thread waits on a signal
/// pipe that the connection's thread wakes when messages come (`SignalPipe.Waker`), so Ctrl+C
/// wakes it too and still ends the server's whole process group; each wait has the language's
/// `language-server-timeout`. Whatever happens, no process is left once `run` returns.
struct ServerHandshake {
    /// What the server said of itself in its `initialize` reply.
    struct Answer {
        /// `serverInfo`: its `name` and `version`, when it gave them.
        var serverInfo: JSONValue?
        var encoding: PositionEncoding
        var capabilities: JSONValue
        /// The server exited by itself after `shutdown` and `exit`, in time; else it was ended.
        var exitedByItself: Bool
    }

    /// Why the handshake failed, with the end of the server's stderr (it often says why).
    struct Failure: Error {
        var reason: String
        var stderrTail = ""
        /// The signal (Ctrl+C) that stopped the wait: dent dies of it once the server is ended.
        var signal: Int32?
    }

    private let connection: ServerConnection
    private let signals: SignalPipe
    private var session: ClientSession
    private var initializeID: RequestID?
    private var serverInfo: JSONValue?
    /// Why the server's output ended, once it has.
    private var ended: String?

    /// Starts `server` from this thread (it must live as long as the server: the parent-death
    /// signal follows it), rooted at `rootURI`, and takes it through the handshake.
    static func run(_ server: LanguageServer, rootURI: String, version: String) -> Result<Answer, Failure> {
        let signals: SignalPipe
        do throws(TerminalError) { signals = try SignalPipe() } catch { return .failure(Failure(reason: "cannot wait for it: \(error)")) }
        guard let waker = signals.waker() else { return .failure(Failure(reason: "cannot wait for it: no file descriptor left")) }
        let process: ServerProcess
        switch ServerProcess.start(server.command.words) {
        case .success(let started): process = started
        case .failure(let why): return .failure(Failure(reason: "could not be started: \(why.reason)"))
        }
        guard let connection = ServerConnection.start(process, wake: { waker.wake() }) else {
            ServerEnding.end([process.pid])
            process.closePipes()
            return .failure(Failure(reason: "could not be read: no thread or pipe left"))
        }
        let options: JSONValue? = server.options.isEmpty ? nil : .object(server.options)
        var handshake = ServerHandshake(connection: connection, signals: signals,
                                        session: ClientSession(options: options, timeout: UInt64(server.timeoutSeconds) * 1_000))
        let outcome = handshake.converse(rootURI: rootURI, version: version)
        // Ended before the connection closes, so the thread writes `exit` and reads to the end.
        ServerEnding.end([process.pid])
        connection.close()
        return outcome
    }

    private init(connection: ServerConnection, signals: SignalPipe, session: ClientSession) {
        self.connection = connection
        self.signals = signals
        self.session = session
    }

    /// `initialize` and its reply, then `shutdown` and `exit` and the server's own end.
    private mutating func converse(rootURI: String, version: String) -> Result<Answer, Failure> {
        let now = Session.milliseconds()
        let initialize = session.start(processID: Int(getpid()), rootURI: rootURI, version: version, now: now)
        if case .request(let request) = initialize { initializeID = request.id }
        connection.send(initialize)
        if let signal = wait(until: now + session.timeout, for: { $0.session.phase != .initializing }) {
            return .failure(failure("was ended: dent was interrupted", signal: signal))
        }
        _ = session.expire(now: Session.milliseconds())
        switch session.phase {
        case .ready: break
        case .ended(let reason): return .failure(failure(ended.map { "ended during initialize: \($0)" } ?? reason))
        case .initializing, .shuttingDown: return .failure(failure("did not answer initialize"))
        }
        var answer = Answer(serverInfo: serverInfo, encoding: session.encoding, capabilities: session.capabilities, exitedByItself: false)
        for message in session.shutdown(now: Session.milliseconds()) { connection.send(message) }
        if let signal = wait(until: Session.milliseconds() + session.timeout, for: { $0.ended != nil }) {
            return .failure(failure("was ended: dent was interrupted", signal: signal))
        }
        answer.exitedByItself = ended != nil
        return .success(answer)
    }

    private func failure(_ reason: String, signal: Int32? = nil) -> Failure {
        Failure(reason: reason, stderrTail: connection.stderrTail, signal: signal)
    }

    /// Handles what the server sends until `done` holds, its output ends or `deadline` (a
    /// `Session.milliseconds()` time) passes; the signal that ended dent's wait, if one did.
    private mutating func wait(until deadline: UInt64, for done: (Self) -> Bool) -> Int32? {
        while !done(self) && ended == nil {
            let now = Session.milliseconds()
            guard now < deadline else { return nil }
            var fds = [pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, Int32(clamping: deadline - now))
            if let signal = signals.drain().first(where: { $0 != SignalPipe.wakeUp && $0 != SIGWINCH }) { return signal }
            for event in connection.take() { handle(event) }
        }
        return nil
    }

    private mutating func handle(_ event: ServerConnection.Event) {
        switch event {
        case .message(let message):
            // `ClientSession` keeps only the capabilities of the reply: the name is read here.
            if case .response(let response) = message, response.id == initializeID, case .success(let result) = response.outcome {
                serverInfo = result["serverInfo"]
            }
            for case .send(let reply) in session.receive(message) { connection.send(reply) }
        case .ended(let reason):
            ended = reason
            _ = session.end(reason)
        }
    }
}
