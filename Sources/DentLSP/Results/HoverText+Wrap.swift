import DentText

extension HoverText {
    /// `lines` fitted to a box `width` terminal columns wide: prose wrapped at spaces, code
    /// cut at the width (wrapping code would misrepresent it; the reader sees where it is cut).
    ///
    /// Columns are counted as the screen draws them (`DisplayWidth`: a CJK character or an
    /// emoji is 2, a combining mark 0). Tabs become spaces up to the next multiple of
    /// `tabWidth`, since a cell grid has no tab. A wrapped list item's or indented line's
    /// rows after the first are indented under its text (`- ` items hang), unless that indent
    /// would take more than half the width. A word longer than a row is cut where it fills one.
    public static func wrap(_ lines: [HoverLine], width: Int, tabWidth: Int = 4) -> [HoverLine] {
        let width = max(width, 1)
        return lines.flatMap { line -> [HoverLine] in
            let text = expandingTabs(line.text, tabWidth: max(tabWidth, 1))
            if line.code != nil { return [HoverLine(cut(text, width: width), code: line.code)] }
            return wrapped(text, width: width).map { HoverLine($0) }
        }
    }

    static func columns<Text: StringProtocol>(_ text: Text) -> Int {
        text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    static func expandingTabs(_ text: String, tabWidth: Int) -> String {
        guard text.contains("\t") else { return text }
        var expanded = ""
        var column = 0
        for character in text {
            let cells = character == "\t" ? tabWidth - column % tabWidth : DisplayWidth.of(character)
            expanded += character == "\t" ? String(repeating: " ", count: cells) : String(character)
            column += cells
        }
        return expanded
    }

    /// The longest start of `text` that fits in `width` columns.
    static func cut(_ text: String, width: Int) -> String {
        var used = 0
        return String(text.prefix { character in
            used += DisplayWidth.of(character)
            return used <= width
        })
    }

    /// The rows of one prose line.
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard columns(text) > width else { return [text] }
        let indentCount = MarkdownLines.leadingSpaceCount(Substring(text))
        let hang = indentCount + MarkdownLines.listMarkerLength(Substring(text).dropFirst(indentCount))
        let keepsIndent = indentCount <= width / 2
        var rows = RowFill(width: width, first: keepsIndent ? String(text.prefix(indentCount)) : "",
                           indent: hang <= width / 2 ? hang : 0)
        var gap = ""
        for token in tokens(text.dropFirst(indentCount)) {
            if token.first == " " { gap = String(token) } else { rows.add(word: token, after: gap) }
        }
        return rows.finished()
    }

    /// `text` as alternating runs of spaces and of other characters.
    static func tokens(_ text: Substring) -> [Substring] {
        var tokens: [Substring] = []
        var rest = text
        while let first = rest.first {
            let token = rest.prefix { ($0 == " ") == (first == " ") }
            tokens.append(token)
            rest = rest[token.endIndex...]
        }
        return tokens
    }

    /// Rows being filled with words, each row after the first starting with an indent.
    struct RowFill {
        let width: Int
        let indent: Int
        var rows: [String] = []
        var row: String
        var used: Int
        var hasWord = false

        init(width: Int, first: String, indent: Int) {
            self.width = width
            self.indent = indent
            row = first
            used = HoverText.columns(first)
        }

        /// `word` on this row after `gap` when it fits, else on the next; a word wider than
        /// a row is cut where each row fills (a character wider than the row gets one alone).
        mutating func add(word: Substring, after gap: String) {
            let wordColumns = HoverText.columns(word)
            if hasWord, used + HoverText.columns(gap) + wordColumns <= width {
                row += gap + word
                used += HoverText.columns(gap) + wordColumns
                return
            }
            if hasWord { newRow() }
            for character in word {
                let cells = DisplayWidth.of(character)
                if hasWord, used + cells > width { newRow() }
                row.append(character)
                used += cells
                hasWord = true
            }
        }

        mutating func newRow() {
            rows.append(row)
            row = String(repeating: " ", count: indent)
            used = indent
            hasWord = false
        }

        func finished() -> [String] { hasWord || rows.isEmpty ? rows + [row] : rows }
    }
}
