import DentText

/// What marks kept as byte offsets of a text (Lint's, a language server's diagnostics) need to
/// move with its edits: the span the edit record says changed since they last looked, and by how
/// much the text's length changed, so an offset past the span moves by that much.
struct EditFollower: Sendable {
    enum Edits: Equatable {
        case unchanged
        /// The text was made anew: nothing known about it holds.
        case unknown
        /// `span` (of the text as it is now) changed; `oldEnd` is its end in the text before.
        case changed(span: Range<Int>, oldEnd: Int)
    }

    private let reader = EditReader()
    /// The text's length when last looked at.
    private var syncedCount = 0

    /// Starts following `text` as it is now.
    init(_ text: inout TextBuffer) {
        text.trackEdits(for: reader)
        syncedCount = text.count
    }

    /// The edits made to `text` since the last call (or `init`), and from now on the next ones.
    mutating func follow(_ text: inout TextBuffer) -> Edits {
        let since = text.edits(since: reader)
        if since == .unchanged { return .unchanged }
        defer {
            text.trackEdits(for: reader)
            syncedCount = text.count
        }
        guard case .changed(let span) = since else { return .unknown }
        return .changed(span: span, oldEnd: span.upperBound - (text.count - syncedCount))
    }
}
