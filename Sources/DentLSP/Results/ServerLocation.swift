/// A place a server points to: a document's URI and a range in it, from the answers to
/// `textDocument/definition`, `declaration`, `typeDefinition`, `implementation` and
/// `references` (LSP 3.17, "Location" and "LocationLink").
///
/// The URI is kept as the server wrote it and may name no file (`jdt://`, `untitled:`):
/// the caller turns it into a path with `FileURI.path(uri:)` and decides what to do with
/// one that is not a `file` URI.
public struct ServerLocation: Hashable, Sendable {
    public var uri: String
    public var range: LSPRange

    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }

    /// The place a `Location` (`uri`, `range`) or a `LocationLink` names; nil for anything
    /// malformed (a URI that is no string or is empty, a missing or malformed range).
    ///
    /// A link's place is its `targetSelectionRange`, what the cursor should land on (the
    /// name of a function rather than its whole body), else its `targetRange` when the
    /// selection range is missing or malformed (the spec requires both; some servers send one).
    public init?(_ json: JSONValue) {
        if let target = json["targetUri"] {
            self.init(uri: target, range: json["targetSelectionRange"].flatMap(LSPRange.init) ?? json["targetRange"].flatMap(LSPRange.init))
        } else {
            guard let uri = json["uri"] else { return nil }
            self.init(uri: uri, range: json["range"].flatMap(LSPRange.init))
        }
    }

    private init?(uri: JSONValue, range: LSPRange?) {
        guard let uri = uri.string, !uri.isEmpty, let range else { return nil }
        self.init(uri: uri, range: range)
    }

    /// Every place a result names, for each shape LSP 3.17 allows: `Location`, `Location[]`,
    /// `LocationLink[]` or null (the go-to requests), `Location[]` or null (references).
    /// Malformed entries are skipped; anything else (a number, a string) is no place at all.
    /// A place named twice is kept once, where it first came (`dedupe(_:)`).
    public static func list(_ result: JSONValue) -> [ServerLocation] {
        switch result {
        case .object: dedupe(ServerLocation(result).map { [$0] } ?? [])
        case .array(let entries): dedupe(entries.compactMap(ServerLocation.init))
        default: []
        }
    }

    /// `locations` without the repeats of one place, in order. Two URIs are the same place
    /// when they decode to the same path, as `FileURI` compares a server's URIs (`%3A` and
    /// `:` are one character); a URI that names no file is compared as text.
    static func dedupe(_ locations: [ServerLocation]) -> [ServerLocation] {
        var seen = Set<Place>()
        return locations.filter { seen.insert(Place($0)).inserted }
    }

    private struct Place: Hashable {
        var path: [UInt8]?
        var uri: String?
        var range: LSPRange

        init(_ location: ServerLocation) {
            let path = try? FileURI.path(uri: location.uri)
            self.path = path
            self.uri = path == nil ? location.uri : nil
            self.range = location.range
        }
    }
}
