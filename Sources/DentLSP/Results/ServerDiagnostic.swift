/// One problem a server reports in a document (LSP 3.17, "Diagnostic"): where, how bad, what.
///
/// Only what dent shows is read; `codeDescription`, `tags`, `relatedInformation` and `data`
/// are left out.
public struct ServerDiagnostic: Hashable, Sendable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity
    public var message: String
    /// Who reports it (`clang`, `Pyflakes`, `rustc`); nil when the server names no one.
    public var source: String?
    /// The diagnostic's code, a string or an integer in the JSON, as text (`-Wunused`, `2304`).
    public var code: String?

    public init(range: LSPRange, severity: DiagnosticSeverity, message: String, source: String? = nil, code: String? = nil) {
        self.range = range
        self.severity = severity
        self.message = message
        self.source = source
        self.code = code
    }

    /// The diagnostic a `Diagnostic` object describes, or nil when it is malformed: no valid
    /// `range`, no string `message`, or an optional member of the wrong kind (a `severity`
    /// that is not 1–4, a `source` that is no string, a `code` that is neither a string nor
    /// an integer). An optional member that is null counts as absent.
    ///
    /// A missing severity is an error: the spec lets the client choose, and helix and VS Code
    /// choose error too, so a server's unlabelled problem is not played down.
    public init?(_ json: JSONValue) {
        guard let rangeJSON = json["range"], let range = LSPRange(rangeJSON), let message = json["message"]?.string,
            let severity = Self.optional(json["severity"], { $0.int.flatMap(DiagnosticSeverity.init(rawValue:)) }),
            let source = Self.optional(json["source"], \.string),
            let code = Self.optional(json["code"], { $0.string ?? $0.int.map(String.init) })
        else { return nil }
        self.init(range: range, severity: severity ?? .error, message: message, source: source, code: code)
    }

    /// An optional member read: `.some(nil)` when it is absent or null, `.some(value)` when
    /// `read` accepts it, nil (the diagnostic is malformed) when it is of the wrong kind.
    private static func optional<Value>(_ member: JSONValue?, _ read: (JSONValue) -> Value?) -> Value?? {
        guard let member, !member.isNull else { return .some(nil) }
        return read(member).map { .some($0) }
    }

    /// One line for the status line: `error: expected ';' after expression (clang)`, the
    /// severity, the message's first line that is not blank, and the source in brackets.
    public var summary: String {
        let firstLine = message.split(whereSeparator: \.isNewline).lazy
            .map { $0.trimmingWhitespace() }.first { !$0.isEmpty } ?? ""
        var text = severity.label
        if !firstLine.isEmpty { text += ": " + firstLine }
        if let source, !source.isEmpty { text += " (" + source + ")" }
        return text
    }
}

extension Substring {
    /// The text without whitespace at either end.
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
