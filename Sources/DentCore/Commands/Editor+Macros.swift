import DentKeys

/// Recording and playing macros (`MacroState`). A play handles the recorded events as if typed,
/// then makes what it changed in each file one undo step. It stops (with the reason in the
/// status line) where going on would run past the end of the file, as vim's macros stop at a
/// motion that fails: a key that moves down is not played on the last line (the empty line
/// after a final line ending counts as past it), one that moves right not at the end.
extension Editor {
    /// True while keys are recorded into a macro (the status line says so).
    public var isRecordingMacro: Bool { macro.isRecording }

    /// Alt+: starts recording, or stops it and keeps the macro.
    public mutating func toggleMacroRecording() {
        guard !macro.isPlaying else { return macro.stop = .recursion }
        guard macro.isRecording else {
            macro.recording = []
            macro.keep = 0
            message = Message("Recording a macro: \(chordText(.recordMacro)) stops")
            return
        }
        macro.events = macro.finishRecording()
        message = Message(macro.events.isEmpty ? "Nothing recorded: the macro is empty" : "Macro recorded: \(macro.events.count.counted("key"))")
    }

    /// Plays the macro `times` times, each play one undo step.
    public mutating func playMacro(times: Int = 1) {
        guard !macro.isPlaying else { return macro.stop = .recursion }
        guard !macro.isRecording else {
            macro.recording = Array((macro.recording ?? []).prefix(macro.keep))
            message = Message("A macro cannot play while it is recorded: \(chordText(.recordMacro)) stops recording", isError: true)
            return
        }
        guard !macro.events.isEmpty else {
            message = Message("No macro recorded: \(chordText(.recordMacro)) starts recording")
            return
        }
        macro.isPlaying = true
        macro.stop = nil
        var played = 0
        while played < times, macro.stop == nil {
            playOnce()
            played += 1
        }
        macro.isPlaying = false
        let plays = played == 1 ? "once" : "\(played) times"
        message = Message("Macro played \(plays)" + (macro.stop.map { "; \($0.text)" } ?? ""), isError: macro.stop == .recursion)
    }

    /// One play: every event, unless one would run past the end of the file; then each file's
    /// changes become one undo step.
    private mutating func playOnce() {
        // Typing just before the play must not join its first step, or undo would take both.
        for index in files.indices { files[index].document.history.breakGroup() }
        let depths = files.map { ($0.id, $0.document.history.undoDepth) }
        for event in macro.events {
            if let reason = runsPastEnd(event) { macro.stop = reason }
            guard macro.stop == nil else { break }
            handle(event)
        }
        for (id, depth) in depths {
            guard let index = index(of: id) else { continue }
            files[index].document.history.merge(from: depth)
        }
    }

    /// Why `event` must not be played here: it moves down from the last line or forward from
    /// the end of the file (`Editor.forwardMoves`).
    private func runsPastEnd(_ event: KeyEvent) -> MacroStop? {
        guard modals.isEmpty, case .key(let chord, _, _) = event,
              case .command(let id, _) = keymap.resolve(chord, view: .editor, modal: nil), let limit = Editor.forwardMoves[id] else { return nil }
        let text = document.text
        let atLimit = limit == .lastLine ? document.cursorLine >= text.countedLines - 1 : document.cursor == text.count
        return atLimit ? .endOfFile : nil
    }

    enum ForwardLimit { case lastLine, end }

    /// The commands that move down or right, and where they can go no further. (Ctrl+End is
    /// not one: it goes where it goes, so a macro that appends at the end may play on.)
    static let forwardMoves: [CommandID: ForwardLimit] = [
        .down: .lastLine, .pageDown: .lastLine, .selectDown: .lastLine, .selectPageDown: .lastLine, .moveLineDown: .lastLine,
        .right: .end, .wordRight: .end, .selectRight: .end, .selectWordRight: .end,
    ]

    /// The first chord of command `id` in the editor, as text ("Alt+:"), or its title.
    func chordText(_ id: CommandID) -> String {
        keymap.chords(for: id, in: .editor).first?.description ?? commands[id].title
    }

    /// Play macro N times: asks how many.
    public mutating func askMacroCount() {
        guard !macro.isRecording else { return playMacro() }
        startPrompt(.macroCount)
    }

    /// The answer to the count prompt.
    mutating func playMacro(answer: String) {
        guard let times = Int(answer.trimmingSpaces), (1...MacroState.playLimit).contains(times) else {
            message = Message("Play the macro 1 to \(MacroState.playLimit) times", isError: true)
            return
        }
        playMacro(times: times)
    }
}
