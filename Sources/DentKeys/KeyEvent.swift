/// What the decoder makes of the bytes a terminal sends.
public enum KeyEvent: Sendable, Equatable {
    /// A key press, printable characters included (their text is `chord.insertedText`).
    case key(KeyChord)
    /// A complete bracketed paste: inserted as it is, never through bindings.
    case paste([UInt8])
    /// A sequence the decoder recognised as one but does not know; ignored, never inserted.
    case unknown([UInt8])
}
