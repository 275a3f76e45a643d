import DentText

/// The brackets that enclose a place: the one still open there, the line a statement spread
/// over several lines starts on, the block of case labels a `case` is in.
extension CodeReader {
    /// How many lines up the search for an open bracket goes, as vim's Python indent does
    /// (`s:maxoff = 50`, runtime/indent/python.vim): a statement longer than that is rare, and
    /// Enter must not highlight a whole file to find out.
    static let enclosingLineReach = 50

    /// The offset of the innermost bracket open at `offset` (in code, before it), within
    /// `enclosingLineReach` lines; nil when every bracket before it is closed.
    mutating func unclosedOpener(before offset: Int) -> Int? {
        var line = text.line(containing: offset)
        var end = offset - text.lineRange(line).lowerBound
        var depth = 0
        for _ in 0...CodeReader.enclosingLineReach {
            let start = text.lineRange(line).lowerBound
            let window = 0..<Swift.min(end, CodeReader.reach)
            let raw = text.bytes.bytes(in: start..<(start + window.upperBound))
            // A line without brackets is passed without asking which of it is code.
            if raw.contains(where: { rules.closer(of: $0) != nil || rules.opener(of: $0) != nil }) {
                let (bytes, isCode) = code(line, columns: window)
                // `closer(of:)` answers for an opening bracket, `opener(of:)` for a closing one.
                for index in bytes.indices.reversed() where isCode[index] {
                    if rules.closer(of: bytes[index]) != nil {
                        if depth == 0 { return start + index }
                        depth -= 1
                    } else if rules.opener(of: bytes[index]) != nil {
                        depth += 1
                    }
                }
            }
            guard line > 0 else { return nil }
            line -= 1
            end = text.lineRange(line).count
        }
        return nil
    }

    /// The line the statement `line` ends starts on: the line of the brackets `line` closes
    /// that were opened above it, and of those they close, and so on.
    mutating func statementStart(_ line: Int) -> Int {
        var start = line
        for _ in 0..<CodeReader.enclosingLineReach {
            guard let opener = unclosedOpener(before: text.lineRange(start).lowerBound) else { break }
            start = text.line(containing: opener)
        }
        return start
    }

    /// The line that opened the block of case labels `line` is in (Go's `switch x {`): the
    /// line of the bracket open at its start, when its first word is one of `labelBlockWords`.
    mutating func labelBlock(around line: Int) -> Int? {
        guard let opener = unclosedOpener(before: text.lineRange(line).lowerBound) else { return nil }
        let owner = text.line(containing: opener)
        return opensLabelBlock(owner, before: opener - text.lineRange(owner).lowerBound + 1) ? owner : nil
    }

    /// Whether the code of `line` before `end` opens a block of case labels: it starts with
    /// one of `labelBlockWords` and ends with an opening bracket.
    mutating func opensLabelBlock(_ line: Int, before end: Int) -> Bool {
        guard !rules.labelBlockWords.isEmpty, let word = firstWord(line), rules.labelBlockWords.contains(word),
              let last = lastCode(line, before: end) else { return false }
        return rules.closer(of: last.byte) != nil
    }
}
