import DentLSP

/// A plain model of LSP positions for the property tests, built another way than DentLSP's:
/// the text decoded to Unicode scalars by the standard library's validation (the shortest
/// prefix of one to four bytes that is one valid scalar; any other byte is U+FFFD), lines
/// split over those scalars, each scalar's units counted by encoding it.
struct ReferencePositions {
    struct Character {
        let start: Int
        let length: Int
        let scalar: Unicode.Scalar
    }

    /// A line's characters and the offset where its break (or the text) starts.
    struct Line {
        var characters: [Character] = []
        var end = 0
    }

    let count: Int
    let characters: [Character]
    let lines: [Line]

    init(_ bytes: [UInt8]) {
        count = bytes.count
        var characters: [Character] = []
        var index = 0
        while index < bytes.count {
            let found = (1...4).lazy.compactMap { length -> Character? in
                guard index + length <= bytes.count, let text = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                      text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return nil }
                return Character(start: index, length: length, scalar: scalar)
            }.first
            let character = found ?? Character(start: index, length: 1, scalar: "\u{FFFD}")
            characters.append(character)
            index += character.length
        }
        self.characters = characters
        var lines = [Line()]
        var previous: Unicode.Scalar = "a"
        for character in characters {
            switch character.scalar {
            case "\n" where previous == "\r": break  // the LF of a CR LF: the CR ended the line
            case "\n", "\r":
                lines[lines.count - 1].end = character.start
                lines.append(Line())
            default: lines[lines.count - 1].characters.append(character)
            }
            previous = character.scalar
        }
        lines[lines.count - 1].end = bytes.count
        self.lines = lines
    }

    static func units(_ scalar: Unicode.Scalar, _ encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: String(scalar).utf8.count
        case .utf16: String(scalar).utf16.count
        case .utf32: String(scalar).unicodeScalars.count
        }
    }

    /// The position of every byte offset, 0 through `count`: a character's bytes all have its
    /// start's position; a line break's bytes are their line's end.
    func positions(_ encoding: PositionEncoding) -> [LSPPosition] {
        var positions: [LSPPosition] = []
        for (number, line) in lines.enumerated() {
            var units = 0
            for character in line.characters {
                positions += Array(repeating: LSPPosition(line: number, character: units), count: character.length)
                units += Self.units(character.scalar, encoding)
            }
            let breakLength = (number + 1 < lines.count ? nextLineStart(number) : count + 1) - line.end
            positions += Array(repeating: LSPPosition(line: number, character: units), count: breakLength)
        }
        return positions
    }

    /// Where line `number + 1` starts: after line `number`'s break, CR LF or one byte.
    private func nextLineStart(_ number: Int) -> Int {
        let end = lines[number].end
        let isCRLF = characters.contains { $0.start == end && $0.scalar == "\r" } && characters.contains { $0.start == end + 1 && $0.scalar == "\n" }
        return end + (isCRLF ? 2 : 1)
    }

    /// The byte offset of `position`: the first character of its line whose units would pass
    /// `character`, else the line's end; past the last line, the text's end.
    func offset(of position: LSPPosition, _ encoding: PositionEncoding) -> Int {
        guard position.line < lines.count else { return count }
        var units = 0
        for character in lines[position.line].characters {
            units += Self.units(character.scalar, encoding)
            if units > position.character { return character.start }
        }
        return lines[position.line].end
    }

    /// The text as a server receives it: each character's scalar.
    var sent: String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: characters.map(\.scalar))
        return String(scalars)
    }
}
