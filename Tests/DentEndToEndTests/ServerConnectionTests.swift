@testable import dent
import DentLSP
import Glibc
import Testing

/// A language server's streams on their thread (issue 54): messages both ways, parsed off the
/// loop; a server whose output breaks the protocol ends the stream with the reason. The
/// "servers" here are small programs that play one behaviour each (`cat` echoes every
/// message back).
@Suite struct ServerConnectionTests {
    /// Starts `words` as a server; the connection's events once `until` holds of them (waiting
    /// at most ten seconds, for what the program does: it answers at once).
    static func run(_ words: [String], send: [RPCMessage] = [], until: ([ServerConnection.Event]) -> Bool) throws
        -> (events: [ServerConnection.Event], stderr: String) {
        let process = try ServerProcessTests.start(words)
        let connection = try #require(ServerConnection.start(process) {})
        defer {
            connection.close()
            ServerEnding.end([process.pid])
        }
        for message in send { connection.send(message) }
        var events: [ServerConnection.Event] = []
        let deadline = Session.milliseconds() + 10_000
        while !until(events) && Session.milliseconds() < deadline {
            _ = poll(nil, 0, 5)
            events += connection.take()
        }
        return (events, connection.stderrTail)
    }

    static func ended(_ events: [ServerConnection.Event]) -> String? {
        for case .ended(let reason) in events { return reason }
        return nil
    }

    @Test func messagesGoToTheServerAndComeBackParsed() throws {
        let request = RPCMessage.request(RPCRequest(id: .int(1), method: "initialize", params: ["processId": 1, "text": "héllo 𝄞"]))
        let note = RPCMessage.notification(RPCNotification(method: "initialized", params: [:]))
        let big = RPCMessage.notification(RPCNotification(method: "big", params: ["text": .string(String(repeating: "x", count: 300_000))]))
        let (events, _) = try Self.run(["cat"], send: [request, note, big]) { $0.count >= 3 }
        #expect(events == [.message(request), .message(note), .message(big)], "in order, whole, a message bigger than a pipe's buffer too")
    }

    @Test(arguments: [
        ("printf 'garbage\\r\\n\\r\\n'", "broke the protocol"),
        ("printf 'Content-Length: 99999999999\\r\\n\\r\\n'", "broke the protocol"),
        ("printf 'Content-Length: 2\\r\\n\\r\\n{x'; sleep 30", "sent invalid JSON"),
        ("printf 'Content-Length: 2\\r\\n\\r\\n[]'; sleep 30", "sent a message that is not JSON-RPC"),
        ("echo oops >&2; exit 3", "closed its output"),
    ])
    func outputThatBreaksTheProtocolEndsTheStreamWithTheReason(script: String, reason: String) throws {
        let (events, stderr) = try Self.run(["sh", "-c", script]) { Self.ended($0) != nil }
        #expect(Self.ended(events)?.hasPrefix(reason) == true, "\(events)")
        if script.contains("oops") { #expect(stderr == "oops\n", "the end of its stderr is kept for the message") }
    }

    @Test func theEndOfALongStderrIsKept() {
        var tail = StderrTail()
        tail.append(ArraySlice(repeating: UInt8(ascii: "a"), count: StderrTail.limit))
        tail.append(ArraySlice("the last words\n".utf8))
        #expect(tail.bytes.count == StderrTail.limit)
        #expect(tail.text.hasSuffix("aaathe last words\n"))
    }
}
