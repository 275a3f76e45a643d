/// How a language's code is indented by convention: what its formatter writes or its style
/// guide asks for. It decides a file's indentation only when nothing else does (no
/// `.editorconfig`, no `[language ID]` setting, nothing to detect in the text, no global
/// `indent-style` or `indent-size`); docs/CONFIGURATION.md, "Indentation", lists the table.
public enum LanguageIndentation: Sendable, Equatable {
    case tabs
    case spaces(Int)

    /// One row of the table: the GtkSourceView ids it is for, their indentation, and whose
    /// convention that is (for the docs).
    public struct Convention: Sendable {
        public var ids: [String]
        public var indentation: LanguageIndentation
        public var origin: String
    }

    /// dent's table of conventions, one row a family of languages. A language not in it gets
    /// dent's 4 spaces.
    public static let conventions: [Convention] = [
        Convention(ids: ["makefile", "automake"], indentation: .tabs, origin: "POSIX make: a recipe line starts with a tab"),
        Convention(ids: ["go"], indentation: .tabs, origin: "gofmt"),
        Convention(ids: ["yaml"], indentation: .spaces(2), origin: "the YAML 1.2 specification's examples"),
        Convention(ids: ["json"], indentation: .spaces(2), origin: "jq, npm"),
        Convention(ids: ["ruby"], indentation: .spaces(2), origin: "the Ruby style guide (RuboCop)"),
        Convention(ids: ["html", "xml", "xslt", "css", "scss", "less"], indentation: .spaces(2),
                   origin: "Google's HTML/CSS style guide, Prettier"),
        Convention(ids: ["js", "typescript", "typescript-jsx", "jsx"], indentation: .spaces(2),
                   origin: "Google's JavaScript style guide, Prettier"),
        Convention(ids: ["dart"], indentation: .spaces(2), origin: "dart format"),
        Convention(ids: ["scala"], indentation: .spaces(2), origin: "scalafmt"),
        Convention(ids: ["terraform"], indentation: .spaces(2), origin: "terraform fmt"),
        Convention(ids: ["python", "python3"], indentation: .spaces(4), origin: "PEP 8"),
        Convention(ids: ["rust"], indentation: .spaces(4), origin: "rustfmt"),
        Convention(ids: ["c", "chdr", "cpp", "cpphdr"], indentation: .spaces(4), origin: "dent's own choice (C has no one convention)"),
        Convention(ids: ["java", "c-sharp", "kotlin", "swift", "php"], indentation: .spaces(4),
                   origin: "Oracle's Java conventions, .NET's, Kotlin's and Swift's, PSR-12"),
    ]

    /// The convention of language `id`, if the table has one.
    public static func convention(for id: String?) -> LanguageIndentation? {
        guard let id else { return nil }
        return conventions.first { $0.ids.contains(id) }?.indentation
    }
}
