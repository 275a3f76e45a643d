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
          --check-config print every problem of dent.conf, keys.conf and the theme, FILE:LINE: reason
          --highlight FILE
                        write FILE to standard output with its syntax in colour; with
                        --spans, one line per run of one style instead: line, start and end
                        column (characters from 0, end exclusive) and style id, tab-separated
          --language ID the file's language (a GtkSourceView id such as c, python3, sh)
                        instead of the guess from its name and first lines
          --check-syntax
                        load every language definition and colour scheme, list each file
                        that cannot be used as FILE:LINE: reason
          --check-lsp [FILE]
                        print the language server each language would run and whether it is
                        installed; with FILE, start FILE's, print its capabilities, shut it down
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
        before its shortcuts show; default 600, 0 turns it off), smart-indent and auto-pairs
        (on, off); [language ID] sections set a language's own (docs/CONFIGURATION.md).

        Language definitions: GtkSourceView's .lang files, your own first, from
        ~/.local/share/dent/language-specs, then ~/.local/share/gtksourceview-4/language-specs,
        then gtksourceview-4 and -5/language-specs in $XDG_DATA_DIRS; colour schemes from the
        styles folder beside each.

        Exit status: 0 on success (some of the files named opened), 1 when none could be
        opened (the reasons on standard error), when --highlight cannot read the file or its
        language, when --check-syntax finds a file that cannot be used, or when --check-lsp
        FILE finds no server or its server fails to start; 2 for a usage error
        or a --language that is not installed.
        """

    /// `chord<TAB>context<TAB>command<TAB>title` lines, for scripts.
    static func listKeysTSV(_ editor: Editor) -> String {
        editor.keymap.bindings.map { binding in
            [binding.chord.description, binding.context.rawValue, binding.command.rawValue, editor.commands[binding.command].title]
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
        split(separator: "**", omittingEmptySubsequences: false).joined()
    }
}
