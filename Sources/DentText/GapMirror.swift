/// Where a gap buffer's bytes are at this moment: the storage's address, the gap's bounds and
/// the storage's size. Plain words, so a crash handler can read it without the Swift runtime
/// (no reference counting, no allocation): the text is `base[0..<gapStart]` then
/// `base[gapEnd..<capacity]`. (Sendable unchecked: a plain copy of words, never dereferenced
/// by this module.)
public struct GapShape: @unchecked Sendable, Equatable {
    public var base: UnsafePointer<UInt8>?
    public var gapStart: Int
    public var gapEnd: Int
    public var capacity: Int

    public init(base: UnsafePointer<UInt8>? = nil, gapStart: Int = 0, gapEnd: Int = 0, capacity: Int = 0) {
        self.base = base
        self.gapStart = gapStart
        self.gapEnd = gapEnd
        self.capacity = capacity
    }

    /// No text: the buffer that published here is gone or going (a negative capacity).
    public static let gone = GapShape(capacity: -1)
    public var isGone: Bool { capacity < 0 }

    /// The number of text bytes the shape describes.
    public var count: Int { capacity - (gapEnd - gapStart) }
}

/// A record a `GapBuffer` keeps current with its shape: every operation that moves the gap or
/// replaces the storage stores the new shape at its end (four stores). The crash handler of the
/// `dent` executable reads it to write the text out after a trap, which may come in the middle
/// of the very event that moved the gap or grew the storage, so a shape published only between
/// events would point at freed memory or describe an old gap.
///
/// Not a global: a pointer handed to one buffer by whoever allocated the record (the session's
/// crash-rescue registry), which keeps it allocated for as long as any buffer may hold it.
/// DentText only stores into it.
///
/// A copy of a mirrored buffer keeps the same mirror, so whichever of them is edited last
/// publishes its shape. The editor never edits a copy of a document's text (that would copy
/// the whole storage anyway, see `GapBuffer`), and the session attaches the mirror again after
/// every event, so this can only matter within one event.
public struct GapMirror: @unchecked Sendable, Equatable {
    public let shape: UnsafeMutablePointer<GapShape>

    public init(_ shape: UnsafeMutablePointer<GapShape>) { self.shape = shape }
}
