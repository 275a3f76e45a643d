import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText
import DentWire

/// The frame after a keystroke: render and frame diff, at the common terminal size and a large
/// one, the diff alone, and the bytes each kind of keystroke sends (`KeystrokeFrames`, which
/// the byte-count tests share).
enum FrameFigures {
    static let keystrokes = 1_000

    /// 1,000 keystrokes mid-line (a character, then Backspace, so the line keeps its length),
    /// each followed by a render and a frame encode: the milliseconds are microseconds a frame.
    static func typing(rows: Int, columns: Int) -> Figure {
        Figure(name: "frame-\(columns)x\(rows)",
               summary: "keystroke + render + diff of a \(columns)×\(rows) frame, typing mid-line (ms = µs a frame)") {
            var frames = KeystrokeFrames(rows: rows, columns: columns)
            return {
                for index in 0..<keystrokes {
                    let bytes = index % 2 == 0 ? frames.type("x") : frames.press(KeyChord(.backspace))
                    precondition(!bytes.isEmpty)
                }
            }
        }
    }

    /// The same keystrokes with the screen split right, typed in the left pane while the right
    /// one shows the file's start: the figure to hold within 1.2× of `frame-80x24` (issue 27).
    static func typingInASplit(rows: Int, columns: Int) -> Figure {
        Figure(name: "frame-\(columns)x\(rows)-split",
               summary: "the same as frame-\(columns)x\(rows) with two panes side by side (ms = µs a frame)") {
            var frames = KeystrokeFrames(rows: rows, columns: columns)
            let next = KeyChord(.character("t"), .alt)
            for chord in [KeyChord(.character("%"), .alt), KeyChord(.home, .ctrl), next] { _ = frames.press(chord) }
            return {
                for index in 0..<keystrokes {
                    let bytes = index % 2 == 0 ? frames.type("x") : frames.press(KeyChord(.backspace))
                    precondition(!bytes.isEmpty)
                }
            }
        }
    }

    /// The frame diff alone: the frames before and after a character typed mid-line, encoded
    /// in turn 1,000 times (each is one keystroke's diff).
    static func diff(rows: Int, columns: Int) -> Figure {
        Figure(name: "diff-\(columns)x\(rows)", summary: "frame diff alone of a \(columns)×\(rows) frame after a keystroke (ms = µs a frame)") {
            var frames = KeystrokeFrames(rows: rows, columns: columns)
            let before = Renderer.render(frames.editor, rows: rows, columns: columns)
            _ = frames.type("x")
            let after = Renderer.render(frames.editor, rows: rows, columns: columns)
            var encoder = FrameEncoder(caps: .xterm)
            _ = encoder.encode(before)
            return {
                for index in 0..<keystrokes { precondition(!encoder.encode(index % 2 == 0 ? after : before).isEmpty) }
            }
        }
    }

    /// The frame diff alone of a sideways scroll: letters typed at a line's start until the
    /// view moves sideways by half a screen and every row is drawn again (the first such move
    /// of bench.py's latency typing), the frames before and after that letter encoded in turn.
    static func sidewaysDiff(rows: Int, columns: Int) -> Figure {
        Figure(name: "diff-sideways-\(columns)x\(rows)",
               summary: "frame diff alone of a \(columns)×\(rows) frame scrolled sideways by a typed letter (ms = µs a frame)") {
            var frames = KeystrokeFrames(rows: rows, columns: columns)
            _ = frames.press(KeyChord(.home))
            var before = Renderer.render(frames.editor, rows: rows, columns: columns)
            var after = before
            for _ in 0...columns where after.row(0) == before.row(0) {
                before = after
                _ = frames.type("x")
                after = Renderer.render(frames.editor, rows: rows, columns: columns)
            }
            precondition(after.row(0) != before.row(0), "the view never scrolled sideways")
            var encoder = FrameEncoder(caps: .xterm)
            _ = encoder.encode(before)
            return {
                for index in 0..<keystrokes { precondition(!encoder.encode(index % 2 == 0 ? after : before).isEmpty) }
            }
        }
    }

    /// Whole frames: Tab and Shift+Tab in turn on a selection of every line on the screen, as
    /// bench.py's indent workload ends (each row shifted by one level, with ICH or DCH);
    /// 1,000 keys, the indent + render + encode of each.
    static func indentFrames(rows: Int, columns: Int) -> Figure {
        Figure(name: "frame-indent-\(columns)x\(rows)",
               summary: "Tab, Shift+Tab in turn on a selection of every line a \(columns)×\(rows) screen shows, + render + encode (ms = µs a key)") {
            var frames = KeystrokeFrames(rows: rows, columns: columns)
            for _ in 0..<(rows / 2) { _ = frames.press(KeyChord(.up)) }
            for _ in 0..<rows { _ = frames.press(KeyChord(.down, .shift)) }
            return {
                for index in 0..<keystrokes {
                    precondition(!frames.press(index % 2 == 0 ? KeyChord(.tab) : KeyChord(.tab, .shift)).isEmpty)
                }
            }
        }
    }

    /// Whole frames: End and Home in turn on lines wider than the screen, each scrolling the view
    /// sideways so that every row is drawn again and sent, as in bench.py's typing each time
    /// the cursor passes the right edge (its slowest keys); 1,000 keys, render + encode each.
    static func sidewaysFrames(rows: Int, columns: Int) -> Figure {
        Figure(name: "frame-sideways-\(columns)x\(rows)",
               summary: "End, Home in turn on lines wider than a \(columns)×\(rows) screen, render + encode each (ms = µs a frame)") {
            let words = ["int", "return", "value", "count", "if", "for", "struct", "node", "->", "next", "(", ")", ";", "=", "42"]
            let line = (0..<(columns * 2)).map { words[$0 % words.count] }.joined(separator: " ").prefix(columns * 2)
            let text = Array(repeating: String(line), count: rows * 2).joined(separator: "\n")
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(Array(text.utf8)))))
            editor.resize(rows: rows, columns: columns)
            var screen = Screen(caps: .xterm)
            screen.draw(editor, rows: rows, columns: columns)
            return {
                for index in 0..<keystrokes {
                    editor.handle(.key(KeyChord(index % 2 == 0 ? .end : .home)))
                    precondition(!screen.draw(editor, rows: rows, columns: columns).isEmpty)
                }
            }
        }
    }

    /// The bytes of one frame for each kind of keystroke at 80×24, and typing at 300×100.
    static var bytesTable: String {
        var rows = ["| keystroke (80×24 unless said) | bytes |", "|---|---|"]
        for kind in KeystrokeFrames.Kind.allCases {
            var frames = KeystrokeFrames()
            rows.append("| \(kind.rawValue) | \(frames.measure(kind).count) |")
        }
        var typing = KeystrokeFrames()
        let sizes = typing.typing(50).dropFirst()
        rows.append("| typing 50 characters mid-line, mean after the first | \(Double(sizes.reduce(0, +) * 10 / sizes.count) / 10) |")
        var large = KeystrokeFrames(rows: 100, columns: 300)
        rows.append("| type a character mid-line, 300×100 | \(large.measure(.typeMidLine).count) |")
        return rows.joined(separator: "\n")
    }
}
