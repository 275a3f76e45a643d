import DentKeys

/// What becomes of an input event while a save runs in the background (`Editor.inputDuringSave`).
public enum InputDuringSave: Sendable, Equatable {
    /// One of the save's own keys (Esc cancels it; a click on its shortcut): handled now, even
    /// while other input waits.
    case saveKey
    /// A move or a scroll, which changes the view and never the text: handled now, unless input
    /// already waits (the move would change where that input types).
    case view
    /// Anything else: held until the save is over, then handled in the order it came, so the
    /// bytes saved are the text as it was when the save began.
    case hold
}

/// A save the host runs on a thread of its own (`.save`, `.saveAs`): the host says when it
/// starts (`saveStarted`), how far it has got (`saveProgressed`) and how it ended
/// (`saveFinished`, `saveDenied`, `saveCancelled`). The thread reads the document's text
/// meanwhile, so the text must not change: the host holds every input event that could change
/// it (`inputDuringSave`) and hands them over once the save is over.
extension Editor {
    /// The commands handled during a save: moves, which change the cursor and the view, never
    /// the text. (The indentation an Enter left, which leaving its line removes, went when the
    /// save began: `Document.prepareForSave`.)
    static let movesDuringSave: Set<CommandID> = [
        .up, .down, .left, .right, .wordLeft, .wordRight, .lineStart, .lineEnd, .pageUp, .pageDown, .documentStart, .documentEnd,
    ]

    /// The host began writing the file `id` in the background.
    public mutating func saveStarted(_ id: DocumentID) {
        saving = SaveProgress(id: id)
    }

    /// How far the save has got: the status line shows it from the first report on.
    public mutating func saveProgressed(written: Int, total: Int) {
        saving?.written = written
        saving?.total = total
        saving?.isShown = true
    }

    /// Esc while a save is shown: the host is asked to stop it.
    public mutating func cancelSave() {
        guard saving?.cancel == SaveProgress.Cancel.none else { return }
        saving?.cancel = .asked
        effects.append(.cancelSave)
    }

    /// The host's answer to `.cancelSave` when the save already writes the file itself.
    public mutating func saveCannotBeCancelled() {
        if saving != nil { saving?.cancel = .refused }
    }

    /// The save of `id` stopped before it changed the file: what waited for it (closing,
    /// quitting, a Save As's new name) does not happen.
    public mutating func saveCancelled(_ id: DocumentID) {
        saveEnded(id)
        afterSave[id] = nil
        quitSequence = nil
        message = Message("Save cancelled: the file on disk is unchanged")
    }

    /// The save of `id` is over, however it ended.
    mutating func saveEnded(_ id: DocumentID) {
        if saving?.id == id { saving = nil }
    }

    /// The save's own command bound to `chord`, while the save is shown.
    func saveCommand(for chord: KeyChord) -> CommandID? {
        guard saving?.isShown == true else { return nil }
        return keymap.command(for: chord, in: .saving)
    }

    /// What the host does with `event` while a save runs: the save's own keys and moves are
    /// handled, everything else waits for the save (`InputDuringSave`). A key's release and a
    /// modifier key alone change no text either.
    public func inputDuringSave(_ event: KeyEvent) -> InputDuringSave {
        switch event {
        case .key(let chord, let action, _):
            if action != .release, saveCommand(for: chord) != nil { return .saveKey }
            if action == .release { return .view }
            if case .modifier = chord.key { return .view }
            guard !awaitingLiteral, case .command(let id, _) = keymap.resolve(chord, view: .editor, modal: modals.last?.context),
                  Editor.movesDuringSave.contains(id) else { return .hold }
            return .view
        case .mouse(let mouse):
            // The bar shows the save's keys alone (`liveContexts`): a click there is one of them.
            if saving?.isShown == true, mouse.kind == .down, mouse.button == .left, mouse.y == screenSize.rows { return .saveKey }
            return mouse.kind == .wheelUp || mouse.kind == .wheelDown ? .view : .hold
        default:
            return .hold
        }
    }
}
