/// The chords kept free for the commands the language-server, project, git and folding issues
/// add (issue 54, "A chord plan"), decided once so that those commands do not take each
/// other's keys or a key a profile needs. A chord here is bound to nothing in either key
/// profile (`ChordPlanTests`); the command that arrives takes its chord from here and leaves
/// the plan. docs/KEYS.md lists the plan.
///
/// Few chords are free: Alt+Shift+letters and Ctrl+Alt+letters mostly. Ctrl+Alt+H, I, J, M
/// and [ are Backspace, Tab, Enter and Esc with Alt to a legacy terminal, and desktops take
/// Ctrl+Alt+T, L and D, so none of them is planned.
public enum ChordPlan {
    public struct Entry: Sendable {
        /// The palette title the command will have.
        public let title: String
        /// As the help and docs/KEYS.md write chords (`KeyChord(_:)` reads it).
        public let chord: String
        /// Why this chord, for the reader of docs/KEYS.md.
        public let reason: String
        /// The issue that brings the command.
        public let issue: Int
    }

    public static let entries: [Entry] = [
        Entry(title: "Signature help", chord: "Alt+Shift+k", reason: "vim's K looks a name up", issue: 55),
        Entry(title: "Rename symbol", chord: "Ctrl+Alt+r", reason: "R for rename", issue: 55),
        Entry(title: "Code actions", chord: "Alt+Shift+a", reason: "A for actions", issue: 55),
        Entry(title: "Symbols in file", chord: "Alt+Shift+o", reason: "the outline", issue: 55),
        Entry(title: "Symbols in project", chord: "Ctrl+Alt+o", reason: "the outline, wider", issue: 55),
        Entry(title: "Open file from project", chord: "Alt+Shift+p", reason: "the picker (Ctrl+P elsewhere)", issue: 56),
        Entry(title: "Search project", chord: "Alt+Shift+f", reason: "find, wider (Ctrl+Shift+F elsewhere)", issue: 56),
        Entry(title: "Open file under cursor", chord: "Alt+Shift+g", reason: "vim's gf", issue: 56),
        Entry(title: "Next change", chord: "Ctrl+Alt+n", reason: "as Ctrl+N finds the next match", issue: 57),
        Entry(title: "Previous change", chord: "Ctrl+Alt+p", reason: "as Ctrl+P finds the previous match", issue: 57),
        Entry(title: "Show change", chord: "Ctrl+Alt+s", reason: "S for show", issue: 57),
        Entry(title: "Revert change", chord: "Ctrl+Alt+z", reason: "as Ctrl+Z undoes", issue: 57),
        Entry(title: "Blame line", chord: "Ctrl+Alt+b", reason: "B for blame", issue: 57),
        Entry(title: "Toggle fold", chord: "Alt+c", reason: "C for collapse (vim's zc); with a selection, every block in it", issue: 59),
        Entry(title: "Fold all", chord: "Ctrl+Alt+c", reason: "collapse, everywhere", issue: 59),
        Entry(title: "Unfold all", chord: "Ctrl+Alt+u", reason: "U for unfold", issue: 59),
        Entry(title: "Fold to level", chord: "Alt+Shift+v", reason: "leVel (asks for N)", issue: 59),
    ]
}
