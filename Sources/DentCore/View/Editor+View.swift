import DentConfig

/// How the text is shown: whitespace marks and the line-number gutter, which takes columns
/// from the text area (scrolling, the cursor and mouse clicks all count from after it).
extension Editor {
    /// Columns the gutter takes: the digits of the last line number and the mark column;
    /// the mark column alone without line numbers, when the file has marks to show. It never
    /// takes the whole screen: one column is left for text.
    public var gutterWidth: Int { gutterWidth(of: files[currentIndex].document, columns: paneColumns) }

    /// The gutter of `document` shown `columns` wide (a pane's).
    ///
    /// The mark column (issue 54's shared decision) is the one column left of the text: with
    /// line numbers the gutter's last, without them a column of its own, only for a file that
    /// has marks to show, so a plain file keeps every column for text. Diagnostics or lint
    /// marks take it first, then git's changes, then folds (today lint's alone:
    /// `LintMarkView`).
    public func gutterWidth(of document: Document, columns: Int) -> Int {
        let width = showsLineNumbers ? DecimalDigits.count(of: document.text.lineCount) + 1 : document.hasMarks ? 1 : 0
        return Swift.min(width, Swift.max(columns - 1, 0))
    }

    /// Columns available for text: the focused pane's (the screen's with one pane) minus the gutter.
    public var textColumns: Int { Swift.max(paneColumns - gutterWidth, 1) }

    /// The width lines wrap at: the text area's, with soft wrap on; nil with it off.
    public var wrapWidth: Int? { wrapsLines ? textColumns : nil }

    /// Scrolls the document shown so the cursor is in view, wrapped at today's width (the
    /// screen, the gutter or the setting may have changed since it was last shown).
    mutating func keepCursorInView(follow: ScrollFollow = .command) {
        document.wrapWidth = wrapWidth
        document.scrollToCursor(rows: textRows, columns: textColumns, follow: follow)
    }

    /// After the host's answer changed the text of the file `id` (a reload, a filter's or a
    /// formatter's output, an inserted file): the file shown keeps its cursor in view; one not
    /// shown (a macro went on to another file before the answer came) keeps its first line and
    /// row shown inside the new text until it is shown again.
    mutating func settleView(ofChanged id: DocumentID) {
        guard id != currentID else { return edit { _ in } }
        withDocument(id) { $0.clampScroll(width: $0.wrapWidth) }
    }

    /// Wraps long lines at the window's edge, or lets them run past it and scroll sideways.
    public mutating func toggleSoftWrap() {
        wrapsLines.toggle()
        remember(\.softWrap, wrapsLines)
        keepCursorInView()
        message = Message("Soft wrap: \(wrapsLines ? "on" : "off")")
    }

    /// A view toggle is a choice for next time too: the host writes it to dent.conf.
    mutating func remember(_ setting: WritableKeyPath<Settings, Bool>, _ on: Bool) {
        effects.append(.rememberSetting(SettingsParser.name(of: setting), on ? "on" : "off"))
    }

    /// Shows or hides tabs, trailing spaces and mixed indentation.
    public mutating func toggleWhitespace() {
        showsWhitespace.toggle()
        remember(\.showWhitespace, showsWhitespace)
        message = Message("Whitespace: \(showsWhitespace ? "shown" : "hidden")")
    }

    /// Shows or hides line numbers; the view scrolls so the cursor stays in the narrower text area.
    public mutating func toggleLineNumbers() {
        showsLineNumbers.toggle()
        remember(\.lineNumbers, showsLineNumbers)
        keepCursorInView()
        message = Message("Line numbers: \(showsLineNumbers ? "on" : "off")")
    }
}

extension Editor {
    /// Takes the view settings of dent.conf, once, before the user's key bindings: whitespace
    /// marks, line numbers, soft wrap, the wrap column, the shortcut overlay's delay, the key
    /// profile, and the layout direction (right-to-left swaps the chords of Back and Forward, so
    /// Back is the key that points the way the text came from).
    public mutating func applyViewSettings(_ settings: Settings) {
        showsWhitespace = settings.showWhitespace
        showsLineNumbers = settings.lineNumbers
        wrapsLines = settings.softWrap
        showsWrapColumn = settings.showWrapColumn
        modifierHold.delay = UInt64(settings.hudDelay)
        // A built-in profile names only real commands and contexts (KeyProfileTests).
        _ = keymap.apply(settings.keys, table: commands)
        if settings.layoutDirection == .rtl { keymap.swapChords(of: .back, and: .forward, in: .editor) }
    }

    /// The help's line on key profiles: which one is on, or how to turn nano's on.
    public var keyProfileNote: String {
        switch keymap.profile {
        case .dent: "Keys for nano users: keys = nano in ~/.config/dent/dent.conf (docs/KEYS.md lists them)"
        case .nano: "Keys: nano's (keys = nano in ~/.config/dent/dent.conf; keys = dent for dent's own)"
        }
    }
}
