/// A span of a document as LSP writes it (LSP 3.17, "Range"): from `start` up to `end`, the
/// end exclusive, like a selection.
///
/// `start` never comes after `end`. The spec leaves a range whose end is before its start
/// undefined; dent swaps the two rather than clamping the end to the start, because a server
/// that writes them backwards still names the text between them, and a clamped range would
/// lose that text (a location would point at nothing, a diagnostic would underline nothing).
public struct LSPRange: Hashable, Sendable {
    public let start: LSPPosition
    public let end: LSPPosition

    /// The range between two positions, in whichever order they are given.
    public init(start: LSPPosition, end: LSPPosition) {
        let backwards = (end.line, end.character) < (start.line, start.character)
        self.start = backwards ? end : start
        self.end = backwards ? start : end
    }

    /// The range a `{"start": Position, "end": Position}` object gives; nil when either
    /// position is missing or malformed (`LSPPosition.init?(_:)`: negative or no integers).
    public init?(_ json: JSONValue) {
        guard let startJSON = json["start"], let endJSON = json["end"],
            let start = LSPPosition(startJSON), let end = LSPPosition(endJSON)
        else { return nil }
        self.init(start: start, end: end)
    }

    public var json: JSONValue { ["start": start.json, "end": end.json] }
}
