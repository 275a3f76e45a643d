import DentCore

/// docs/KEYS.md, generated from the command table so it can never drift from the bindings
/// (a test compares the file with this text; `dent --keys-markdown` prints it).
public enum KeysDocument {
    public static let rules = """
        ## How a key is resolved

        1. A modal view (help, the save prompt) gets every key first and is **opaque**: a key it
           does not handle goes only to the few global commands it allows (Help), never to the
           text beneath it.
        2. Without a modal: the editor's bindings, then global bindings, then text insertion.
           Insertion comes last, so any binding, Tab included, beats inserting the character.
        3. Bracketed paste never goes through bindings: pasted text is inserted exactly as pasted
           (CR, LF and CRLF become the file's line ending).

        ## Tab indents

        **Tab** indents the current line by one level, wherever the cursor is on the line, and moves
        the cursor with the text. One level is 4 spaces, or a tab when the file is clearly
        tab-indented (more tab-indented lines than space-indented ones), or the file's own step
        (2 spaces in a 2-space file). Tab never inserts a character at the cursor.
        **Shift+Tab** outdents: it removes one tab, or up to one level of spaces; it never removes text.
        **Enter** keeps the indentation of the line.
        """

    public static func markdown(for editor: Editor) -> String {
        var lines = ["# dent keys", "", "Generated from the command table (`dent --keys-markdown`); do not edit by hand.", ""]
        lines += rules.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sections: [(String, KeyContext)] = [
            ("Everywhere", .global), ("Editing", .editor), ("In the help view", .help), ("When asked to save", .confirm),
        ]
        for (heading, context) in sections {
            lines += ["", "## \(heading)", "", "| keys | command | title | what it does |", "|---|---|---|---|"]
            for command in editor.commands.commands(in: context) {
                let chords = editor.keymap.chords(for: command.id, in: context).map { "`\($0)`" }.joined(separator: ", ")
                lines.append("| \(chords) | `\(command.id)` | \(command.title) | \(command.help) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
