import DentTestSupport
import Testing
@testable import DentText

/// The text's edit record, which caches (highlighting's states, soft wrap's row starts) read to
/// know what changed since they last looked, each as a reader of its own.
@Suite struct EditRecordTests {
    /// After random replaces and indents, each reader's span covers every byte that differs
    /// from the text when it armed: the bytes before it are the same, the bytes after it are
    /// the old text's last bytes. Two readers armed at different times keep separate spans.
    @Test func eachReadersSpanCoversWhatChangedSinceItArmed() {
        var random = SplitMix64(state: 77)
        for round in 0..<200 {
            var text = TextBuffer(String(repeating: "ab\n\tcd\n", count: 1 + random.below(6)))
            let (early, late) = (EditReader(), EditReader())
            text.trackEdits(for: early)
            let armedEarly = text.bytes.allBytes
            var armedLate = armedEarly
            for step in 0..<random.int(in: 2...7) {
                if step == 1 {
                    text.trackEdits(for: late)
                    armedLate = text.bytes.allBytes
                }
                if random.chance(percent: 25), text.lineCount > 1 {
                    let first = random.below(text.lineCount - 1)
                    _ = text.indent(lines: first...random.int(in: first...(text.lineCount - 1)), style: .tabs)
                } else {
                    let start = random.below(text.count + 1)
                    let end = random.int(in: start...Swift.min(text.count, start + 4))
                    text.replace(start..<end, with: Array(String(repeating: "x\n", count: random.below(3)).utf8))
                }
            }
            for (name, reader, before) in [("early", early, armedEarly), ("late", late, armedLate)] {
                let now = text.bytes.allBytes
                switch text.edits(since: reader) {
                case .unknown:
                    Issue.record("round \(round): the \(name) reader was forgotten")
                case .unchanged:
                    #expect(now == before, "round \(round), \(name): unchanged, yet the text differs")
                case .changed(let span):
                    let tail = now.count - span.upperBound
                    #expect(span.upperBound <= now.count && tail <= before.count, "round \(round), \(name): \(span)")
                    #expect(now[..<span.lowerBound] == before[..<span.lowerBound], "round \(round), \(name): before \(span)")
                    #expect(now.suffix(tail) == before.suffix(tail), "round \(round), \(name): after \(span)")
                }
            }
        }
    }

    @Test func aReaderThatNeverArmedKnowsNothing() {
        var text = TextBuffer("one\ntwo\n")
        let reader = EditReader()
        #expect(text.edits(since: reader) == .unknown)
        #expect(text.unchangedBelow(since: reader) == 0)
        text.trackEdits(for: reader)
        #expect(text.edits(since: reader) == .unchanged)
        #expect(text.unchangedBelow(since: reader) == Int.max)
        text.replace(5..<5, with: Array("X".utf8))
        #expect(text.edits(since: reader) == .changed(5..<6))
        #expect(text.unchangedBelow(since: reader) == 5)
        // A text made anew (a reload) holds no span for the reader.
        #expect(TextBuffer("one\ntwo\n").edits(since: reader) == .unknown)
    }

    /// Arming again starts a new span; a reader armed before `capacity` newer ones is dropped and
    /// told it knows nothing, never "unchanged".
    @Test func rearmingStartsOverAndTheLongestArmedReaderGoesFirst() {
        var text = TextBuffer("abc\n")
        let readers = (0...EditRecord.capacity).map { _ in EditReader() }
        text.trackEdits(for: readers[0])
        text.replace(0..<1, with: Array("z".utf8))
        text.trackEdits(for: readers[0])
        #expect(text.edits(since: readers[0]) == .unchanged)
        for reader in readers.dropFirst() { text.trackEdits(for: reader) }
        #expect(text.edits(since: readers[0]) == .unknown)
        for reader in readers.dropFirst() { #expect(text.edits(since: reader) == .unchanged) }
    }

    /// A reader made after another is gone is never taken for it: the record keeps the readers
    /// it holds spans for, so none is made again in a gone one's place.
    @Test func aNewReaderIsNeverTakenForOneThatIsGone() {
        var text = TextBuffer("abc\n")
        for _ in 0..<EditRecord.capacity { text.trackEdits(for: EditReader()) }
        for _ in 0..<100 {
            let fresh = EditReader()
            #expect(text.edits(since: fresh) == .unknown)
            #expect(text.unchangedBelow(since: fresh) == 0)
        }
    }
}
