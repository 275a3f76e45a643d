import DentCore

/// docs/KEYS.md, generated from the command table so it can never drift from the bindings
/// (a test compares the file with this text; `dent --keys-markdown` prints it).
public enum KeysDocument {
    public static let rules = """
        ## How a key is resolved

        1. A modal view (help, the list of open files, a prompt, the save question) gets every key
           first and is **opaque**: a key it does not handle goes only to the few global commands
           it allows (Help), never to the text beneath it. So Tab completes a path in the open
           prompt, and indents only in the text.
        2. Without a modal: the editor's bindings, then global bindings, then text insertion.
           Insertion comes last, so any binding, Tab included, beats inserting the character.
        3. Bracketed paste never goes through bindings: pasted text is inserted exactly as pasted
           (CR, LF and CRLF become the file's line ending). A paste whose end marker does not come
           ends after a second with nothing more, with a message; what came is pasted.
        4. While a save runs longer than a moment (a big file, a slow disk: its progress is on
           the status line), Esc cancels it (below), the moves and scrolls work at once, and every
           other key waits for the save to end, then runs in the order it was typed: the file
           saved holds the text as it was when the save began.

        ## Scrolling

        The view follows the cursor. A cursor that moves one line (or, with soft wrap, one
        row) past the top or bottom edge scrolls the view by one. A cursor that lands further
        away has jumped (go to line, a match, undo) and the view puts it
        in the middle row, as nano, micro and vim's `zz` do, scrolling no further than to
        show the last line on the last row. Sideways, a cursor that leaves the view brings it
        to the middle. Resizing the window keeps the first line shown as long as the cursor
        stays in view (when it does not, the view scrolls just enough to show it, at the top or
        bottom edge), fills rows that would fall below the last line by scrolling up when lines
        above exist, and scrolls sideways only as far as the new width needs: not at all when
        the cursor fits without it.

        ## Several files

        `dent a b c` opens all three and shows `a`. Ctrl+O opens another file (it starts in the
        folder of the file shown; a `/` or `~/` typed after that folder starts a new path, and `~`
        is the home folder; Tab completes the path to the common start of the names that match and
        lists them when there are several; a file already open is shown), Ctrl+W closes the file
        shown, asking to save it if it is modified, and shows the one before it; closing the last
        file leaves an empty unnamed one (only Ctrl+Q quits). The places jumped from form
        a history, as in a browser: showing another file, go to line, a search's match, the start
        or end of the file and a bracket's partner each remember the place they leave (a jump of
        a screen or less in the same file does not); Alt+Left goes back to the place before,
        across files, Alt+Right forward again; Back never closes a file, and a jump after going
        back drops the forward part. Alt+O lists the
        open files with their modified marks: type to filter, Enter shows one, Ctrl+W closes one.
        Each file keeps its own cursor, selection, scroll and undo. Quitting asks about each file
        with unsaved changes in turn (y, n, or a to save all of them). The status line shows
        which file of how many is shown (`2/3`).

        ## The help, the palette and the lists

        Ctrl+G (or F1) lists every shortcut; Ctrl+E, the command palette, lists the commands
        that run in the text. They, the open files (Alt+O) and the languages (Alt+L) filter as you
        type, and one ranker orders what matches, the best first and highlighted for Enter. Each
        word typed is matched on its own, in any order and any case, against the title (a
        language's name or id, a file's name or path): the whole title, its start, the start of
        one of its words, anywhere in it, or its letters in order with others between, in that
        order of preference. An entry ranks by its weakest word; ties go to the title with fewer
        words, then to the list's own order. Commands whose help text, id or keys (`ctrl+s`) hold
        the words come after every title match, so `paste` picks Paste, never Cut line (whose
        help mentions a paste); in the help, the keys of the prompts and other views come after
        the commands. The notes that apply to this terminal and setup stand at the end,
        under their own heading: tmux's escape-time or extended-keys when they hold keys back, a
        terminal without a terminfo entry, the shortcut overlay where it works, nano's keys for
        someone whose `$VISUAL` or `$EDITOR` is nano or who pressed Ctrl+X (nano's exit) with
        nothing selected (with `keys = nano`, how to have dent's back). The chords' column is cut with `…` when a screen is too narrow for it;
        `dent --list-keys` prints it whole.

        ## Find and replace

        Ctrl+F opens the find prompt. As you type, the cursor jumps to the first match at or
        after where you started and selects it; the other matches on screen are underlined (the
        current one is the selection: reversed and underlined). Search is literal and smart-case:
        case-insensitive unless the text has a capital letter. In the prompt, Alt+C cycles the
        case rule (smart, `[Case]` sensitive, `[No case]` insensitive), Alt+W finds whole words
        only (`[Word]`: a match must not cut a word, as Ctrl+Left/Right see words), Alt+R reads
        the text as a regular expression (`[Regex]`: ICU syntax, line by line, lines that are
        not UTF-8 in their valid parts; an invalid one says why after the text). The label shows
        the options in force (`Find [Word] [Regex]:`); they stay for the session. Ctrl+N and
        Ctrl+P go to the next and previous match, wrapping at the ends ("Search wrapped"); "Not
        found" shows after the text when nothing matches. Up and Down bring back earlier
        searches with their options (the last 100, kept in `$XDG_STATE_HOME/dent/search-history`).
        Enter closes the prompt with the match selected; Esc puts the cursor, selection and scroll
        back where they were. After the prompt closed, Ctrl+N and Ctrl+P search again for the last
        text (in an empty prompt they bring it back). In a large file a search runs in steps and
        shows how far it has got (`Searching… 40%`): typing or an option starts it again, moving
        in the prompt lets it go on, Enter lets it finish with the prompt closed, Esc stops it;
        in the editor any key stops it.

        Ctrl+R (or `Ctrl+\\`, as in nano) replaces: the same prompt, labelled Replace, then the
        replacement (Up and Down for earlier ones), then a question for each match from the cursor
        to the end and round to the cursor: y replaces it, n leaves it, a replaces it and every
        one left (in one edit, one undo step), Esc stops. With a regular expression, `$1`…`$9` (or
        `${10}`) in the replacement are its groups, `$0` the whole match and `$$` a dollar sign; a
        literal replacement is inserted as typed.

        ## Tab indents

        TAB_RULE

        One level is what `.editorconfig` says, else what the file's own indentation shows (tabs
        when tab-indented lines outnumber space-indented ones, else its most common step), else
        `indent-style`/`indent-size` in dent.conf, else 4 spaces. The status line shows the style in
        force and where it came from (`Spaces:2 (editorconfig)`, `Tabs (detected)`).
        """

    /// How the decoder reads what terminals send: the `--decode-keys` format and the choices
    /// made where terminals disagree (Tests/DentKeysTests/vectors.tsv holds the cases).
    public static let decoding = """
        ## Decoded events (`dent --decode-keys`)

        `dent --decode-keys` prints one event per line: from a pipe it decodes standard input to its
        end (`printf '\\e[1;6A' | dent --decode-keys` prints `Ctrl+Shift+Up`); on a terminal it is a live
        key tester that shows each event with its raw bytes, in the editor's keyboard modes, until
        Ctrl+C is pressed twice. `dent --check-keys` prints the terminal facts that decide which keys
        reach dent (terminfo entry, kitty keyboard protocol, tmux's escape-time and extended-keys).

        The line format, a public interface:

        - Chords: modifiers in the order `Ctrl+Alt+Shift+Super+Hyper+Meta`, then the key:
          `Ctrl+Shift+Up`, `Alt+x`, `Alt+Shift+a`, `Ctrl+s`, `F5`, `Shift+Tab`. Named keys: `Up Down Left
          Right Home End PageUp PageDown Insert Delete Backspace Tab Enter Esc Space Begin Menu F1`…`F35`,
          keypad `KP_0`…`KP_9 KP_Enter KP_+ KP_- KP_* KP_/ KP_. KP_= KP_, KP_Separator KP_Left`…, and the
          kitty protocol's `CapsLock ScrollLock NumLock PrintScreen Pause`, media keys (`MediaPlay`…) and
          modifier keys (`LeftShift`…`RightMeta`). Letters are lower-case, with `Shift+` when Shift is
          part of the chord. Chords in `keys.conf` use the same text (any case is accepted).
        - Typed text: `Text(a)`, `Text(A)`, `Text(日)`; Alt with a non-ASCII character: `Alt+Text(☃)`;
          invisible or ambiguous code points as `U+XXXX` (`Text(U+00A0)`).
        - A paste: one line `Paste("…")`, bytes other than printable text escaped as `\\xHH`; a
          paste still open at the end of the input is printed as far as it came.
        - `FocusIn`, `FocusOut`; mouse: `MouseDown(Left, x=20, y=10)`, `MouseUp(…)`, `MouseDrag(…)`,
          `MouseMove(x=…, y=…)`, `WheelUp(x=…, y=…)`, with modifiers first (`Ctrl+MouseDown(…)`); x and y
          count from 1.
        - Replies to dent's queries: `KittyKeyboardFlags(1)`, `DeviceAttributes(62;22)`,
          `CursorPositionReport(row=20, col=10)`.
        - `Unknown("\\x1b[99z")` for a sequence dent does not map: never typed into the text.
        - kitty repeat and release events end in ` [repeat]`, ` [release]`.

        Where terminals disagree, dent reads:

        - `0x08` as Ctrl+Backspace (kitty, VTE, urxvt, tmux send it for that); where terminfo says
          `kbs=^H` it is Backspace. `0x7f` is Backspace.
        - `ESC Tab` as Alt+Tab; on the Linux console (terminfo `kcbt=\\E^I`) as Shift+Tab. Key
          sequences from terminfo (`kcuu1`, `khome`, `kf1`…`kf12`, `kbs`, `kcbt`, …) win over the
          built-in tables.
        - `CSI 1;2R` as Shift+F3: dent never asks for a cursor-position report (it uses device
          attributes as the sentinel of its queries), so such bytes are keys. `CSI 20;10R` cannot be
          a key and is a report.
        - Modifier bit 8 as Super (kitty), not Meta; `CSI 1~`/`CSI 4~` as Home/End (what every terminal
          in use sends, not VT220 Find/Select); F-key numbers as xterm numbers them.
        - An upper-case letter with Ctrl or Alt as Shift plus the letter (`ESC A` and `CSI 65;3u` are
          both `Alt+Shift+a`); kitty's shifted key for a non-letter (`CSI 57:40;4u` is `Alt+(`, as a
          legacy terminal sends it); kitty's base-layout key for a non-Latin layout with Ctrl or Alt.
        - Caps Lock and Num Lock states are dropped: a chord means the same with Caps Lock on. A
          modifier key's own bit is dropped (kitty before and after 0.32 disagree about it).
        - Invalid UTF-8 as one U+FFFD per maximal subpart, then the next byte afresh; the editor never
          inserts it. 8-bit C1 bytes are invalid UTF-8 too.
        - A lone ESC waits for the Esc timeout (`escape-timeout`, 25 ms by default); then it is Esc,
          and ESC plus one byte is Alt+that key (`ESC [` is `Alt+[`). A longer incomplete sequence is
          `Unknown`, never Alt+[ followed by stray text. ESC inside a sequence abandons it; CAN and
          SUB cancel it; other control bytes inside it are ignored. Sequences longer than 64 bytes
          (strings: 4096) are `Unknown` and the rest is dropped up to their end, so memory stays bounded.
        - `ESC ESC [ A` as Alt+Up, but `ESC` before a kitty `CSI … u` key as Esc then that key (the
          kitty protocol never uses an ESC prefix).
        - Inside tmux, tmux itself holds a lone Esc for its `escape-time` (500 ms by default) whatever
          dent's timeout: `set -sg escape-time 10` in ~/.tmux.conf fixes it; the help view's notes
          and `--check-keys` say so when it applies.

        ## Keyboard modes

        At start dent turns on bracketed paste and asks the terminal whether it speaks the kitty
        keyboard protocol (`CSI ? u`, then `CSI c` as the sentinel, so a terminal without it costs no
        delay). With kitty it pushes the "disambiguate" flag; otherwise it requests xterm's
        modifyOtherKeys level 2 (tmux 3.3a passes that on only with `extended-keys on`). On every exit,
        including signals and crashes, it pops or resets exactly what it turned on, before leaving the
        alternate screen.

        With kitty, while the text has the focus, dent also sets flags 2 (event types), 8 (all keys
        as escape codes, which reports the modifier keys themselves) and 16 (associated text) on
        the entry it pushed (`CSI = 27 ; 1 u`), and sets them back to 1 while a prompt, the help
        or any other modal is open (`CSI = 1 ; 1 u`), so those see keys as they always did. The one
        pop on exit removes the entry whatever flags it holds. With these flags every key arrives
        as `CSI … u`: a printable key carries its text (`CSI 97;;97u` types `a`, `CSI 104;2;72u`
        types `H`), Enter, Tab, Backspace and Esc are the same chords as before (`CSI 13u` is
        Enter), Ctrl+letter types nothing, text no key stands for comes as key 0 with its text,
        and release events never type or run anything; a repeat does what a press does. A keypad
        key no binding names does what its main-keyboard twin does (`KP_Enter` is Enter, `KP_5`
        types 5).

        ## Hold a modifier to see its shortcuts

        In a terminal with the kitty keyboard protocol, holding Ctrl, Alt, or a combination such
        as Ctrl+Shift alone for `hud-delay` milliseconds (600 by default; 0 turns it off) shows,
        over the bottom of the text, every binding that uses exactly those modifiers in the
        editor, by category, with the keys and titles of the command table. It only shows: the
        next chord runs as usual and closes it, and releasing the modifier closes it. A modifier
        tapped briefly, or held before a chord, shows nothing; nothing shows again until a
        modifier is pressed anew. Shift alone shows nothing (it is held to type capitals), and
        neither does a set no binding uses. It is shown in the editor only: a modal sets the plain
        flags back, so there the terminal reports no modifier keys. dent tells the modifier keys
        (codes 57441-57452) by their code and event type, never by the modifier field, whose own
        bit kitty 0.32 inverted. Elsewhere nothing changes: Ctrl+G or F1 lists every shortcut; the
        help view's notes say so where the overlay is available, and `dent --check-keys` says
        whether it is.
        """

    /// The indentation rule, word for word as docs/KEYS.md and `dent --help` give it.
    public static let tabRule = """
        - **Tab** indents every line touched by the selection, or the current line when nothing is
          selected, by one level, wherever the cursor is on the line. A selection that ends at
          column 0 of a line does not touch that line. The cursor and selection move with the text.
          It inserts no character at the cursor, except with `tab-mode = smart` in dent.conf: then,
          with no selection and the cursor after the line's first non-blank character, Tab inserts
          spaces (or a tab in a tab-indented file) up to the next indent stop; with several
          cursors it does so at each when every cursor is so placed, else it indents each line
          a cursor is on once. Blank lines inside a selection stay empty (no trailing whitespace
          added). In a Makefile, Tab on the lines of a rule's recipe indents them with a tab
          whatever the style in force: make reads a recipe line only after a tab.
        - **Shift+Tab** outdents the same lines by one level: removes one tab, or up to one
          indent-width of spaces; lines with less indentation lose what they have; never removes
          non-blank text.
        - **Backspace** with only whitespace to the left of the cursor removes back to the previous
          indent stop (one level), not one space.
        - **Enter** splits the line. With `smart-indent = on` (the default), looking only at code
          (a highlighter tells strings and comments apart; a file without one has brackets only):
          after an opening bracket (`(`, `[`, `{`) or the language's block opener (Python and YAML
          `:`, shell `then` `do`, Ruby `do` and a line starting `def` `if` `while`..., Lua `do`
          `then` `function`, an HTML or XML opening tag) ending the text before the cursor, the new
          line gets one level more than that line (in Go the lines of a `switch` or `select`
          block start at its own level, where its `case` goes, as gofmt puts them); after a
          Makefile rule, a tab; after a YAML list item that is a mapping (`- name: Build`), the
          column of its key, one level more when the line ends with `:`; after a block's last
          statement (Python's `return`, `pass`, `break`, `continue`, `raise`), one level less.
          In Python, inside an open bracket the new line lines up after the bracket, or gets one
          level more than the bracket's line when the bracket ends it; after a line that closes
          brackets opened above, the line that opened them counts. After a block comment's end
          (`*/`), the new line gets the comment's own indentation (its `/*` line's). Between a
          pair (`{|}`, `(|)`, `[|]`, `<p>|</p>`), the closer moves to its own line at the opener's
          line's indentation and the cursor sits on an indented line between them. Inside a
          comment that starts the line (`//`, `#`, `--`, a block comment's `/*` or ` * `), the
          comment goes on on the new line; on a comment line left with only its prefix, the
          prefix is removed instead, and a `/` typed after a continued ` * ` closes the comment
          (` */`). Else, and with `smart-indent = off`, the new line keeps the current line's
          indentation. A line left containing only the auto-inserted indentation is emptied when
          the cursor leaves it, and when the file is saved (one undo brings it back).
        - **A closer typed first on a line** (`)`, `]`, `}`, or a word the language's table has:
          `end`, `fi`, `done`, `esac`, `else`, `elif`, `except`...) sets the line's indentation
          to that of its opener's line: the bracket matching it (skipping strings and comments),
          the block the words above open (Python's by indentation). In HTML and XML, the `</`
          of a closing tag typed first on a line does the same for the innermost element still
          open above (skipping comments, attribute strings, void elements such as `<br>` and
          self-closing tags such as `<x/>`). A case label (Go's `case`, `default`) first on a
          line goes to its `switch`'s indentation when its `:` is typed. One undo puts back the
          indentation it was typed at. Typed after other text on the line, it changes nothing.
        - **Typing a pair** (`auto-pairs = on`, the default): `(`, `[`, `{` and the language's
          quotes insert their closer too when the next character is blank, a closer or the line's
          end; typing that closer then steps over it, and Backspace between the two deletes both.
          A quote does not pair after a letter or digit (`don't`), inside a string or a comment, or
          where the language has no such quote (Rust's `'a`, Lisp's `'`); in Python a bracket
          does not pair inside a string or a comment either. Typed over a selection, an opener
          or a quote wraps the selection in the pair and keeps it selected.
        - **Re-indent lines** (Alt+=) sets the indentation of the selected lines (or the
          current line) from the brackets and blocks above them, in one undo step; blank lines,
          a string's or comment's further lines and a Makefile's lines keep theirs.
        - **Matching bracket**: the bracket at the cursor (or just before it) is shown bold and
          the one matching it reversed, when both are on screen (the search for it stays on
          screen; with soft wrap, on the wrapped row that shows each), skipping strings and
          comments; Alt+M jumps to it.
        - The search for an opener goes at most 128 KiB back (brackets), or 2,000 lines and
          128 KiB, whichever is less (block words, tags, indentation); a line is read no
          further than its first 128 KiB. Alt+M's search for a matching bracket goes as far,
          skipping strings and comments. The search for the bracket open around a line
          (Python's continuation lines, Go's `switch` of a `case`) goes 50 lines up, as vim's
          Python indentation does.
        - **Literal insert + Tab** (Alt+V Tab, or its non-Alt twin Ctrl+T Tab) inserts a real tab
          character; a bracketed paste keeps its tabs and spaces exactly as pasted (no auto-indent
          on paste, no pairs).
        - A setting `tab-mode = indent | smart` where `smart` inserts spaces (or a tab) up to the
          next stop when the cursor is after the first non-blank character; default `indent`.
        """

    public static func markdown(for editor: Editor) -> String {
        var lines = ["# dent keys", "", "Generated from the command table (`dent --keys-markdown`); do not edit by hand.", ""]
        let rulesWithTab = rules.replacingTabRule(tabRule)
        lines += rulesWithTab.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += [""] + decoding.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += [""] + profileSection(.nano, table: editor.commands)
        let sections: [(String, KeyContext)] = [
            ("Everywhere", .global), ("Editing", .editor), ("In the help view", .help),
            ("In a prompt (go to line, save as, open)", .prompt), ("In the find prompt (and the search of a replace)", .find),
            ("In the replacement prompt", .replaceWith), ("When asked to replace a match", .replaceMatch),
            ("In the list of open files", .fileList),
            ("In the list of languages", .languageList),
            ("In a list of places (references, definitions, diagnostics)", .placeList),
            ("In the choices of a language server's question", .serverQuestion),
            ("In a key description", .describe),
            ("When asked to save (quitting, closing)", .confirm), ("When saving finds the file changed on disk", .diskChanged),
            ("When reverting drops unsaved changes", .revert),
            ("When unsaved changes can be recovered", .recover),
            ("When a backup of an interrupted save is offered", .backupOffer),
            ("When backups cut short by interrupted saves are found", .incompleteBackups), ("When a large file is to be opened", .largeFile),
            ("While a shell command runs (filter, run command)", .commandRunning),
            ("When a misspelling is asked about (Next misspelling)", .misspelling),
            ("When saving needs sudo (the file may not be written by you)", .sudoSave),
            ("While a file is being saved (its progress on the status line)", .saving),
        ]
        for (heading, context) in sections {
            lines += ["", "## \(heading)", "", "| keys | command | title | what it does |", "|---|---|---|---|"]
            for command in editor.commands.commands(in: context) {
                let chords = editor.keymap.chords(for: command.id, in: context).map { "`\($0)`" }.joined(separator: ", ")
                lines.append("| \(chords) | `\(command.id)` | \(command.title) | \(command.help) |")
            }
        }
        return (lines + chordPlan()).joined(separator: "\n") + "\n"
    }

    static let chordPlanIntro = """
        ## Chords planned for the commands to come

        The language-server, project, git and folding commands take these chords when they
        arrive; until then each is bound to nothing in either profile (`ChordPlan` in the source,
        checked by its tests). F4 and Shift+F4 step through the current list (lint messages
        today; diagnostics, search results and references later). Start language server and
        Restart language server stay in the palette.
        """

    private static func chordPlan() -> [String] {
        var lines = [""] + chordPlanIntro.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += ["", "| keys | title | why this chord | issue |", "|---|---|---|---|"]
        for entry in ChordPlan.entries { lines.append("| `\(entry.chord)` | \(entry.title) | \(entry.reason) | \(entry.issue) |") }
        return lines
    }
}

extension String {
    /// The text with its `TAB_RULE` line replaced by `rule`.
    public func replacingTabRule(_ rule: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { $0 == "TAB_RULE" ? rule : String($0) }
            .joined(separator: "\n")
    }
}
