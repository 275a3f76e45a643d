import DentCore
import DentFiles
import DentKeys
import DentScreen
import DentSyntax
import DentTestSupport
import DentText
import DentWire

/// Highlighting's figures (issue 23) with the engine on the installed `c.lang` (GtkSourceView's,
/// from the system's spec folders): the cache, the pass, the engine's matching and the frame.
enum SyntaxFigures {
    static let rows = 40, columns = 120

    /// The engine's highlighter of `language`, made as the session makes it (a fresh
    /// `LanguageSet`, so each run compiles its regexes again, as a start of dent does).
    static func source(_ language: String = "c") -> SyntaxSource {
        guard let made = SyntaxSource.engine(language, specs: SpecCatalog(directories: CatalogFigures.system).specs) else {
            fatalError("dent-bench's highlighting figures need GtkSourceView's \(language).lang (Debian libgtksourceview-4-common)")
        }
        return made
    }

    /// An editor on `sizeMB` MB of generated C, highlighted by the engine, its first screen drawn.
    static func editor(sizeMB: Int) -> (Editor, Screen) {
        editor(bytes: Workload.code(size: Workload.bytes(sizeMB: sizeMB)))
    }

    /// An editor on `bytes` of `language`, highlighted by the engine, its first screen drawn.
    static func editor(bytes: [UInt8], language: String = "c") -> (Editor, Screen) {
        var document = Document(path: "bench." + language, text: TextBuffer(GapBuffer(bytes)))
        document.highlight(with: source(language))
        var editor = Editor(document: document)
        editor.resize(rows: rows, columns: columns)
        var screen = Screen(caps: .xterm)
        editor.prepareHighlighting()
        screen.draw(editor, rows: rows, columns: columns)
        return (editor, screen)
    }

    /// Typing `/*` at the top of `sizeMB` MB: both keys, the screen recoloured (prepare, render,
    /// encode), never the rest of the file.
    /// (`highlighted` false: the same file plain, the baseline.) The gap is moved to the top
    /// first, so the figure is the keystrokes', not the one-off move of the whole text.
    static func openComment(highlighted: Bool, sizeMB: Int) -> Figure {
        Figure(name: "\(highlighted ? "syntax" : "plain")-open-comment-\(sizeMB)mb",
               summary: "type /* at the top of \(sizeMB) MB of C\(highlighted ? ": the frames that recolour the screen" : ", not highlighted")") {
            var (editor, screen) = editor(sizeMB: sizeMB)
            if !highlighted { editor.document.highlight(with: nil) }
            editor.handle(.key(KeyChord(.character("x")), text: "x"))
            editor.handle(.key(KeyChord(.backspace)))
            editor.prepareHighlighting()
            screen.draw(editor, rows: rows, columns: columns)
            return {
                for character: Unicode.Scalar in ["/", "*"] {
                    editor.handle(.key(KeyChord(.character(character)), text: String(character)))
                    editor.prepareHighlighting()
                    screen.draw(editor, rows: rows, columns: columns)
                }
            }
        }
    }

    /// PageDown 100 times through `sizeMB` MB: the highlighting of each new page (prepare only).
    static func pageDown(sizeMB: Int) -> Figure {
        Figure(name: "syntax-pagedown-100", summary: "highlighting work of 100 PageDowns through \(sizeMB) MB of C (prepare only)") {
            var (editor, _) = editor(sizeMB: sizeMB)
            return {
                for _ in 0..<100 {
                    editor.handle(.key(KeyChord(.pageDown)))
                    editor.prepareHighlighting()
                }
                precondition(editor.document.syntax?.viewIsExact == true)
            }
        }
    }

    /// A jump to the middle of `sizeMB` MB: the view highlighted from an assumed state and drawn.
    static func jumpMiddle(sizeMB: Int) -> Figure {
        Figure(name: "syntax-jump-middle-\(sizeMB)mb", summary: "jump to the middle of \(sizeMB) MB of C: highlight (assumed state) + render + encode") {
            var (editor, screen) = editor(sizeMB: sizeMB)
            return {
                editor.goToLine(String(editor.document.text.lineCount / 2))
                editor.prepareHighlighting()
                screen.draw(editor, rows: rows, columns: columns)
            }
        }
    }

    /// Paging through all of `sizeMB` MB (each page exact, from the page before): the time, and
    /// the states kept afterwards, printed.
    static func statesAfterPaging(sizeMB: Int) -> Figure {
        let name = "syntax-states-\(sizeMB)mb"
        return Figure(name: name, summary: "page through all of \(sizeMB) MB of C; prints the state cache's size after") {
            var (editor, _) = editor(sizeMB: sizeMB)
            return {
                while editor.document.scrollLine + editor.textRows < editor.document.text.lineCount {
                    editor.handle(.key(KeyChord(.pageDown)))
                    editor.prepareHighlighting()
                }
                guard let syntax = editor.document.syntax else { preconditionFailure("the document lost its highlighter") }
                print("  \(name): \(syntax.checkpointCount) states kept, \(syntax.memoryBytes >> 10) KiB, "
                      + "\(editor.document.text.lineCount) lines")
            }
        }
    }

    /// The whole exact pass of `sizeMB` MB in idle steps; prints the median, 99th percentile and
    /// slowest step: a key typed during the pass waits for the step under way.
    static func idlePass(sizeMB: Int) -> Figure {
        let name = "syntax-idle-pass-\(sizeMB)mb"
        return Figure(name: name, summary: "the exact pass over \(sizeMB) MB of C in idle steps; prints the steps' median, p99, maximum") {
            var (editor, _) = editor(sizeMB: sizeMB)
            return {
                var steps: [Duration] = []
                while editor.hasHighlightingWork {
                    let start = ContinuousClock.now
                    editor.continueHighlighting()
                    steps.append(ContinuousClock.now - start)
                }
                precondition(steps.count > 1)
                steps.sort()
                let microseconds = { (step: Duration) in Double(step.components.attoseconds) / 1e12 + Double(step.components.seconds) * 1e6 }
                let at = { (fraction: Double) in Int(microseconds(steps[Int(Double(steps.count - 1) * fraction)])) }
                print("  \(name): \(steps.count) steps, median \(at(0.5)) µs, p99 \(at(0.99)) µs, maximum \(at(1)) µs")
            }
        }
    }

    /// One line of minified JavaScript, `bytes` long: calls, closures, strings, numbers and
    /// operators packed with no spaces, as a minifier leaves them.
    static func minifiedLine(bytes: Int) -> [UInt8] {
        let piece = Array(#"!function(e,t){"use strict";var n=[],r=Object.getPrototypeOf,i=n.slice;if(e&&t.length>1){return i.call(n,function(o){return o+1})}t["x"]=/a+b/g.test(e)?0x1f:3.5e2},"#.utf8)
        return Array((0..<(bytes / piece.count + 1)).flatMap { _ in piece }.prefix(bytes)) + [0x0A]
    }

    /// Letters typed one by one at the start of a 64 KB line of minified JavaScript, each
    /// highlighted, drawn and encoded: the highlighter reads the line's first 4 KiB on every key.
    static func typeOnLongLine() -> Figure {
        Figure(name: "syntax-type-long-js-line", summary: "type 20 letters at the start of a 64 KB line of minified JavaScript: each key's frame") {
            var (editor, screen) = editor(bytes: minifiedLine(bytes: 64 << 10), language: "js")
            return {
                for character: Unicode.Scalar in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t"] {
                    editor.handle(.key(KeyChord(.character(character)), text: String(character)))
                    editor.prepareHighlighting()
                    screen.draw(editor, rows: rows, columns: columns)
                }
            }
        }
    }

    /// Letters typed at the end of one long line of JSON (bench.py's `longline` case), each
    /// highlighted and drawn, then the idle work it leaves (`LongLineEnds` working out the
    /// line's end again from its last checkpoint) done before the next: what a key there costs
    /// the machine in all, not only until its frame.
    static func typeAtLongLineEnd(sizeMB: Int) -> Figure {
        Figure(name: "syntax-end-keys-json-\(sizeMB)mb", summary: "20 keys at the end of one \(sizeMB) MB line of JSON, highlighted, each with its idle work") {
            var (editor, screen) = editor(bytes: LongLineFigures.line(.json, size: Workload.bytes(sizeMB: sizeMB)), language: "json")
            for key in [KeyChord(.end, .ctrl), KeyChord(.left)] { editor.handle(.key(key)) }
            settle(&editor)
            return {
                for character: Unicode.Scalar in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t"] {
                    editor.handle(.key(KeyChord(.character(character)), text: String(character)))
                    editor.prepareHighlighting()
                    screen.draw(editor, rows: rows, columns: columns)
                    settle(&editor)
                }
            }
        }
    }

    /// The idle steps until none is left, as the session takes them while no key waits.
    private static func settle(_ editor: inout Editor) {
        while editor.hasHighlightingWork { _ = editor.continueHighlighting() }
    }

    static func all(_ scale: FixedScale) -> [Figure] {
        [openComment(highlighted: true, sizeMB: scale.syntaxMB), openComment(highlighted: false, sizeMB: scale.syntaxMB),
         pageDown(sizeMB: scale.editorMB), jumpMiddle(sizeMB: scale.syntaxMB), statesAfterPaging(sizeMB: scale.syntaxMB),
         idlePass(sizeMB: scale.editorMB), typeOnLongLine()] + scale.longLinesMB.map(typeAtLongLineEnd)
    }
}
