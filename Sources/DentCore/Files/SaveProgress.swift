import DentText

/// A save the host runs in the background, as the status line and the shortcut bar show it:
/// how far it has got, and what became of a request to cancel it.
public struct SaveProgress: Sendable, Equatable {
    /// What became of the user's request to stop the save.
    public enum Cancel: Sendable, Equatable {
        case none
        /// Asked: the save stops at its next write, or before it changes the file.
        case asked
        /// Too late: the save writes into the file itself (in place) and finishes.
        case refused
    }

    /// The file being saved.
    public let id: DocumentID
    /// Bytes written so far, and in all.
    public internal(set) var written = 0
    public internal(set) var total = 0
    /// Shown from the host's first report on: a save over before then (most are) is never seen,
    /// so a quick save draws no progress and changes no shortcut.
    public internal(set) var isShown = false
    public internal(set) var cancel = Cancel.none

    public init(id: DocumentID) {
        self.id = id
    }

    /// The share written, 0 to 100, rounded down (100 only once every byte is written).
    public var percent: Int { written.percent(of: total) }

    /// What the status line says.
    public var text: String {
        switch cancel {
        case .none: "Saving… \(percent)% (Esc cancels)"
        case .asked: "Cancelling the save…"
        case .refused: "Saving… \(percent)% (too late to cancel: the file itself is being written)"
        }
    }
}
