import DentKeys

/// A one-line question at the bottom of the screen (go to line, save as, open): an opaque modal
/// with its own text field. Enter submits, Esc cancels; the kind says what the answer is for.
public struct PromptState: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case goToLine
        case saveAs
        case open
        /// Find: incremental, with keys of its own (the `find` context; see `Editor+Find`).
        case find
        /// The search of a replace: the find prompt under another name (`find` context).
        case replace
        /// What replaces the matches (the `replaceWith` context; see `Editor+Replace`).
        case replaceWith
        /// The file whose bytes go in at the cursor (Insert file).
        case insertFile
        /// How many times Play macro N times plays.
        case macroCount
        /// A shell command the selection (or the file) goes through (`Editor+Filter`).
        case filter
        /// A shell command whose output opens in a new file (`Editor+Filter`).
        case runCommand
    }

    public var kind: Kind
    public var text: String
    /// Cursor position in `text`, in characters.
    public var cursor: Int
    /// Shown after the field until the next edit: the names a completion could not choose
    /// between, or that nothing matched.
    public var note: String?
    /// Drawn dim in the empty field: where a relative path is read from (Open, Insert file).
    public var hint: String?

    public init(kind: Kind, text: String = "", hint: String? = nil) {
        self.kind = kind
        self.text = text
        self.cursor = text.count
        self.hint = hint
    }

    /// The question shown before the field.
    public var label: String {
        switch kind {
        case .goToLine: "Go to line (LINE, LINE:COL, +N, -N, N%):"
        case .saveAs: "Save as:"
        case .open: "Open:"
        case .find: "Find:"
        case .replace: "Replace:"
        case .replaceWith: "Replace with:"
        case .insertFile: "Insert file:"
        case .macroCount: "Play the macro how many times:"
        case .filter: "Filter through command:"
        case .runCommand: "Run command:"
        }
    }

    /// Whether the answer is a path, which Tab completes.
    public var completesPaths: Bool { kind == .saveAs || kind == .open || kind == .insertFile }

    /// Inserts `typed` at the cursor and puts the cursor after it. Counted in UTF-8, not in
    /// characters: a combining mark typed after a letter merges into it (and a typed letter
    /// may merge with a mark after the cursor), so the text can gain fewer characters than
    /// `typed` holds.
    mutating func insert(_ typed: String) {
        let index = text.index(text.startIndex, offsetBy: cursor)
        let end = text.utf8.distance(from: text.startIndex, to: index) + typed.utf8.count
        text.insert(contentsOf: typed, at: index)
        cursor = PromptState.characters(in: text, before: end)
    }

    /// How many characters of `text` start before UTF-8 offset `offset`: the cursor's place
    /// after a character that ends at or straddles the offset.
    static func characters(in text: String, before offset: Int) -> Int {
        var (count, start) = (0, 0)
        for character in text {
            guard start < offset else { break }
            start += character.utf8.count
            count += 1
        }
        return count
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
    public mutating func startPrompt(_ kind: PromptState.Kind, text: String = "", hint: String? = nil) {
        modals.append(.prompt(PromptState(kind: kind, text: text, hint: hint)))
    }

    /// The prompt on top, if a prompt is the top modal.
    var promptState: PromptState? {
        if case .prompt(let state) = modals.last { return state }
        return nil
    }

    /// Applies `change` to the prompt on top; an edit clears the completion note. In the find
    /// prompt, the search follows the text and the options (incremental find); a key that
    /// changes neither (a cursor move) lets the running search go on and keeps its note.
    public mutating func editPrompt(_ change: (inout PromptState) -> Void) {
        guard var state = promptState else { return }
        let note = state.note
        state.note = nil
        change(&state)
        find.browsing = nil
        guard state.kind.searches else {
            modals[modals.count - 1] = .prompt(state)
            return
        }
        let unchanged = find.searched == FindSignature(text: state.text, options: find.options)
        if unchanged { state.note = state.note ?? note }
        modals[modals.count - 1] = .prompt(state)
        if unchanged { resumeSearch() } else { findAsTyped() }
    }

    /// Enter in a prompt: closes it and acts on the answer.
    public mutating func submitPrompt() {
        guard let state = promptState else { return }
        if state.kind.searches { return acceptFind() }
        if state.kind == .replaceWith { return submitReplacement() }
        dismissModal()
        switch state.kind {
        case .goToLine: goToLine(state.text)
        case .saveAs: saveAs(state.text)
        case .open: open(state.text)
        case .insertFile: requestInsertFile(state.text)
        case .macroCount: playMacro(answer: state.text)
        case .filter, .runCommand: requestCommand(state.text, filter: state.kind == .filter)
        case .find, .replace, .replaceWith: break
        }
    }

    /// The question before a prompt's field: for find and replace, with the options in force
    /// (`[Case]` case-sensitive, `[No case]` case-insensitive, nothing for smart case;
    /// `[Word]` whole words; `[Regex]` a regular expression).
    public func label(of prompt: PromptState) -> String {
        guard prompt.kind.searches else { return prompt.label }
        let options = find.options
        var marks: [String] = []
        switch options.caseMode {
        case .smart: break
        case .sensitive: marks.append("[Case]")
        case .insensitive: marks.append("[No case]")
        }
        if options.wholeWord { marks.append("[Word]") }
        if options.regex { marks.append("[Regex]") }
        return ([String(prompt.label.dropLast())] + marks).joined(separator: " ") + ":"
    }

    /// Go to line: `LINE`, `LINE:COL`, `+N`/`-N` relative, `N%`; out of range goes to the nearest
    /// line with a message.
    public mutating func goToLine(_ answer: String) {
        var outcome: Message?
        jumping { $0.edit(follow: .jump) { outcome = $0.goToLine(answer) } }
        if let outcome { message = outcome }
    }

    /// Save as: the host writes the text to the typed path (even the read-only file's own
    /// name: the user asked, and the failure says why); the document takes the path only once
    /// that succeeds (`saveFinished`).
    /// Save as: the prompt starts on the file's path, written from the folder dent started in,
    /// where a typed relative path is read from (issue 51, item 8); an unnamed file's is empty.
    public mutating func startSaveAsPrompt() {
        startPrompt(.saveAs, text: PathCompletion.relative(document.path, to: startFolder), hint: startFolderHint)
    }

    mutating func saveAs(_ answer: String) {
        let path = PathCompletion.normalized(PathCompletion.typedPath(answer.trimmingSpaces))
        guard !path.isEmpty else {
            message = Message("No file name given: not saved", isError: true)
            return
        }
        quitSequence = nil
        edit { $0.prepareForSave() }
        afterSave[currentID] = .rename(path)
        effects.append(.saveAs(currentID, path))
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
