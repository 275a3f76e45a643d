import DentText

/// Where the cursor and the selection anchor were, so undo puts them back too.
public struct CursorState: Sendable, Equatable {
    public var cursor: Int
    public var anchor: Int?
    /// The view's other carets (several cursors), sorted; empty with one cursor.
    public var extraCarets: [Caret] = []
}

/// What kind of edit a change was: consecutive edits of the same kind may form one undo step.
public enum EditKind: Sendable, Equatable {
    case typing, deleting, paste, indent, line, other
}

/// The undo and redo stacks of a document. Each step is a group of changes (a burst of typing, a
/// paste, one Tab on 10,000 lines), replayed by inverse; memory grows with the edits, never with
/// the file. Grouping is decided here from the edit kind and a time stamp the caller supplies
/// (milliseconds from any monotonic clock), so tests need no real clock.
public struct UndoHistory: Sendable {
    struct Step: Sendable {
        var id: Int
        var changes: [Change]
        var before: CursorState
        var after: CursorState
        var kind: EditKind
        var time: UInt64
        /// When the step's first change was made, and the line breaks its changes typed: a
        /// long burst of typing is cut at a line break (`longBurst`).
        var start: UInt64 = 0
        var lineBreaks = 0
    }

    /// Typing more than this long after the last keystroke starts a new undo step.
    public static let pause: UInt64 = 1000
    /// A burst of typing that has run this long (ms), or typed this many line breaks, ends at
    /// its next line break, so one undo never takes back minutes of work (issue 51, item 21;
    /// helix's #7643).
    public static let longBurst: (time: UInt64, lineBreaks: Int) = (5000, 10)

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    private var nextID = 1
    /// False after movement, a save, or anything else that ends the current group.
    private var isOpen = false
    /// While set (a paste in progress), every change joins the current step.
    private var forcedKind: EditKind?

    public init() {}

    /// Identifies the state of the text: equal ids mean equal text (used for the modified mark).
    public var stateID: Int { undoSteps.last?.id ?? 0 }

    public var canUndo: Bool { !undoSteps.isEmpty }
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Records a change made between cursor states `before` and `after`.
    public mutating func record(_ change: Change, kind: EditKind, before: CursorState, after: CursorState, time: UInt64) {
        redoSteps.removeAll()
        let lineBreaks = change.inserted.count { $0 == 0x0A }
        if let last = undoSteps.last, joins(last, kind: kind, time: time, lineBreaks: lineBreaks) {
            undoSteps[undoSteps.count - 1].changes.append(change)
            undoSteps[undoSteps.count - 1].after = after
            undoSteps[undoSteps.count - 1].time = time
            undoSteps[undoSteps.count - 1].lineBreaks += lineBreaks
        } else {
            undoSteps.append(Step(id: nextID, changes: [change], before: before, after: after, kind: forcedKind ?? kind, time: time,
                                  start: time, lineBreaks: lineBreaks))
            nextID += 1
        }
        isOpen = true
    }

    /// Whether a change joins the open step: a paste's chunks always; typing (with the line
    /// breaks, indentation, pairs and closers it brings) and deleting each while no pause,
    /// move or command came between, except that a long burst ends at a line break.
    private func joins(_ last: Step, kind: EditKind, time: UInt64, lineBreaks: Int) -> Bool {
        guard isOpen else { return false }
        if let forcedKind { return last.kind == forcedKind }
        guard last.kind == kind, kind == .typing || kind == .deleting, time &- last.time <= UndoHistory.pause else { return false }
        let isLong = last.lineBreaks >= UndoHistory.longBurst.lineBreaks || time &- last.start >= UndoHistory.longBurst.time
        return !(lineBreaks > 0 && isLong)
    }

    /// Ends the current group: the next edit starts a new step.
    public mutating func breakGroup() {
        isOpen = false
    }

    /// Makes every change until `endGroup` one step of `kind` (a paste that arrives in chunks).
    public mutating func beginGroup(_ kind: EditKind) {
        isOpen = false
        forcedKind = kind
    }

    public mutating func endGroup() {
        forcedKind = nil
        isOpen = false
    }

    /// The last step ends with the cursor at `state`: a place known only once the change is made
    /// (Format file's line and column in the new text), which redo then puts back too.
    mutating func amendLast(after state: CursorState) {
        guard !undoSteps.isEmpty else { return }
        undoSteps[undoSteps.count - 1].after = state
    }

    /// How many steps undo can take back.
    var undoDepth: Int { undoSteps.count }

    /// Makes every step after the first `depth` one step (what a play of a macro changed), so
    /// one undo takes it all back; its id is the last one's, so the saved state stays known.
    mutating func merge(from depth: Int) {
        isOpen = false
        guard depth >= 0, undoSteps.count > depth + 1, let last = undoSteps.last else { return }
        var step = undoSteps[depth]
        step.changes = undoSteps[depth...].flatMap(\.changes)
        (step.id, step.after, step.time, step.kind) = (last.id, last.after, last.time, .other)
        undoSteps.removeSubrange(depth...)
        undoSteps.append(step)
    }

    /// Where the history stands, so the changes made after can be made one step (`combine`).
    struct Mark: Sendable {
        var depth: Int
        var lastChanges: Int
    }

    var mark: Mark { Mark(depth: undoSteps.count, lastChanges: undoSteps.last?.changes.count ?? 0) }

    /// Makes the changes recorded since `mark` one step (an edit at several cursors), which
    /// ends at `after`. When the first of them joined the step before (typing on), they stay
    /// in it, so the keystroke goes on the group as one cursor's would; else the new step
    /// starts at `before`. The step keeps its first change's kind, so typing groups on.
    mutating func combine(since mark: Mark, before: CursorState, after: CursorState) {
        let joined = mark.depth > 0 && undoSteps.count >= mark.depth && undoSteps[mark.depth - 1].changes.count > mark.lastChanges
        let first = joined ? mark.depth - 1 : mark.depth
        guard undoSteps.count > first else { return }
        var step = undoSteps[first]
        step.changes = undoSteps[first...].flatMap(\.changes)
        if !joined { step.before = before }
        if let last = undoSteps.last { (step.id, step.time) = (last.id, last.time) }
        step.after = after
        undoSteps.removeSubrange(first...)
        undoSteps.append(step)
    }

    /// Takes the last step for undo; the caller applies its inverse.
    mutating func popUndo() -> Step? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        isOpen = false
        return step
    }

    /// Takes the last undone step for redo; the caller applies it again.
    mutating func popRedo() -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        isOpen = false
        return step
    }
}
