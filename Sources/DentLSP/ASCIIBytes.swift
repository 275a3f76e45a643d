/// The ASCII work the protocol's texts share: hex digits (JSON's `\u` escapes, URIs' percent
/// escapes) and case folding (header names, URI schemes and hosts).
enum ASCIIBytes {
    /// `0`–`9` then `A`–`F`: RFC 3986 §2.1 prefers upper case, and JSON accepts either.
    static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The value of a hex digit in either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `bytes` with `A`–`Z` folded to lower case, every other byte kept.
    static func lowercased<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    }
}
