import DentText

/// The whole of a big file being read by the host while its start is shown (`dent BIG`), as
/// the status line shows it: bytes read of the file's size. Reported from the host's first
/// report on, so a read over before then (most are) draws nothing.
public struct ReadProgress: Sendable, Equatable {
    /// The file shown from its start.
    public let id: DocumentID
    public internal(set) var read: Int
    public internal(set) var total: Int

    /// The share read, 0 to 100, rounded down.
    public var percent: Int { read.percent(of: total) }

    /// What the status line says, `name` being the file's.
    public func text(name: String) -> String {
        "Reading \(name)… \(percent)%"
    }
}
