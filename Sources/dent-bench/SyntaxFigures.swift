import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText
import DentWire

/// Highlighting's figures (issue 23), with the test double `BlockCommentHighlighter` standing in
/// for the engine: they measure the cache, the pass and the frame around the highlighter, not
/// the engine's matching (its own figures come with it).
enum SyntaxFigures {
    static let rows = 40, columns = 120

    /// An editor on `sizeMB` MB of generated C, highlighted by the double, its first screen drawn.
    static func editor(sizeMB: Int) -> (Editor, RenderCache, FrameEncoder) {
        var document = Document(path: "bench.c", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: sizeMB)))))
        document.highlight(with: BlockCommentHighlighter().source)
        var editor = Editor(document: document)
        editor.resize(rows: rows, columns: columns)
        var cache = RenderCache()
        var encoder = FrameEncoder(caps: .xterm)
        editor.prepareHighlighting()
        _ = encoder.encode(Renderer.render(editor, rows: rows, columns: columns, cache: &cache))
        return (editor, cache, encoder)
    }

    /// Typing `/*` at the top of 100 MB: both keys, the screen recoloured (prepare, render,
    /// encode), never the rest of the file.
    /// (`highlighted` false: the same file plain, the baseline.) The gap is moved to the top
    /// first, so the figure is the keystrokes', not the one-off move of 100 MB.
    static func openComment(highlighted: Bool) -> Figure {
        Figure(name: highlighted ? "syntax-open-comment-100mb" : "plain-open-comment-100mb",
               summary: "type /* at the top of 100 MB of C\(highlighted ? ": the frames that recolour the screen" : ", not highlighted")") {
            var (editor, cache, encoder) = editor(sizeMB: 100)
            if !highlighted { editor.document.highlight(with: nil) }
            editor.handle(.key(KeyChord(.character("x")), text: "x"))
            editor.handle(.key(KeyChord(.backspace)))
            editor.prepareHighlighting()
            _ = encoder.encode(Renderer.render(editor, rows: rows, columns: columns, cache: &cache))
            return {
                for character in ["/", "*"] {
                    editor.handle(.key(KeyChord(.character(Unicode.Scalar(character)!)), text: character))
                    editor.prepareHighlighting()
                    _ = encoder.encode(Renderer.render(editor, rows: rows, columns: columns, cache: &cache))
                }
            }
        }
    }

    /// PageDown 100 times through 10 MB: the highlighting of each new page (prepare only).
    static var pageDown: Figure {
        Figure(name: "syntax-pagedown-100", summary: "highlighting work of 100 PageDowns through 10 MB of C (prepare only)") {
            var (editor, _, _) = editor(sizeMB: 10)
            return {
                for _ in 0..<100 {
                    editor.handle(.key(KeyChord(.pageDown)))
                    editor.prepareHighlighting()
                }
                precondition(editor.document.syntax?.viewIsExact == true)
            }
        }
    }

    /// A jump to the middle of 100 MB: the view highlighted from an assumed state and drawn.
    static var jumpMiddle: Figure {
        Figure(name: "syntax-jump-middle-100mb", summary: "jump to the middle of 100 MB of C: highlight (assumed state) + render + encode") {
            var (editor, cache, encoder) = editor(sizeMB: 100)
            return {
                editor.goToLine(String(editor.document.text.lineCount / 2))
                editor.prepareHighlighting()
                _ = encoder.encode(Renderer.render(editor, rows: rows, columns: columns, cache: &cache))
            }
        }
    }

    /// Paging through all of 100 MB (each page exact, from the page before): the time, and the
    /// states kept afterwards, printed.
    static var statesAfterPaging: Figure {
        Figure(name: "syntax-states-100mb", summary: "page through all of 100 MB of C; prints the state cache's size after") {
            var (editor, _, _) = editor(sizeMB: 100)
            return {
                while editor.document.scrollLine + editor.textRows < editor.document.text.lineCount {
                    editor.handle(.key(KeyChord(.pageDown)))
                    editor.prepareHighlighting()
                }
                let syntax = editor.document.syntax!
                print("  syntax-states-100mb: \(syntax.checkpointCount) states kept, \(syntax.memoryBytes >> 10) KiB, "
                      + "\(editor.document.text.lineCount) lines")
            }
        }
    }

    /// The whole exact pass of 10 MB in idle steps (the double's speed, not the engine's).
    static var idlePass: Figure {
        Figure(name: "syntax-idle-pass-10mb", summary: "the exact pass over 10 MB of C in idle steps of 4 KiB (the double's speed)") {
            var (editor, _, _) = editor(sizeMB: 10)
            return {
                var steps = 0
                while editor.hasHighlightingWork {
                    editor.continueHighlighting()
                    steps += 1
                }
                precondition(steps > 1)
            }
        }
    }

    static var all: [Figure] { [openComment(highlighted: true), openComment(highlighted: false), pageDown, jumpMiddle, statesAfterPaging, idlePass] }
}
