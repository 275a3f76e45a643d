/// How lines end in a file.
public enum LineEnding: String, Sendable, Equatable {
    case lf, crlf

    public var bytes: [UInt8] { self == .lf ? [0x0A] : [0x0D, 0x0A] }
}

extension TextBuffer {
    /// The line ending most of the first 1,000 terminated lines use: what Enter and a paste
    /// insert, so an edit does not mix endings into a file that has one.
    public var lineEnding: LineEnding { lineEnding(sampleLines: 1_000) }

    /// The line ending most of the first `sampleLines` terminated lines use: CRLF when more of
    /// them end in CR LF than in a lone LF; on a tie, the first line's; LF when no line ends.
    /// A lone CR is not a line end and does not count.
    public func lineEnding(sampleLines: Int) -> LineEnding {
        var crlf = 0
        var lf = 0
        var first: LineEnding?
        var end = 0
        let terminated = Swift.min(sampleLines, lineCount - 1)
        lines.forEachLineLength { length in
            guard crlf + lf < terminated else { return false }
            end += length
            let ending: LineEnding = length >= 2 && bytes[end - 2] == UInt8(ascii: "\r") ? .crlf : .lf
            if ending == .crlf { crlf += 1 } else { lf += 1 }
            if first == nil { first = ending }
            return true
        }
        if crlf != lf { return crlf > lf ? .crlf : .lf }
        return first ?? .lf
    }
}
