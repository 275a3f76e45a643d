import DentLSP
import Testing

@Suite struct RPCMessageTests {
    static func read(_ text: String) throws -> RPCMessage { try RPCMessage(JSONValue(parsing: Array(text.utf8))) }
    static func text(_ json: JSONValue) -> String { String(decoding: json.serialized(), as: UTF8.self) }

    @Test func classifiesRequestsNotificationsAndResponses() throws {
        #expect(try Self.read(#"{"jsonrpc":"2.0","id":7,"method":"workspace/configuration","params":{"items":[]}}"#)
            == .request(RPCRequest(id: .int(7), method: "workspace/configuration", params: ["items": []])))
        #expect(try Self.read(#"{"jsonrpc":"2.0","id":"a7","method":"shutdown"}"#) == .request(RPCRequest(id: .string("a7"), method: "shutdown")))
        #expect(try Self.read(#"{"method":"window/logMessage","params":[1],"jsonrpc":"2.0"}"#)
            == .notification(RPCNotification(method: "window/logMessage", params: [1])))
        #expect(try Self.read(#"{"jsonrpc":"2.0","method":"exit","params":null}"#) == .notification(RPCNotification(method: "exit")))
        #expect(try Self.read(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .response(RPCResponse(id: .int(3), outcome: .success(nil))))
        #expect(try Self.read(#"{"jsonrpc":"2.0","id":"x","result":{"capabilities":{}}}"#)
            == .response(RPCResponse(id: .string("x"), outcome: .success(["capabilities": .object(JSONObject())]))))
        #expect(try Self.read(#"{"jsonrpc":"2.0","id":4,"error":{"code":-32800,"message":"cancelled","data":[1]}}"#)
            == .response(RPCResponse(id: .int(4), outcome: .failure(RPCError(code: RPCError.Code.requestCancelled, message: "cancelled", data: [1])))))
        #expect(try Self.read(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}"#)
            == .response(RPCResponse(id: nil, outcome: .failure(RPCError(code: -32700, message: "parse error")))))
    }

    static let invalid: [(text: String, error: RPCShapeError)] = [
        ("[]", .notAnObject),
        (#"[{"jsonrpc":"2.0","method":"a"}]"#, .notAnObject),
        ("1", .notAnObject),
        (#"{"method":"a"}"#, .wrongVersion),
        (#"{"jsonrpc":"1.0","method":"a"}"#, .wrongVersion),
        (#"{"jsonrpc":2.0,"method":"a"}"#, .wrongVersion),
        (#"{"jsonrpc":"2.0","method":1}"#, .invalidMethod),
        (#"{"jsonrpc":"2.0","method":"a","params":"x"}"#, .invalidParams),
        (#"{"jsonrpc":"2.0","method":"a","params":3}"#, .invalidParams),
        (#"{"jsonrpc":"2.0","id":true,"method":"a"}"#, .invalidID),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"a"}"#, .invalidID),
        (#"{"jsonrpc":"2.0","id":null,"method":"a"}"#, .invalidID),
        (#"{"jsonrpc":"2.0","id":{},"result":1}"#, .invalidID),
        (#"{"jsonrpc":"2.0","result":1}"#, .invalidID),
        (#"{"jsonrpc":"2.0","id":1}"#, .invalidOutcome),
        (#"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#, .invalidOutcome),
        (#"{"jsonrpc":"2.0","id":1,"error":{"message":"m"}}"#, .invalidError),
        (#"{"jsonrpc":"2.0","id":1,"error":{"code":1.5,"message":"m"}}"#, .invalidError),
        (#"{"jsonrpc":"2.0","id":1,"error":{"code":1}}"#, .invalidError),
        (#"{"jsonrpc":"2.0","id":1,"error":"failed"}"#, .invalidError),
    ]

    @Test(arguments: invalid) func rejectsInvalidShapes(text: String, error: RPCShapeError) {
        #expect(throws: error) { try Self.read(text) }
    }

    @Test func writesRequestsAndNotificationsInOrder() {
        let request = RPCRequest(id: .int(1), method: "textDocument/hover", params: ["position": ["line": 0, "character": 2]])
        #expect(Self.text(request.json) == #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"position":{"line":0,"character":2}}}"#)
        #expect(Self.text(RPCRequest(id: .string("s"), method: "shutdown").json) == #"{"jsonrpc":"2.0","id":"s","method":"shutdown"}"#)
        #expect(Self.text(RPCNotification(method: "exit").json) == #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(Self.text(RPCNotification(method: "initialized", params: .object(JSONObject())).json)
            == #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    }

    @Test func cancelsARequestByItsId() {
        #expect(Self.text(RPCNotification.cancelRequest(.int(12)).json) == #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":12}}"#)
        #expect(Self.text(RPCNotification.cancelRequest(.string("r1")).json) == #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"r1"}}"#)
    }

    @Test func answersServerRequests() {
        let request = RPCRequest(id: .string("srv-4"), method: "workspace/unknownThing", params: [1])
        #expect(Self.text(request.methodNotFound().json)
            == #"{"jsonrpc":"2.0","id":"srv-4","error":{"code":-32601,"message":"method not found: workspace/unknownThing"}}"#)
        #expect(Self.text(RPCRequest(id: .int(9), method: "workspace/configuration").reply([nil]).json) == #"{"jsonrpc":"2.0","id":9,"result":[null]}"#)
        #expect(Self.text(RPCRequest(id: .int(9), method: "m").reply(RPCError(code: RPCError.Code.invalidParams, message: "no", data: "d")).json)
            == #"{"jsonrpc":"2.0","id":9,"error":{"code":-32602,"message":"no","data":"d"}}"#)
        #expect(Self.text(RPCResponse(id: nil, outcome: .success(1)).json) == #"{"jsonrpc":"2.0","id":null,"result":1}"#)
    }

    /// What dent writes, it reads back as the same message, through the framing too.
    @Test func messagesRoundTripThroughTheWire() throws {
        let messages: [RPCMessage] = [
            .request(RPCRequest(id: .int(Int.max), method: "initialize", params: ["capabilities": ["general": ["positionEncodings": ["utf-8"]]]])),
            .request(RPCRequest(id: .string(""), method: "m")),
            .notification(.cancelRequest(.int(3))),
            .notification(RPCNotification(method: "textDocument/didOpen", params: ["textDocument": ["text": "a\r\nb\u{0}"]])),
            .response(RPCRequest(id: .int(-1), method: "x").methodNotFound()),
            .response(RPCResponse(id: .string("é"), outcome: .success(["a": [1.5, "b"]]))),
            .response(RPCResponse(id: nil, outcome: .failure(RPCError(code: 0, message: "")))),
        ]
        var decoder = MessageFrameDecoder()
        decoder.append(messages.flatMap { MessageFrame.encode($0.json) })
        var read: [RPCMessage] = []
        while let body = try decoder.next() { read.append(try RPCMessage(JSONValue(parsing: body))) }
        #expect(read == messages)
    }

    @Test func describesIdsAndShapeErrors() {
        #expect(RequestID.int(3).description == "3")
        #expect(RequestID.string("a").description == "\"a\"")
        #expect(RPCShapeError.invalidOutcome.description == "a response has not exactly one of result and error")
    }
}
