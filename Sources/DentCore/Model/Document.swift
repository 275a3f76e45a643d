import DentConfig
import DentText

/// One open file: its text, its history, its settings and the view being edited (`view`;
/// the other panes' views of it are parked in their panes).
///
/// The cursor is a byte offset that always sits on a glyph boundary (never inside a UTF-8
/// sequence or between CR and LF).
public struct Document: Sendable {
    public var text: TextBuffer
    /// The view being edited: the focused pane's when it shows this file, else the one of the
    /// pane that showed it last (`DocumentView`; cursor, anchor, scroll and the rest forward to it).
    public var view = DocumentView()
    public var history = UndoHistory()
    /// The history state that matches the file on disk.
    var savedStateID = 0
    /// Milliseconds from a monotonic clock, set by the editor before each event: undo grouping
    /// reads time from here, never from a real clock.
    public var editTime: UInt64 = 0
    /// The path the document was opened from and saves to.
    public var path: String {
        didSet { resolveRules() }
    }
    public var indentStyle: IndentStyle {
        didSet { if case .spaces(let width) = indentStyle { spacesWidth = width } }
    }
    /// Where `indentStyle` came from.
    public var indentSource = IndentSource.default
    /// Spaces a level takes with spaces: the last spaces style in force, else the configured
    /// size, so switching to tabs and back to spaces keeps the size (not the tab width).
    public internal(set) var spacesWidth: Int
    /// What `.editorconfig` and dent.conf say about indentation, for detecting it again.
    public internal(set) var indentDefaults = IndentDefaults()
    /// The file cannot be written where it is: saving asks for another name.
    public var isReadOnly = false
    /// Writing the file was refused for want of permission (not its mode, not a read-only file
    /// system): Ctrl+S offers Save with sudo.
    public var isWriteDenied = false
    /// With tabs, a level narrower than a tab (GNU style: `indent_style = tab`, `indent_size = 2`,
    /// `tab_width = 8`): leading whitespace is rebuilt as tabs then spaces. Nil otherwise.
    public var mixedIndentColumns: Int?
    /// What Tab does after the first non-blank character.
    public var tabMode = Settings.TabMode.indent
    public var tabWidth: Int
    /// The widest a line justify fills may be, in display columns (`wrap-column`, or
    /// EditorConfig's `max_line_length`); the faint column is drawn just past it.
    public var wrapColumn = Settings().wrapColumn
    /// What Enter and a paste insert: the file's dominant line ending.
    public var lineEnding: LineEnding
    /// `LF`, `CRLF` or `mixed`, for the status line.
    public internal(set) var lineEndingLabel: String
    /// Whitespace at line ends is removed on save (EditorConfig `trim_trailing_whitespace`).
    public var trimsTrailingWhitespace = false
    /// What `.editorconfig` asks for that dent did not apply silently, for the status line.
    public var editorConfigNotes: [String] = []
    /// True for a file dent creates: it is saved with a final line ending, as nano, vim and
    /// micro do. An existing file is saved exactly as edited, final newline or not.
    public var addsFinalNewline = false
    /// While only the start of a big file is shown, how many lines the whole of it has: the
    /// status line pads the position for that many, so it does not move once the file is
    /// whole, and rows past the last line are marked only where it is known. Nil for a whole file.
    public var expectedLines: ExpectedLines?
    /// How the text is highlighted and the states kept for it (`Document+Syntax`); nil when it
    /// is not highlighted (no language, `syntax = off`, a binary file).
    public var syntax: SyntaxStateCache?
    /// Every language's rules (dent's own and dent.conf's `[language ID]` sections).
    public var ruleBook = LanguageRuleBook() {
        didSet { resolveRules() }
    }
    /// The rules of this document's language (`Document+Rules`), resolved when it changes.
    public internal(set) var rules = LanguageRules.bracketsOnly
    /// dent.conf's `smart-indent` and `auto-pairs`; a language's section can say otherwise.
    public var smartIndentSetting = true
    public var autoPairsSetting = true
    /// The language the user chose with Set language, remembered with the file's place; nil
    /// when the guess (name, first line) is in force.
    public var languageChoice: LanguageChoice?
    /// The lines the last Lint found something on, moving with edits.
    public internal(set) var lint = LintMarks()
    /// What its language server last said about it, moving with edits.
    public internal(set) var diagnostics = DiagnosticMarks()
    /// What its language server has of it: nil while no server has it open.
    public var serverSync: ServerSync?
    /// Its language server's state, for the status line; nil while none runs for it.
    public internal(set) var serverStatus: ServerStatus?

    /// Whether the file has marks for the mark column (`Editor.gutterWidth(of:columns:)`).
    public var hasMarks: Bool { !lint.isEmpty || !diagnostics.isEmpty }

    public init(path: String, text: TextBuffer = TextBuffer(), indentStyle: IndentStyle = .spaces(4), tabWidth: Int = 8) {
        self.path = path
        self.text = text
        self.indentStyle = indentStyle
        if case .spaces(let width) = indentStyle { spacesWidth = width } else { spacesWidth = IndentDefaults().spacesWidth }
        self.tabWidth = tabWidth
        self.lineEnding = text.lineEnding
        self.lineEndingLabel = Document.lineEndingLabel(of: text)
        resolveRules(detecting: false)
    }

    /// A name for a document without a file (recovered text), shown instead of the path's.
    public var title: String?

    /// The name shown in the status line: the last component of the path, or the title,
    /// escaped as names are shown (`PathBytes.shown`: `caf<e9>.txt`, `^[`).
    public var displayName: String {
        if path.isEmpty, let title { return PathBytes.shown(title) }
        // Found from the end, in bytes: the status line asks on every frame.
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), case let name = path[path.utf8.index(after: slash)...], !name.isEmpty {
            return PathBytes.shown(String(name))
        }
        return PathBytes.shown(String(path.split(separator: "/").last ?? Substring(path)))
    }

    public var cursorLine: Int { text.line(containing: cursor) }

    /// Layout of `line` with this document's tab width.
    public func layout(ofLine line: Int) -> LineLayout {
        LineLayout(text.lineBytes(line), tabWidth: tabWidth)
    }

    /// What a prefix layout must cover: the glyph at display `column`, or the glyph containing
    /// line-relative byte `byte`.
    public enum LayoutReach: Sendable {
        case column(Int)
        case byte(Int)
    }

    /// Layout of the start of `line`, far enough to reach `reach`: drawing the first screen of a
    /// 20 MB line or moving near its start lays out kilobytes, not the whole line. The prefix
    /// grows fourfold until it reaches, so the work stays proportional to what is needed.
    public func layout(ofLine line: Int, reaching reach: LayoutReach) -> LineLayout {
        layout(of: text.lineRange(line), from: (0, 0), reaching: reach)
    }

    /// The prefix layout of the line at `range` from the glyph start `start` (a byte offset into
    /// the line and its column), grown fourfold until it reaches `reach`.
    private func layout(of range: Range<Int>, from start: (byte: Int, column: Int), reaching reach: LayoutReach) -> LineLayout {
        var length = 4096
        while true {
            let end = Swift.min(range.lowerBound + start.byte + length, range.upperBound)
            let complete = end == range.upperBound
            let layout = LineLayout(text.bytes.bytes(in: (range.lowerBound + start.byte)..<end), tabWidth: tabWidth,
                                    complete: complete, startByte: start.byte, startColumn: start.column)
            if complete || Document.layout(layout, reaches: reach) { return layout }
            length *= 4
        }
    }

    /// Layout of `line` from a glyph at or before display column `first` (the first column a
    /// view scrolled sideways shows) far enough to reach column `end`: from the nearest known
    /// start before `first` (`ColumnAnchors`) over the plain bytes after it (`PlainStart`),
    /// only the part from there is laid out, so typing at the end of a long line does not lay
    /// out the line before it every keystroke.
    public func layout(ofLine line: Int, showingFrom first: Int, reaching end: Int) -> LineLayout {
        let range = text.lineRange(line)
        let known = knownStart(onLine: line, before: .column(first))
        var start = PlainStart(atOrBefore: first, tabWidth: tabWidth, from: (known.byte, known.column))
        text.bytes.withPieces(of: (range.lowerBound + known.byte)..<range.upperBound) { before, after in
            start.read(before)
            start.read(after)
        }
        return layout(of: range, from: (start.byte, start.column), reaching: .column(end))
    }

    private static func layout(_ layout: LineLayout, reaches reach: LayoutReach) -> Bool {
        switch reach {
        case .column(let column): layout.width > column
        case .byte(let byte): layout.byteCount > byte
        }
    }

    /// The offset of the glyph at display `column` of `line` (never past it; the line's end
    /// when the line is shorter): where a vertical move, a click or a restored place lands.
    public func offset(ofLine line: Int, column: Int) -> Int {
        let known = knownStart(onLine: line, before: .column(column))
        let range = text.lineRange(line)
        return range.lowerBound + layout(of: range, from: (known.byte, known.column), reaching: .column(column)).byteOffset(atColumn: column)
    }

    /// The cursor's display column on its line.
    public var cursorColumn: Int { cursorGlyph(on: cursorLine).column }

    /// The display column of the cursor on `line` (its line) and the cells of the glyph under it
    /// (1 at the line's end, a tab counted as 1).
    func cursorGlyph(on line: Int) -> (column: Int, width: Int) {
        glyph(atByte: cursor - text.lineRange(line).lowerBound, onLine: line)
    }

    /// The display column of the glyph at line-relative byte `offset` of `line`.
    public func column(ofByte offset: Int, onLine line: Int) -> Int {
        glyph(atByte: offset, onLine: line).column
    }

    /// The display column of the glyph at line-relative byte `offset` of `line` and its cells
    /// (1 at the line's end, a tab counted as 1), laid out from the nearest glyph start known
    /// before it (soft wrap's rows, `ColumnAnchors`): the column of a 20 MB line's end must not
    /// cost a pass over the 20 MB before it. Read from the bytes when they are printable ASCII
    /// and tabs up to the glyph after `offset`, which is most lines: every keystroke asks this
    /// of the cursor several times.
    func glyph(atByte offset: Int, onLine line: Int) -> (column: Int, width: Int) {
        let range = text.lineRange(line)
        let known = knownStart(onLine: line, before: .byte(offset))
        if let plain = plainColumn(ofByte: offset, in: range, from: known) { return (plain, 1) }
        let end = Swift.min(range.lowerBound + offset + Document.clusterReach, range.upperBound)
        let layout = LineLayout(text.bytes.bytes(in: (range.lowerBound + known.byte)..<end), tabWidth: tabWidth,
                                complete: end == range.upperBound, startByte: known.byte, startColumn: known.column)
        let column = layout.column(ofByte: offset)
        let glyph = layout.glyphs.last { $0.bytes.lowerBound <= offset }.flatMap { $0.bytes.contains(offset) ? $0 : nil }
        return (column, glyph.map { $0.kind == .tab ? 1 : Swift.max($0.width, 1) } ?? 1)
    }

    /// The column of line-relative `offset` when the line up to the glyph after it is
    /// printable ASCII and tabs (from `known`, a glyph start of the line); the byte after
    /// `offset`'s must be plain too, or the one at `offset` may start a cluster (a digit and a
    /// keycap mark are one wide glyph).
    private func plainColumn(ofByte offset: Int, in line: Range<Int>, from known: KnownStarts.Start) -> Int? {
        let place = line.lowerBound + offset
        guard (0...line.count).contains(offset),
              plainColumn(after: place..<Swift.min(place + 2, line.upperBound)) != nil else { return nil }
        return plainColumn(after: (line.lowerBound + known.byte)..<place, from: known.column)
    }

    /// `LineLayout.plainColumn` of the text in `range`, read in place on both sides of the gap.
    func plainColumn(after range: Range<Int>, from start: Int = 0) -> Int? {
        text.bytes.withPieces(of: range) { first, second in
            LineLayout.plainColumn(after: first, tabWidth: tabWidth, from: start)
                .flatMap { LineLayout.plainColumn(after: second, tabWidth: tabWidth, from: $0) }
        }
    }

    /// The cursor's position as the status line shows it: 1-based line and display column (a
    /// tab counts to its stop, a wide character as two), as vim and micro count columns.
    public var cursorPosition: (line: Int, column: Int) {
        (cursorLine + 1, cursorColumn + 1)
    }
}
