/// Cuts a language server's output, as it arrives in chunks of any size, into message bodies.
///
/// Feed it what each read returns (`append`), then take every message that is complete
/// (`next` until nil). A header may be split anywhere, and one chunk may hold several
/// messages. An error is final: from then on `next` throws it again and input is ignored,
/// since after a broken frame there is no telling where the next one starts.
public struct MessageFrameDecoder: Sendable {
    /// The largest body accepted by default: a reply to a whole-workspace request can be tens
    /// of MB; a larger one is more likely garbage than a message (issue 54).
    public static let defaultBodyLimit = 64 << 20
    /// How long a header section may grow before it must have ended: real ones are under
    /// 100 bytes.
    public static let defaultHeaderLimit = 8 << 10

    public let bodyLimit: Int
    public let headerLimit: Int
    /// The error that ended the stream, if one did.
    public private(set) var failure: FramingError?

    private var buffer: [UInt8] = []
    /// The first byte not yet taken.
    private var start = 0
    /// Where the search for the end of the header resumes.
    private var searched = 0
    /// The body length of the message whose header is read and whose body is still coming.
    private var bodyLength: Int?

    public init(bodyLimit: Int = MessageFrameDecoder.defaultBodyLimit, headerLimit: Int = MessageFrameDecoder.defaultHeaderLimit) {
        self.bodyLimit = bodyLimit
        self.headerLimit = headerLimit
    }

    /// Adds bytes read from the server.
    public mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message body, or nil until more bytes arrive.
    public mutating func next() throws(FramingError) -> [UInt8]? {
        if let failure { throw failure }
        do {
            return try nextBody()
        } catch {
            failure = error
            buffer = []
            throw error
        }
    }

    private mutating func nextBody() throws(FramingError) -> [UInt8]? {
        if bodyLength == nil {
            guard let length = try header() else { return nil }
            bodyLength = length
            buffer.reserveCapacity(start + length)
        }
        guard let length = bodyLength, buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        start += length
        bodyLength = nil
        dropTaken()
        return body
    }

    /// Reads a whole header section when there is one: the body's length, with `start` moved
    /// past the empty line.
    private mutating func header() throws(FramingError) -> Int? {
        guard let end = headerEnd() else {
            searched = max(start, buffer.count - 3)
            if buffer.count - start > headerLimit { throw .headerTooLong(limit: headerLimit) }
            return nil
        }
        // The fields, each with its CR LF; the empty line's CR LF follows them.
        let fields = buffer[start..<end]
        if end + 2 - start > headerLimit { throw .headerTooLong(limit: headerLimit) }
        let length = try MessageHeader.contentLength(fields)
        guard length <= bodyLimit else { throw .bodyTooLarge(length: length, limit: bodyLimit) }
        start = end + 2
        searched = start
        return length
    }

    /// Where the empty line that ends the header section starts: at `start` when there are no
    /// fields, else after the first CR LF CR LF's first CR LF.
    private func headerEnd() -> Int? {
        if buffer.count - start >= 2, buffer[start] == 0x0D, buffer[start + 1] == 0x0A { return start }
        var index = max(searched, start)
        while index + 3 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index + 2
            }
            index += 1
        }
        return nil
    }

    /// Forgets the bytes taken once they are half the buffer, so the buffer stays about the
    /// size of the largest message while each byte moves a bounded number of times.
    private mutating func dropTaken() {
        guard start > 0, start * 2 >= buffer.count else { return }
        buffer.removeSubrange(0..<start)
        searched = max(0, searched - start)
        start = 0
    }
}
