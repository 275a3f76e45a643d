import DentKeys

/// Split panes: the screen cut into panes (`PaneLayout`), each showing one open file with its
/// own view of it. Two panes on one file share its `Document` (text, undo history); the focused
/// pane's view is the document's `view`, the others' are parked in their panes and moved by
/// edits (`ParkedView`). Keys go to the focused pane; the status line of each pane shows its
/// file, and the shortcut bar the focused pane's context.
extension Editor {
    /// What the renderer needs of one pane shown.
    public struct PaneFrame: Sendable {
        public var id: PaneID
        public var rect: PaneRect
        public var isFocused: Bool
        /// The index in `files` of the file the pane shows.
        public var fileIndex: Int
    }

    /// The id of the pane keys go to.
    public var focusedPaneID: PaneID { panes[focusedPane].id }

    /// The number of panes (shown or hidden for want of room).
    public var paneCount: Int { panes.count }

    /// Where panes go: the screen above the shortcut bar.
    var paneArea: PaneRect { PaneRect(top: 0, left: 0, rows: Swift.max(screenSize.rows - 1, 1), columns: screenSize.columns) }

    /// The panes shown and where, the focused one always among them.
    public var paneFrames: [PaneFrame] {
        layout.frames(in: paneArea, keeping: focusedPaneID).compactMap { id, rect in
            guard let pane = panes.first(where: { $0.id == id }), let file = index(of: pane.history.current) else { return nil }
            return PaneFrame(id: id, rect: rect, isFocused: id == focusedPaneID, fileIndex: file)
        }
    }

    /// The focused pane's rectangle (its text rows and status line).
    var focusedRect: PaneRect {
        layout.frames(in: paneArea, keeping: focusedPaneID).first { $0.0 == focusedPaneID }?.1 ?? paneArea
    }

    /// The columns the focused pane has: the screen's with one pane.
    var paneColumns: Int {
        guard case .split = layout else { return screenSize.columns }
        return focusedRect.columns
    }

    /// The document a pane shows, with that pane's view of it in `view` (a copy of the struct:
    /// it shares the text, which is only read).
    public func document(in frame: PaneFrame) -> Document {
        var document = files[frame.fileIndex].document
        guard files[frame.fileIndex].viewPane != frame.id else { return document }
        let pane = panes.first { $0.id == frame.id }
        if let parked = pane?.parked[files[frame.fileIndex].id] { document.view = parked.current(in: document) }
        return document
    }

    /// The panes that show each open file, by file id (numbered from 1 in layout order), for
    /// the file list.
    public var panesShowing: [DocumentID: [Int]] {
        guard case .split = layout else { return [:] }
        var shown: [DocumentID: [Int]] = [:]
        for (number, id) in layout.panes.enumerated() {
            if let pane = panes.first(where: { $0.id == id }) { shown[pane.history.current, default: []].append(number + 1) }
        }
        return shown
    }

    /// The files shown by the focused pane, for Back and Forward.
    var history: PlaceHistory {
        get { panes[focusedPane].history }
        _modify { yield &panes[focusedPane].history }
    }

    // MARK: Views

    /// Makes the focused pane's view of `files[index]` the document's `view`, parking the view
    /// that was there in its pane. A pane showing the file for the first time starts where the
    /// view being edited is.
    mutating func takeView(of index: Int) {
        let file = files[index].id
        let pane = focusedPaneID
        let owner = files[index].viewPane
        guard owner != pane else { return }
        let mine = panes[focusedPane].parked.removeValue(forKey: file)?.current(in: files[index].document)
        let live = files[index].document.view
        if let ownerIndex = panes.firstIndex(where: { $0.id == owner }) {
            panes[ownerIndex].parked[file] = ParkedView(live, of: &files[index].document)
        }
        files[index].document.view = mine ?? live.split()
        // Edits in another pane may have brought two of its cursors together.
        files[index].document.normalizeCarets()
        files[index].viewPane = pane
    }

    /// Brings every parked view up to date with the edits of the event just handled, so the
    /// next event's edits move it on their own.
    mutating func settleParkedViews() {
        guard panes.count > 1 else { return }
        for paneIndex in panes.indices {
            for (file, var parked) in panes[paneIndex].parked {
                guard let fileIndex = index(of: file) else {
                    panes[paneIndex].parked[file] = nil
                    continue
                }
                guard !parked.isCurrent(in: files[fileIndex].document) else { continue }
                parked.settle(in: &files[fileIndex].document)
                panes[paneIndex].parked[file] = parked
            }
        }
    }

    // MARK: Splitting, focus, closing

    /// Cuts the focused pane in two; the new pane shows the same file at the same place and
    /// takes the focus.
    public mutating func split(_ direction: PaneLayout.Direction) {
        let id = PaneID(nextPaneID)
        nextPaneID += 1
        panes.append(Pane(id: id, history: PlaceHistory(currentID)))
        layout = layout.splitting(focusedPaneID, direction, new: id)
        focus(id)
        if paneFrames.count < panes.count { message = Message("Too small to show every pane: some are hidden until there is room") }
    }

    /// Gives the keys to pane `id`: its file becomes the one shown, with its view.
    mutating func focus(_ id: PaneID) {
        guard id != focusedPaneID, let target = panes.firstIndex(where: { $0.id == id }) else { return }
        settleParkedViews()
        focusedPane = target
        guard let fileIndex = index(of: history.current) else { return }
        present(fileIndex)
    }

    /// Next pane (`step` 1) or previous (-1), in layout order, round.
    public mutating func cyclePane(by step: Int) {
        let order = layout.panes
        guard order.count > 1, let at = order.firstIndex(of: focusedPaneID) else {
            message = Message("One pane: Split right or Split below makes another")
            return
        }
        focus(order[(at + step + order.count) % order.count])
    }

    /// The direction a focus move goes.
    public enum FocusDirection: Sendable {
        case left, right, up, down

        /// Where a pane is that way, for "No pane …".
        var place: String {
            switch self {
            case .left: "to the left"
            case .right: "to the right"
            case .up: "above"
            case .down: "below"
            }
        }
    }

    /// Focuses the nearest pane shown on that side of the focused one (overlapping its rows for
    /// left and right, its columns for up and down).
    public mutating func focusPane(_ direction: FocusDirection) {
        let frames = paneFrames
        guard let here = frames.first(where: \.isFocused)?.rect else { return }
        let candidates = frames.filter { !$0.isFocused }.compactMap { frame -> (PaneID, Int)? in
            let r = frame.rect
            let rowsMeet = r.top < here.top + here.rows && here.top < r.top + r.rows
            let columnsMeet = r.left < here.left + here.columns && here.left < r.left + r.columns
            switch direction {
            case .left where rowsMeet && r.left < here.left: return (frame.id, here.left - r.left)
            case .right where rowsMeet && r.left > here.left: return (frame.id, r.left - here.left)
            case .up where columnsMeet && r.top < here.top: return (frame.id, here.top - r.top)
            case .down where columnsMeet && r.top > here.top: return (frame.id, r.top - here.top)
            default: return nil
            }
        }
        guard let nearest = candidates.min(by: { $0.1 < $1.1 }) else {
            message = Message("No pane \(direction.place)")
            return
        }
        focus(nearest.0)
    }

    /// Grows the focused pane (`step` > 0) or shrinks it, within its innermost split.
    public mutating func resizePane(by step: Int) {
        guard case .split = layout else {
            message = Message("One pane: nothing to resize")
            return
        }
        layout = layout.resizing(focusedPaneID, by: step * PaneLayout.resizeStep)
        keepCursorInView(follow: .resize)
    }

    /// Closes the focused pane (its files stay open); the next pane in layout order takes the
    /// focus. The last pane does not close.
    public mutating func closePane() {
        let closing = focusedPaneID
        guard let remaining = layout.removing(closing) else {
            message = Message("The last pane stays: Ctrl+W closes the file, Ctrl+Q quits")
            return
        }
        let order = layout.panes
        let at = order.firstIndex(of: closing) ?? 0
        let next = order[at + 1 < order.count ? at + 1 : at - 1]
        focus(next)
        remove(pane: closing, leaving: remaining)
        keepCursorInView(follow: .resize)
    }

    /// Takes pane `id` out of `panes`, with `layout` already without it.
    private mutating func remove(pane id: PaneID, leaving remaining: PaneLayout) {
        let focused = focusedPaneID
        layout = remaining
        panes.removeAll { $0.id == id }
        focusedPane = panes.firstIndex { $0.id == focused } ?? 0
    }

    /// The file `id` closes: every pane but the focused one forgets it, and a pane left with no
    /// file closes.
    mutating func forgetInOtherPanes(_ id: DocumentID) {
        for pane in panes where pane.id != focusedPaneID {
            guard let paneIndex = panes.firstIndex(where: { $0.id == pane.id }) else { continue }
            panes[paneIndex].parked[id] = nil
            if panes[paneIndex].history.remove(id) == nil, let remaining = layout.removing(pane.id) {
                remove(pane: pane.id, leaving: remaining)
            }
        }
    }

    /// The last file closed: one pane is left, the focused one.
    mutating func keepOnlyFocusedPane() {
        let focused = panes[focusedPane]
        panes = [Pane(id: focused.id, history: focused.history)]
        focusedPane = 0
        layout = .pane(focused.id)
        paneDrag = nil
    }

    // MARK: Mouse

    /// A press, drag or release of the mouse where panes are split: a press on a border starts
    /// dragging it, a drag moves it, and a press, or the wheel, in another pane focuses it.
    /// Returns the event in the focused pane's own cells (1-based, as the terminal counts),
    /// or nil when the panes took it.
    mutating func routeMouse(_ mouse: MouseEvent) -> MouseEvent? {
        guard case .split = layout else { return mouse }
        let (row, column) = (mouse.y - 1, mouse.x - 1)
        if let drag = paneDrag {
            if mouse.kind == .drag {
                layout = layout.setting(share: drag.share(toward: row, column: column), at: drag.path)
                keepCursorInView(follow: .resize)
                return nil
            }
            paneDrag = nil
            if mouse.kind == .up { return nil }
        }
        if mouse.kind == .down, mouse.button == .left,
           let border = layout.borders(in: paneArea, keeping: focusedPaneID).first(where: { $0.contains(row: row, column: column) }) {
            paneDrag = border
            return nil
        }
        let startsHere = mouse.kind == .down || mouse.kind == .wheelUp || mouse.kind == .wheelDown
        if startsHere, let frame = paneFrames.first(where: { $0.rect.contains(row: row, column: column) }), !frame.isFocused {
            focus(frame.id)
        }
        var local = mouse
        local.x -= focusedRect.left
        local.y -= focusedRect.top
        return local
    }
}
