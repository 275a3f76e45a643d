/// The values a `LineAnalyzer` works with while it analyses a line.

/// What follows a line.
enum LineEnd {
    /// `\n`, `\r` or U+2029.
    case oneCharacterBreak
    /// `\r\n`, or the line was cut at `Highlighter.lineLimit`.
    case otherBreak
    /// Nothing: the text's last line, with no line break.
    case endOfText
}

/// Where an analysis of one line has got to: the position `nextSegment` reached and the steps
/// taken. Every step opens or closes a context or moves on; a spec whose empty matches open and
/// close contexts in a cycle would go on for ever (GtkSourceView gives up after 2 s and turns
/// highlighting off): the line is then taken as ending where it got to.
struct LineWalk: Sendable, Equatable {
    var position = 0
    var steps = 0
    /// Contexts open at the line's start.
    let openFrames: Int

    func maximumSteps(lineLength: Int) -> Int { 8 * (lineLength + openFrames + 16) }
}

/// A context open on the line: where it started on this line (-1: on an earlier one), how long
/// its start match was, which once-only children it has had, and its last child on this line.
struct Frame: Sendable, Equatable {
    var node: Int32
    var start: Int
    var startLength: Int
    var onceUsed: [Int32] = []
    var lastChild = ChildMark()

    init(node: Int32, start: Int, startLength: Int, onceUsed: [Int32] = []) {
        self.node = node
        self.start = start
        self.startLength = startLength
        self.onceUsed = onceUsed
    }
}

struct ChildMark: Sendable, Equatable {
    var node: Int32 = -1
    var start = -1
    var end = -1
    /// The paints of the innermost simple context that ends where this child ends, following
    /// last children (for `dropTailAtEndOfText`).
    var tail = 0..<0
}

/// A style over a stretch of the line; painted in `order` (outer contexts first, a context's
/// sub-patterns after it), so the innermost style is what stays.
struct PaintOp {
    var order: UInt64
    var start: Int32
    var end: Int32
    var style: StyleID

    static func order(_ depth: Int, _ phase: UInt64, _ sequence: UInt32) -> UInt64 {
        UInt64(depth) << 40 | phase << 32 | UInt64(sequence)
    }
}

struct ClassOp {
    var order: UInt64
    var start: Int32
    var end: Int32
    var masks: ClassMasks
}
