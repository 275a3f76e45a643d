/// A set of key bindings chosen with `keys = NAME` in dent.conf: directives in keys.conf's own
/// form, applied over dent's defaults and before the user's keys.conf (which still wins).
public enum KeyProfile: String, Sendable, Equatable, CaseIterable {
    /// dent's own bindings (micro's are already close to them).
    case dent
    /// GNU nano 7's main keys, on dent's commands.
    case nano

    /// The profile's bindings in keys.conf's form; dent's own profile changes nothing.
    public var text: String {
        switch self {
        case .dent: ""
        case .nano: KeyProfile.nanoText
        }
    }

    public var directives: [KeyBindingDirective] { KeyBindingDirective.parse(text).0 }

    /// Commands the profile puts on the shortcut bar, or moves on it (by bar rank, as in the
    /// command table): nano's bar names Write Out and Where Is, so dent's shows them too.
    public var barRanks: [String: Int] {
        switch self {
        case .dent: [:]
        case .nano: ["save-as": 25, "find": 35]
        }
    }

    /// The profile's keys whose meaning dent lacks: each keeps dent's binding (or none). For
    /// docs/KEYS.md.
    public var unmapped: [(keys: [String], meaning: String, instead: String)] {
        switch self {
        case .dent: []
        case .nano: KeyProfile.nanoUnmapped
        }
    }

    /// The profile's keys that mean in dent what they mean in it already, for docs/KEYS.md.
    public var shared: [String] {
        switch self {
        case .dent: []
        case .nano: ["^G", "F1", "^S", "^K", "^\\", "Alt+v", "Alt+n", "Alt+$", "Alt+Left", "Alt+Right", "Alt+Backspace", "Ctrl+Delete",
                     "Tab", "Shift+Tab", "Home", "End", "PageUp", "PageDown", "Ctrl+Home", "Ctrl+End"]
        }
    }

    /// nano 7's main keys (its `global.c`, `MMAIN`). A chord bound in dent to a command of
    /// another context is unbound there first, so nano's meaning wins; `quit` loses Ctrl+q
    /// and gets it back after Ctrl+x, so the bar and the help name ^X first.
    static let nanoText = """
        # File
        unbind Ctrl+q in global
        unbind Ctrl+x in editor
        bind Ctrl+x quit
        bind Ctrl+q quit
        bind F2 quit
        bind Ctrl+o save-as
        bind F3 save-as
        bind Ctrl+r open
        bind F5 open
        # Search
        bind Ctrl+w find
        bind F6 find
        bind Alt+w find-next
        bind Alt+q find-previous
        bind Alt+r replace
        # Edit
        bind F9 cut-line
        bind Ctrl+u paste
        bind F10 paste
        bind Alt+6 copy
        bind Alt+u undo
        bind Alt+e redo
        bind Ctrl+d delete-forward
        bind Alt+3 toggle-comment
        bind Alt+} indent
        bind Alt+{ outdent
        # ^J is byte 0x0A; Enter sends 0x0D in raw mode (ICRNL off), so the two never meet
        bind Ctrl+j justify-paragraph
        # Navigate
        bind Ctrl+_ go-to-line
        bind Alt+g go-to-line
        bind Ctrl+a line-start
        bind Ctrl+e line-end
        bind Ctrl+f right
        bind Ctrl+b left
        bind Ctrl+p up
        bind Ctrl+n down
        bind Ctrl+y page-up
        bind F7 page-up
        bind Ctrl+v page-down
        bind F8 page-down
        bind Ctrl+Space word-right
        bind Alt+Space word-left
        bind Alt+/ document-end
        bind Alt+, back
        bind Alt+< back
        bind Alt+. forward
        bind Alt+> forward
        # View
        bind Ctrl+l redraw
        bind Alt+s toggle-soft-wrap
        bind Alt+p toggle-whitespace
        # Not nano's: Ctrl+e was the palette's key (nano's Alt+x hides its help lines)
        bind Alt+x command-palette
        """

    static let nanoUnmapped: [(keys: [String], meaning: String, instead: String)] = [
        (["^C"], "Location", "Copy (the status line always shows the position)"),
        (["^T"], "Execute", "Insert literally"),
        (["^Q"], "Where Was (search backward)", "Quit"),
        (["^Z"], "a hint to type ^T^Z", "Undo"),
        (["Alt+A", "^6"], "Set Mark", "Select all (Alt+a); select with Shift and the arrows"),
        (["Alt+]"], "To Bracket", "nothing: it starts a terminal control string; use Alt+m"),
        (["Alt+\\"], "First Line", "nothing: it ends a terminal control string; use Ctrl+Home"),
        (["Alt+Up", "Alt+Down"], "Scroll (or move lines)", "Move line up, Move line down"),
        (["Alt+D", "Alt+T", "Alt+J", "Alt+:", "Alt+;", "^]"], "Word count, Cut till end, Full justify, macros, word completion",
         "their dent bindings (Alt+d deletes a word right)"),
    ]
}
