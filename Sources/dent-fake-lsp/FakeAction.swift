import DentLSP

/// One thing a rule of the script does, written as a JSON object with one key (`notify` and
/// `request` also take `params`, `request` an `id`):
///
/// | action | does |
/// |---|---|
/// | `{"reply": RESULT}` | answers the request that ran the rule with RESULT |
/// | `{"error": {"code": N, "message": "…"}}` | answers it with that error |
/// | `{"wait": MS}` | does nothing for MS milliseconds (reading nothing: a slow server) |
/// | `{"notify": METHOD, "params": P}` | sends a notification |
/// | `{"request": METHOD, "params": P, "id": ID}` | sends a request (`id` by default 1, 2, …); the reply is logged like every message |
/// | `{"raw": "TEXT"}` | writes TEXT's bytes as they are, no frame (garbage, a log line on stdout) |
/// | `{"frame": "TEXT"}` | writes TEXT as a frame's body (a body that is no JSON) |
/// | `{"oversized": N}` | writes the header of a frame of N bytes and none of its body |
/// | `{"stderr": "TEXT"}` | writes TEXT to standard error |
/// | `{"mark": "TEXT"}` | writes `{"mark": TEXT}` to the log, for a test to wait for |
/// | `{"exit": STATUS}` | exits with STATUS |
/// | `{"crash": true}` | aborts (SIGABRT, no core file) |
/// | `{"ignore-sigterm": true}` | ignores SIGTERM from then on |
/// | `{"spawn": [PROGRAM, ARG…]}` | starts PROGRAM in the fake's process group (a wrapper's child) and logs `{"spawned": PID}` |
enum FakeAction: Equatable {
    case reply(JSONValue)
    case error(RPCError)
    case wait(milliseconds: Int)
    case notify(RPCNotification)
    case request(method: String, params: JSONValue?, id: RequestID?)
    case raw([UInt8])
    case frame([UInt8])
    case oversized(Int)
    case stderr(String)
    case mark(String)
    case exit(Int32)
    case crash
    case ignoreSIGTERM
    case spawn([String])

    typealias Reader = @Sendable (JSONObject) -> FakeAction?

    /// Each action's reader, by its key: nil for a value of the wrong kind.
    static let readers: [String: Reader] = [
        "reply": { object in object["reply"].map(FakeAction.reply) },
        "error": { object in object["error"].flatMap(RPCError.init).map(FakeAction.error) },
        "wait": { object in object["wait"]?.int.flatMap { $0 >= 0 ? .wait(milliseconds: $0) : nil } },
        "notify": { object in
            object["notify"]?.string.map { .notify(RPCNotification(method: $0, params: object["params"])) }
        },
        "request": { object in
            guard let method = object["request"]?.string else { return nil }
            let id = object["id"].flatMap(RequestID.init)
            if object["id"] != nil && id == nil { return nil }
            return .request(method: method, params: object["params"], id: id)
        },
        "raw": { object in object["raw"]?.string.map { .raw(Array($0.utf8)) } },
        "frame": { object in object["frame"]?.string.map { .frame(Array($0.utf8)) } },
        "oversized": { object in object["oversized"]?.int.flatMap { $0 >= 0 ? .oversized($0) : nil } },
        "stderr": { object in object["stderr"]?.string.map(FakeAction.stderr) },
        "mark": { object in object["mark"]?.string.map(FakeAction.mark) },
        "exit": { object in object["exit"]?.int.flatMap(Int32.init(exactly:)).map(FakeAction.exit) },
        "crash": { object in object["crash"] == true ? .crash : nil },
        "ignore-sigterm": { object in object["ignore-sigterm"] == true ? .ignoreSIGTERM : nil },
        "spawn": { object in
            let words = object["spawn"]?.array?.compactMap(\.string) ?? []
            return words.isEmpty || words.count != object["spawn"]?.array?.count ? nil : .spawn(words)
        },
    ]

    /// The keys an action may have beside its own.
    static let extraKeys: [String: Set<String>] = ["notify": ["params"], "request": ["params", "id"]]

    init(_ json: JSONValue) throws(FakeScriptError.Problem) {
        guard let object = json.object, let key = object.keys.first(where: { Self.readers[$0] != nil }),
              let reader = Self.readers[key] else {
            throw .init("an action is one of " + Self.readers.keys.sorted().joined(separator: ", "))
        }
        let allowed = (Self.extraKeys[key] ?? []).union([key])
        if let stray = object.keys.first(where: { !allowed.contains($0) }) { throw .init("unknown key \"\(stray)\" in a \(key) action") }
        guard let action = reader(object) else { throw .init("bad value for \(key): \(json.serializedText)") }
        self = action
    }
}

extension JSONValue {
    /// The value's JSON as text, for messages and the log.
    var serializedText: String { String(decoding: serialized(), as: UTF8.self) }
}
