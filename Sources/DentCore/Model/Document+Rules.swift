import DentConfig
import DentText

/// The document's language rules: which entry of the rule book is its, and what they let
/// typing do.
extension Document {
    /// The language the rules are looked up by: the highlighter's, else (a file not
    /// highlighted) the one a built-in entry names for the file's extension.
    var rulesLanguage: String? { language ?? LanguageRuleBook.language(forPath: path) }

    /// Finds the rules of the document's language again (its language or the book changed),
    /// and decides the indentation again when its section's `indent-style` and `indent-size`,
    /// or its language's convention, change what is in force; a command's choice stays.
    /// `detecting` false keeps the style as it is (a document made with a given style).
    mutating func resolveRules(detecting: Bool = true) {
        let language = rulesLanguage
        rules = ruleBook.rules(for: language, spec: syntax?.source.comments ?? LanguageRuleBook.SpecComments())
        var defaults = indentDefaults
        defaults.languageMode = rules.indentMode
        defaults.languageWidth = rules.indentSize
        defaults.convention = language.flatMap { id in
            LanguageIndentation.convention(for: id).map { IndentDefaults.Convention(language: id, indentation: $0) }
        }
        guard defaults != indentDefaults else { return }
        indentDefaults = defaults
        if detecting { detectIndentationAgain() }
    }

    /// The rules smart indentation, auto pairs and bracket matching follow: the language's when
    /// a highlighter tells code from text, else brackets only, everything taken as code.
    var structureRules: LanguageRules {
        guard syntax == nil else { return rules }
        var plain = LanguageRules.bracketsOnly
        plain.smartIndent = rules.smartIndent
        plain.autoPairs = rules.autoPairs
        // A Makefile's recipes are told by their bytes, highlighted or not.
        plain.recipeTab = rules.recipeTab
        return plain
    }

    /// Whether Enter and typed closers indent by the code (`smart-indent`).
    public var smartIndents: Bool { rules.smartIndent ?? smartIndentSetting }
    /// Whether typing closes pairs (`auto-pairs`).
    public var pairsAutomatically: Bool { rules.autoPairs ?? autoPairsSetting }

    /// Runs `body` with the document and a reader of its text as it is now. The reader holds a copy of the text:
    /// it is gone when this returns, before the text changes, so no edit copies the buffer.
    mutating func readCode<T>(_ body: (Document, inout CodeReader) -> T) -> T {
        syntax?.sync(&text)
        var reader = CodeReader(text: text, syntax: syntax, rules: structureRules)
        return body(self, &reader)
    }

    /// The indentation one level deeper than `indent`: a tab, the indent width in spaces, or
    /// in GNU style (levels narrower than a tab) tabs then spaces to the next level's column.
    func deeper(_ indent: [UInt8]) -> [UInt8] {
        if let columns = mixedIndentColumns {
            return Document.whitespace(toColumn: indentColumn(indent, tabWidth: tabWidth) + columns, style: .tabs, tabWidth: tabWidth)
        }
        if case .tabs = indentStyle { return indent + [0x09] }
        return indent + [UInt8](repeating: 0x20, count: indentWidth)
    }

    /// The leading blanks of line `line`.
    func leadingBlanks(_ line: Int) -> [UInt8] {
        let start = text.lineRange(line).lowerBound
        return text.bytes.bytes(in: start..<(start + leadingBlankCount(line)))
    }

    /// How many bytes of leading blanks line `line` has, counted in place: a copy of the line
    /// to count them cost a 20 MB line's copy at every Home.
    func leadingBlankCount(_ line: Int) -> Int {
        let range = text.lineRange(line)
        var end = range.lowerBound
        while end < range.upperBound, isBlank(text.bytes[end]) { end += 1 }
        return end - range.lowerBound
    }
}
