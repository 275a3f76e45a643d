import DentText

/// Complete word from the editor (`WordCompletion` finds the words): each step replaces the
/// word shown, as typing does (one undo step with the typing around it).
extension Editor {
    /// Completes the word before the cursor; right after a completion, shows the next one
    /// (after the last, the word as typed, then the first again).
    public mutating func completeWord() {
        if var completion = continuingCompletion {
            let shown = completion.current
            completion.shown = (completion.shown + 1) % (completion.candidates.count + 1)
            return show(completion, replacing: shown)
        }
        guard let start = document.wordStartBeforeCursor else {
            message = Message("No word before the cursor to complete")
            return
        }
        let typed = document.text.bytes.bytes(in: start..<document.cursor)
        let others = files.filter { $0.id != currentID }.map(\.document)
        let candidates = WordCompletion.candidates(for: typed, at: start, cursor: document.cursor, in: document, others: others)
        guard !candidates.isEmpty else {
            message = Message("No word in the open files completes \"\(String(decoding: typed, as: UTF8.self))\"")
            return
        }
        show(WordCompletion(document: currentID, start: start, typed: typed, candidates: candidates, shown: 0, event: 0), replacing: typed)
    }

    /// Esc right after a completion: the word as typed comes back.
    public mutating func cancelCompletion() {
        guard var completion = continuingCompletion else { return }
        let shown = completion.current
        completion.shown = completion.candidates.count
        show(completion, replacing: shown)
        self.completion = nil
        message = Message("Completion cancelled")
    }

    /// The completion the event just before made, while its word still stands at the cursor in
    /// the file shown (a reload or another file shown in between ends it).
    private var continuingCompletion: WordCompletion? {
        guard let completion, completion.event &+ 1 == cutRun.eventNumber, completion.document == currentID else { return nil }
        let end = completion.start + completion.current.count
        guard document.cursor == end, end <= document.text.count,
              document.text.bytes.holds(completion.current, at: completion.start..<end) else { return nil }
        return completion
    }

    /// Puts `next`'s word where `old` stands and says which it is.
    private mutating func show(_ next: WordCompletion, replacing old: [UInt8]) {
        var next = next
        let range = next.start..<(next.start + old.count)
        edit { $0.replace(range, with: next.current, cursorAfter: next.start + next.current.count, kind: .typing) }
        next.event = cutRun.eventNumber
        completion = next
        let count = next.candidates.count
        message = Message(next.shown < count ? "Completion \(next.shown + 1) of \(count)" : "The word as typed (\(count.counted("completion")))")
    }
}

extension Document {
    /// Where the word before the cursor starts, on the cursor's line (the part before the
    /// cursor, when the cursor is inside a word); nil when no word character is before it.
    var wordStartBeforeCursor: Int? {
        let start = text.wordStart(before: cursor)
        guard start >= text.lineRange(cursorLine).lowerBound, start < cursor, text.wordEnd(after: start) >= cursor else { return nil }
        return start
    }
}
