import DentConfig

/// A note the help view and the palette show at their end, under their own heading, only
/// where it applies: a tip about this terminal or setup, never a standing banner above the
/// commands.
public struct HelpNote: Sendable {
    /// What the note is about (`dent --check-keys` prints the tmux ones under its tmux line).
    public enum Subject: Sendable, Equatable {
        case tmux, terminal, overlay, keys
    }

    public let subject: Subject
    /// Whether the note applies to this editor, terminal and user.
    let applies: @Sendable (Editor) -> Bool
    let text: @Sendable (Editor) -> String
}

extension Editor {
    /// tmux holding a lone Esc longer than this (milliseconds) is felt as a late Esc.
    static let slowEscapeTime = 50

    /// Every note the help knows, in the order it shows them.
    static let helpNoteTable: [HelpNote] = [
        HelpNote(subject: .tmux, applies: { ($0.environment.tmux?.escapeTime ?? 0) > slowEscapeTime }) {
            "Inside tmux, a lone Esc reaches dent \($0.environment.tmux?.escapeTime ?? 0) ms late (tmux's escape-time): add `set -sg escape-time 10` to ~/.tmux.conf."
        },
        HelpNote(subject: .tmux, applies: { $0.environment.tmux?.extendedKeys == "off" }) { _ in
            "tmux's extended-keys is off, so chords like Ctrl+Tab and Ctrl+Shift+letter cannot reach dent: add `set -s extended-keys on` to ~/.tmux.conf."
        },
        HelpNote(subject: .terminal, applies: { $0.environment.terminalNotice != nil }) { $0.environment.terminalNotice ?? "" },
        // Only where holding a modifier works: a terminal without the kitty protocol is told by
        // `dent --check-keys`, not on every look at the help.
        HelpNote(subject: .overlay, applies: { $0.overlayAvailability == .available }) { $0.overlayNote ?? "" },
        // nano's keys are offered to those whose hands know them: nano is their usual editor, or
        // they pressed Ctrl+X (nano's exit) with nothing selected and cut a line. With nano's
        // keys on, the note says the help lists them and how to have dent's back.
        HelpNote(subject: .keys, applies: { $0.keymap.profile == .nano || $0.environment.usualEditorIsNano || $0.hasShownCutHint }) {
            $0.keyProfileNote
        },
    ]

    /// The notes that apply here, in table order; `subject` keeps only those about it.
    public func helpNotes(about subject: HelpNote.Subject? = nil) -> [String] {
        Editor.helpNoteTable.filter { note in (subject == nil || note.subject == subject) && note.applies(self) }.map { $0.text(self) }
    }

    /// The heading the notes stand under.
    public static let helpNotesHeading = "Notes on this terminal and setup"
}
