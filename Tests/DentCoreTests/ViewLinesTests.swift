@testable import DentCore
import DentSyntax
import DentTestSupport
import Testing

/// `ViewLines` against a dictionary of line numbers, the form it replaced: the same entries
/// after any mix of stores, edits and trims to the views that stay within its reach, and the
/// same answers read in place.
@Suite struct ViewLinesTests {
    static func entry(_ tag: Int) -> HighlightedLine {
        HighlightedLine(start: LineState(id: UInt32(tag)), runs: [], end: LineState(id: UInt32(tag + 1)), classes: tag % 2 == 0 ? [] : nil)
    }

    /// What an edit does to the dictionary form: edited lines go, later lines move.
    static func replace(_ model: [Int: HighlightedLine], from: Int, oldLast: Int, delta: Int) -> [Int: HighlightedLine] {
        var moved: [Int: HighlightedLine] = [:]
        for (line, entry) in model where line < from || line > oldLast { moved[line > oldLast ? line + delta : line] = entry }
        return moved
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func storesAndEditsKeepTheSameEntriesAsADictionary(seed: UInt64) {
        var random = SplitMix64(state: seed)
        var lines = ViewLines()
        var model: [Int: HighlightedLine] = [:]
        for step in 0..<200 {
            if random.next() % 3 == 0 {
                let from = Int(random.next() % 120)
                let oldLast = from + Int(random.next() % 6)
                let lastLine = from + Int(random.next() % 6)
                lines.replace(from: from, oldLast: oldLast, delta: lastLine - oldLast)
                model = Self.replace(model, from: from, oldLast: oldLast, delta: lastLine - oldLast)
            } else if random.next() % 7 == 0 {
                // What the frame keeps: one view, or two (panes), with lines between them.
                let first = 30 + Int(random.next() % 60)
                var kept = [first..<(first + Int(random.next() % 30))]
                if random.next() % 2 == 0 { kept.append((first + 40)..<(first + 50)) }
                lines.keep(only: kept)
                model = model.filter { line, _ in kept.contains { $0.contains(line) } }
            } else {
                let line = 40 + Int(random.next() % 60)
                let value = random.next() % 5 == 0 ? nil : Self.entry(step)
                lines[line] = value
                model[line] = value
            }
            #expect(lines.entries == model, "seed \(seed), step \(step)")
            for line in -5..<200 {
                #expect(lines[line] == model[line])
                #expect(lines.start(ofLine: line) == model[line]?.start)
                let state = LineState(id: UInt32(random.next() % UInt64(step + 1)))
                let end = model[line].flatMap { $0.start == state ? $0.end : nil }
                #expect(lines.end(ofLine: line, from: state, needsClasses: false) == end)
                #expect(lines.end(ofLine: line, from: state, needsClasses: true) == (model[line]?.classes == nil ? nil : end))
            }
        }
    }

    @Test func aLineFarFromTheRunStartsARunOfItsOwnAndTheOldestGoesPastTheLimit() {
        var lines = ViewLines()
        let far = ViewLines.reach + 50
        for run in 0..<ViewLines.maximumRuns { lines[run * far] = Self.entry(run) }
        #expect(lines.entries.count == ViewLines.maximumRuns)
        lines[ViewLines.maximumRuns * far] = Self.entry(99)
        #expect(lines[0] == nil)
        #expect(lines[far] == Self.entry(1))
        #expect(lines[ViewLines.maximumRuns * far] == Self.entry(99))
    }

    @Test func anotherPanesLinesAreStoredBesideTheFirst() {
        var first = ViewLines()
        for line in 10..<20 { first[line] = Self.entry(line) }
        for line in 5000..<5010 { first[line] = Self.entry(line) }
        #expect(first.entries.count == 20)
        #expect(first[15] == Self.entry(15) && first[5005] == Self.entry(5005))
        first.replace(from: 12, oldLast: 12, delta: 1)
        #expect(first[5006] == Self.entry(5005))
        #expect(first[12] == nil && first[14] == Self.entry(13))
    }
}
