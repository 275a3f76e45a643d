import DentKeys

/// A one-line question at the bottom of the screen (go to line, save as): an opaque modal with
/// its own text field. Enter submits, Esc cancels; the kind says what the answer is for.
public struct PromptState: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case goToLine
        case saveAs
    }

    public var kind: Kind
    public var text: String
    /// Cursor position in `text`, in characters.
    public var cursor: Int

    public init(kind: Kind, text: String = "") {
        self.kind = kind
        self.text = text
        self.cursor = text.count
    }

    /// The question shown before the field.
    public var label: String {
        switch kind {
        case .goToLine: "Go to line (LINE, LINE:COL, +N, -N, N%):"
        case .saveAs: "Save as:"
        }
    }

    mutating func insert(_ typed: String) {
        let index = text.index(text.startIndex, offsetBy: cursor)
        text.insert(contentsOf: typed, at: index)
        cursor += typed.count
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    }

    mutating func move(by offset: Int) { cursor = Swift.max(0, Swift.min(cursor + offset, text.count)) }
}

extension Editor {
    public mutating func startPrompt(_ kind: PromptState.Kind, text: String = "") {
        modals.append(.prompt(PromptState(kind: kind, text: text)))
    }

    /// The prompt on top, if a prompt is the top modal.
    var promptState: PromptState? {
        if case .prompt(let state) = modals.last { return state }
        return nil
    }

    /// Applies `change` to the prompt on top.
    public mutating func editPrompt(_ change: (inout PromptState) -> Void) {
        guard var state = promptState else { return }
        change(&state)
        modals[modals.count - 1] = .prompt(state)
    }

    /// Enter in a prompt: closes it and acts on the answer.
    public mutating func submitPrompt() {
        guard let state = promptState else { return }
        dismissModal()
        switch state.kind {
        case .goToLine: goToLine(state.text)
        case .saveAs: saveAs(state.text)
        }
    }

    /// Go to line: `LINE`, `LINE:COL`, `+N`/`-N` relative, `N%`; out of range goes to the nearest
    /// line with a message.
    public mutating func goToLine(_ answer: String) {
        guard let target = LineTarget(answer.trimmingSpaces) else {
            message = Message("\"\(answer)\" is not a line: write LINE, LINE:COL, +N, -N or N%", isError: true)
            return
        }
        let count = document.text.countedLines == 0 ? 1 : document.text.countedLines
        let wanted = target.line(current: document.cursorLine + 1, count: count)
        let line = Swift.max(1, Swift.min(wanted, count))
        if line != wanted { message = Message("There are \(count) lines: went to line \(line)") }
        edit { document in
            document.move {
                let range = $0.text.lineRange(line - 1)
                let column = Swift.max((target.column ?? 1) - 1, 0)
                let layout = $0.layout(ofLine: line - 1)
                let glyph = layout.glyphs.count > column ? layout.glyphs[column].bytes.lowerBound : layout.byteCount
                $0.cursor = range.lowerBound + glyph
            }
        }
    }

    /// Save as: the document takes the new path and is saved there.
    mutating func saveAs(_ answer: String) {
        let path = answer.trimmingSpaces
        guard !path.isEmpty else {
            message = Message("No file name given: not saved", isError: true)
            return
        }
        if path != document.path { document.isReadOnly = false }
        document.path = path
        requestSave(thenQuit: false)
    }
}

/// A parsed go-to-line answer.
struct LineTarget: Equatable {
    enum Kind: Equatable { case absolute, forward, backward, percent }
    var kind: Kind
    var number: Int
    var column: Int?

    init?(_ text: String) {
        var body = Substring(text)
        kind = .absolute
        if body.hasPrefix("+") { kind = .forward; body = body.dropFirst() }
        else if body.hasPrefix("-") { kind = .backward; body = body.dropFirst() }
        else if body.hasSuffix("%") { kind = .percent; body = body.dropLast() }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard let first = parts.first, let number = Int(first), number >= 0, parts.count <= 2 else { return nil }
        self.number = number
        if parts.count == 2 {
            guard kind == .absolute, let column = Int(parts[1]), column >= 1 else { return nil }
            self.column = column
        }
    }

    func line(current: Int, count: Int) -> Int {
        switch kind {
        case .absolute: number
        case .forward: current + number
        case .backward: current - number
        case .percent: Swift.max(1, (count * Swift.min(number, 100) + 99) / 100)
        }
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
