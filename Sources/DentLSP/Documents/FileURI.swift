/// A file's path as the `file` URI LSP names documents by (RFC 8089, RFC 3986), and back.
///
/// The path is bytes, as Linux keeps it: every byte outside RFC 3986's unreserved set
/// (`A-Z a-z 0-9 - . _ ~`) and `/` is percent-encoded, upper-case hex (§2.1), non-UTF-8 bytes
/// included, so any path makes a valid URI and comes back byte for byte. Servers may spell a
/// URI differently (`%3a` or `:` for `:`), so URIs from a server are compared by the path they
/// decode to, never as strings.
public enum FileURI {
    /// `file://` and the path, percent-encoded; nil for a path that is not absolute (a URI
    /// has no working directory to be relative to).
    public static func uri(path: [UInt8]) -> String? {
        guard path.first == UInt8(ascii: "/") else { return nil }
        var out = Array("file://".utf8)
        out.reserveCapacity(out.count + path.count)
        for byte in path {
            if isLeftAsIs(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), ASCIIBytes.hexDigits[Int(byte >> 4)], ASCIIBytes.hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The path a `file` URI names: `file:///p`, `file://localhost/p` or `file:/p` (RFC 8089
    /// §2), the scheme and host in any case, percent escapes decoded to bytes (in either
    /// case). Anything else is an error: another scheme or host, a query or fragment (no path
    /// has one), a malformed escape, an escaped NUL (no path holds one).
    public static func path(uri: String) throws(FileURIError) -> [UInt8] {
        let bytes = Array(uri.utf8)
        guard bytes.count >= 5, ASCIIBytes.lowercased(bytes[0..<5]) == Array("file:".utf8) else { throw .notAFileURI }
        var rest = bytes[5...]
        if rest.starts(with: "//".utf8) {
            rest = rest.dropFirst(2)
            let host = rest.prefix { $0 != UInt8(ascii: "/") }
            guard host.isEmpty || ASCIIBytes.lowercased(host) == Array("localhost".utf8) else { throw .remoteHost }
            rest = rest[host.endIndex...]
        }
        guard rest.first == UInt8(ascii: "/") else { throw .notAbsolute }
        return try decoded(rest)
    }

    /// `encoded` with its percent escapes decoded.
    private static func decoded(_ encoded: ArraySlice<UInt8>) throws(FileURIError) -> [UInt8] {
        var path: [UInt8] = []
        path.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let byte = encoded[index]
            switch byte {
            case UInt8(ascii: "?"), UInt8(ascii: "#"): throw .queryOrFragment
            case UInt8(ascii: "%"):
                guard index + 2 < encoded.endIndex, let high = ASCIIBytes.hexValue(encoded[index + 1]), let low = ASCIIBytes.hexValue(encoded[index + 2]) else {
                    throw .malformedEscape
                }
                let decodedByte = high << 4 | low
                guard decodedByte != 0 else { throw .nulByte }
                path.append(decodedByte)
                index += 3
            default:
                path.append(byte)
                index += 1
            }
        }
        return path
    }

    /// RFC 3986 §2.3's unreserved characters, and the path's separator.
    private static func isLeftAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }

}

/// Why a URI from a server names no local file.
public enum FileURIError: Error, Equatable, Sendable {
    case notAFileURI
    /// A `file` URI of another host (`file://server/share`).
    case remoteHost
    /// No `/` where the path starts.
    case notAbsolute
    case queryOrFragment
    /// A `%` not followed by two hex digits.
    case malformedEscape
    /// `%00`: no path holds a NUL.
    case nulByte
}
