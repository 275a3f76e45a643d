import DentText

/// A document's bytes as dent sends them to a server, in a JSON string, which holds Unicode
/// only: every byte that is not part of well-formed UTF-8 (Unicode table 3-7) becomes one
/// U+FFFD, byte for byte, the rule `PositionEncoding` counts characters by, so a position the
/// server gives in the text it received maps back to the right byte of dent's.
///
/// Swift's own `String(decoding:as:)` would not do: it replaces a maximal ill-formed
/// subsequence with one U+FFFD (a cut `E6 97` is one, not two), which would move every
/// position after it.
public enum SentText {
    public static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let runs = UTF8Runs.valid(in: bytes)
        if runs == [0..<bytes.count] || bytes.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var index = 0
        for run in runs + [bytes.count..<bytes.count] {
            for _ in index..<run.lowerBound { out += [0xEF, 0xBF, 0xBD] }
            out += bytes[run]
            index = run.upperBound
        }
        return String(decoding: out, as: UTF8.self)
    }

    public static func string(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { string($0) }
    }
}
