extension DefaultCommands {
    static let indent: [Command] = [
        Command(id: .indent, title: "Indent",
                help: "Indent the line, or every selected line, one level (with tab-mode = smart, after the first non-blank character: spaces or a tab to the next stop)",
                category: .indent, keys: [key(.tab)], context: .editor, carets: .keeps, barRank: 40, selectionTitle: "Indent lines") {
            $0.edit { $0.tab() }
        },
        Command(id: .outdent, title: "Outdent", help: "Remove one level of indentation from the line or the selected lines",
                category: .indent, keys: [key(.tab, .shift)], context: .editor, carets: .keeps, barRank: 50, selectionTitle: "Outdent lines") {
            $0.edit { $0.outdentLines() }
        },
        Command(id: .reindent, title: "Re-indent lines",
                help: "Set the indentation of the line, or every selected line, from the brackets and blocks above it (one undo step)",
                category: .indent, keys: [alt("=")], context: .editor, carets: .everyCaret, selectionTitle: "Re-indent selected lines") {
            $0.edit { $0.reindentLines() }
        },
        Command(id: .indentWithSpaces, title: "Indent with spaces", help: "Use spaces for indentation in this file",
                category: .indent, keys: [], context: .editor, carets: .dropsExtras) { $0.setIndentStyle(.spaces($0.document.spacesWidth)) },
        Command(id: .indentWithTabs, title: "Indent with tabs", help: "Use tabs for indentation in this file",
                category: .indent, keys: [], context: .editor, carets: .dropsExtras) { $0.setIndentStyle(.tabs) },
        Command(id: .indentSize2, title: "Indent by 2", help: "Indent this file by 2 spaces a level",
                category: .indent, keys: [], context: .editor, carets: .dropsExtras) { $0.setIndentStyle(.spaces(2)) },
        Command(id: .indentSize4, title: "Indent by 4", help: "Indent this file by 4 spaces a level",
                category: .indent, keys: [], context: .editor, carets: .dropsExtras) { $0.setIndentStyle(.spaces(4)) },
        Command(id: .indentSize8, title: "Indent by 8", help: "Indent this file by 8 spaces a level",
                category: .indent, keys: [], context: .editor, carets: .dropsExtras) { $0.setIndentStyle(.spaces(8)) },
        Command(id: .indentDetect, title: "Indent: detect again",
                help: "Forget the indentation a command chose for this file and decide it again, from .editorconfig, dent.conf, the text and the language",
                category: .indent, keys: [], context: .editor, carets: .dropsExtras) { $0.detectIndentation() },
        Command(id: .lineEndingsLf, title: "Line endings: LF", help: "Convert every line ending to LF (Unix), as one undo step",
                category: .edit, keys: [], context: .editor, carets: .dropsExtras) { $0.convertLineEndings(to: .lf) },
        Command(id: .lineEndingsCrlf, title: "Line endings: CRLF", help: "Convert every line ending to CRLF (Windows), as one undo step",
                category: .edit, keys: [], context: .editor, carets: .dropsExtras) { $0.convertLineEndings(to: .crlf) },
        Command(id: .convertIndentation, title: "Convert indentation",
                help: "Rewrite every line's indentation in the style in force (tabs or spaces), as one undo step",
                category: .indent, keys: [], context: .editor, carets: .dropsExtras) { $0.convertIndentation() },
    ]
}
