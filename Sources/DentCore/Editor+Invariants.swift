/// What must hold of the editor between two events: the open files, the history of files
/// shown, and the state of every modal. The fuzzers call this after every event.
extension Editor {
    /// The broken invariants, as sentences; empty when all hold.
    public func invariantProblems() -> [String] {
        var problems: [String] = []
        guard files.indices.contains(currentIndex) else { return ["file shown \(currentIndex) outside 0..<\(files.count)"] }
        if Set(files.map(\.id)).count != files.count { problems.append("two open files share an id") }
        if history.current != currentID { problems.append("the history's current file is not the one shown") }
        if history.entries.contains(where: { index(of: $0) == nil }) { problems.append("the history names a closed file") }
        for file in files {
            problems += file.document.invariantProblems().map { "\(file.document.displayName): \($0)" }
        }
        for modal in modals { problems += modalProblems(modal, isTop: modal == modals.last) }
        if macro.isPlaying { problems.append("a macro is still playing between events") }
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
        case .fileList(let state) where isTop, .languageList(let state) where isTop:
            let count = listCount(filter: state.filter)
            return (0..<Swift.max(count, 1)).contains(state.selected) ? [] : ["list selection \(state.selected) of \(count)"]
        default:
            return []
        }
    }
}
