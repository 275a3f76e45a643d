import DentText

/// Where a cursor is and what it selects: a view's primary caret, or one of its extra carets
/// (several cursors, `Document+Carets`).
public struct Caret: Sendable, Equatable {
    /// A byte offset on a glyph boundary (never inside a UTF-8 sequence or between CR and LF).
    public var cursor = 0
    /// The other end of the selection; nil when nothing is selected.
    public var anchor: Int?
    /// The display column vertical movement tries to keep; nil after horizontal movement.
    public var goalColumn: Int?

    public init(cursor: Int = 0, anchor: Int? = nil, goalColumn: Int? = nil) {
        self.cursor = cursor
        self.anchor = anchor
        self.goalColumn = goalColumn
    }
}

/// One pane's view of a document: what differs between two panes showing the same file (its
/// caret, scroll, the wrap width of the pane, and the little state typing keeps at the cursor).
/// The document holds the view being edited (`Document.view`); the panes that show it too, or
/// showed it last, keep theirs parked (`Pane.parked`), and edits move the parked ones
/// (`ParkedView`).
public struct DocumentView: Sendable {
    /// The primary caret: the one the view follows and single-cursor commands act at.
    public var caret = Caret()
    /// The other carets (several cursors), sorted by cursor, none equal to another or to
    /// `caret`, selections disjoint from each other's and from `caret`'s (`Document+Carets`
    /// keeps this: set them through `setCarets`).
    public internal(set) var extraCarets: [Caret] = []
    /// Counts the times the carets were set as a whole (`setCarets`), so an edit that moves the
    /// extra carets through a change can tell that the change set them itself.
    var caretGeneration = 0
    /// The reader an edit at several cursors reads the text's edit record with: one per view,
    /// armed again for each caret, so those edits take one of the record's few places.
    var caretReader = EditReader()
    /// First line and first display column shown.
    public var scrollLine = 0
    public var scrollColumn = 0
    /// With soft wrap, the first wrapped row of `scrollLine` shown.
    public var scrollRow = 0
    /// The width soft wrap cuts lines at, set by the editor before each edit; nil when lines
    /// do not wrap (they scroll sideways instead).
    public var wrapWidth: Int?
    /// Known row starts of long wrapped lines (`KnownStarts.lineLimit` at most), kept as the
    /// view follows the cursor.
    var wrapAnchors: [WrapAnchors] = []
    /// Known glyph starts along long lines that do not wrap (`KnownStarts.lineLimit` lines at most).
    var columnAnchors: [ColumnAnchors] = []
    /// The anchors' reader of the text's edit record (`TextBuffer.trackEdits`): one per view,
    /// since each view's anchors are brought up to date on their own.
    var anchorReader = EditReader()
    /// A line whose only content is indentation Enter inserted: emptied when the cursor leaves it.
    var pendingIndent: (line: Int, length: Int)?
    /// Offsets of closers typing put in after an opener or a quote, which typing the closer
    /// steps over and Backspace deletes with their opener (`Document+AutoPairs`).
    var autoClosers: [Int] = []
    /// The bracket by the cursor and the one matching it, when both are on screen (found
    /// before each frame, `Document+Brackets`); empty otherwise.
    var bracketMatch: [Int] = []

    public init() {}

    /// A second view at the same place (a new pane on the file): same caret and scroll, with a
    /// reader of its own and nothing typed in it yet.
    func split() -> DocumentView {
        var view = DocumentView()
        view.caret = caret
        (view.scrollLine, view.scrollColumn, view.scrollRow) = (scrollLine, scrollColumn, scrollRow)
        view.wrapWidth = wrapWidth
        return view
    }
}

extension Document {
    public var cursor: Int {
        get { view.caret.cursor }
        _modify { yield &view.caret.cursor }
    }

    /// The other end of the selection; nil when nothing is selected.
    public var anchor: Int? {
        get { view.caret.anchor }
        _modify { yield &view.caret.anchor }
    }

    /// The display column vertical movement tries to keep; nil after horizontal movement.
    public var goalColumn: Int? {
        get { view.caret.goalColumn }
        _modify { yield &view.caret.goalColumn }
    }

    public var scrollLine: Int {
        get { view.scrollLine }
        _modify { yield &view.scrollLine }
    }

    public var scrollColumn: Int {
        get { view.scrollColumn }
        _modify { yield &view.scrollColumn }
    }

    public var scrollRow: Int {
        get { view.scrollRow }
        _modify { yield &view.scrollRow }
    }

    public var wrapWidth: Int? {
        get { view.wrapWidth }
        _modify { yield &view.wrapWidth }
    }

    public internal(set) var wrapAnchors: [WrapAnchors] {
        get { view.wrapAnchors }
        _modify { yield &view.wrapAnchors }
    }

    public internal(set) var columnAnchors: [ColumnAnchors] {
        get { view.columnAnchors }
        _modify { yield &view.columnAnchors }
    }

    var anchorReader: EditReader { view.anchorReader }

    var pendingIndent: (line: Int, length: Int)? {
        get { view.pendingIndent }
        _modify { yield &view.pendingIndent }
    }

    var autoClosers: [Int] {
        get { view.autoClosers }
        _modify { yield &view.autoClosers }
    }

    public internal(set) var bracketMatch: [Int] {
        get { view.bracketMatch }
        _modify { yield &view.bracketMatch }
    }
}
