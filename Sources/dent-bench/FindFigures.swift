import DentCore
import DentKeys
import DentText

/// Find and replace through the editor, as the run loop drives them: a key, then steps of the
/// search (`continueSearch`) until it ends, with the default step sizes. No rendering between
/// steps (the session draws a frame after each: about half a millisecond).
enum FindFigures {
    /// What the far figures look for: once, at a line start half-way into the file (50 MB into
    /// the usual 100 MB).
    static let needle = "ZQXJ_needle_42"

    /// The next match half-way through `sizeMB` MB: Ctrl+N after a search for `needle`,
    /// literal or (`regex`) a regular expression.
    static func farMatch(regex: Bool, sizeMB: Int) -> Figure {
        let away = Workload.bytes(sizeMB: sizeMB) / 2
        let distance = away >= 1_000_000 ? "\(away / 1_000_000)mb" : "\(away / 1_000)kb"
        return Figure(name: "find-\(regex ? "regex" : "literal")-\(distance)",
               summary: "Ctrl+N to the next \(regex ? "regex" : "literal") match \(distance) away in \(sizeMB) MB, every search step") {
            var text = TextBuffer(try Workload.loaded(sizeMB: sizeMB))
            let middle = text.lineRange(text.line(containing: away)).lowerBound
            text.replace(middle..<middle, with: Array((needle + "\n").utf8))
            var editor = Editor(document: Document(path: "bench", text: text))
            editor.resize(rows: 40, columns: 120)
            press(&editor, "Ctrl+f")
            if regex { press(&editor, "Alt+r") }
            type(&editor, regex ? "ZQXJ_needle_\\d+" : needle)
            press(&editor, "Enter")
            finish(&editor)
            precondition(editor.document.selection == middle..<(middle + needle.utf8.count))
            editor.document.cursor = 0
            editor.document.anchor = nil
            return {
                press(&editor, "Ctrl+n")
                finish(&editor)
                precondition(editor.document.selection?.lowerBound == middle)
            }
        }
    }

    /// A text with exactly `count` matches of `word`: the generated code cut after the line of
    /// the last one.
    static func text(withMatches count: Int, of word: String) -> [UInt8] {
        // About 6,400 matches a megabyte: room to spare.
        let code = Workload.code(size: Workload.bytes(sizeMB: count / 4_000 + 1))
        let buffer = GapBuffer(code)
        let pattern = SearchPattern(Array(word.utf8), ignoresCase: false)
        var found = 0
        var from = 0
        while found < count, let start = buffer.scan(pattern, starts: from..<code.count, forward: true) {
            found += 1
            from = start + word.utf8.count
        }
        precondition(found == count, "the generated code has only \(found) of \(word)")
        let end = code[from...].firstIndex(of: 0x0A).map { $0 + 1 } ?? code.count
        return Array(code[..<end])
    }

    /// What replace-all replaces: `a->b` becomes `a.b`, about 6,400 times a megabyte of the
    /// generated code, so 100,000 matches take about 16 MB.
    static let replaced = "->"
    static let replacement = "."

    /// Replace all of `count` literal matches (100,000 in about 16 MB): the `a` answer, one
    /// edit, one undo step.
    static func replaceAll(_ count: Int) -> Figure {
        Figure(name: "replace-all-\(FixedScale.short(count))",
               summary: "replace all (the a answer): \(count) literal matches, one edit and one undo step") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(text(withMatches: count, of: replaced)))))
            editor.resize(rows: 40, columns: 120)
            press(&editor, "Ctrl+r")
            type(&editor, replaced)
            press(&editor, "Enter")
            type(&editor, replacement)
            press(&editor, "Enter")
            finish(&editor)
            return {
                press(&editor, "a")
                finish(&editor)
                precondition(editor.message?.text == "Replaced \(count) matches")
            }
        }
    }

    /// The two ways of putting in `count` replacements once the matches are known, on a
    /// TextBuffer alone: the new text of the whole span built once and put in with one
    /// `replace` (`span`, what replace-all does for matches close together), or one `replace`
    /// per match, front to back so the gap only moves forward (`each`), each change kept as
    /// undo would keep it.
    static func replaceApplying(span: Bool, count: Int) -> Figure {
        Figure(name: "replace-\(span ? "span" : "each")-\(FixedScale.short(count))",
               summary: span ? "the same \(count) replacements, matches known: the span's new text built once, one replace"
                   : "the same \(count) replacements, matches known: one replace each, front to back") {
            var text = TextBuffer(GapBuffer(text(withMatches: count, of: replaced)))
            let pattern = SearchPattern(Array(replaced.utf8), ignoresCase: false)
            let starts = text.bytes.matches(of: pattern, startingIn: 0..<text.count).map(\.lowerBound)
            return { span ? replaceSpan(&text, starts: starts) : replaceEach(&text, starts: starts, count: count) }
        }
    }

    private static func replaceSpan(_ text: inout TextBuffer, starts: [Int]) {
        let replacement = Array(FindFigures.replacement.utf8)
        guard let first = starts.first, let last = starts.last else { return }
        let end = last + replaced.utf8.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - first)
        var copied = first
        for start in starts {
            text.bytes.append(copied..<start, to: &bytes)
            bytes += replacement
            copied = start + replaced.utf8.count
        }
        let change = text.replace(first..<end, with: bytes)
        precondition(change.removed.count == end - first)
    }

    private static func replaceEach(_ text: inout TextBuffer, starts: [Int], count: Int) {
        let replacement = Array(FindFigures.replacement.utf8)
        let shift = replacement.count - replaced.utf8.count
        var changes: [Change] = []
        changes.reserveCapacity(starts.count)
        for (index, start) in starts.enumerated() {
            let at = start + index * shift
            changes.append(text.replace(at..<(at + replaced.utf8.count), with: replacement))
        }
        precondition(changes.count == count)
    }

    static func press(_ editor: inout Editor, _ chord: String) {
        guard let key = KeyChord(chord) else { fatalError("bad chord \(chord)") }
        editor.handle(.key(key, text: key.insertedText))
    }

    static func type(_ editor: inout Editor, _ text: String) {
        for character in text { editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character))) }
    }

    static func finish(_ editor: inout Editor) {
        while editor.isSearching { editor.continueSearch() }
    }
}
