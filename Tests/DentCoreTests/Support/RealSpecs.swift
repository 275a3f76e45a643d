import Glibc
import DentConfig
import DentCore
import DentFiles
import DentKeys
import DentSyntax
import DentTestSupport
import DentText
import Testing

/// The GtkSourceView specs installed on this machine, for scenarios that need a real
/// highlighter to tell code from strings and comments; tests that use them are skipped when
/// they are not installed.
enum RealSpecs {
    static let directory = "/usr/share/gtksourceview-4/language-specs"

    static var installed: Bool { access(directory + "/def.lang", R_OK) == 0 }

    /// The installed specs, through dent's own catalog (no metadata cache written).
    static let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: [directory], styles: [], cache: nil))

    /// A source highlighting `language` with the installed specs, with the comment prefixes
    /// its metadata declares, as the editor makes one.
    static func source(_ language: String) -> SyntaxSource? {
        let set = LanguageSet(specs: catalog.specs)
        guard let highlighter = Highlighter(language: language, in: set) else { return nil }
        let comments = catalog.index.language(language).map {
            LanguageRuleBook.SpecComments(metadataLine: $0.lineComment, blockStart: $0.blockCommentStart, blockEnd: $0.blockCommentEnd)
        }
        return SyntaxSource(highlighter: highlighter, styles: set, language: language, comments: comments ?? LanguageRuleBook.SpecComments())
    }
}

/// Scenarios of typing in a language: text with a `|` cursor, keys (chord names as
/// `dent --decode-keys` prints them, or text to type), the text that results.
enum LanguageScenario {
    /// A document of `marked` text named `path`, highlighted as `language` (nil: no highlighter).
    /// A language the installed specs cannot highlight fails the test: the scenario would run
    /// on plain text and might pass for the wrong reason.
    static func document(_ marked: String, language: String?, path: String = "file", indent: IndentStyle = .spaces(4),
                         settings: Settings = Settings(), sourceLocation: SourceLocation = #_sourceLocation) -> Document {
        let (bytes, cursor) = CursorText.parse(marked)
        var document = Document(path: path, text: TextBuffer(GapBuffer(bytes)), settings: settings)
        if let language {
            let source = RealSpecs.source(language)
            if source == nil { Issue.record("no highlighter for '\(language)' from the installed specs", sourceLocation: sourceLocation) }
            document.highlight(with: source)
        }
        // After the language: its convention would decide the style again.
        document.indentStyle = indent
        document.cursor = cursor
        return document
    }

    /// Runs `keys` (each a chord such as `Enter` or `Ctrl+z`, capitalised, else text typed a
    /// character at a time) on `document`; returns the text with `|` at the cursor.
    static func run(_ document: Document, _ keys: [String]) -> String {
        var editor = Editor(document: document)
        // The caller (a test's arguments) may keep `document`: the editor edits a copy of its
        // own (an edit of a shared storage traps in debug builds).
        editor.document.text = editor.document.text.copy()
        for key in keys {
            if key.count > 1, key.first?.isUppercase == true, let chord = KeyChord(key) {
                editor.handle(.key(chord))
            } else {
                for character in key.unicodeScalars {
                    editor.handle(.key(KeyChord(.character(character)), text: String(character)))
                }
            }
        }
        editor.document.text.checkInvariants()
        return CursorText.format(editor.document)
    }

    static func run(_ language: String?, _ marked: String, _ keys: [String], path: String = "file", indent: IndentStyle = .spaces(4),
                    settings: Settings = Settings(), sourceLocation: SourceLocation = #_sourceLocation) -> String {
        run(document(marked, language: language, path: path, indent: indent, settings: settings, sourceLocation: sourceLocation), keys)
    }
}
