import DentText

/// How an edit acts at several cursors: the single-cursor edit is run at each caret in turn,
/// from the last in the text to the first, and the carets already done are moved through what
/// each run changed (the text's edit record, as `ParkedView` moves another pane's caret). Going
/// from the end, an edit usually changes text after no caret still to come, so most runs only
/// shift the done carets by a length (`CaretTrail`). The runs make one undo step, whose states
/// hold every caret.
extension Document {
    /// Runs `body`, an edit or movement written for one cursor, at every caret.
    mutating func atEveryCaret(_ body: (inout Document) -> Void) {
        atEveryCaret { document, _ in body(&document) }
    }

    /// The same, telling `body` which caret it is at: its index in text order.
    mutating func atEveryCaret(_ body: (inout Document, Int) -> Void) {
        guard hasExtraCarets else { return body(&self, 0) }
        var all = carets.all
        let primary = carets.primary
        let before = cursorState
        let mark = history.mark
        let reader = view.caretReader
        var trail = CaretTrail()
        view.extraCarets = []
        // Carets still to come that an edit took in whole: they do not act again.
        var absorbed: Set<Int> = []
        // By index: an edit that reached back over carets still to come moved them in `all`
        // (`moveCaretsToCome`), and each must be taken as moved, not as it was at the start.
        for index in all.indices.reversed() {
            view.caret = all[index]
            // The indentation Enter leaves is tidied at one cursor only (`cleanUpAutoIndent`).
            pendingIndent = nil
            text.trackEdits(for: reader)
            let count = text.count
            if !absorbed.contains(index) { body(&self, index) }
            let since = text.edits(since: reader)
            trail.move(by: since, from: count, to: text.count)
            trail.append(view.caret)
            absorbed.formUnion(Document.moveCaretsToCome(&all, before: index, by: since, from: count, to: text.count))
        }
        pendingIndent = nil
        setCarets(trail.carets.reversed(), primary: primary)
        history.combine(since: mark, before: before, after: cursorState)
    }

    /// Moves the carets before `index`, still to come, through an edit that reached back to
    /// them (Backspace right after another caret's selection deletes its last byte), and returns
    /// those the edit took in whole, every offset of theirs in what it replaced (a word deleted
    /// back over another cursor, or over another selection): each would act on what is gone, so
    /// it joins the edit's cursor instead, as if the two had been worked out on the text before
    /// either and merged.
    private static func moveCaretsToCome(_ carets: inout [Caret], before index: Int, by since: EditRecord.Since, from count: Int,
                                         to after: Int) -> [Int] {
        guard since != .unchanged else { return [] }
        let (reach, replacedEnd) = if case .changed(let span) = since { (span.lowerBound, span.upperBound - (after - count)) } else { (0, 0) }
        var absorbed: [Int] = []
        var caret = index - 1
        while caret >= 0, carets[caret].range.upperBound > reach {
            if carets[caret].range.lowerBound >= reach && carets[caret].range.upperBound <= replacedEnd { absorbed.append(caret) }
            let move = { ParkedView.moved($0, by: since, from: count, to: after) }
            carets[caret] = Caret(cursor: move(carets[caret].cursor), anchor: carets[caret].anchor.map(move), goalColumn: carets[caret].goalColumn)
            caret -= 1
        }
        return absorbed
    }

    /// Runs `body`, an edit at the primary caret only, and moves the extra carets through what
    /// it changed (a save's trimmed whitespace, a command that keeps the cursors).
    mutating func keepingExtraCarets(_ body: (inout Document) -> Void) {
        guard hasExtraCarets else { return body(&self) }
        let reader = view.caretReader
        text.trackEdits(for: reader)
        let count = text.count
        let extras = view.extraCarets
        let generation = view.caretGeneration
        body(&self)
        let since = text.edits(since: reader)
        guard hasExtraCarets, view.caretGeneration == generation else { return }
        // The primary may have moved onto another caret.
        guard since != .unchanged else { return normalizeCarets() }
        let after = text.count
        let move = { ParkedView.moved($0, by: since, from: count, to: after) }
        let moved = extras.map { Caret(cursor: move($0.cursor), anchor: $0.anchor.map(move)) }
        setCarets(moved + [view.caret], primary: moved.count)
    }
}

/// The carets an every-caret edit has done, moved through the edits made after them. They lie
/// at or after the lowest offset any of them holds; an edit that ends before that lowest
/// offset only shifts them all by its change in length, which is kept as one number and added
/// when they are read, so 1,000 cursors cost 1,000 steps rather than a million.
struct CaretTrail {
    /// The carets in the order done (the last in the text first), offsets less `shift`.
    private var stored: [Caret] = []
    private var shift = 0
    /// The lowest offset of any caret done, `shift` included. Every one above an edit's start
    /// and past what it replaced moves by its length exactly as `ParkedView.moved` would.
    private var lowest = Int.max

    /// The carets done, in the order done, at their offsets now.
    var carets: [Caret] {
        stored.map { Caret(cursor: $0.cursor + shift, anchor: $0.anchor.map { $0 + shift }, goalColumn: $0.goalColumn) }
    }

    mutating func append(_ caret: Caret) {
        stored.append(Caret(cursor: caret.cursor - shift, anchor: caret.anchor.map { $0 - shift }, goalColumn: caret.goalColumn))
        lowest = Swift.min(lowest, caret.range.lowerBound)
    }

    /// Moves the carets done through an edit the record describes as `since`, which took the
    /// text from `before` bytes to `after`.
    mutating func move(by since: EditRecord.Since, from before: Int, to after: Int) {
        guard !stored.isEmpty, since != .unchanged else { return }
        if case .changed(let span) = since, lowest > span.lowerBound, lowest >= span.upperBound - (after - before) {
            shift += after - before
            lowest += after - before
            return
        }
        let moved = carets.map { caret in
            let move = { ParkedView.moved($0, by: since, from: before, to: after) }
            return Caret(cursor: move(caret.cursor), anchor: caret.anchor.map(move), goalColumn: caret.goalColumn)
        }
        (stored, shift) = (moved, 0)
        lowest = moved.map(\.range.lowerBound).min() ?? Int.max
    }
}
