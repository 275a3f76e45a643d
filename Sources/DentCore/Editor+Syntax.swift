import DentSyntax

/// Highlighting from the editor's side: the host prepares the view before each frame and runs
/// idle steps while no input waits, as it runs a search in steps.
extension Editor {
    /// The lines the text area can show (each at least one row, wrapped or not).
    var viewLines: Range<Int> { document.scrollLine..<(document.scrollLine + textRows) }

    /// Highlights the lines on screen: exact where the states are known or near, assumed
    /// further away. Costs the lines whose bytes or start state changed since the last frame.
    public mutating func prepareHighlighting() {
        let lines = viewLines
        document.prepareHighlighting(lines)
    }

    /// Whether idle steps have highlighting to do for the file shown.
    public var hasHighlightingWork: Bool { document.hasHighlightingWork }

    /// One bounded step of the exact pass; true when the screen should be drawn again.
    @discardableResult
    public mutating func continueHighlighting() -> Bool { document.continueHighlighting() }
}

extension Editor {
    /// Enter in the Set language prompt: the language whose id is `typed`, or the one id that
    /// contains it; several or none keep the prompt open with the candidates. Empty: none.
    mutating func setLanguage(_ typed: String) {
        let wanted = typed.trimmingCharacters(in: " ").lowercased()
        guard !wanted.isEmpty else { return effects.append(.setLanguage(currentID, nil)) }
        let matches = languages.filter { $0.lowercased().contains(wanted) }
        if let choice = languages.first(where: { $0.lowercased() == wanted }) ?? (matches.count == 1 ? matches.first : nil) {
            return effects.append(.setLanguage(currentID, choice))
        }
        startPrompt(.language, text: typed)
        if case .prompt(var state) = modals.last {
            state.note = matches.isEmpty ? "no language matches" : matches.prefix(8).joined(separator: ", ") + (matches.count > 8 ? ", …" : "")
            modals[modals.count - 1] = .prompt(state)
        }
    }

    /// The host's answer to `.setLanguage`: file `id` is highlighted with `source` from now on.
    public mutating func highlight(_ id: DocumentID, with source: SyntaxSource?) {
        withDocument(id) { $0.highlight(with: source) }
        message = Message(source.map { "Highlighted as \($0.language)" } ?? "Not highlighted")
    }
}

extension String {
    /// The string without `character` at either end.
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
