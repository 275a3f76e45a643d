import Testing
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Random keystrokes at several cursors against a reference: a byte array and a list of carets
/// that apply the same edits by the rules docs/ARCHITECTURE.md states ("Several cursors"). After
/// every step the text, the carets and the primary agree, the invariants hold, and one undo
/// restores the text and carets before the step exactly (one redo those after it).
@Suite struct MultiCursorModelTests {
    /// The reference: text without blanks (so Backspace never stops at indentation, Enter copies
    /// none), carets as plain offsets.
    struct Model: Equatable {
        struct Caret: Equatable {
            var cursor: Int
            var anchor: Int?
            var goal: Int?
            var isPrimary = false
            var range: Range<Int> { anchor.map { Swift.min($0, cursor)..<Swift.max($0, cursor) } ?? cursor..<cursor }
        }

        var text: [UInt8]
        var carets: [Caret]

        func lineStart(of offset: Int) -> Int { (text[..<offset].lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0 }
        func lineEnd(of offset: Int) -> Int { text[offset...].firstIndex(of: 0x0A) ?? text.count }

        /// Replaces each caret's `edit` (range, bytes) from the last caret to the first, moving
        /// every other caret as `ParkedView.moved` moves an offset; the edited caret ends after
        /// the bytes.
        mutating func edit(_ edit: (Model, Caret, Int) -> (Range<Int>, [UInt8])) {
            for index in carets.indices.reversed() {
                let (range, bytes) = edit(self, carets[index], index)
                guard !(range.isEmpty && bytes.isEmpty) else { continue }
                text.replaceSubrange(range, with: bytes)
                let delta = bytes.count - range.count
                func move(_ offset: Int) -> Int {
                    if offset <= range.lowerBound { return offset }
                    if offset >= range.upperBound { return offset + delta }
                    return Swift.min(offset, range.lowerBound + bytes.count)
                }
                for other in carets.indices where other != index {
                    carets[other].cursor = move(carets[other].cursor)
                    carets[other].anchor = carets[other].anchor.map(move)
                }
                carets[index] = Caret(cursor: range.lowerBound + bytes.count, isPrimary: carets[index].isPrimary)
            }
            merge()
        }

        /// Moves every caret; `extending` keeps (or starts) its selection.
        mutating func move(extending: Bool = false, _ movement: (Model, Caret) -> (cursor: Int, goal: Int?)) {
            for index in carets.indices {
                let caret = carets[index]
                let (cursor, goal) = movement(self, caret)
                carets[index] = Caret(cursor: cursor, anchor: extending ? caret.anchor ?? caret.cursor : nil, goal: goal, isPrimary: caret.isPrimary)
            }
            merge()
        }

        /// Up or down from `caret`: its goal column (else its column) on the line `rows` away.
        func vertical(_ caret: Caret, rows: Int) -> (cursor: Int, goal: Int?) {
            let goal = caret.goal ?? caret.cursor - lineStart(of: caret.cursor)
            var start = lineStart(of: caret.cursor)
            for _ in 0..<abs(rows) {
                if rows > 0, lineEnd(of: start) < text.count { start = lineEnd(of: start) + 1 }
                if rows < 0, start > 0 { start = lineStart(of: start - 1) }
            }
            return (Swift.min(start + goal, lineEnd(of: start)), goal)
        }

        /// Sorts by range, merges carets on one spot or with overlapping selections.
        mutating func merge() {
            var result: [Caret] = []
            for var next in carets.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
                if next.anchor == next.cursor { next.anchor = nil }
                guard let last = result.last, next.range.lowerBound < last.range.upperBound || next.cursor == last.cursor || next.range == last.range else {
                    result.append(next)
                    continue
                }
                let low = Swift.min(last.range.lowerBound, next.range.lowerBound), high = Swift.max(last.range.upperBound, next.range.upperBound)
                let forward = [last, next].contains { $0.anchor != nil && $0.cursor == $0.range.upperBound && !$0.range.isEmpty }
                var merged = low == high ? Caret(cursor: low, goal: last.goal) : forward ? Caret(cursor: high, anchor: low) : Caret(cursor: low, anchor: high)
                merged.isPrimary = last.isPrimary || next.isPrimary
                result[result.count - 1] = merged
            }
            carets = result
        }

        var primary: Caret { carets.first { $0.isPrimary } ?? carets[0] }
    }

    /// The editor's text and carets as the model holds them.
    func observed(_ document: Document) -> Model {
        let (all, primary) = document.carets
        return Model(text: document.text.bytes.allBytes, carets: all.enumerated().map { index, caret in
            Model.Caret(cursor: caret.cursor, anchor: caret.anchor == caret.cursor ? nil : caret.anchor, goal: caret.goalColumn, isPrimary: index == primary)
        })
    }

    static let letters: Set<UInt8> = Set(Array("abxyp0123456789".utf8))

    @Test(arguments: 0..<16)
    func randomKeystrokesAtSeveralCursorsMatchTheReference(seed: UInt64) {
        var random = SplitMix64(state: seed &* 7919 &+ 3)
        let alphabet = Array("ab-\n".utf8)
        let text = (0..<80).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        var editor = Editor(document: Document(path: "test.txt", text: TextBuffer(GapBuffer(text))))
        editor.wrapsLines = false
        var model = Model(text: text, carets: [Model.Caret(cursor: 0, isPrimary: true)])
        for step in 0..<300 {
            editor.clock += 2_000
            let before = model
            let name = apply(Int(random.next() % 17), random: &random, editor: &editor, model: &model)
            let seen = observed(editor.document)
            #expect(seen.text == model.text, "step \(step) \(name): text")
            #expect(seen.carets == model.carets, "step \(step) \(name): carets")
            #expect(editor.invariantProblems().isEmpty, "step \(step) \(name): \(editor.invariantProblems())")
            guard seen == model else { return }
            guard model.text != before.text else { continue }
            editor.press("Ctrl+z")
            var undone = before
            undone.carets = undone.carets.map { Model.Caret(cursor: $0.cursor, anchor: $0.anchor, goal: $0.isPrimary ? nil : $0.goal, isPrimary: $0.isPrimary) }
            #expect(observed(editor.document) == undone, "step \(step) \(name): one undo")
            editor.press("Ctrl+y")
            model.carets = model.carets.map { Model.Caret(cursor: $0.cursor, anchor: $0.anchor, goal: $0.isPrimary ? nil : $0.goal, isPrimary: $0.isPrimary) }
            #expect(observed(editor.document) == model, "step \(step) \(name): redo")
        }
    }

    /// Applies keystroke `kind` to the editor and to the model; returns its name.
    private func apply(_ kind: Int, random: inout SplitMix64, editor: inout Editor, model: inout Model) -> String {
        switch kind {
        case 0, 1:
            let letter = ["x", "y"][Int(random.next() % 2)]
            editor.type(letter)
            model.edit { _, caret, _ in (caret.range, Array(letter.utf8)) }
            return "type \(letter)"
        case 2:
            editor.press("Backspace")
            model.edit { _, caret, _ in caret.range.isEmpty ? (Swift.max(caret.cursor - 1, 0)..<caret.cursor, []) : (caret.range, []) }
            return "Backspace"
        case 3:
            editor.press("Delete")
            model.edit { model, caret, _ in caret.range.isEmpty ? (caret.cursor..<Swift.min(caret.cursor + 1, model.text.count), []) : (caret.range, []) }
            return "Delete"
        case 4:
            editor.press("Enter")
            model.edit { _, caret, _ in (caret.range, [0x0A]) }
            return "Enter"
        case 5:
            editor.press("Left")
            model.move { _, caret in (caret.range.isEmpty ? Swift.max(caret.cursor - 1, 0) : caret.range.lowerBound, nil) }
            return "Left"
        case 6:
            editor.press("Right")
            model.move { model, caret in (caret.range.isEmpty ? Swift.min(caret.cursor + 1, model.text.count) : caret.range.upperBound, nil) }
            return "Right"
        case 7:
            let up = random.next() % 2 == 0
            editor.press(up ? "Up" : "Down")
            model.move { model, caret in model.vertical(caret, rows: up ? -1 : 1) }
            return up ? "Up" : "Down"
        case 8:
            let end = random.next() % 2 == 0
            editor.press(end ? "End" : "Home")
            model.move { model, caret in (end ? model.lineEnd(of: caret.cursor) : model.lineStart(of: caret.cursor), nil) }
            return end ? "End" : "Home"
        case 9:
            let left = random.next() % 2 == 0
            editor.press(left ? "Shift+Left" : "Shift+Right")
            model.move(extending: true) { model, caret in (left ? Swift.max(caret.cursor - 1, 0) : Swift.min(caret.cursor + 1, model.text.count), nil) }
            return left ? "Shift+Left" : "Shift+Right"
        case 10, 11, 12:
            let up = kind == 10
            editor.press(up ? "Alt+Shift+Up" : "Alt+Shift+Down")
            addCaret(to: &model) { model, primary in model.vertical(primary, rows: up ? -1 : 1) }
            return up ? "Add cursor above" : "Add cursor below"
        case 13, 14:
            return nextMatch(editor: &editor, model: &model)
        case 15:
            let count = model.carets.count
            let pieces = random.next() % 2 == 0 && count > 1 ? (0..<count).map { Array("p\($0 % 10)".utf8) } : nil
            editor.clipboard = Clipboard(bytes: Array("xy".utf8), isWholeLine: false, pieces: pieces)
            editor.press("Ctrl+v")
            model.edit { _, caret, index in (caret.range, pieces.map { $0[index] } ?? Array("xy".utf8)) }
            return pieces == nil ? "paste" : "paste pieces"
        default:
            editor.press("Esc")
            model.carets = [model.primary]
            return "Esc"
        }
    }

    /// A caret where `place` puts it from the primary, the new primary, unless it is the primary's spot.
    private func addCaret(to model: inout Model, _ place: (Model, Model.Caret) -> (cursor: Int, goal: Int?)) {
        let primary = model.primary
        let (cursor, goal) = place(model, primary)
        guard cursor != primary.cursor else { return }
        model.carets = model.carets.map { Model.Caret(cursor: $0.cursor, anchor: $0.anchor, goal: $0.goal) }
        model.carets.append(Model.Caret(cursor: cursor, goal: goal, isPrimary: true))
        model.merge()
    }

    /// Add cursor at next match, where the model knows the word: the primary inside a run of
    /// letters selects it; a primary selection adds the next occurrence not touching a caret.
    private func nextMatch(editor: inout Editor, model: inout Model) -> String {
        let primary = model.primary
        if primary.range.isEmpty {
            let at = primary.cursor
            guard at > 0, at < model.text.count, Self.letters.contains(model.text[at - 1]), Self.letters.contains(model.text[at]) else { return "none" }
            editor.press("Alt+Shift+n")
            var start = at, end = at
            while start > 0, Self.letters.contains(model.text[start - 1]) { start -= 1 }
            while end < model.text.count, Self.letters.contains(model.text[end]) { end += 1 }
            model.carets = model.carets.map { $0.isPrimary ? Model.Caret(cursor: end, anchor: start, isPrimary: true) : $0 }
            model.merge()
            return "select word"
        }
        editor.press("Alt+Shift+n")
        let needle = Array(model.text[primary.range])
        let offset = primary.range.upperBound
        func first(in starts: Range<Int>) -> Int? {
            starts.first { $0 + needle.count <= model.text.count && Array(model.text[$0..<($0 + needle.count)]) == needle }
        }
        // From the selection's end to the text's end, then round from the start to where it began.
        var (from, wrapped) = (offset, false)
        while true {
            var start = first(in: from..<Swift.max(from, model.text.count))
            if start == nil, !wrapped {
                start = first(in: 0..<from)
                wrapped = start != nil
            }
            guard let found = start, !(wrapped && found >= offset) else { break }
            let match = found..<(found + needle.count)
            if model.carets.contains(where: { $0.range.overlaps(match) || $0.range == match }) {
                from = match.upperBound
                continue
            }
            model.carets = model.carets.map { Model.Caret(cursor: $0.cursor, anchor: $0.anchor, goal: $0.goal) }
            model.carets.append(Model.Caret(cursor: match.upperBound, anchor: match.lowerBound, isPrimary: true))
            model.merge()
            break
        }
        return "next match"
    }
}
