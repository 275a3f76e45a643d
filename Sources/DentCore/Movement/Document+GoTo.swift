import DentText

extension Document {
    /// Moves the cursor to the line (and column) `answer` names: `LINE`, `LINE:COL`, `+N`/`-N`
    /// relative, `N%`. Out of range goes to the nearest line. Returns what to tell the user:
    /// that the answer is not a line (the cursor stays), or where an out-of-range one went.
    public mutating func goToLine(_ answer: String) -> Message? {
        guard let target = LineTarget(answer.trimmingSpaces) else {
            return Message("\"\(answer)\" is not a line: write LINE, LINE:COL, +N, -N or N%", isError: true)
        }
        let count = text.countedLines == 0 ? 1 : text.countedLines
        let wanted = target.line(current: cursorLine + 1, count: count)
        let line = Swift.max(1, Swift.min(wanted, count))
        move { $0.cursor = $0.offset(ofLine: line - 1, character: (target.column ?? 1) - 1) }
        return line == wanted ? nil : Message("There \(count == 1 ? "is" : "are") \(count.counted("line")): went to line \(line)")
    }

    /// The offset of the `character`th glyph (0-based) of line `line`, or of its end when it
    /// has fewer: where a `LINE:COL` (go to line, a linter's message) puts the cursor.
    func offset(ofLine line: Int, character: Int) -> Int {
        let layout = layout(ofLine: line)
        let index = Swift.max(character, 0)
        let glyph = layout.glyphs.count > index ? layout.glyphs[index].bytes.lowerBound : layout.byteCount
        return text.lineRange(line).lowerBound + glyph
    }
}

extension Document {
    /// Where `offset` (the cursor's when nil) is, for the history of places of file `id`.
    func place(id: DocumentID, at offset: Int? = nil) -> Place {
        let offset = Swift.min(offset ?? cursor, text.count)
        let line = text.line(containing: offset)
        return Place(id: id, line: line, column: offset - text.lineRange(line).lowerBound)
    }

    /// The offset of `place` in the text as it is now: its line and byte, each kept inside the
    /// text (lines may have gone since the place was left); the editor puts the cursor on a
    /// glyph boundary after it.
    func offset(ofPlace place: Place) -> Int {
        let range = text.lineRange(Swift.max(Swift.min(place.line, text.lineCount - 1), 0))
        return range.lowerBound + Swift.max(Swift.min(place.column, range.count), 0)
    }
}

/// A parsed go-to-line answer.
struct LineTarget: Equatable {
    enum Kind: Equatable { case absolute, forward, backward, percent }
    var kind: Kind
    var number: Int
    var column: Int?

    init?(_ text: String) {
        var body = Substring(text)
        kind = .absolute
        if body.hasPrefix("+") { kind = .forward; body = body.dropFirst() }
        else if body.hasPrefix("-") { kind = .backward; body = body.dropFirst() }
        else if body.hasSuffix("%") { kind = .percent; body = body.dropLast() }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard let first = parts.first, let number = Int(first), number >= 0, parts.count <= 2 else { return nil }
        self.number = number
        if parts.count == 2 {
            guard kind == .absolute, let column = Int(parts[1]), column >= 1 else { return nil }
            self.column = column
        }
    }

    func line(current: Int, count: Int) -> Int {
        switch kind {
        case .absolute: number
        case .forward: current + number
        case .backward: current - number
        case .percent: Swift.max(1, (count * Swift.min(number, 100) + 99) / 100)
        }
    }
}
