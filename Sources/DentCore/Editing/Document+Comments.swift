import DentText

extension Document {
    /// Toggle comment: when every non-blank touched line starts (after its indentation) with the
    /// comment token, the token and one space after it go; otherwise the token and a space are put
    /// at the smallest indentation of those lines. One undo step; blank lines stay as they are.
    /// The token is the language's line comment (its rules), `#` for a language without one.
    public mutating func toggleComment() {
        let lines = selectedLines
        let token = Array((rules.lineComment ?? "#").utf8)
        let contents = lines.map { text.lineBytes($0) }
        let indents = contents.map { $0.prefix { isBlank($0) }.count }
        let nonBlank = contents.indices.filter { indents[$0] < contents[$0].count }
        guard !nonBlank.isEmpty else { return }
        let commented = nonBlank.allSatisfy { contents[$0].dropFirst(indents[$0]).starts(with: token) }
        let column = nonBlank.map { indents[$0] }.min() ?? 0
        rewriteLineContents(lines) { index, bytes in
            guard nonBlank.contains(index) else { return bytes }
            if commented {
                var rest = bytes.dropFirst(indents[index] + token.count)
                if rest.first == 0x20 { rest = rest.dropFirst() }
                return Array(bytes.prefix(indents[index])) + rest
            }
            return Array(bytes.prefix(column)) + token + [0x20] + bytes.dropFirst(column)
        }
    }

    /// Rewrites the contents of `lines` (terminators kept) as one change; the cursor and anchor
    /// keep their line and move with the text by what their line gained or lost before them
    /// (`offset(movedFrom:by:)`: a comment token and its space put before a combining mark join it).
    mutating func rewriteLineContents(_ lines: ClosedRange<Int>, _ rewrite: (Int, [UInt8]) -> [UInt8]) {
        let before = cursorState
        let cursorPlace = place(of: cursor)
        let anchorPlace = anchor.map { place(of: $0) }
        let span = text.lineRange(lines.lowerBound).lowerBound..<text.lineRange(lines.upperBound).upperBound
        var replacement: [UInt8] = []
        var deltas: [Int] = []
        for (index, line) in lines.enumerated() {
            let old = text.lineBytes(line)
            let new = rewrite(index, old)
            deltas.append(new.count - old.count)
            replacement += new
            if line < lines.upperBound {
                replacement += text.bytes.bytes(in: text.lineRange(line).upperBound..<text.lineRangeWithTerminator(line).upperBound)
            }
        }
        guard replacement != text.bytes.bytes(in: span) else { return }
        let change = text.replace(span, with: replacement)
        func moved(_ place: (line: Int, column: Int)) -> Int {
            offset(movedFrom: place, by: lines.contains(place.line) ? deltas[place.line - lines.lowerBound] : 0)
        }
        cursor = moved(cursorPlace)
        anchor = anchorPlace.map(moved)
        recordChange(change, kind: .line, before: before)
    }
}
