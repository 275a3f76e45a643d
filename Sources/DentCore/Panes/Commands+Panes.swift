import DentKeys

extension DefaultCommands {
    /// Split panes. The chords are free in dent's table and in the nano profile: tmux's split
    /// keys with Alt (% right, " below), Alt+0 as emacs closes a window, Alt+T to turn to the
    /// next pane, Ctrl+Alt+arrows by direction, Alt++ and Alt+- to resize.
    static let panes: [Command] = [
        Command(id: "split-right", title: "Split right",
                help: "Cut the pane in two side by side; the new pane shows the same file and takes the keys",
                category: .view, keys: [alt("%")], context: .editor) { $0.split(.right) },
        Command(id: "split-below", title: "Split below",
                help: "Cut the pane in two, one above the other; the new pane shows the same file and takes the keys",
                category: .view, keys: [alt("\"")], context: .editor) { $0.split(.below) },
        Command(id: "close-pane", title: "Close pane", help: "Close this pane (its files stay open; Ctrl+W closes a file)",
                category: .view, keys: [alt("0")], context: .editor) { $0.closePane() },
        Command(id: "next-pane", title: "Next pane", help: "Give the keys to the next pane (left to right, top to bottom)",
                category: .view, keys: [alt("t")], context: .editor) { $0.cyclePane(by: 1) },
        Command(id: "previous-pane", title: "Previous pane", help: "Give the keys to the previous pane",
                category: .view, keys: [key(.character("t"), [.alt, .shift])], context: .editor) { $0.cyclePane(by: -1) },
        Command(id: "focus-pane-left", title: "Focus pane left", help: "Give the keys to the pane on the left",
                category: .view, keys: [key(.left, [.ctrl, .alt])], context: .editor) { $0.focusPane(.left) },
        Command(id: "focus-pane-right", title: "Focus pane right", help: "Give the keys to the pane on the right",
                category: .view, keys: [key(.right, [.ctrl, .alt])], context: .editor) { $0.focusPane(.right) },
        Command(id: "focus-pane-up", title: "Focus pane up", help: "Give the keys to the pane above",
                category: .view, keys: [key(.up, [.ctrl, .alt])], context: .editor) { $0.focusPane(.up) },
        Command(id: "focus-pane-down", title: "Focus pane down", help: "Give the keys to the pane below",
                category: .view, keys: [key(.down, [.ctrl, .alt])], context: .editor) { $0.focusPane(.down) },
        Command(id: "grow-pane", title: "Resize pane: grow",
                help: "Make this pane larger by a twentieth of its split (a drag on a border resizes too)",
                category: .view, keys: [alt("+")], context: .editor) { $0.resizePane(by: 1) },
        Command(id: "shrink-pane", title: "Resize pane: shrink", help: "Make this pane smaller by a twentieth of its split",
                category: .view, keys: [alt("-")], context: .editor) { $0.resizePane(by: -1) },
    ]
}
