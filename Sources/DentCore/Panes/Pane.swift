import DentText

/// One pane of the screen: the files it showed, in order (its own Back and Forward), and its
/// views of the files whose view being edited (`Document.view`) is another pane's.
struct Pane: Sendable {
    let id: PaneID
    var history: PlaceHistory
    var parked: [DocumentID: ParkedView] = [:]
}

/// A pane's view of a file, put aside while another pane edits the file. Edits made meanwhile
/// move it: it keeps a reader of the text's edit record and the text's size from when it was
/// parked, and `current(in:)` maps its positions through the span the record gives. The record
/// was chosen over adjusting each parked view at every edit: every way the text changes (an
/// edit, undo, an indent of many lines, a reload) already reaches it, where a hook would be
/// needed in each; the editor settles parked views after every event (`settle`), so the span
/// is one event's edits and positions after it move exactly.
struct ParkedView: Sendable {
    private(set) var view: DocumentView
    private let reader = EditReader()
    /// The text's size when parked or last settled.
    private var count: Int
    /// Where the first line shown starts, so the pane keeps showing the same text when lines
    /// are added or removed above it.
    private var scrollStart: Int

    /// Parks `view` of `document`: what typing kept at its cursor goes, and the record starts
    /// counting edits for it.
    init(_ view: DocumentView, of document: inout Document) {
        var view = view
        view.autoClosers = []
        view.pendingIndent = nil
        view.bracketMatch = []
        self.view = view
        count = document.text.count
        scrollStart = document.text.lineRange(Swift.min(view.scrollLine, document.text.lineCount - 1)).lowerBound
        document.text.trackEdits(for: reader)
    }

    /// True when no edit has touched the text since the view was parked or settled.
    func isCurrent(in document: Document) -> Bool { document.text.edits(since: reader) == .unchanged }

    /// The view as it stands in `document` now: offsets after the edits moved by them, offsets
    /// inside them kept inside, each on a glyph boundary; the scroll on the line that holds the
    /// text it showed.
    func current(in document: Document) -> DocumentView {
        let since = document.text.edits(since: reader)
        guard since != .unchanged else { return view }
        let move = { (offset: Int) in
            document.glyphBoundary(atOrAfter: ParkedView.moved(offset, by: since, from: count, to: document.text.count))
        }
        var moved = view
        moved.caret.cursor = move(view.caret.cursor)
        moved.caret.anchor = view.caret.anchor.map(move)
        if !view.extraCarets.isEmpty {
            moved.extraCarets = view.extraCarets.map { Caret(cursor: move($0.cursor), anchor: $0.anchor.map(move), goalColumn: $0.goalColumn) }
        }
        let start = ParkedView.moved(scrollStart, by: since, from: count, to: document.text.count)
        moved.scrollLine = document.text.line(containing: start)
        if case .changed(let span) = since, span.lowerBound <= document.text.lineRange(moved.scrollLine).upperBound {
            moved.scrollRow = 0
        } else if since == .unknown {
            moved.scrollRow = 0
        }
        return moved
    }

    /// Takes the edits into the view and starts counting afresh, so the next event's edits
    /// are mapped on their own.
    mutating func settle(in document: inout Document) {
        guard !isCurrent(in: document) else { return }
        self = ParkedView(current(in: document), of: &document)
    }

    /// `offset` of a text `before` bytes long moved by an edit the record describes as `since`,
    /// the text now `after` bytes long. An offset at the start of the change stays (text typed
    /// at another pane's cursor goes after it, as in vim); one inside what a change replaced
    /// stays where it was, at most at the change's end.
    static func moved(_ offset: Int, by since: EditRecord.Since, from before: Int, to after: Int) -> Int {
        switch since {
        case .unchanged: return offset
        case .unknown: return Swift.min(offset, after)
        case .changed(let span):
            let delta = after - before
            if offset <= span.lowerBound { return Swift.min(offset, after) }
            if offset >= span.upperBound - delta { return Swift.min(offset + delta, after) }
            return Swift.min(offset, span.upperBound, after)
        }
    }
}
