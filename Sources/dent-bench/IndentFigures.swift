import DentCore
import DentKeys
import DentScreen
import DentText
import DentWire

/// Smart indentation's figures (issue 25): a keystroke's whole work (the key, the view
/// highlighted, render, encode) for the keys that read the code (Enter after `{`, Enter between
/// `{}`, an electric `}`, an auto-paired `(`) next to an ordinary letter, in one run on the same
/// highlighted C (the engine on the installed c.lang). The file holds two functions of 10,000
/// lines, whose openers are far above their last lines: Enter and `}` there show the search for
/// an opener stopping at its reach (one function's lines hold no bracket, the other's each a
/// `{ }` pair, the search's worst case). The highlighter's exact pass is done first. Each figure presses its key 1,000 times (100 at a `--size` under 10, as CI's debug run uses) at one place, each
/// followed by a frame; undo puts the text back between keys, untimed, and a frame is drawn
/// after it. The milliseconds are microseconds a key.
enum IndentFigures {
    static let keys = 1_000
    static let longFunctionLines = 10_000

    /// One figure's keystroke: where the cursor is put once a run (`place`, given the file's
    /// lines), the key, the undo steps that take it back, and what the first key must have done
    /// (so the figure times the rule it names).
    struct Keystroke {
        var name: String
        var summary: String
        var place: (inout Editor, Landmarks) -> Void
        var key: Unicode.Scalar?
        var undos: Int
        var check: (Editor) -> Bool
    }

    /// Lines of the file the keystrokes happen at.
    struct Landmarks {
        /// A function's first statement (`    int64_t v = ...;`) after the long function.
        var statement: Int
        /// An `    if (...) {` line after the long function; its body's first line follows it.
        var ifOpener: Int
        /// A statement 9,000 lines into the long function.
        var deep: Int
        /// The same in the long function whose every line holds a `{ }` pair.
        var deepBraced: Int
    }

    /// The generated C of `sizeMB` MB with the long function put in at a function's end mid-way.
    static func code(sizeMB: Int) -> [UInt8] {
        var lines = Workload.code(size: Workload.bytes(sizeMB: sizeMB)).split(separator: 0x0A, omittingEmptySubsequences: false)
        var middle = lines.count / 2
        while !lines[middle].isEmpty || lines[middle - 1] != [UInt8(ascii: "}")] { middle += 1 }
        func function(_ name: String, _ statement: (Int) -> String) -> [String] {
            ["/* \(name): one function of \(longFunctionLines) statements. */",
             "static int64_t \(name)(struct state *state, size_t count)", "{", "    int64_t total = 0;"]
                + (0..<longFunctionLines).map(statement) + ["    return total;", "}", ""]
        }
        let functions = function("long_function") { "    total += step_value(state, \($0), count); // step \($0)" }
            + function("long_braced") { "    if (total > \($0)) { total -= step_value(state, \($0), count); }" }
        lines.insert(contentsOf: functions.map { ArraySlice($0.utf8) }, at: middle + 1)
        return Array(lines.joined(separator: [0x0A]))
    }

    /// The landmarks of `text` (made by `code`).
    static func landmarks(_ text: TextBuffer) -> Landmarks {
        let header = Array("static int64_t long_function(".utf8)
        var line = 0
        while !text.lineBytes(line).starts(with: header) { line += 1 }
        let deep = line + 3 + 9_000
        let deepBraced = deep + longFunctionLines + 7
        var statement = deepBraced + 1_100
        while !text.lineBytes(statement).starts(with: Array("    int64_t ".utf8)) { statement += 1 }
        var ifOpener = statement
        while !(text.lineBytes(ifOpener).starts(with: Array("    if (".utf8)) && text.lineBytes(ifOpener).last == UInt8(ascii: "{")) {
            ifOpener += 1
        }
        return Landmarks(statement: statement, ifOpener: ifOpener, deep: deep, deepBraced: deepBraced)
    }

    /// `keystroke`'s figure, pressing it `presses` times (a divisor of `keys`; the total is
    /// given for `keys`, so the milliseconds stay microseconds a key).
    static func figure(_ keystroke: Keystroke, sizeMB: Int, presses: Int = keys) -> Figure {
        .timingItself(name: "indent-key-\(keystroke.name)", summary: keystroke.summary + " in \(sizeMB) MB of highlighted C, + render + encode (ms = µs a key)") {
            var (editor, screen) = SyntaxFigures.editor(bytes: code(sizeMB: sizeMB))
            // The exact pass done, as idle time does after the file opens: the searches read
            // strings and comments from its states.
            while editor.hasHighlightingWork { editor.continueHighlighting() }
            let rows = SyntaxFigures.rows, columns = SyntaxFigures.columns
            keystroke.place(&editor, landmarks(editor.document.text))
            // The key timed is an undo step of its own: an Enter placing it would otherwise be
            // in the same burst of typing (the clock stands still here), and undo take both.
            editor.document.history.breakGroup()
            let frame = { (editor: inout Editor, screen: inout Screen) in
                editor.prepareHighlighting()
                screen.draw(editor, rows: rows, columns: columns)
            }
            frame(&editor, &screen)
            let count = editor.document.text.count
            let press = { (editor: inout Editor) in
                if let key = keystroke.key {
                    editor.handle(.key(KeyChord(.character(key)), text: String(key)))
                } else {
                    editor.handle(.key(KeyChord(.enter)))
                }
            }
            return {
                var total = Duration.zero
                for index in 0..<presses {
                    let start = ContinuousClock.now
                    press(&editor)
                    frame(&editor, &screen)
                    total += ContinuousClock.now - start
                    if index == 0 { precondition(keystroke.check(editor), "\(keystroke.name): the key did not do what the figure times") }
                    for _ in 0..<keystroke.undos { editor.run(.undo) }
                    frame(&editor, &screen)
                }
                precondition(editor.document.text.count == count, "\(keystroke.name): undo did not put the text back")
                precondition(keys % presses == 0, "the figure is given for \(keys) keys")
                return total * (keys / presses)
            }
        }
    }

    /// The cursor at the end of line `line` (0-based), the view scrolled to it.
    static func toEnd(_ editor: inout Editor, _ line: Int) {
        editor.goToLine(String(line + 1))
        editor.handle(.key(KeyChord(.end)))
    }

    /// The cursor's line (or the one `offset` lines below it), as text.
    static func line(_ editor: Editor, offset: Int = 0) -> String {
        String(decoding: editor.document.text.lineBytes(editor.document.cursorLine + offset), as: UTF8.self)
    }

    static var keystrokes: [Keystroke] { [
        Keystroke(name: "letter", summary: "a letter typed mid-line", place: { editor, at in
            editor.goToLine(String(at.statement + 1))
            let range = editor.document.text.lineRange(at.statement)
            editor.document.cursor = range.lowerBound + range.count / 2
        }, key: "x", undos: 1, check: { line($0).contains("x") }),
        Keystroke(name: "enter-after-opener", summary: "Enter after an if's {", place: { toEnd(&$0, $1.ifOpener) },
                  key: nil, undos: 1, check: { line($0) == String(repeating: " ", count: 8) }),
        // The same Enter without smart-indent: what a new line's frame costs by itself.
        Keystroke(name: "enter-plain", summary: "Enter after an if's { with smart-indent off", place: { editor, at in
            editor.document.smartIndentSetting = false
            toEnd(&editor, at.ifOpener)
        }, key: nil, undos: 1, check: { line($0) == "    " }),
        Keystroke(name: "enter-between-pair", summary: "Enter between { and }", place: { editor, at in
            toEnd(&editor, at.ifOpener)
            editor.handle(.key(KeyChord(.character("}")), text: "}"))
            editor.handle(.key(KeyChord(.left)))
        }, key: nil, undos: 1, check: { line($0, offset: 1) == "    }" && line($0) == String(repeating: " ", count: 8) }),
        Keystroke(name: "electric-closer", summary: "} typed first on a line, re-indented to its opener's", place: { editor, at in
            toEnd(&editor, at.ifOpener + 1)
            editor.handle(.key(KeyChord(.enter)))
        }, key: "}", undos: 1, check: { line($0) == "    }" }),
        Keystroke(name: "auto-pair", summary: "( typed, its ) put in too", place: { toEnd(&$0, $1.statement) },
                  key: "(", undos: 1, check: { line($0).hasSuffix("()") }),
        Keystroke(name: "enter-deep", summary: "Enter 9,000 lines into a 10,000-line function", place: { toEnd(&$0, $1.deep) },
                  key: nil, undos: 1, check: { line($0) == "    " }),
        Keystroke(name: "closer-deep", summary: "} typed first on a line 9,000 lines into a 10,000-line function (its opener past the reach)",
                  place: { editor, at in
            toEnd(&editor, at.deep)
            editor.handle(.key(KeyChord(.enter)))
        }, key: "}", undos: 1, check: { line($0) == "    }" }),
        // The search's worst case: a bracket on every line, each line's code read.
        Keystroke(name: "closer-deep-braces", summary: "} typed first on a line 9,000 lines into a 10,000-line function with { } on every line",
                  place: { editor, at in
            toEnd(&editor, at.deepBraced)
            editor.handle(.key(KeyChord(.enter)))
        }, key: "}", undos: 1, check: { line($0) == "    }" && line($0, offset: -1).hasPrefix("    if (total > 9000) {") }),
    ] }

    static func all(_ scale: FixedScale) -> [Figure] {
        keystrokes.map { figure($0, sizeMB: scale.editorMB, presses: scale.indentKeys) }
    }
}
