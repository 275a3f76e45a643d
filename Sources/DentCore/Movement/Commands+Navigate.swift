import DentKeys

extension DefaultCommands {
    static let navigate: [Command] = [
        Command(id: "up", title: "Up", help: "Move up one line", category: .navigate,
                keys: [key(.up)], context: .editor, action: moving { $0.moveVertically(by: -1) }),
        Command(id: "down", title: "Down", help: "Move down one line", category: .navigate,
                keys: [key(.down)], context: .editor, action: moving { $0.moveVertically(by: 1) }),
        Command(id: "left", title: "Left", help: "Move left one character, or to the start of the selection",
                category: .navigate, keys: [key(.left)], context: .editor) { editor in
            editor.edit { document in
                let start = document.selection?.lowerBound
                document.move { start == nil ? $0.moveLeft() : ($0.cursor = start ?? $0.cursor) }
            }
        },
        Command(id: "right", title: "Right", help: "Move right one character, or to the end of the selection",
                category: .navigate, keys: [key(.right)], context: .editor) { editor in
            editor.edit { document in
                let end = document.selection?.upperBound
                document.move { end == nil ? $0.moveRight() : ($0.cursor = end ?? $0.cursor) }
            }
        },
        Command(id: "word-left", title: "Word left", help: "Move to the start of the word", category: .navigate,
                keys: [key(.left, .ctrl), alt("b")], context: .editor, action: moving { $0.moveWordLeft() }),
        Command(id: "word-right", title: "Word right", help: "Move to the end of the word", category: .navigate,
                keys: [key(.right, .ctrl), alt("f")], context: .editor, action: moving { $0.moveWordRight() }),
        Command(id: "line-start", title: "Line start", help: "Move to the first non-blank, then to column 1",
                category: .navigate, keys: [key(.home)], context: .editor, action: moving { $0.moveToLineStart() }),
        Command(id: "line-end", title: "Line end", help: "Move to the end of the line", category: .navigate,
                keys: [key(.end)], context: .editor, action: moving { $0.moveToLineEnd() }),
        Command(id: "page-up", title: "Page up", help: "Move up one screen", category: .navigate,
                keys: [key(.pageUp)], context: .editor) { editor in
            let rows = editor.textRows
            editor.edit { $0.move { $0.movePage(by: -1, rows: rows) } }
        },
        Command(id: "page-down", title: "Page down", help: "Move down one screen", category: .navigate,
                keys: [key(.pageDown)], context: .editor) { editor in
            let rows = editor.textRows
            editor.edit { $0.move { $0.movePage(by: 1, rows: rows) } }
        },
        Command(id: "document-start", title: "Start of file", help: "Move to the start of the file", category: .navigate,
                keys: [key(.home, .ctrl)], context: .editor, action: moving { $0.moveToDocumentStart() }),
        Command(id: "document-end", title: "End of file", help: "Move to the end of the file", category: .navigate,
                keys: [key(.end, .ctrl)], context: .editor, action: moving { $0.moveToDocumentEnd() }),
    ]

    /// Shift with each movement extends the selection. Where terminals take a chord for
    /// themselves (Ctrl+Shift+arrows in kitty and WezTerm, Shift+Left/Right in Konsole,
    /// Shift+PageUp/Down for scrollback, Ctrl+A as screen's prefix) a second chord with Alt does
    /// the same; the help view lists both.
    static let select: [Command] = [
        Command(id: "select-all", title: "Select all", help: "Select the whole file", category: .navigate,
                keys: [ctrl("a"), alt("a")], context: .editor) { $0.edit { $0.selectAll() } },
        Command(id: "select-up", title: "Select up", help: "Extend the selection up one line", category: .navigate,
                keys: [key(.up, .shift)], context: .editor, action: extending { $0.moveVertically(by: -1) }),
        Command(id: "select-down", title: "Select down", help: "Extend the selection down one line", category: .navigate,
                keys: [key(.down, .shift)], context: .editor, action: extending { $0.moveVertically(by: 1) }),
        Command(id: "select-left", title: "Select left", help: "Extend the selection left one character", category: .navigate,
                keys: [key(.left, .shift), KeyChord(.character("h"), [.alt, .shift])], context: .editor, action: extending { $0.moveLeft() }),
        Command(id: "select-right", title: "Select right", help: "Extend the selection right one character", category: .navigate,
                keys: [key(.right, .shift), KeyChord(.character("l"), [.alt, .shift])], context: .editor, action: extending { $0.moveRight() }),
        Command(id: "select-word-left", title: "Select word left", help: "Extend the selection to the start of the word",
                category: .navigate, keys: [key(.left, [.ctrl, .shift]), key(.left, [.alt, .shift])], context: .editor,
                action: extending { $0.moveWordLeft() }),
        Command(id: "select-word-right", title: "Select word right", help: "Extend the selection to the end of the word",
                category: .navigate, keys: [key(.right, [.ctrl, .shift]), key(.right, [.alt, .shift])], context: .editor,
                action: extending { $0.moveWordRight() }),
        Command(id: "select-line-start", title: "Select to line start", help: "Extend the selection to the line start",
                category: .navigate, keys: [key(.home, .shift)], context: .editor, action: extending { $0.moveToLineStart() }),
        Command(id: "select-line-end", title: "Select to line end", help: "Extend the selection to the line end",
                category: .navigate, keys: [key(.end, .shift)], context: .editor, action: extending { $0.moveToLineEnd() }),
        Command(id: "select-page-up", title: "Select page up", help: "Extend the selection up one screen",
                category: .navigate, keys: [key(.pageUp, .shift), key(.pageUp, [.alt, .shift])], context: .editor) { editor in
            let rows = editor.textRows
            editor.edit { $0.extendSelection { $0.movePage(by: -1, rows: rows) } }
        },
        Command(id: "select-page-down", title: "Select page down", help: "Extend the selection down one screen",
                category: .navigate, keys: [key(.pageDown, .shift), key(.pageDown, [.alt, .shift])], context: .editor) { editor in
            let rows = editor.textRows
            editor.edit { $0.extendSelection { $0.movePage(by: 1, rows: rows) } }
        },
        Command(id: "select-document-start", title: "Select to start of file", help: "Extend the selection to the start of the file",
                category: .navigate, keys: [key(.home, [.ctrl, .shift]), key(.home, [.alt, .shift])], context: .editor,
                action: extending { $0.moveToDocumentStart() }),
        Command(id: "select-document-end", title: "Select to end of file", help: "Extend the selection to the end of the file",
                category: .navigate, keys: [key(.end, [.ctrl, .shift]), key(.end, [.alt, .shift])], context: .editor,
                action: extending { $0.moveToDocumentEnd() }),
        Command(id: "select-word", title: "Select word", help: "Select the word under the cursor", category: .navigate,
                keys: [alt("w")], context: .editor) { $0.edit { $0.selectWord() } },
    ]
}
