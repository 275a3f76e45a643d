/// What the host found out about where dent runs (the enclosing tmux, the terminal's
/// description, the user's usual editor): the facts that decide which notes the help shows
/// (`HelpNotes`). The core asks nothing itself; the host fills this in at start.
public struct EnvironmentFacts: Sendable, Equatable {
    /// The enclosing tmux's settings; nil outside tmux.
    public var tmux: TmuxFacts?
    /// Why the terminal is drawn as xterm (no terminfo entry for `TERM`), when it is.
    public var terminalNotice: String?
    /// Whether `$VISUAL` or `$EDITOR` names nano: someone whose hands know nano's keys.
    public var usualEditorIsNano = false

    public init(tmux: TmuxFacts? = nil, terminalNotice: String? = nil, usualEditorIsNano: Bool = false) {
        self.tmux = tmux
        self.terminalNotice = terminalNotice
        self.usualEditorIsNano = usualEditorIsNano
    }

    /// Whether an `$EDITOR`-style value (`nano`, `/usr/bin/nano -w`, `rnano`) runs nano.
    public static func namesNano(_ value: String?) -> Bool {
        guard let command = value?.split(separator: " ").first else { return false }
        let name = command.split(separator: "/").last ?? command
        return name == "nano" || name == "rnano"
    }
}

/// What tmux settings change about keys, as the tmux server dent runs under answers them.
public struct TmuxFacts: Sendable, Equatable {
    /// tmux's `escape-time` in milliseconds: how long tmux itself holds a lone Esc.
    public var escapeTime: Int?
    /// tmux's `extended-keys` (`off`, `on`, `always`): whether modified keys such as Ctrl+Tab
    /// can reach an application at all.
    public var extendedKeys: String?

    public init(escapeTime: Int?, extendedKeys: String?) {
        self.escapeTime = escapeTime
        self.extendedKeys = extendedKeys
    }
}
