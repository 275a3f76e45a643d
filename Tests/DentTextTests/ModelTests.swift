import DentTestSupport
import Glibc
import Testing
@testable import DentText

/// Seeded random sequences of edits, each compared with a plain `[UInt8]` and a reference line
/// split: 10,000 sequences of 200-210 operations (insert, delete, replace, indent, outdent,
/// undo by applying the inverse, redo by re-applying), 40% of them on odd text (multibyte,
/// invalid UTF-8, CR LF, lone CR, NUL, BOM), a third with tiny index chunks.
///
/// The buffer is compared in full every few steps and at the end (a full comparison after
/// every step would make the suite minutes long in a debug build); every step checks what the
/// change removed and the length. A failure names its seed: `ModelRun(seed:).run()` replays it.
@Suite struct ModelTests {
    static let batches = 40
    static let sequencesPerBatch = 250

    @Test(arguments: 0..<batches)
    func randomSequencesMatchTheReference(batch: Int) {
        for index in 0..<ModelTests.sequencesPerBatch {
            var run = ModelRun(seed: UInt64(batch * ModelTests.sequencesPerBatch + index))
            run.run()
        }
    }
}

/// One seeded sequence: a `TextBuffer`, its reference and an undo and a redo stack.
struct ModelRun {
    let seed: UInt64
    var random: SplitMix64
    let content: RandomText
    let maxSize: Int
    let checkEvery: Int
    var text: TextBuffer
    var model: ReferenceText
    /// Each change with the reference's bytes before and after it: an indent's change keeps
    /// only line prefixes, so the reference is put back from these.
    var undo: [(change: Change, before: [UInt8], after: [UInt8])] = []
    var redo: [(change: Change, before: [UInt8], after: [UInt8])] = []
    var failed = false

    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(state: seed)
        content = RandomText(odd: seed % 5 < 2)
        let large = seed % 20 == 0 || seed % 20 == 5
        maxSize = large ? 64 << 10 : 2 << 10
        checkEvery = large ? 60 : 25
        let limits = seed % 3 != 1 ? ChunkLimits.standard
            : .tiny(maxLines: random.int(in: 2...16), longLine: random.int(in: 3...60))
        let initial = content.text(size: random.int(in: 0...(maxSize / 2)), using: &random)
        text = TextBuffer(GapBuffer(initial), limits: limits)
        model = ReferenceText(bytes: initial)
        self.random = random
    }

    mutating func run() {
        let steps = random.int(in: 200...210)
        for step in 0..<steps where !failed {
            self.step()
            if step % checkEvery == checkEvery - 1 { checkFully() }
        }
        guard !failed else { return }
        checkFully()
        text.checkInvariants()
    }

    mutating func step() {
        switch random.below(100) {
        case 0..<33: edit(insert: true, delete: false)
        case 33..<54: edit(insert: false, delete: true)
        case 54..<71: edit(insert: true, delete: true)
        case 71..<75: indent()
        case 75..<78: outdent()
        case 78..<90: undoLast()
        default: redoLast()
        }
        expect(text.count == model.bytes.count, "length")
    }

    mutating func edit(insert: Bool, delete: Bool) {
        let lower = random.int(in: 0...model.bytes.count)
        let span = random.chance(percent: 5) ? 2_000 : 12
        let upper = delete ? random.int(in: lower...Swift.min(model.bytes.count, lower + span)) : lower
        let big = random.chance(percent: 3)
        var piece = insert ? content.piece(maxUnits: big ? 300 : 6, using: &random) : []
        if model.bytes.count + piece.count - (upper - lower) > maxSize { piece = [] }
        let before = model.bytes
        let change = text.replace(lower..<upper, with: piece)
        expect(change.removed == Array(model.bytes[lower..<upper]), "removed bytes")
        model.replace(lower..<upper, with: piece)
        record(change, before: before)
    }

    mutating func indent() {
        let lines = randomLines()
        let style: IndentStyle = random.below(2) == 0 ? .tabs : .spaces(random.int(in: 1...4))
        let blank = random.below(4) == 0
        guard model.bytes.count + lines.count * 4 <= maxSize else { return }
        let before = model.bytes
        let edit = text.indent(lines: lines, style: style, indentBlank: blank)
        model.indent(lines: lines, unit: style.unit, indentBlank: blank)
        record(edit.change, before: before)
    }

    mutating func outdent() {
        let lines = randomLines()
        let width = random.int(in: 1...8)
        let before = model.bytes
        let edit = text.outdent(lines: lines, width: width)
        model.outdent(lines: lines, width: width)
        record(edit.change, before: before)
    }

    mutating func randomLines() -> ClosedRange<Int> {
        let first = random.below(text.lineCount)
        let span = random.chance(percent: 5) ? 400 : 12
        return first...random.int(in: first...Swift.min(text.lineCount - 1, first + span))
    }

    mutating func record(_ change: Change, before: [UInt8]) {
        undo.append((change, before, model.bytes))
        redo.removeAll()
    }

    mutating func undoLast() {
        guard let step = undo.popLast() else { return }
        text.apply(step.change.inverse)
        model.bytes = step.before
        redo.append(step)
    }

    mutating func redoLast() {
        guard let step = redo.popLast() else { return }
        text.apply(step.change)
        model.bytes = step.after
        undo.append(step)
    }

    /// The bytes, every line start and a sample of lookups against the reference.
    mutating func checkFully() {
        expect(sameBytes(), "bytes")
        let starts = model.lineStarts
        expect(text.lines.allStarts == starts, "line starts")
        guard !failed else { return }
        let contents = model.lineContents
        for _ in 0..<4 {
            let line = random.below(starts.count)
            expect(text.lineRange(line) == contents[line], "line \(line) range")
            let offset = random.int(in: 0...model.bytes.count)
            expect(text.line(containing: offset) == (starts.lastIndex { $0 <= offset } ?? -1), "line containing \(offset)")
        }
    }

    func sameBytes() -> Bool {
        text.bytes.withHalves { before, after in
            model.bytes.withUnsafeBufferPointer { all in
                guard all.count == before.count + after.count else { return false }
                let head = before.isEmpty || memcmp(all.baseAddress!, before.baseAddress!, before.count) == 0
                let tail = after.isEmpty || memcmp(all.baseAddress! + before.count, after.baseAddress!, after.count) == 0
                return head && tail
            }
        }
    }

    mutating func expect(_ condition: Bool, _ what: String) {
        guard !condition, !failed else { return }
        failed = true
        Issue.record("seed \(seed): \(what) differs from the reference; replay with ModelRun(seed: \(seed)).run()")
    }
}
