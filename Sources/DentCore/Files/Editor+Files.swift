import DentText

/// Several open files: adding, showing (with a browser-like history per pane), going back and
/// forward, closing. Each file keeps its own undo in its `Document`, and each pane its own view
/// of it (`DocumentView`); the document is never copied when another file is shown.
extension Editor {
    /// Adds `document` to the open files without showing it (`dent a b c` opens `b` and `c`
    /// behind `a`); `notice`, `recoveries` and `backup` wait until it is shown. Returns its id.
    @discardableResult
    public mutating func add(_ document: Document, notice: Message? = nil, recoveries: [RecoveryOffer] = [],
                             backup: RecoveryOffer? = nil) -> DocumentID {
        let id = DocumentID(nextDocumentID)
        nextDocumentID += 1
        files.append(OpenFile(id: id, document: document, pane: panes[focusedPane].id, notice: notice, recoveries: recoveries, backup: backup))
        return id
    }

    /// The host read a file the user asked to open: it is added and shown.
    @discardableResult
    public mutating func opened(_ document: Document, notice: Message? = nil, recoveries: [RecoveryOffer] = [],
                                backup: RecoveryOffer? = nil) -> DocumentID {
        let id = add(document, notice: notice, recoveries: recoveries, backup: backup)
        show(id)
        return id
    }

    /// The whole text of a file that was shown from its start while the rest was read (`dent
    /// BIG`): `whole` takes the preview's place, where the first frame left the cursor and the
    /// scroll, with the indentation style and language a remembered place chose. Nothing else can have
    /// changed: input waits until the file is whole.
    public mutating func completeOpening(_ id: DocumentID, with whole: Document) {
        guard let index = index(of: id) else { return }
        var whole = whole
        let shown = files[index].document
        whole.cursor = Swift.min(shown.cursor, whole.text.count)
        whole.scrollLine = shown.scrollLine
        whole.scrollColumn = shown.scrollColumn
        whole.scrollRow = shown.scrollRow
        whole.wrapWidth = shown.wrapWidth
        if shown.indentSource == .command { whole.setIndentStyle(shown.indentStyle) }
        whole.languageChoice = shown.languageChoice
        files[index].document = whole
        reading = nil
    }

    /// How far the host has read the whole of the file `id` shows the start of: the status line
    /// says so until the file is whole (`completeOpening`).
    public mutating func readProgressed(_ id: DocumentID, read: Int, total: Int) {
        guard index(of: id) != nil else { return }
        reading = ReadProgress(id: id, read: read, total: total)
    }

    /// The line count of the whole file `id` shows the start of, counted to its end.
    public mutating func countedLines(_ count: Int, of id: DocumentID) {
        withDocument(id) { $0.expectedLines = ExpectedLines(count: count, isExact: true) }
    }

    /// Where the file `id` is in `files`.
    public func index(of id: DocumentID) -> Int? { files.firstIndex { $0.id == id } }

    /// The document of the open file `id` (the host saves and watches files that are not shown).
    public func document(_ id: DocumentID) -> Document? { index(of: id).map { files[$0].document } }

    /// Changes the document of the open file `id` in place.
    mutating func withDocument(_ id: DocumentID, _ change: (inout Document) -> Void) {
        guard let index = index(of: id) else { return }
        change(&files[index].document)
    }

    /// Shows the open file `id` as a new step of the history (what was ahead of the current
    /// step is dropped, as in a browser): Back returns to the place left. Showing the file
    /// already shown does nothing.
    public mutating func show(_ id: DocumentID) {
        guard id != currentID, let index = index(of: id) else { return }
        history.push(from: place, to: files[index].document.place(id: id))
        present(index)
    }

    /// Alt+Left: the place before this one, in this file or another. Back never closes anything.
    public mutating func goBack() {
        guard let target = history.back(from: place) else {
            message = Message("No earlier place: this is the first one")
            return
        }
        visit(target)
    }

    /// Alt+Right: the place Back left.
    public mutating func goForward() {
        guard let target = history.forward(from: place) else {
            message = Message("No later place: Back first")
            return
        }
        visit(target)
    }

    /// Shows the place Back or Forward reached: its file, the cursor on its line and column
    /// (as near as the text now allows), nothing selected.
    private mutating func visit(_ target: Place) {
        guard let index = index(of: target.id) else { return }
        if index != currentIndex { present(index) }
        edit(follow: .jump) { document in
            document.dropExtraCarets()
            document.move { $0.cursor = $0.offset(ofPlace: target) }
        }
    }

    /// Where the cursor of the file shown is.
    var place: Place { document.place(id: currentID) }

    /// Runs `move`, a jump the user asked for by place: the place it leaves is remembered
    /// (`noteJump`).
    mutating func jumping(_ move: (inout Editor) -> Void) {
        let before = place
        move(&self)
        noteJump(from: before)
    }

    /// The cursor moved by a jump from `before` (go to line, a match, the start or end of the
    /// file, a bracket's partner): Back returns there when the jump went more than a screen.
    /// A jump to another file is `show`'s to note.
    mutating func noteJump(from before: Place) {
        let after = place
        guard before.id == after.id, abs(after.line - before.line) > textRows else { return }
        history.push(from: before, to: after)
    }

    /// Makes `files[index]` the file shown, scrolled to its cursor, and says what waited about
    /// it: the notice from opening, a recovery journal, a backup (news from the disk stands on
    /// the status line by itself).
    mutating func present(_ index: Int) {
        currentIndex = index
        takeView(of: index)
        keepCursorInView()
        if let notice = files[index].notice {
            message = notice
            files[index].notice = nil
        }
        askWaitingOffer()
    }

    /// Ctrl+W: closes the file shown, asking first when it has unsaved changes.
    public mutating func closeCurrentFile() {
        if document.isModified {
            modals.append(.confirmClose)
        } else {
            close(currentID)
        }
    }

    /// Closes the file `id` without asking. The file shown next is the one before it in the
    /// history (else the one after it, else its neighbour in the list); closing the last file
    /// leaves an empty unnamed one (`emptyDocument`), as nano's Ctrl+W habit expects nothing
    /// to quit: only Ctrl+Q quits.
    public mutating func close(_ id: DocumentID) {
        guard let index = index(of: id) else { return }
        effects.append(.closed(id))
        if !files[index].document.path.isEmpty {
            effects.append(.remember(files[index].document.path, files[index].document.place))
        }
        afterSave[id] = nil
        let name = files[index].document.displayName
        let wasShown = index == currentIndex
        // A crash before the session's next look at its rescue slots writes nothing from it.
        files[index].document.text.attachMirror(nil)
        files.remove(at: index)
        if index < currentIndex { currentIndex -= 1 }
        message = Message("Closed \(name.isEmpty ? "the unnamed file" : name)")
        guard !files.isEmpty else {
            keepOnlyFocusedPane()
            let blank = add(emptyDocument)
            history = PlaceHistory(blank)
            currentIndex = 0
            message = Message("Closed \(name.isEmpty ? "the unnamed file" : name): Ctrl+Q quits")
            return
        }
        forgetInOtherPanes(id)
        panes[focusedPane].parked[id] = nil
        let next = history.remove(id)
        guard wasShown else { return }
        // A pane left with no file closes (the last pane shows a neighbour instead).
        if next == nil && panes.count > 1 { return closePane() }
        let neighbour = files[Swift.min(index, files.count - 1)].id
        if next == nil { history = PlaceHistory(neighbour) }
        present(self.index(of: next ?? neighbour) ?? 0)
    }

    /// Has the text of `id` publish its shape into `mirror` (nil: stop), for the crash rescue.
    public mutating func attachMirror(_ mirror: GapMirror?, to id: DocumentID) {
        guard let index = index(of: id), files[index].document.text.bytes.mirror != mirror else { return }
        files[index].document.text.attachMirror(mirror)
    }

    /// The number of the file shown and how many are open, for the status line.
    public var filePosition: (number: Int, count: Int) { (currentIndex + 1, files.count) }
}
