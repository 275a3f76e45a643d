/// The names other programs give languages, mapped to GtkSourceView's ids where the two differ.
/// A name not in these tables is tried as an id and as a language's name (`LanguageIndex.named`);
/// an entry whose language is not installed is passed over.
enum LanguageNames {
    /// Commands of a `#!` line (without a version: `python3.11` is looked up as `python3`, then
    /// `python`).
    static let interpreters: [String: String] = [
        "python": "python3", "python3": "python3", "pypy3": "python3", "python2": "python", "pypy": "python",
        "sh": "sh", "bash": "sh", "dash": "sh", "ash": "sh", "ksh": "sh", "mksh": "sh", "zsh": "sh",
        "node": "js", "nodejs": "js", "gjs": "js", "cjs": "js", "rhino": "js", "bun": "js",
        "tclsh": "tcl", "wish": "tcl", "expect": "tcl", "jimsh": "tcl",
        "awk": "awk", "gawk": "awk", "mawk": "awk", "nawk": "awk",
        "make": "makefile", "gmake": "makefile", "bmake": "makefile",
        "rscript": "r", "guile": "scheme", "gosh": "scheme", "csi": "scheme",
        "runghc": "haskell", "runhaskell": "haskell", "escript": "erlang", "luajit": "lua",
        "pwsh": "powershell", "octave-cli": "octave", "sbcl": "commonlisp", "clisp": "commonlisp",
    ]

    /// vim file types and Emacs major modes (already lower-cased, `-mode` taken off).
    static let editorModes: [String: String] = [
        "python": "python3", "python3": "python3", "python2": "python",
        "sh": "sh", "bash": "sh", "zsh": "sh", "ksh": "sh", "shell-script": "sh", "shell": "sh",
        "make": "makefile", "makefile-gmake": "makefile", "makefile-bsdmake": "makefile",
        "javascript": "js", "js2": "js", "javascriptreact": "jsx", "rjsx": "jsx",
        "typescriptreact": "typescript-jsx", "tsx": "typescript-jsx",
        "c++": "cpp", "cs": "c-sharp", "csharp": "c-sharp", "objective-c": "objc",
        "tex": "latex", "plaintex": "latex", "dockerfile": "docker",
        "lisp": "commonlisp", "common-lisp": "commonlisp", "cperl": "perl",
        "dosini": "ini", "conf": "ini", "nxml": "xml", "sgml": "xml", "gfm": "markdown",
        "lhaskell": "haskell-literate", "tuareg": "ocaml", "po": "gettext-translation",
        "spec": "rpmspec", "vb": "vbnet", "ps1": "powershell", "patch": "diff", "mysql": "sql",
    ]
}
