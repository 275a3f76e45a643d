import DentCore

/// docs/dent.1, the manual page in roff (man(7) macros), generated like docs/KEYS.md: the keys
/// come from the command table and the indentation rule from `KeysDocument.tabRule`, so the page
/// cannot drift from the bindings (a test compares the file; `dent --man` prints it).
public enum ManPage {
    /// The options `dent --help` lists, with their argument and what they do.
    static let options: [(option: String, argument: String?, help: String)] = [
        ("--list-keys", nil, "Print every command with its keys and exit. With --tsv: chord, context, command and title per line, for scripts."),
        ("--keys", "FILE", "Read key bindings from FILE instead of keys.conf."),
        ("--decode-keys", nil, "Print each key event from standard input, or live from the terminal."),
        ("--check-keys", nil, "Print the terminal facts that decide which keys reach dent."),
        ("--check-config", nil, "Print every problem of dent.conf, keys.conf and the theme, one a line as FILE:LINE: reason; exit status 1 when there is one."),
        ("--keys-markdown", nil, "Print the key reference (docs/KEYS.md) and exit."),
        ("--highlight", "FILE", "Write FILE to standard output with its syntax in colour. A file in no known language, or a binary one, is written as it is."),
        ("--spans", nil, "With --highlight: print instead one line per run of characters with one innermost style: line, start column, end column and style id (such as c:comment), apart by tabs; the line counts from 1, columns count characters from 0 and the end is exclusive; unstyled text and line endings are left out."),
        ("--language", "ID", "Take the file to be in language ID (a GtkSourceView id: c, python3, sh, markdown...) instead of guessing it from its name and first lines. An ID that is not installed is an error that names the ids near it."),
        ("--check-syntax", nil, "Read every language definition and colour scheme in the folders under FILES, load every language with all its regular expressions compiled, and list each file that cannot be used (or only in part) as FILE:LINE: reason; definitions hidden by an earlier one of the same id are noted. Exit status 1 when something cannot be used."),
        ("--check-lsp", "[FILE]", "Print, for each language with a language server in dent's table or in dent.conf, the server it would run and whether it is installed. With FILE: FILE's language (as guessed, or --language's), its server and project root; then start the server, run the initialize handshake, print the server's name, the position encoding chosen and its capabilities as JSON, and shut it down. Exit status 1, the reason on standard error, when there is no language or server, or the server fails to start, crashes or does not answer in its language-server-timeout."),
        ("--man", nil, "Print this manual page in roff and exit."),
        ("--version", nil, "Print the version and exit."),
        ("--help", nil, "Print a short help and exit."),
    ]

    static let files: [(path: String, help: String)] = [
        ("~/.config/dent/dent.conf", "Settings, lines of name = value (indent-style, indent-size, tab-width, tab-mode, mouse, show-whitespace, line-numbers, max-file-size, escape-timeout, hud-delay). $XDG_CONFIG_HOME replaces ~/.config when set."),
        ("~/.config/dent/keys.conf", "Key bindings: bind and unbind lines with the chord text of this page."),
        (".editorconfig", "EditorConfig files from the file's folder up: indentation, tab width, line endings, trailing whitespace."),
        ("$XDG_STATE_HOME/dent/journal", "The recovery journal of unsaved changes (default ~/.local/state/dent/journal), offered back when the file is opened again."),
        ("$XDG_STATE_HOME/dent/places", "Where each of the last 1,000 files was left (cursor, first line shown, an indentation style chosen by a command, a language chosen with Set language), restored when it is opened again unless +LINE or FILE:LINE says where."),
        ("$XDG_STATE_HOME/dent/search-history", "The last 100 searches (with their options) and replacements, for Up and Down in the find and replace prompts."),
        ("FILE.dent-save", "Where unsaved changes are written when dent is killed or crashes."),
        ("~/.local/share/dent/language-specs", "Your own language definitions (.lang files in GtkSourceView's format), searched first; then ~/.local/share/gtksourceview-4/language-specs, then gtksourceview-4/language-specs and gtksourceview-5/language-specs in each folder of $XDG_DATA_DIRS (default /usr/local/share:/usr/share). The first definition of a language id wins. Colour schemes are the *.xml files in the styles folder beside each. $XDG_DATA_HOME replaces ~/.local/share when set."),
        ("~/.cache/dent/language-specs.cache", "What each definition's header says (id, name, file globs), so a start need not read them all; what changed is read again. $XDG_CACHE_HOME replaces ~/.cache when set."),
        ("~/.cache/dent/definitions", "Each definition read whole, kept parsed (one file a definition), so a later start need not parse it again; a definition that changed is parsed again. Safe to delete. $XDG_CACHE_HOME replaces ~/.cache when set."),
    ]

    /// The modal contexts, listed briefly after the editor's keys.
    static let modalSections: [(String, KeyContext)] = [
        ("In the help view", .help), ("In a prompt", .prompt), ("In the find prompt", .find),
        ("In the replacement prompt", .replaceWith), ("When asked to replace a match", .replaceMatch),
        ("In the list of open files", .fileList), ("In the list of languages", .languageList),
        ("In a list of places", .placeList), ("When a language server asks", .serverQuestion), ("When asked to save", .confirm),
        ("When saving finds the file changed on disk", .diskChanged),
        ("When reverting drops unsaved changes", .revert), ("When unsaved changes can be recovered", .recover),
        ("When a backup of an interrupted save is offered", .backupOffer),
        ("When backups cut short by interrupted saves are found", .incompleteBackups),
        ("While a shell command runs", .commandRunning),
        ("When a misspelling is asked about", .misspelling),
        ("While a file is being saved", .saving),
    ]

    public static func page(for editor: Editor) -> String {
        var lines = [".TH DENT 1 \"\" \"dent\" \"User Commands\"", ".SH NAME", "dent \\- a terminal text editor whose Tab key indents"]
        lines += [".SH SYNOPSIS", ".B dent", "[\\fIoptions\\fR] [\\fB+\\fILINE\\fR[\\fB:\\fICOL\\fR]] [\\fIFILE\\fR...]"]
        lines += [".SH DESCRIPTION"] + paragraph("""
            dent edits the files named on the command line; the first is shown and the others open \
            behind it (Alt+O lists them); one that cannot be opened is named with the reason. With no \
            file, an empty unnamed one is edited (the first save asks for a name). A file that does \
            not exist is created on the first save; - reads standard input (refused when it is a \
            terminal). +LINE or +LINE:COL puts the cursor there in the first file; \
            FILE:LINE does the same for one file.
            """)
        lines += [".PP"] + paragraph("Ctrl+G or F1 shows every shortcut, Ctrl+E runs any command by name, Ctrl+S saves, Ctrl+Q quits. "
            + "In a terminal with the kitty keyboard protocol, holding Ctrl or Alt alone for a moment shows its shortcuts over the text.")
        lines.append(".SH OPTIONS")
        for option in options {
            let argument = option.argument.map { " \\fI\($0)\\fR" } ?? ""
            lines += [".TP", "\\fB\(escaped(option.option))\\fR\(argument)"] + paragraph(option.help)
        }
        lines += [".SH INDENTATION"] + markdownList(KeysDocument.tabRule)
        lines += [".SH KEYS"] + paragraph("Chords as keys.conf and dent \\-\\-list\\-keys write them.", escaping: false)
        for (heading, context) in [("Editing", KeyContext.editor), ("Everywhere", .global)] {
            lines += [".SS \(heading)"]
            for command in editor.commands.commands(in: context) {
                let chords = editor.keymap.chords(for: command.id, in: context).map { "\\fB\(escaped($0.description))\\fR" }
                lines += [".TP", chords.isEmpty ? "(no key)" : chords.joined(separator: ", ")]
                lines += paragraph(command.title + ": " + command.help)
            }
        }
        for (heading, context) in modalSections {
            let entries = editor.commands.commands(in: context).compactMap { command -> String? in
                guard let chord = editor.keymap.chords(for: command.id, in: context).first else { return nil }
                return "\\fB\(escaped(chord.description))\\fR \(escaped(command.title))"
            }
            lines += [".SS \(heading)", entries.joined(separator: ", ") + "."]
        }
        lines.append(".SH FILES")
        for file in files { lines += [".TP", "\\fI\(escaped(file.path))\\fR"] + paragraph(file.help) }
        lines += [".SH EXIT STATUS", ".TP", "0", "Success.", ".TP", "1",
                  "None of the files named could be opened; with \\-\\-highlight, the file or its language could not be read; "
                      + "with \\-\\-check\\-syntax, a definition or scheme cannot be used; "
                      + "with \\-\\-check\\-lsp FILE, FILE's server could not be found or taken through its handshake.",
                  ".TP", "2", "A usage error, or \\-\\-language names no installed language."]
        lines += [".SH SEE ALSO", "docs/KEYS.md and docs/CONFIGURATION.md in the source."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as roff text lines: escaped, one output line per input line.
    static func paragraph(_ text: String, escaping: Bool = true) -> [String] {
        text.split(separator: "\n").map { escaping ? escaped(String($0)) : String($0) }
    }

    /// A Markdown list (`- ` items with indented continuation lines, `**bold**`, `` `code` ``)
    /// as `.IP` paragraphs with bold for both markers.
    static func markdownList(_ markdown: String) -> [String] {
        var lines: [String] = []
        for line in markdown.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("- ") {
                lines += [".IP \\(bu 2", bold(escaped(String(trimmed.dropFirst(2)))) ]
            } else {
                lines.append(bold(escaped(String(trimmed))))
            }
        }
        return lines
    }

    /// Markdown's `**x**` and `` `x` `` as roff bold (`\fBx\fR`).
    static func bold(_ text: String) -> String {
        var out = ""
        var isBold = false
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("**") || first == "`" {
                out += isBold ? "\\fR" : "\\fB"
                isBold.toggle()
                rest = rest.dropFirst(first == "`" ? 1 : 2)
            } else {
                out.append(first)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// Text safe on a roff text line: backslashes as `\e`, hyphens as `\-` (so options and
    /// setting names copy as ASCII hyphen-minus), other than ASCII as `\[uXXXX]`, and a leading `.` or `'` (which would start a
    /// request) behind the zero-width `\&`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where !character.isASCII:
                // groff reads ASCII unless a preprocessor converts: name every other character.
                for scalar in character.unicodeScalars {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\[u" + String(repeating: "0", count: Swift.max(4 - hex.count, 0)) + hex + "]"
                }
            default: out.append(character)
            }
        }
        return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
    }
}
