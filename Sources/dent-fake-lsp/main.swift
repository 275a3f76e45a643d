import Glibc

/// dent-fake-lsp: a language server that plays a script (`FakeScript`), for the tests of
/// dent's language server client. It speaks LSP over standard input and output and logs every
/// message it receives, one JSON line each, so a test can check what the client sent.
///
///     dent-fake-lsp [--log FILE] [SCRIPT]
///
/// SCRIPT and FILE may also come from `DENT_FAKE_LSP_SCRIPT` and `DENT_FAKE_LSP_LOG`; with
/// no script the fake answers `initialize`, `shutdown` and `exit` and nothing else. A bad
/// script or log is said on standard error, with exit status 2.
///
/// The log has one JSON value a line: each message received (as parsed, written before the
/// fake acts on it), `{"unparsable": TEXT}` for a body that is no JSON, `{"framing-error":
/// WHY}` for a broken frame (then the fake exits with status 1), `{"mark": TEXT}` for a mark.

/// The named variable's value, if it is set and not empty.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
}

/// The whole file at `path`, as text.
func readFile(_ path: String) throws(FakeStartError) -> String {
    guard let file = fopen(path, "r") else { throw FakeStartError("cannot read \(path): \(String(cString: strerror(errno)))") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
    return String(decoding: bytes, as: UTF8.self)
}

func fail(_ message: String) -> Never {
    let line = Array("dent-fake-lsp: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var logPath = environment("DENT_FAKE_LSP_LOG")
if arguments.first == "--log" {
    guard arguments.count > 1 else { fail("usage: dent-fake-lsp [--log FILE] [SCRIPT]") }
    logPath = arguments[1]
    arguments.removeFirst(2)
}
guard arguments.count <= 1 else { fail("usage: dent-fake-lsp [--log FILE] [SCRIPT]") }
let scriptPath = arguments.first ?? environment("DENT_FAKE_LSP_SCRIPT")

/// The script in the file at `path`.
func loadScript(_ path: String) throws(FakeStartError) -> FakeScript {
    let text = try readFile(path)
    do throws(FakeScriptError) {
        return try FakeScript(text: text)
    } catch {
        throw FakeStartError("\(path): \(error)")
    }
}

do throws(FakeStartError) {
    let script = try scriptPath.map(loadScript) ?? FakeScript()
    var session = FakeSession(server: FakeServer(script), io: try FakeIO(logPath: logPath))
    exit(session.run())
} catch {
    fail(error.description)
}
