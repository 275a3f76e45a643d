import CSpawn
import DentFiles
import DentLSP
import Glibc
import Synchronization

/// The byte streams of one running language server (issue 54), on a thread of its own: it
/// writes what the loop queued to the server's stdin, cuts the server's stdout into messages
/// and parses them there (never on the loop: a 20 MB reply takes the thread half a second),
/// keeps the end of its stderr, and wakes the loop when messages arrive or the stream ends.
/// Output that breaks the protocol (garbage, a frame over 64 MiB, JSON that does not parse, a
/// message of no JSON-RPC shape) ends the stream with the reason: the server is crashed.
final class ServerConnection: Sendable {
    enum Event: Sendable, Equatable {
        case message(RPCMessage)
        /// No more messages: the server closed its output, or broke the protocol (the reason).
        case ended(String)
    }

    private struct State {
        var outbox: [UInt8] = []
        var inbox: [Event] = []
        var errors = StderrTail()
        /// What it wrote on stderr since the loop last took it for the log (the newest 64 KiB).
        var unlogged: [UInt8] = []
        var isClosing = false
    }

    private let process: ServerProcess
    private let wake: @Sendable () -> Void
    /// A pipe the loop writes a byte to when the outbox grows or the connection closes, so the
    /// thread's `poll` wakes for it.
    private let nudge: (read: Int32, write: Int32)
    private let state = Mutex(State())
    private let thread = Mutex<WorkerThread?>(nil)

    private init(_ process: ServerProcess, nudge: (Int32, Int32), wake: @escaping @Sendable () -> Void) {
        self.process = process
        self.nudge = nudge
        self.wake = wake
    }

    /// Starts the thread for `process`; `wake` is called (on that thread) whenever events
    /// arrive. Nil when no pipe or thread could be had.
    static func start(_ process: ServerProcess, wake: @escaping @Sendable () -> Void) -> ServerConnection? {
        var fds: [Int32] = [-1, -1]
        guard dent_spawn_pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let connection = ServerConnection(process, nudge: (fds[0], fds[1]), wake: wake)
        guard let started = WorkerThread.start(joinable: true, { connection.run() }) else {
            for fd in fds { Glibc.close(fd) }
            return nil
        }
        connection.thread.withLock { $0 = started }
        return connection
    }

    /// Queues `message` for the server.
    func send(_ message: RPCMessage) {
        let bytes = MessageFrame.encode(message.json)
        state.withLock { $0.outbox += bytes }
        poke()
    }

    /// The events since the last call, in order.
    func take() -> [Event] { state.withLock { state in defer { state.inbox = [] }; return state.inbox } }

    /// The last lines the server wrote on its stderr, for the message that says it crashed.
    var stderrTail: String { state.withLock { $0.errors.text } }

    /// What the server wrote on stderr since the last call, for the log.
    func takeUnlogged() -> [UInt8] { state.withLock { state in defer { state.unlogged = [] }; return state.unlogged } }

    /// Stops the thread and closes every pipe. The process is ended apart (`ServerEnding`).
    func close() {
        state.withLock { $0.isClosing = true }
        poke()
        if let running = thread.withLock({ $0.take() }) { running.join() }
        Glibc.close(nudge.read)
        Glibc.close(nudge.write)
        process.closePipes()
    }

    private func poke() {
        var byte: UInt8 = 1
        _ = write(nudge.write, &byte, 1)
    }

    // MARK: The thread

    private func run() {
        var decoder = MessageFrameDecoder()
        var open = (output: true, errors: true)
        while open.output {
            let (outbox, closing) = state.withLock { ($0.outbox, $0.isClosing) }
            if closing { return }
            var fds = [pollfd(fd: nudge.read, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: process.output, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: open.errors ? process.errors : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: outbox.isEmpty ? -1 : process.input, events: Int16(POLLOUT), revents: 0)]
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { return end("poll failed") }
            drainNudges()
            if !outbox.isEmpty { writeOutbox() }
            if open.errors { open.errors = readErrors() }
            var events: [Event] = []
            open.output = readOutput(into: &decoder, events: &events)
            if !events.isEmpty {
                state.withLock { $0.inbox += events }
                wake()
            }
        }
    }

    private func end(_ reason: String) {
        state.withLock { $0.inbox.append(.ended(reason)) }
        wake()
    }

    private func drainNudges() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(nudge.read, &bytes, bytes.count) > 0 {}
    }

    /// Writes as much of the outbox as the pipe takes now. A server that stopped reading
    /// (EPIPE) is ended by what its output says.
    private func writeOutbox() {
        state.withLock { state in
            let count = state.outbox.withUnsafeBytes { write(process.input, $0.baseAddress, $0.count) }
            if count > 0 { state.outbox.removeFirst(count) } else if count < 0 && errno != EAGAIN && errno != EINTR { state.outbox = [] }
        }
    }

    /// Reads what stdout holds: messages into `events`; false, with an `.ended` event, when
    /// the stream is over.
    private func readOutput(into decoder: inout MessageFrameDecoder, events: inout [Event]) -> Bool {
        var broken: String?
        let open = ChildPipes.readAvailable(process.output) { chunk in
            decoder.append(chunk)
            do throws(ServerConnectionError) {
                while let body = try Self.nextBody(&decoder) { events.append(.message(try Self.message(body))) }
            } catch {
                broken = error.reason
            }
            return broken == nil
        }
        if let broken { events.append(.ended(broken)) } else if !open { events.append(.ended("closed its output")) }
        return open && broken == nil
    }

    private static func nextBody(_ decoder: inout MessageFrameDecoder) throws(ServerConnectionError) -> [UInt8]? {
        do { return try decoder.next() } catch { throw ServerConnectionError(reason: "broke the protocol: \(error)") }
    }

    private static func message(_ body: [UInt8]) throws(ServerConnectionError) -> RPCMessage {
        do {
            return try RPCMessage(JSONValue(parsing: body))
        } catch let error as JSONError {
            throw ServerConnectionError(reason: "sent invalid JSON: \(error)")
        } catch {
            throw ServerConnectionError(reason: "sent a message that is not JSON-RPC: \(error)")
        }
    }

    /// Keeps what stderr holds now; false once it is closed.
    private func readErrors() -> Bool {
        ChildPipes.readAvailable(process.errors, chunk: 16_384) { chunk in
            state.withLock { state in
                state.errors.append(chunk)
                state.unlogged += chunk
                if state.unlogged.count > 65_536 { state.unlogged.removeFirst(state.unlogged.count - 65_536) }
            }
            return true
        }
    }
}

private struct ServerConnectionError: Error {
    let reason: String
}

/// The end of a server's stderr: the last `limit` bytes, for the message that it crashed.
struct StderrTail {
    static let limit = 4_096
    private(set) var bytes: [UInt8] = []

    mutating func append(_ more: ArraySlice<UInt8>) {
        bytes += more
        if bytes.count > Self.limit { bytes.removeFirst(bytes.count - Self.limit) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
