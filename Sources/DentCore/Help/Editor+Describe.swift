import DentKeys

extension Editor {
    /// Describe key: the next key is explained instead of run.
    public mutating func startDescribingKey() {
        modals.append(.describeKey(nil))
    }

    /// What `chord` does in the editor: its bytes, the chord, the context stack, the binding
    /// that wins, and what that binding hides.
    mutating func describe(_ chord: KeyChord) {
        dismissModal()
        let context = modals.last?.context
        let stack = (modals.map { $0.context.rawValue } + ["editor"]).reversed().joined(separator: " > ")
        let (winner, hidden) = keymap.explain(chord, view: .editor, modal: context)
        var lines = [
            "Key: \(chord)",
            "Bytes: \(KeyEvent.escaped(rawInput))",
            "Context: \(stack)",
        ]
        switch winner {
        case .command(let id, let layer):
            let title = commands[id].title
            lines.append("Runs: \(title) (\"\(id.rawValue)\", from the \(layer.rawValue) bindings)")
        case .insertText(let text):
            lines.append("Types: \"\(text)\" (no binding takes this key)")
        case .ignored:
            lines.append("Does nothing here")
        }
        lines += hidden.map { "Hides: " + $0 }
        if !chord.isSendableWithoutKittyProtocol {
            lines.append("Note: terminals without the kitty keyboard protocol cannot send this key")
        }
        for who in chord.commonInterceptions { lines.append("Note: \(who) may take this key") }
        modals.append(.describeKey(lines))
    }
}
