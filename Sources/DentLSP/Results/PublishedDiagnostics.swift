/// What a `textDocument/publishDiagnostics` notification says (LSP 3.17,
/// "PublishDiagnosticsParams"): the document, the version the diagnostics were computed
/// for, and all its diagnostics (they replace the ones published before).
public struct PublishedDiagnostics: Equatable, Sendable {
    public var uri: String
    /// The document's version when the server looked at it; nil when the server does not say
    /// (then the diagnostics may be of any version, and the caller decides whether to trust them).
    public var version: Int?
    public var diagnostics: [ServerDiagnostic]

    public init(uri: String, version: Int? = nil, diagnostics: [ServerDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }

    /// The notification's `params`, or nil when they are malformed: no non-empty string
    /// `uri`, a `version` that is not an integer (null counts as absent), or `diagnostics`
    /// that is no array. A malformed diagnostic is skipped, the others kept.
    public init?(params: JSONValue) {
        guard let uri = params["uri"]?.string, !uri.isEmpty, let entries = params["diagnostics"]?.array else { return nil }
        let versionJSON = params["version"] ?? .null
        guard versionJSON.isNull || versionJSON.int != nil else { return nil }
        self.init(uri: uri, version: versionJSON.int, diagnostics: entries.compactMap(ServerDiagnostic.init))
    }
}
