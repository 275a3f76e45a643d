import DentLSP
import Testing

@Suite struct LanguageIDsTests {
    /// LSP 3.17's recommended ids ("TextDocumentItem").
    static let lspIDs: Set<String> = [
        "abap", "bat", "bibtex", "clojure", "coffeescript", "c", "cpp", "csharp", "css", "diff", "dart", "dockerfile", "elixir",
        "erlang", "fsharp", "git-commit", "git-rebase", "go", "groovy", "handlebars", "html", "ini", "java", "javascript",
        "javascriptreact", "json", "latex", "less", "lua", "makefile", "markdown", "objective-c", "objective-cpp", "perl", "perl6",
        "php", "powershell", "jade", "python", "r", "razor", "ruby", "rust", "scss", "sass", "scala", "shaderlab", "shellscript",
        "sql", "swift", "typescript", "typescriptreact", "tex", "vb", "xml", "xsl", "yaml",
    ]

    /// The ids of GtkSourceView's languages that are not hidden (GNOME/gtksourceview at
    /// 81866fd, data/language-specs).
    static let sourceViewIDs: Set<String> = [
        "abnf", "actionscript", "ada", "ansforth94", "asciidoc", "asp", "astro", "automake", "awk", "bennugd", "bibtex", "blueprint",
        "bluespec", "boo", "c", "c-sharp", "cg", "changelog", "chdr", "cmake", "cobol", "commonlisp", "cpp", "cpphdr", "css", "csv",
        "cuda", "d", "dart", "desktop", "diff", "docbook", "docker", "dosbatch", "dot", "dpatch", "dtd", "dtl", "eiffel", "elixir",
        "erb", "erb-html", "erb-js", "erlang", "fcl", "fish", "forth", "fortran", "fsharp", "ftl", "gap", "gdb-log", "gdscript",
        "genie", "gettext-translation", "glsl", "go", "gradle", "groovy", "gtkrc", "haskell", "haskell-literate", "haxe", "html",
        "idl", "idl-exelis", "imagej", "ini", "j", "jade", "java", "js", "json", "jsx", "julia", "kotlin", "latex", "lean", "less",
        "lex", "libtool", "llvm", "logcat", "logtalk", "lua", "m4", "makefile", "mallard", "markdown", "matlab", "maxima",
        "mediawiki", "meson", "modelica", "mxml", "nemerle", "netrexx", "nix", "nsis", "objc", "objj", "ocaml", "ocl", "octave",
        "ooc", "opal", "opencl", "pascal", "perl", "php", "pig", "pkgconfig", "powershell", "prolog", "proto", "puppet", "python",
        "python3", "r", "reasonml", "rpmspec", "rst", "ruby", "rust", "scala", "scheme", "scilab", "scss", "sh", "sml", "solidity",
        "sparql", "spice", "sql", "star", "sweave", "swift", "systemverilog", "t2t", "tcl", "tera", "terraform", "texinfo",
        "thrift", "todotxt", "toml", "twig", "typescript", "typescript-jsx", "vala", "vbnet", "verilog", "vhdl", "wren", "xml",
        "xslt", "yacc", "yaml", "yara", "zig",
    ]

    /// LSP ids no GtkSourceView language stands for.
    static let withoutSourceViewLanguage: Set<String> = [
        "abap", "clojure", "coffeescript", "git-commit", "git-rebase", "handlebars", "objective-cpp", "perl6", "razor", "sass",
        "shaderlab", "tex",
    ]

    @Test func mapsTheIdsThatDiffer() {
        let expected = [
            "python3": "python", "python": "python", "chdr": "c", "cpphdr": "cpp", "objc": "objective-c", "sh": "shellscript",
            "js": "javascript", "c-sharp": "csharp", "docker": "dockerfile", "dosbatch": "bat", "jsx": "javascriptreact",
            "typescript-jsx": "typescriptreact", "vbnet": "vb", "xslt": "xsl",
        ]
        for (sourceView, lsp) in expected { #expect(LanguageIDs.lsp(forSourceView: sourceView) == lsp, "\(sourceView)") }
    }

    @Test func passesTheOthersOnAsTheyAre() {
        for id in ["c", "cpp", "rust", "go", "latex", "r", "jade", "fish", "zig", "no-such-language"] {
            #expect(LanguageIDs.lsp(forSourceView: id) == id)
        }
    }

    /// Each GtkSourceView language whose LSP id the spec names is given that id: every
    /// recommended id is reached from some language, or has none.
    @Test func everyRecommendedIdIsReachedFromItsLanguage() {
        let reached = Set(Self.sourceViewIDs.map(LanguageIDs.lsp(forSourceView:)))
        let missing = Self.lspIDs.subtracting(reached).subtracting(Self.withoutSourceViewLanguage)
        #expect(missing.isEmpty, "no GtkSourceView language maps to \(missing.sorted())")
        #expect(reached.isDisjoint(with: Self.withoutSourceViewLanguage))
    }

    /// A mapped id leaves GtkSourceView's spelling for the spec's: no language keeps an id that
    /// differs from the spec's only in spelling (a GtkSourceView id the table renames is
    /// never itself a recommended id).
    @Test func everyRenamedIdIsARecommendedOne() {
        for id in Self.sourceViewIDs where LanguageIDs.lsp(forSourceView: id) != id {
            #expect(Self.lspIDs.contains(LanguageIDs.lsp(forSourceView: id)), "\(id)")
            #expect(!Self.lspIDs.contains(id), "\(id)")
        }
    }
}
