import DentKeys

extension DefaultCommands {
    static let navigate: [Command] = [
        Command(id: .up, title: "Up", help: "Move up one line", category: .navigate,
                keys: [key(.up)], context: .editor, carets: .everyCaret, action: moving { $0.moveVertically(by: -1) }),
        Command(id: .down, title: "Down", help: "Move down one line", category: .navigate,
                keys: [key(.down)], context: .editor, carets: .everyCaret, action: moving { $0.moveVertically(by: 1) }),
        Command(id: .left, title: "Left", help: "Move left one character, or to the start of the selection",
                category: .navigate, keys: [key(.left)], context: .editor, carets: .everyCaret) { editor in
            editor.edit { document in
                let start = document.selection?.lowerBound
                document.move { start == nil ? $0.moveLeft() : ($0.cursor = start ?? $0.cursor) }
            }
        },
        Command(id: .right, title: "Right", help: "Move right one character, or to the end of the selection",
                category: .navigate, keys: [key(.right)], context: .editor, carets: .everyCaret) { editor in
            editor.edit { document in
                let end = document.selection?.upperBound
                document.move { end == nil ? $0.moveRight() : ($0.cursor = end ?? $0.cursor) }
            }
        },
        Command(id: .wordLeft, title: "Word left", help: "Move to the start of the word", category: .navigate,
                keys: [key(.left, .ctrl), alt("b")], context: .editor, carets: .everyCaret, action: moving { $0.moveWordLeft() }),
        Command(id: .wordRight, title: "Word right", help: "Move to the end of the word", category: .navigate,
                keys: [key(.right, .ctrl), alt("f")], context: .editor, carets: .everyCaret, action: moving { $0.moveWordRight() }),
        Command(id: .lineStart, title: "Line start", help: "Move to the first non-blank, then to column 1",
                category: .navigate, keys: [key(.home)], context: .editor, carets: .everyCaret, action: moving { $0.moveToLineStart() }),
        Command(id: .lineEnd, title: "Line end", help: "Move to the end of the line", category: .navigate,
                keys: [key(.end)], context: .editor, carets: .everyCaret, action: moving { $0.moveToLineEnd() }),
        Command(id: .pageUp, title: "Page up", help: "Move up one screen", category: .navigate,
                keys: [key(.pageUp)], context: .editor, carets: .everyCaret) { editor in
            let rows = editor.textRows
            editor.edit { $0.move { $0.movePage(by: -1, rows: rows) } }
        },
        Command(id: .pageDown, title: "Page down", help: "Move down one screen", category: .navigate,
                keys: [key(.pageDown)], context: .editor, carets: .everyCaret) { editor in
            let rows = editor.textRows
            editor.edit { $0.move { $0.movePage(by: 1, rows: rows) } }
        },
        Command(id: .documentStart, title: "Start of file", help: "Move to the start of the file", category: .navigate,
                keys: [key(.home, .ctrl)], context: .editor, carets: .dropsExtras, action: jumpingTo { $0.moveToDocumentStart() }),
        Command(id: .documentEnd, title: "End of file", help: "Move to the end of the file", category: .navigate,
                keys: [key(.end, .ctrl)], context: .editor, carets: .dropsExtras, action: jumpingTo { $0.moveToDocumentEnd() }),
    ]

    /// Shift with each movement extends the selection. Where terminals take a chord for
    /// themselves (Ctrl+Shift+arrows in kitty and WezTerm, Shift+Left/Right in Konsole,
    /// Shift+PageUp/Down for scrollback, Ctrl+A as screen's prefix) a second chord with Alt does
    /// the same; the help view lists both.
    static let select: [Command] = [
        Command(id: .selectAll, title: "Select all", help: "Select the whole file", category: .navigate,
                keys: [ctrl("a"), alt("a")], context: .editor, carets: .dropsExtras) { $0.edit { $0.selectAll() } },
        Command(id: .selectUp, title: "Select up", help: "Extend the selection up one line", category: .navigate,
                keys: [key(.up, .shift)], context: .editor, carets: .everyCaret, action: extending { $0.moveVertically(by: -1) }),
        Command(id: .selectDown, title: "Select down", help: "Extend the selection down one line", category: .navigate,
                keys: [key(.down, .shift)], context: .editor, carets: .everyCaret, action: extending { $0.moveVertically(by: 1) }),
        Command(id: .selectLeft, title: "Select left", help: "Extend the selection left one character", category: .navigate,
                keys: [key(.left, .shift), KeyChord(.character("h"), [.alt, .shift])], context: .editor, carets: .everyCaret, action: extending { $0.moveLeft() }),
        Command(id: .selectRight, title: "Select right", help: "Extend the selection right one character", category: .navigate,
                keys: [key(.right, .shift), KeyChord(.character("l"), [.alt, .shift])], context: .editor, carets: .everyCaret, action: extending { $0.moveRight() }),
        Command(id: .selectWordLeft, title: "Select word left", help: "Extend the selection to the start of the word",
                category: .navigate, keys: [key(.left, [.ctrl, .shift]), key(.left, [.alt, .shift])], context: .editor, carets: .everyCaret,
                action: extending { $0.moveWordLeft() }),
        Command(id: .selectWordRight, title: "Select word right", help: "Extend the selection to the end of the word",
                category: .navigate, keys: [key(.right, [.ctrl, .shift]), key(.right, [.alt, .shift])], context: .editor, carets: .everyCaret,
                action: extending { $0.moveWordRight() }),
        Command(id: .selectLineStart, title: "Select to line start", help: "Extend the selection to the line start",
                category: .navigate, keys: [key(.home, .shift)], context: .editor, carets: .everyCaret, action: extending { $0.moveToLineStart() }),
        Command(id: .selectLineEnd, title: "Select to line end", help: "Extend the selection to the line end",
                category: .navigate, keys: [key(.end, .shift)], context: .editor, carets: .everyCaret, action: extending { $0.moveToLineEnd() }),
        Command(id: .selectPageUp, title: "Select page up", help: "Extend the selection up one screen",
                category: .navigate, keys: [key(.pageUp, .shift), key(.pageUp, [.alt, .shift])], context: .editor, carets: .everyCaret) { editor in
            let rows = editor.textRows
            editor.edit { $0.extendSelection { $0.movePage(by: -1, rows: rows) } }
        },
        Command(id: .selectPageDown, title: "Select page down", help: "Extend the selection down one screen",
                category: .navigate, keys: [key(.pageDown, .shift), key(.pageDown, [.alt, .shift])], context: .editor, carets: .everyCaret) { editor in
            let rows = editor.textRows
            editor.edit { $0.extendSelection { $0.movePage(by: 1, rows: rows) } }
        },
        Command(id: .selectDocumentStart, title: "Select to start of file", help: "Extend the selection to the start of the file",
                category: .navigate, keys: [key(.home, [.ctrl, .shift]), key(.home, [.alt, .shift])], context: .editor, carets: .dropsExtras,
                action: extending { $0.moveToDocumentStart() }),
        Command(id: .selectDocumentEnd, title: "Select to end of file", help: "Extend the selection to the end of the file",
                category: .navigate, keys: [key(.end, [.ctrl, .shift]), key(.end, [.alt, .shift])], context: .editor, carets: .dropsExtras,
                action: extending { $0.moveToDocumentEnd() }),
        Command(id: .selectWord, title: "Select word", help: "Select the word under the cursor", category: .navigate,
                keys: [alt("w")], context: .editor, carets: .everyCaret) { $0.edit { $0.selectWord() } },
    ]
}
