import DentLSP
import DentTestSupport
import Testing

/// The built `dent-fake-lsp` playing a script, spoken to through pipes as a client would:
/// framed messages out, framed messages in, and its log of what it received.
final class FakeLanguageServer {
    let scratch: ScratchDirectory
    let process: PipedProcess
    var decoder: MessageFrameDecoder

    /// Starts the fake with the script of `lines` (and a log), passed as arguments or, with
    /// `throughEnvironment`, as `DENT_FAKE_LSP_SCRIPT` and `DENT_FAKE_LSP_LOG`.
    init(_ lines: [String], throughEnvironment: Bool = false, bodyLimit: Int = MessageFrameDecoder.defaultBodyLimit) throws {
        scratch = try ScratchDirectory(prefix: "dent-fake-lsp")
        try scratch.write("script", lines.joined(separator: "\n") + "\n")
        let fake = try TestExecutables.fakeLanguageServer()
        process = throughEnvironment
            ? try PipedProcess(fake, environment: ["DENT_FAKE_LSP_SCRIPT": scratch.file("script"), "DENT_FAKE_LSP_LOG": scratch.file("log")])
            : try PipedProcess(fake, ["--log", scratch.file("log"), scratch.file("script")])
        decoder = MessageFrameDecoder(bodyLimit: bodyLimit)
    }

    func send(_ message: RPCMessage) throws {
        try process.write(MessageFrame.encode(message.json))
    }

    func request(_ id: Int, _ method: String, _ params: JSONValue? = nil) throws {
        try send(.request(RPCRequest(id: .int(id), method: method, params: params)))
    }

    func notify(_ method: String, _ params: JSONValue? = nil) throws {
        try send(.notification(RPCNotification(method: method, params: params)))
    }

    /// The next message body the fake sends; nil when its output ends first.
    func nextBody() throws -> [UInt8]? {
        while true {
            if let body = try decoder.next() { return body }
            guard let bytes = try process.read() else { return nil }
            decoder.append(bytes)
        }
    }

    /// The next message the fake sends, which must come and be JSON-RPC.
    func next() throws -> RPCMessage {
        let body = try #require(try nextBody(), "the fake's output ended; stderr: \(String(decoding: process.standardError, as: UTF8.self))")
        return try RPCMessage(JSONValue(parsing: body))
    }

    /// The response the fake sends next, which must be one.
    func response() throws -> RPCResponse {
        let message = try next()
        guard case .response(let response) = message else {
            Issue.record("expected a response, got \(message)")
            throw ProcessError("not a response")
        }
        return response
    }

    /// `initialize` sent and answered, `initialized` sent: the handshake (LSP 3.17, "initialize").
    @discardableResult
    func initialize() throws -> JSONValue {
        try request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]])
        let reply = try response()
        try notify("initialized", [:])
        return try reply.outcome.get()
    }

    /// The log: each entry the fake wrote, one JSON value a line.
    func log() throws -> [JSONValue] {
        let text = scratch.readText("log") ?? ""
        return try text.split(separator: "\n").map { try JSONValue(parsing: Array($0.utf8)) }
    }

    /// The methods of the messages in the log, in order (`-` for a response, the mark's text
    /// for a mark).
    func loggedMethods() throws -> [String] {
        try log().map { $0["method"]?.string ?? $0["mark"]?.string.map { "mark: \($0)" } ?? "-" }
    }
}
