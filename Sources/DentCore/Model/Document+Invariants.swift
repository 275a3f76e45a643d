import DentText

/// What must hold of a document between two events, whatever the input was: the fuzzers call
/// this after every event (docs/FUZZING.md).
extension Document {
    /// The broken invariants, as sentences; empty when all hold. Traps (through
    /// `TextBuffer.checkInvariants`) when the line index disagrees with the bytes.
    public func invariantProblems() -> [String] {
        text.checkInvariants()
        var problems: [String] = []
        let count = text.count
        if !(0...count).contains(cursor) {
            problems.append("cursor \(cursor) outside 0...\(count)")
        } else if !isGlyphBoundary(cursor) {
            let near = text.bytes.bytes(in: Swift.max(cursor - 6, 0)..<cursor) + [0x7C] + text.bytes.bytes(in: cursor..<Swift.min(cursor + 6, count))
            problems.append("cursor \(cursor) inside a glyph: \(near.map { String($0, radix: 16) })")
        }
        if let anchor, !(0...count).contains(anchor) {
            problems.append("anchor \(anchor) outside 0...\(count)")
        } else if let anchor, !isGlyphBoundary(anchor) {
            problems.append("anchor \(anchor) inside a glyph")
        }
        if !(0..<text.lineCount).contains(scrollLine) { problems.append("first line shown \(scrollLine) outside 0..<\(text.lineCount)") }
        if scrollColumn < 0 || scrollRow < 0 { problems.append("negative scroll (column \(scrollColumn), row \(scrollRow))") }
        if let wrapWidth, scrollRow > 0, (0..<text.lineCount).contains(scrollLine),
           wrappedLine(scrollLine, width: wrapWidth, atLeast: scrollRow + 1).rows.count <= scrollRow {
            problems.append("first row shown \(scrollRow) past line \(scrollLine)'s last row")
        }
        if let goalColumn, goalColumn < 0 { problems.append("negative goal column \(goalColumn)") }
        return problems + caretProblems()
    }
}
