/// dent's choice where installed specs claim the same file name equally (the list comes from
/// the specs of libgtksourceview-4-common 4.8.4; docs/SYNTAX-LANGUAGES.md gives the reasons).
/// A rule applies when all its `claimants` are among the languages whose globs match: its
/// choices are tried in order, the first whose test holds (nil: always) and whose language is
/// installed wins. GtkSourceView 4 itself takes the last claimant in the order of names.
struct GuessRule: Sendable {
    var claimants: Set<String>
    var choices: [(test: ContentSniff?, language: String)]

    static let all: [GuessRule] = [
        // Python 2 is gone; a `#!` naming python2 still picks `python` (Guess: the first line
        // decides among claimants before any rule).
        GuessRule(claimants: ["python", "python3"], choices: [(nil, "python3")]),
        // `*.h` is claimed by chdr alone, which mixes C, C++ and Objective-C rules: dent takes
        // the one language the header is written in.
        GuessRule(claimants: ["chdr"], choices: [(.objectiveC, "objc"), (.cPlusPlus, "cpphdr"), (nil, "c")]),
        GuessRule(claimants: ["matlab", "objc", "octave"], choices: [
            (.objectiveC, "objc"), (.lineStart(["#include"]), "objc"),
            (.word(["endfunction", "endif", "endwhile", "endfor", "endswitch", "end_try_catch", "unwind_protect"]), "octave"),
            (.lineStart(["#", "##"]), "octave"), (nil, "matlab"),
        ]),
        // Forth's line comment `\ ` and colon definitions; else F#, the common `.fs` today.
        GuessRule(claimants: ["forth", "fsharp"], choices: [(.lineStart(["\\ ", ": "]), "forth"), (nil, "fsharp")]),
        // `.sml` is Standard ML's, and SMIL's (XML).
        GuessRule(claimants: ["sml", "xml"], choices: [(.markup, "xml"), (nil, "sml")]),
    ]
}
