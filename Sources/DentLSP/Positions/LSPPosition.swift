/// A position in a document as LSP writes it: a zero-based line (lines end at LF, CR LF or a
/// lone CR: `LSPLines`) and a zero-based `character` counted in the negotiated
/// `PositionEncoding`. It is between two characters, like a cursor.
public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// The position a `{"line": …, "character": …}` object gives; nil when either is not a
    /// non-negative integer (LSP's `uinteger`).
    public init?(_ json: JSONValue) {
        guard let line = json["line"]?.int, let character = json["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    public var json: JSONValue { ["line": .int(line), "character": .int(character)] }
}
