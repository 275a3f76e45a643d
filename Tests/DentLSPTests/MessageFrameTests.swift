import DentLSP
import Testing

@Suite struct MessageFrameTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Every body complete in `decoder` now, in order.
    static func drain(_ decoder: inout MessageFrameDecoder) throws(FramingError) -> [[UInt8]] {
        var bodies: [[UInt8]] = []
        while let body = try decoder.next() { bodies.append(body) }
        return bodies
    }

    static func decode(_ stream: [UInt8], decoder: MessageFrameDecoder = MessageFrameDecoder()) throws(FramingError) -> [[UInt8]] {
        var decoder = decoder
        decoder.append(stream)
        return try drain(&decoder)
    }

    @Test func encodesTheContentLengthHeader() {
        #expect(MessageFrame.encode(Self.bytes("{}")) == Self.bytes("Content-Length: 2\r\n\r\n{}"))
        #expect(MessageFrame.encode(Self.bytes("")) == Self.bytes("Content-Length: 0\r\n\r\n"))
        // The length counts bytes, not characters.
        #expect(MessageFrame.encode(["é": "😀"]) == Self.bytes("Content-Length: 13\r\n\r\n{\"é\":\"😀\"}"))
    }

    @Test func decodesSeveralMessagesInOneChunk() throws {
        let stream = MessageFrame.encode(Self.bytes("{\"a\":1}")) + MessageFrame.encode([]) + MessageFrame.encode(Self.bytes("[2]"))
        #expect(try Self.decode(stream) == [Self.bytes("{\"a\":1}"), [], Self.bytes("[2]")])
    }

    /// Two messages cut into two chunks at every byte: the same two bodies, each as soon as it
    /// is whole.
    @Test func decodesAcrossASplitAnywhere() throws {
        let first = Self.bytes("{\"id\":1}")
        let second = Self.bytes("{\"id\":22,\"x\":\"\\r\\n\"}")
        let stream = MessageFrame.encode(first) + MessageFrame.encode(second)
        for cut in 0...stream.count {
            var decoder = MessageFrameDecoder()
            decoder.append(stream[..<cut])
            let early = try Self.drain(&decoder)
            decoder.append(stream[cut...])
            #expect(early + (try Self.drain(&decoder)) == [first, second], "cut at \(cut)")
            #expect(early.count == (cut == stream.count ? 2 : cut >= MessageFrame.encode(first).count ? 1 : 0))
        }
    }

    @Test func acceptsContentTypeAndNamesInAnyCase() throws {
        let headers = [
            "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n",
            "Content-Type: application/vscode-jsonrpc; charset=utf8\r\nContent-Length: 2\r\n\r\n",
            "content-length: 2\r\n\r\n",
            "CONTENT-LENGTH:2\r\n\r\n",
            "Content-Length: \t 2 \r\n\r\n",
            "Content-Length: 2\r\nContent-Length: 2\r\n\r\n",
            "X-Other: ignored\r\nContent-Length: 2\r\n\r\n",
        ]
        for header in headers {
            #expect(try Self.decode(Self.bytes(header + "{}")) == [Self.bytes("{}")], "\(header)")
        }
    }

    static let broken: [(stream: String, error: FramingError)] = [
        ("\r\n{}", .missingContentLength),
        ("Content-Type: application/vscode-jsonrpc\r\n\r\n{}", .missingContentLength),
        ("Content-Length: abc\r\n\r\n", .invalidContentLength(Array("abc".utf8))),
        ("Content-Length: -1\r\n\r\n", .invalidContentLength(Array("-1".utf8))),
        ("Content-Length: +1\r\n\r\n", .invalidContentLength(Array("+1".utf8))),
        ("Content-Length:\r\n\r\n", .invalidContentLength([])),
        ("Content-Length: 1 2\r\n\r\n", .invalidContentLength(Array("1 2".utf8))),
        ("Content-Length: 1234567890123456789\r\n\r\n", .invalidContentLength(Array("1234567890123456789".utf8))),
        ("Content-Length: 2\r\nContent-Length: 3\r\n\r\n", .invalidContentLength(Array("3".utf8))),
        ("Starting the server\r\n\r\n", .malformedHeader(Array("Starting the server".utf8))),
        ("Starting...\nContent-Length: 2\r\n\r\n{}", .malformedHeader(Array("Starting...\nContent-Length: 2".utf8))),
        (": 2\r\n\r\n", .malformedHeader(Array(": 2".utf8))),
        ("Content Length: 2\r\n\r\n", .malformedHeader(Array("Content Length: 2".utf8))),
        ("Content-Length: 2\u{1}\r\n\r\n", .malformedHeader(Array("Content-Length: 2\u{1}".utf8))),
        ("Content-Length: 9\r\n\r\n{}", .bodyTooLarge(length: 9, limit: 8)),
    ]

    @Test(arguments: broken) func rejectsBrokenHeaders(stream: String, error: FramingError) {
        #expect(throws: error) { try Self.decode(Self.bytes(stream), decoder: MessageFrameDecoder(bodyLimit: 8)) }
    }

    /// The body limit is checked as soon as the header is read, before any of the body arrives.
    @Test func rejectsABodyOverTheDefaultLimitFromItsHeader() throws {
        let limit = MessageFrameDecoder.defaultBodyLimit
        #expect(limit == 64 * 1024 * 1024)
        #expect(try Self.decode(Self.bytes("Content-Length: \(limit)\r\n\r\n")).isEmpty)
        #expect(throws: FramingError.bodyTooLarge(length: limit + 1, limit: limit)) {
            try Self.decode(Self.bytes("Content-Length: \(limit + 1)\r\n\r\n"))
        }
    }

    /// A header that never ends fails once it passes the bound, even fed a byte at a time.
    @Test func rejectsAHeaderThatNeverEnds() throws {
        var decoder = MessageFrameDecoder(headerLimit: 64)
        for byte in Self.bytes("Content-Length: 1\r\n") + Array(repeating: UInt8(ascii: "x"), count: 45) {
            decoder.append([byte])
            #expect(try decoder.next() == nil)
        }
        decoder.append(Self.bytes("x"))
        #expect(throws: FramingError.headerTooLong(limit: 64)) { try decoder.next() }
        // A whole header section longer than the bound fails too.
        let long = "X-Pad: " + String(repeating: "p", count: 60) + "\r\nContent-Length: 0\r\n\r\n"
        #expect(throws: FramingError.headerTooLong(limit: 64)) { try Self.decode(Self.bytes(long), decoder: MessageFrameDecoder(headerLimit: 64)) }
        #expect(try Self.decode(Self.bytes(long), decoder: MessageFrameDecoder(headerLimit: 100)) == [[]])
    }

    /// After an error nothing more is decoded: the stream has lost its frame.
    @Test func anErrorIsFinal() {
        var decoder = MessageFrameDecoder()
        decoder.append(Self.bytes("garbage\r\n\r\n"))
        let error = FramingError.malformedHeader(Self.bytes("garbage"))
        #expect(throws: error) { try decoder.next() }
        decoder.append(MessageFrame.encode(Self.bytes("{}")))
        #expect(throws: error) { try decoder.next() }
        #expect(decoder.failure == error)
    }

    @Test func describesErrorsForALog() {
        #expect(FramingError.malformedHeader([0x41, 0x0A, 0xFF]).description == "not a header line: A<a><ff>")
        #expect(FramingError.bodyTooLarge(length: 9, limit: 8).description == "a message of 9 bytes is over the limit of 8")
    }
}
