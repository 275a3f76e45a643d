import DentText

/// The lines a linter found something on, and what it said (Lint). A mark is kept as the
/// offset of its line's first byte and moves with edits as the text's edit record tells
/// (`sync`): lines inserted or removed above move it, an edit within its line or starting at
/// its start leaves it, an edit that takes its line start away from inside (a selection from
/// the line above into it replaced) drops it; a file replaced whole (reloaded, formatted)
/// drops them all.
public struct LintMarks: Sendable {
    /// One marked line: its start (moved by edits) and the linter's messages about it.
    struct Mark: Sendable, Equatable {
        var offset: Int
        var messages: [Said]
    }

    /// One message: the column it names (1-based, in characters), if any, and its text.
    struct Said: Sendable, Equatable {
        var column: Int?
        var text: String
    }

    /// What the status line says about marked line `line` (0-based): "Line 2, column 1: …",
    /// each further message after "; " with its own column.
    static func describe(line: Int, _ messages: [Said]) -> String {
        messages.enumerated().map { index, said in
            let place = [index == 0 ? "Line \(line + 1)" : nil, said.column.map { "column \($0)" }].compactMap { $0 }
            return place.isEmpty ? said.text : place.joined(separator: ", ") + ": " + said.text
        }.joined(separator: "; ")
    }

    /// In the order of the text.
    private(set) var marks: [Mark] = []
    private var follower: EditFollower?

    public init() {}

    /// Marks from the linter's `items`, on the lines of `text` as it is now.
    init(_ items: [LintOutput.Item], in text: inout TextBuffer) {
        var byLine: [Int: [Said]] = [:]
        for item in items where item.line < text.lineCount {
            byLine[item.line, default: []].append(Said(column: item.column, text: item.text))
        }
        marks = byLine.keys.sorted().compactMap { line in
            byLine[line].map { Mark(offset: text.lineRange(line).lowerBound, messages: $0) }
        }
        follower = EditFollower(&text)
    }

    public var isEmpty: Bool { marks.isEmpty }
    public var count: Int { marks.count }

    /// Follows the edits made to `text` since the last sync; drops every mark when the record
    /// cannot say (a text made anew).
    mutating func sync(_ text: inout TextBuffer) {
        guard !marks.isEmpty, var follower else { return }
        defer { self.follower = follower }
        switch follower.follow(&text) {
        case .unchanged: return
        case .unknown: marks = []
        case .changed(let span, let oldEnd):
            let delta = span.upperBound - oldEnd
            marks = marks.compactMap { mark in
                // Text put before the line's first byte moves it; text changed from there on keeps it.
                if mark.offset >= oldEnd { return Mark(offset: mark.offset + delta, messages: mark.messages) }
                return mark.offset <= span.lowerBound ? mark : nil
            }
        }
    }

    /// The marked lines of `text` (0-based) with their messages, in order.
    func lines(in text: TextBuffer) -> [(line: Int, messages: [Said])] {
        marks.map { (text.line(containing: $0.offset), $0.messages) }
    }
}

extension Document {
    /// Moves the lint marks with the edits made since they last looked.
    mutating func syncLint() { lint.sync(&text) }
}
