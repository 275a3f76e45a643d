import DentSyntax

/// Highlighting from the editor's side: the host prepares the view before each frame and runs
/// idle steps while no input waits, as it runs a search in steps.
extension Editor {
    /// The lines the text area can show (each at least one row, wrapped or not).
    var viewLines: Range<Int> { document.scrollLine..<(document.scrollLine + textRows) }

    /// Highlights the lines on screen: exact where the states are known or near, assumed
    /// further away. Costs the lines whose bytes or start state changed since the last frame.
    /// The lint marks follow the edits made since the last frame too. With split panes, each
    /// file shown is prepared once for every pane showing it (a file's first pane's view first,
    /// the focused pane's for the file being edited).
    public mutating func prepareHighlighting() {
        var others: [Int: [Range<Int>]] = [:]
        var order: [Int] = []
        if case .split = layout {
            for frame in paneFrames where !frame.isFocused {
                let first = document(in: frame).scrollLine
                if others[frame.fileIndex] == nil { order.append(frame.fileIndex) }
                others[frame.fileIndex, default: []].append(first..<(first + Swift.max(frame.rect.rows - 1, 1)))
            }
        }
        document.prepareHighlighting(viewLines, others: others[currentIndex] ?? [])
        document.syncLint()
        document.syncDiagnostics()
        for index in order where index != currentIndex {
            guard let views = others[index], let first = views.first else { continue }
            files[index].document.prepareHighlighting(first, others: Array(views.dropFirst()))
            files[index].document.syncLint()
            files[index].document.syncDiagnostics()
        }
    }

    /// Whether idle steps have highlighting to do for a file shown (in any pane).
    public var hasHighlightingWork: Bool { shownFiles.contains { files[$0].document.hasHighlightingWork } }

    /// One bounded step of the exact pass of a file shown, the focused pane's first; true when
    /// the screen should be drawn again.
    @discardableResult
    public mutating func continueHighlighting() -> Bool {
        guard let index = shownFiles.first(where: { files[$0].document.hasHighlightingWork }) else { return false }
        return files[index].document.continueHighlighting()
    }

    /// The indices in `files` of the files shown: the focused pane's, then the other panes'.
    private var shownFiles: [Int] {
        guard case .split = layout else { return [currentIndex] }
        var shown = [currentIndex]
        for frame in paneFrames where !shown.contains(frame.fileIndex) { shown.append(frame.fileIndex) }
        return shown
    }
}

extension Editor {
    /// The host's answer to `.setLanguage`: file `id` is highlighted with `source` from now on,
    /// the user's choice, which its place remembers; the message names the language as the
    /// list does.
    public mutating func highlight(_ id: DocumentID, with source: SyntaxSource?) {
        withDocument(id) { document in
            document.highlight(with: source)
            document.languageChoice = source.map { .language($0.language) } ?? .plain
        }
        message = Message(source.map { "Highlighted as \(languageName($0.language))" } ?? "Not highlighted")
    }
}
