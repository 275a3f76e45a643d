import DentKeys

/// What the filtered lists share: each is an opaque modal over the text, typing filters it
/// (`ListRanker` orders what matches, the best first, and the highlight starts there),
/// Up, Down, Page Up and Page Down move the highlight among the entries that match (kept on one
/// of them), Backspace erases. Enter and the list's other keys are its own.
extension Editor {
    /// The top modal's list state, if the top modal is a list.
    var listState: ListState? { modals.last?.listState }

    /// How many entries of the top list match `filter`.
    func listCount(filter: String) -> Int {
        switch modals.last {
        case .fileList?: fileListEntries(filter: filter).count
        case .languageList?: languageListEntries(filter: filter).count
        case .placeList?: placeListEntries(filter: filter).count
        case .serverQuestion?: serverQuestionEntries(filter: filter).count
        default: 0
        }
    }

    /// Changes the top list's state, then keeps the highlight on an entry that matches.
    mutating func updateList(_ change: (inout ListState) -> Void) {
        guard let top = modals.last, var state = top.listState else { return }
        change(&state)
        state.selected = Swift.max(0, Swift.min(state.selected, listCount(filter: state.filter) - 1))
        modals[modals.count - 1] = top.withList(state)
    }

    /// Moves the highlight by `lines` entries (a page is the text area's rows).
    public mutating func moveListSelection(by lines: Int) {
        updateList { $0.selected += lines }
    }

    /// Typing filters the list, from its first match; Backspace erases.
    public mutating func editListFilter(append text: String = "", erase: Bool = false) {
        guard erase || fitsFilter(listState?.filter, text) else { return }
        updateList { state in
            if erase { _ = state.filter.popLast() } else { state.filter += text }
            state.selected = 0
        }
    }
}

extension DefaultCommands {
    /// The ids of one list's moves: each list has its own, as every id is unique.
    struct ListMoveIDs {
        let up, down, pageUp, pageDown, erase: CommandID
    }

    /// The moves every list has, for the list's context: `noun` names its entries in the help.
    static func listMoves(_ context: KeyContext, ids: ListMoveIDs, noun: String) -> [Command] {
        [
            Command(id: ids.up, title: "Previous", help: "Highlight the previous \(noun)", category: .view,
                    keys: [key(.up)], modal: context) { $0.moveListSelection(by: -1) },
            Command(id: ids.down, title: "Next", help: "Highlight the next \(noun)", category: .view,
                    keys: [key(.down)], modal: context) { $0.moveListSelection(by: 1) },
            Command(id: ids.pageUp, title: "Page up", help: "Move the highlight up one screen", category: .view,
                    keys: [key(.pageUp)], modal: context) { $0.moveListSelection(by: -$0.textRows) },
            Command(id: ids.pageDown, title: "Page down", help: "Move the highlight down one screen", category: .view,
                    keys: [key(.pageDown)], modal: context) { $0.moveListSelection(by: $0.textRows) },
            Command(id: ids.erase, title: "Erase", help: "Erase the last character of the filter", category: .view,
                    keys: [key(.backspace)], modal: context) { $0.editListFilter(erase: true) },
        ]
    }
}
