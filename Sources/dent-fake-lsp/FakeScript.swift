import DentLSP

/// What the fake language server is to do: a script of JSON lines, each a rule or a setting.
/// Blank lines and lines starting with `#` are skipped.
///
/// ```
/// {"capabilities": {"positionEncoding": "utf-16", "hoverProvider": true}}
/// {"on": "textDocument/hover", "times": 1, "do": [{"wait": 300}, {"reply": {"contents": "slow"}}]}
/// {"on": "textDocument/hover", "do": [{"reply": {"contents": "fast"}}]}
/// {"on": "textDocument/definition", "do": []}
/// {"on": "initialized", "do": [{"request": "workspace/configuration", "params": {"items": []}}]}
/// {"on": "textDocument/didOpen", "do": [{"notify": "textDocument/publishDiagnostics", "params": {…}}]}
/// {"on": "shutdown", "do": [{"mark": "ignored shutdown"}]}
/// {"at": "start", "do": [{"ignore-sigterm": true}]}
/// {"at": "end-of-input", "do": [{"wait": 60000}]}
/// ```
///
/// A rule runs its actions, in order, when a message with its method arrives (`on`: a request,
/// a notification), at the start (`at: start`) or when standard input ends
/// (`at: end-of-input`); with `times`, only its first N times. The first rule that applies is
/// the one that runs. A request a rule does not answer (no `reply` or `error`) is never
/// answered: a silent server. With no rule: `initialize` gets the capabilities, `shutdown`
/// gets null, `exit` ends the process (status 0 after a shutdown, else 1, as LSP says), other
/// requests get MethodNotFound, other notifications nothing, and the end of input ends it (0).
struct FakeScript {
    /// `initialize`'s `capabilities`, unless a rule answers it.
    var capabilities: JSONValue = ["textDocumentSync": ["openClose": true, "change": 2]]
    var rules: [FakeRule] = []

    init() {}

    /// The script in `text`; the error names the line.
    init(text: String) throws(FakeScriptError) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.drop { $0 == " " || $0 == "\t" }
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            do throws(FakeScriptError.Problem) {
                try read(String(content))
            } catch {
                throw FakeScriptError(line: index + 1, problem: error)
            }
        }
    }

    private mutating func read(_ line: String) throws(FakeScriptError.Problem) {
        let json: JSONValue
        do throws(JSONError) { json = try JSONValue(parsing: Array(line.utf8)) } catch { throw .init(error.description) }
        guard let object = json.object else { throw .init("a line is a JSON object") }
        if let capabilities = object["capabilities"], object.count == 1 {
            self.capabilities = capabilities
            return
        }
        rules.append(try FakeRule(object))
    }
}

/// A line of the script that cannot be used.
struct FakeScriptError: Error, CustomStringConvertible {
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    var line: Int
    var problem: Problem
    var description: String { "line \(line): \(problem.message)" }
}

/// One rule: when it applies, how many more times, and what it does.
struct FakeRule {
    enum Trigger: Equatable {
        case method(String)
        case start
        case endOfInput
    }

    var trigger: Trigger
    /// How many more times the rule may run; nil: every time.
    var remaining: Int?
    var actions: [FakeAction]

    init(_ object: JSONObject) throws(FakeScriptError.Problem) {
        switch (object["on"], object["at"]) {
        case (.string(let method)?, nil): trigger = .method(method)
        case (nil, "start"?): trigger = .start
        case (nil, "end-of-input"?): trigger = .endOfInput
        default: throw .init("a rule has \"on\": METHOD, or \"at\": \"start\" or \"end-of-input\"")
        }
        if let times = object["times"] {
            guard let count = times.int, count > 0 else { throw .init("\"times\" is a positive integer") }
            remaining = count
        }
        guard let list = object["do"]?.array else { throw .init("a rule has \"do\": [ACTION…]") }
        actions = try list.map { (action) throws(FakeScriptError.Problem) in try FakeAction(action) }
        let known: Set = ["on", "at", "times", "do"]
        if let unknown = object.keys.first(where: { !known.contains($0) }) { throw .init("unknown key \"\(unknown)\" in a rule") }
    }
}
