/// What must hold of the editor between two events: the open files, the history of files
/// shown, and the state of every modal. The fuzzers call this after every event.
extension Editor {
    /// The broken invariants, as sentences; empty when all hold.
    public func invariantProblems() -> [String] {
        var problems: [String] = []
        guard files.indices.contains(currentIndex) else { return ["file shown \(currentIndex) outside 0..<\(files.count)"] }
        if Set(files.map(\.id)).count != files.count { problems.append("two open files share an id") }
        if history.current != currentID { problems.append("the history's current file is not the one shown") }
        if history.entries.contains(where: { index(of: $0.id) == nil }) { problems.append("the history names a closed file") }
        for file in files {
            problems += file.document.invariantProblems().map { "\(file.document.displayName): \($0)" }
        }
        problems += paneProblems()
        for modal in modals { problems += modalProblems(modal, isTop: modal == modals.last) }
        if macro.isPlaying { problems.append("a macro is still playing between events") }
        if let saving, index(of: saving.id) == nil { problems.append("the file being saved is not open") }
        if let reading, index(of: reading.id) == nil { problems.append("the file being read is not open") }
        return problems
    }

    /// The help's and the file list's selections are checked on top only, where keys reach
    /// them: filtering the whole help for every modal beneath would be most of the fuzzer's time.
    private func modalProblems(_ modal: Modal, isTop: Bool) -> [String] {
        switch modal {
        case .prompt(let state):
            return (0...state.text.count).contains(state.cursor) ? [] : ["prompt cursor \(state.cursor) outside 0...\(state.text.count)"]
        case .help(let state) where isTop:
            let count = helpEntries(filter: state.filter, palette: state.isPalette).count
            return (0..<Swift.max(count, 1)).contains(state.selected) ? [] : ["help selection \(state.selected) of \(count)"]
        case .fileList(let state) where isTop, .languageList(let state) where isTop, .placeList(let state) where isTop, .serverQuestion(let state) where isTop:
            let count = listCount(filter: state.filter)
            return (0..<Swift.max(count, 1)).contains(state.selected) ? [] : ["list selection \(state.selected) of \(count)"]
        default:
            return []
        }
    }
}

extension Editor {
    /// Split panes: the layout places exactly the panes there are, each names open files only,
    /// and every other pane's view of the file it shows has its cursors and selections inside
    /// the text, on glyph boundaries.
    func paneProblems() -> [String] {
        var problems: [String] = []
        if Set(layout.panes) != Set(panes.map(\.id)) || layout.panes.count != panes.count {
            problems.append("the layout places \(layout.panes) but the panes are \(panes.map(\.id))")
        }
        if !panes.indices.contains(focusedPane) { return problems + ["focused pane \(focusedPane) of \(panes.count)"] }
        if files[currentIndex].viewPane != focusedPaneID { problems.append("the file shown holds another pane's view") }
        for pane in panes {
            if pane.history.entries.contains(where: { index(of: $0.id) == nil }) { problems.append("\(pane.id) names a closed file") }
            // The focused pane's view is the document's, which the document's checks cover.
            guard pane.id != focusedPaneID, let fileIndex = index(of: pane.history.current) else { continue }
            let frame = PaneFrame(id: pane.id, rect: paneArea, isFocused: pane.id == focusedPaneID, fileIndex: fileIndex)
            let shown = document(in: frame)
            let extras = shown.view.extraCarets.flatMap { [$0.cursor] + ($0.anchor.map { [$0] } ?? []) }
            for offset in [shown.cursor] + (shown.anchor.map { [$0] } ?? []) + extras where !(0...shown.text.count).contains(offset) || !shown.isGlyphBoundary(offset) {
                problems.append("\(pane.id): offset \(offset) is not on a glyph boundary of \(shown.text.count) bytes")
            }
        }
        return problems
    }
}
