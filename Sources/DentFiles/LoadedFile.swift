import DentText

/// A file read from disk or standard input, or a new file that does not exist yet.
public struct LoadedFile: Sendable {
    public var buffer: GapBuffer
    /// False for a path that does not exist yet (created on the first save) and for standard input.
    public var exists: Bool
    /// The first 64 KiB look like binary data (`BinaryHeuristic`): the app may warn or open read-only.
    public var isBinary: Bool
    /// The file as it was when read, for the "changed on disk" check; nil when there is no file.
    public var identity: FileIdentity?
    /// The line index, built while the file was read (nil: build it from the bytes).
    public var lines: LineIndex?
    /// Only the file's first bytes were read (`FileLoader.load(path:prefix:)`).
    public var isPrefix = false
    /// `ContentHash` of the bytes read, for the changed-on-disk check; nil for a prefix, a
    /// file over `ContentHash.limit`, or no file.
    public var contentHash: UInt64?

    /// The text with its line index, without scanning the bytes again when the loader indexed them.
    public var text: TextBuffer { lines.map { TextBuffer(buffer, lines: $0) } ?? TextBuffer(buffer) }

    public init(buffer: GapBuffer, exists: Bool) {
        self.init(buffer: buffer, exists: exists, isBinary: false, identity: nil)
    }

    public init(buffer: GapBuffer, exists: Bool, isBinary: Bool, identity: FileIdentity?) {
        self.buffer = buffer
        self.exists = exists
        self.isBinary = isBinary
        self.identity = identity
    }
}
