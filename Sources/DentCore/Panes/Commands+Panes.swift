import DentKeys

extension DefaultCommands {
    /// Split panes. The chords are free in dent's table and in the nano profile: tmux's split
    /// keys with Alt (% right, " below), Alt+0 as emacs closes a window, Alt+T to turn to the
    /// next pane, Ctrl+Alt+arrows by direction, Alt++ and Alt+- to resize.
    static let panes: [Command] = [
        Command(id: .splitRight, title: "Split right",
                help: "Cut the pane in two side by side; the new pane shows the same file and takes the keys",
                category: .view, keys: [alt("%")], context: .editor, carets: .keeps) { $0.split(.right) },
        Command(id: .splitBelow, title: "Split below",
                help: "Cut the pane in two, one above the other; the new pane shows the same file and takes the keys",
                category: .view, keys: [alt("\"")], context: .editor, carets: .keeps) { $0.split(.below) },
        Command(id: .closePane, title: "Close pane", help: "Close this pane (its files stay open; Ctrl+W closes a file)",
                category: .view, keys: [alt("0")], context: .editor, carets: .keeps) { $0.closePane() },
        Command(id: .nextPane, title: "Next pane", help: "Give the keys to the next pane (left to right, top to bottom)",
                category: .view, keys: [alt("t")], context: .editor, carets: .keeps) { $0.cyclePane(by: 1) },
        Command(id: .previousPane, title: "Previous pane", help: "Give the keys to the previous pane",
                category: .view, keys: [key(.character("t"), [.alt, .shift])], context: .editor, carets: .keeps) { $0.cyclePane(by: -1) },
        Command(id: .focusPaneLeft, title: "Focus pane left", help: "Give the keys to the pane on the left",
                category: .view, keys: [key(.left, [.ctrl, .alt])], context: .editor, carets: .keeps) { $0.focusPane(.left) },
        Command(id: .focusPaneRight, title: "Focus pane right", help: "Give the keys to the pane on the right",
                category: .view, keys: [key(.right, [.ctrl, .alt])], context: .editor, carets: .keeps) { $0.focusPane(.right) },
        Command(id: .focusPaneUp, title: "Focus pane up", help: "Give the keys to the pane above",
                category: .view, keys: [key(.up, [.ctrl, .alt])], context: .editor, carets: .keeps) { $0.focusPane(.up) },
        Command(id: .focusPaneDown, title: "Focus pane down", help: "Give the keys to the pane below",
                category: .view, keys: [key(.down, [.ctrl, .alt])], context: .editor, carets: .keeps) { $0.focusPane(.down) },
        Command(id: .growPane, title: "Resize pane: grow",
                help: "Make this pane larger by a twentieth of its split (a drag on a border resizes too)",
                category: .view, keys: [alt("+")], context: .editor, carets: .keeps) { $0.resizePane(by: 1) },
        Command(id: .shrinkPane, title: "Resize pane: shrink", help: "Make this pane smaller by a twentieth of its split",
                category: .view, keys: [alt("-")], context: .editor, carets: .keeps) { $0.resizePane(by: -1) },
    ]
}
