import DentCore
import DentScreen

/// The texts `dent --help`, `--version` and `--list-keys` print.
enum HelpText {
    static let version = "dent 0.1.0"

    static var help: String { helpTemplate.replacingTabRule(KeysDocument.tabRule.replacingBold()) }

    static let helpTemplate = """
        dent: a terminal text editor whose Tab key indents.

        \(Invocation.usage)

          FILE          the file to edit; created on the first save if it does not exist;
                        with several, all open and the first is shown (Alt+O lists them);
                        with none, an empty unnamed file (the first save asks for a name)
          -             edit standard input (refused when it is a terminal)
          --list-keys   print every command with its keys and exit (--tsv: chord, context,
                        command, title per line, for scripts)
          --keys FILE   key bindings from FILE instead of keys.conf
          --decode-keys print each key event from standard input, or live from the terminal
          --check-keys  print the terminal facts that decide which keys reach dent
          --man         print the manual page (roff) and exit
          --version     print the version and exit
          --help        print this help and exit

        Keys: Ctrl+G or F1 shows every shortcut; with the kitty keyboard protocol, holding Ctrl
        or Alt alone shows its shortcuts. Ctrl+S saves, Ctrl+Q quits.

        How indentation works:
        TAB_RULE

        Settings: $XDG_CONFIG_HOME/dent/dent.conf (default ~/.config/dent/dent.conf),
        lines of name = value: indent-style (auto, tabs, spaces), indent-size, tab-width,
        tab-mode (indent, smart), show-whitespace and line-numbers (on, off), escape-timeout
        (milliseconds a lone Esc waits; default 25), hud-delay (milliseconds a modifier is held
        before its shortcuts show; default 600, 0 turns it off).

        Exit status: 0 on success (some of the files named opened), 1 when none could be
        opened (the reasons on standard error), 2 for a usage error.
        """

    /// `chord<TAB>context<TAB>command<TAB>title` lines, for scripts.
    static func listKeysTSV(_ editor: Editor) -> String {
        editor.keymap.bindings.map { binding in
            [binding.chord.description, binding.context.rawValue, binding.command, editor.commands[binding.command]?.title ?? ""]
                .joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// Every command with the keys that run it, as the help view shows them.
    static func listKeys(_ editor: Editor) -> String {
        HelpView.lines(for: editor).dropFirst(2).joined(separator: "\n")
    }
}

extension String {
    /// Markdown bold markers removed, for the terminal.
    func replacingBold() -> String {
        split(separator: "*", omittingEmptySubsequences: false).joined()
    }
}
