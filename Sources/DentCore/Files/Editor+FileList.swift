import DentText

/// One line of the list of open files.
public struct FileListEntry: Sendable, Equatable {
    public var id: DocumentID
    /// The file's place in the list of open files, from 1 (as the status line counts).
    public var number: Int
    public var name: String
    public var path: String
    public var isModified: Bool
    public var isShown: Bool
    /// With split panes, the panes (numbered from 1, left to right, top to bottom) showing
    /// the file; empty with one pane.
    public var panes: [Int] = []
}

/// The list of open files (Alt+O), a filtered list (`Editor+Lists`): Enter shows the highlighted
/// file, Ctrl+W closes it, Esc returns to the file shown.
extension Editor {
    /// The open files in list order; filtered, those whose name or path matches `filter`,
    /// best match first (`ListRanker`).
    public func fileListEntries(filter: String = "") -> [FileListEntry] {
        let shown = panesShowing
        let entries = files.enumerated().map { index, file in
            FileListEntry(id: file.id, number: index + 1, name: file.document.displayName, path: PathBytes.shown(file.document.path),
                          isModified: file.document.isModified, isShown: index == currentIndex, panes: shown[file.id] ?? [])
        }
        return ListRanker(filter).rank(entries) { [$0.name, $0.path] }
    }

    /// Alt+O: the list, with the file shown highlighted.
    public mutating func showFileList() {
        modals.append(.fileList(ListState(selected: currentIndex)))
    }

    /// The highlighted entry, if the list is on top and any entry matches the filter.
    var fileListSelection: FileListEntry? {
        guard case .fileList(let state) = modals.last else { return nil }
        let entries = fileListEntries(filter: state.filter)
        return entries.indices.contains(state.selected) ? entries[state.selected] : nil
    }

    /// Enter: closes the list and shows the highlighted file.
    public mutating func showFileListSelection() {
        guard let entry = fileListSelection else { return }
        dismissModal()
        show(entry.id)
    }

    /// Ctrl+W in the list: closes the highlighted file and stays in the list. A modified file is
    /// shown first and asked about, as Ctrl+W in the file would.
    public mutating func closeFileListSelection() {
        guard let entry = fileListSelection else { return }
        guard !entry.isModified else {
            dismissModal()
            show(entry.id)
            return closeCurrentFile()
        }
        let list = modals.count - 1
        close(entry.id)
        // Showing the next file may have put a question about it (changed on disk, a journal)
        // above the list: the list's highlight is fixed where the list is.
        if modals.indices.contains(list), case .fileList(var state) = modals[list] {
            state.selected = Swift.max(0, Swift.min(state.selected, fileListEntries(filter: state.filter).count - 1))
            modals[list] = .fileList(state)
        }
    }
}
