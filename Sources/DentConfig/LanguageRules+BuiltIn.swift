/// dent's own rules for the languages it knows, compiled in so a binary copied anywhere has
/// them (the `.lang` files' comment metadata fills in languages with no entry here).
extension LanguageRules {
    /// One entry: the GtkSourceView ids it is for, the file names and extensions that name
    /// them when a file is not highlighted (`syntax = off`), and the rules.
    struct BuiltIn: Sendable {
        var ids: [String]
        var extensions: [String]
        var rules: LanguageRules
    }

    /// Rules with a line comment and the given quotes, the start of most entries.
    static func code(_ lineComment: String?, quotes: String = "\"'", block: BlockComment? = nil) -> LanguageRules {
        var rules = LanguageRules()
        rules.lineComment = lineComment
        rules.blockComment = block
        rules.quotes = quotes.compactMap(\.asciiValue)
        return rules
    }

    static let cBlock = BlockComment("/*", "*/")

    /// The languages of the curly-bracket family: brackets, `//` and `/* */`.
    static func curly(quotes: String = "\"'") -> LanguageRules { code("//", quotes: quotes, block: cBlock) }

    static var python: LanguageRules {
        var rules = code("#")
        rules.lineEndOpeners = [":"]
        rules.middles = ["else", "elif", "except", "finally"]
        rules.indentationBlocks = true
        rules.dedentAfter = ["return", "pass", "break", "continue", "raise"]
        rules.alignsInBrackets = true
        rules.pairsInText = false
        return rules
    }

    static var yaml: LanguageRules {
        var rules = code("#")
        rules.lineEndOpeners = [":"]
        rules.indentationBlocks = true
        rules.itemMarker = "-"
        return rules
    }

    /// Go: `case` and `default` at their `switch`'s level, as gofmt writes them.
    static var go: LanguageRules {
        var rules = curly(quotes: "\"'`")
        rules.caseLabels = ["case", "default"]
        rules.labelBlockWords = ["switch", "select"]
        return rules
    }

    static var shell: LanguageRules {
        var rules = code("#", quotes: "\"'`")
        rules.lineEndOpeners = ["then", "do"]
        rules.firstWordOpeners = ["case"]
        rules.anywhereOpeners = ["then", "do"]
        rules.closers = ["fi", "done", "esac"]
        rules.middles = ["else", "elif"]
        return rules
    }

    static var ruby: LanguageRules {
        var rules = code("#", quotes: "\"'`")
        rules.firstWordOpeners = ["def", "class", "module", "if", "unless", "while", "until", "case", "begin", "for"]
        rules.anywhereOpeners = ["do"]
        rules.closers = ["end"]
        rules.middles = ["else", "elsif", "when", "rescue", "ensure"]
        return rules
    }

    static var lua: LanguageRules {
        var rules = code("--", block: BlockComment("--[[", "]]"))
        rules.anywhereOpeners = ["function", "do", "then", "repeat"]
        rules.closers = ["end", "until"]
        rules.middles = ["else", "elseif"]
        return rules
    }

    static var markup: LanguageRules {
        var rules = code(nil, block: BlockComment("<!--", "-->"))
        rules.tags = true
        return rules
    }

    static var makefile: LanguageRules {
        var rules = code("#")
        rules.recipeTab = true
        return rules
    }

    /// Lisps: `'` quotes a form, it is no string delimiter.
    static var lisp: LanguageRules { code(";", quotes: "\"") }

    static let builtIns: [BuiltIn] = [
        BuiltIn(ids: ["c", "chdr", "cpp", "cpphdr", "objc", "cuda", "opencl", "glsl", "java", "c-sharp", "kotlin", "scala",
                      "dart", "php", "proto", "groovy", "gradle", "vala", "d", "solidity", "swift", "haxe", "jsx"],
                extensions: ["c", "h", "cc", "cpp", "hpp", "cxx", "m", "mm", "java", "cs", "kt", "scala", "dart", "php",
                             "proto", "groovy", "gradle", "vala", "d", "sol", "swift", "hx", "jsx", "zig"],
                rules: curly()),
        BuiltIn(ids: ["js", "typescript", "typescript-jsx"], extensions: ["js", "mjs", "ts", "tsx"], rules: curly(quotes: "\"'`")),
        BuiltIn(ids: ["go"], extensions: ["go"], rules: go),
        BuiltIn(ids: ["rust"], extensions: ["rs"], rules: curly(quotes: "\"")),
        BuiltIn(ids: ["json"], extensions: ["json"], rules: code(nil, quotes: "\"")),
        BuiltIn(ids: ["css", "scss", "less"], extensions: ["css", "scss", "less"], rules: code(nil, block: cBlock)),
        BuiltIn(ids: ["python", "python3"], extensions: ["py", "pyw"], rules: python),
        BuiltIn(ids: ["yaml"], extensions: ["yaml", "yml"], rules: yaml),
        BuiltIn(ids: ["sh", "fish"], extensions: ["sh", "bash", "zsh", "fish"], rules: shell),
        BuiltIn(ids: ["ruby"], extensions: ["rb"], rules: ruby),
        BuiltIn(ids: ["lua"], extensions: ["lua"], rules: lua),
        BuiltIn(ids: ["html", "xml", "xslt", "mallard", "docbook"], extensions: ["html", "htm", "xml", "xsl", "svg"], rules: markup),
        BuiltIn(ids: ["makefile", "automake"], extensions: ["Makefile", "makefile", "GNUmakefile", "mk", "am"], rules: makefile),
        BuiltIn(ids: ["perl", "tcl", "toml", "r", "julia", "cmake", "meson", "awk", "docker", "nix",
                      "powershell", "elixir", "terraform"],
                extensions: ["pl", "pm", "tcl", "toml", "r", "jl", "cmake", "awk", "ps1", "tf"], rules: code("#")),
        BuiltIn(ids: ["sql", "haskell", "ada", "elm"], extensions: ["sql", "hs", "ada", "adb", "elm"], rules: code("--")),
        BuiltIn(ids: ["commonlisp", "scheme"], extensions: ["el", "lisp", "clj", "scm", "ss"], rules: lisp),
        BuiltIn(ids: ["ini", "dosini"], extensions: ["ini"], rules: code(";")),
        BuiltIn(ids: ["asm", "nasm"], extensions: ["asm", "s"], rules: code(";")),
        BuiltIn(ids: ["latex", "tex", "m4", "erlang", "matlab", "octave"], extensions: ["tex", "sty", "m4", "erl"],
                rules: code("%")),
        BuiltIn(ids: ["vim"], extensions: ["vim", "vimrc"], rules: code("\"", quotes: "'")),
    ]
}
