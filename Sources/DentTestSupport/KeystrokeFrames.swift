import DentCore
import DentKeys
import DentScreen
import DentText
import DentWire

/// The frames typical keystrokes cost: an editor on a 400-line file of code-like text, the
/// cursor mid-way through a line in the middle of the screen, each keystroke followed by a
/// render and a frame encode as the run loop does. Shared by the byte-count tests and
/// dent-bench, so docs/PERFORMANCE.md and the tests measure the same thing.
public struct KeystrokeFrames {
    /// The kinds of keystroke measured, with the keys that make one.
    public enum Kind: String, CaseIterable, Sendable {
        case typeMidLine = "type a character mid-line"
        case backspaceMidLine = "Backspace mid-line"
        case enterMidFile = "Enter mid-line, mid-file"
        case scrollOneLine = "Down on the last row (scrolls one line)"
        case pageDown = "PageDown"
    }

    public private(set) var editor: Editor
    /// The last frame and what its rows were drawn from, as the session keeps them.
    public private(set) var screen: Screen
    /// Every byte sent so far, the first frame included: a terminal that plays them shows the
    /// editor's last frame.
    public private(set) var transcript: [UInt8] = []
    public let rows: Int
    public let columns: Int

    /// One line of the file: indented code with a comment, about 60 columns.
    public static func line(_ number: Int) -> String {
        "    let value\(number) = compute(\(number), offset: \(number * 7)) // step \(number % 13)"
    }

    /// The editor on the file, drawn once at `rows`×`columns` with `caps`.
    public init(rows: Int = 24, columns: Int = 80, caps: TerminalCaps = .xterm, lines: Int = 400) {
        self.rows = rows
        self.columns = columns
        let text = (0..<lines).map(KeystrokeFrames.line).joined(separator: "\n") + "\n"
        var document = Document(path: "bench.swift", text: TextBuffer(GapBuffer(Array(text.utf8))))
        document.scrollLine = lines / 2 - rows / 2
        document.cursor = document.text.lineRange(lines / 2).lowerBound + 24
        editor = Editor(document: document)
        editor.resize(rows: rows, columns: columns)
        screen = Screen(caps: caps)
        transcript = screen.draw(editor, rows: rows, columns: columns)
    }

    /// Sends one key (with its text, for a character) and returns the frame's bytes.
    public mutating func press(_ chord: KeyChord, text: String? = nil) -> [UInt8] {
        editor.handle(.key(chord, text: text))
        let bytes = screen.draw(editor, rows: rows, columns: columns)
        transcript += bytes
        return bytes
    }

    /// Types `character` and returns the frame's bytes.
    public mutating func type(_ character: Character) -> [UInt8] {
        let scalar = character.unicodeScalars.first ?? " "
        return press(KeyChord(.character(scalar)), text: String(character))
    }

    /// Prepares a keystroke of `kind` (the cursor on the last row before a scroll) and returns
    /// the bytes of that keystroke's frame. Typing and Backspace are measured after one
    /// keystroke of the same kind, so the modified mark `[+]` is already on the status line.
    public mutating func measure(_ kind: Kind) -> [UInt8] {
        switch kind {
        case .typeMidLine:
            _ = type("x")
            return type("y")
        case .backspaceMidLine:
            _ = press(KeyChord(.backspace))
            return press(KeyChord(.backspace))
        case .enterMidFile:
            return press(KeyChord(.enter))
        case .scrollOneLine:
            let textRows = editor.textRows
            while editor.document.cursorLine < editor.document.scrollLine + textRows - 1 { _ = press(KeyChord(.down)) }
            return press(KeyChord(.down))
        case .pageDown:
            return press(KeyChord(.pageDown))
        }
    }

    /// Bytes of each frame while typing `count` characters mid-line (the first includes `[+]`).
    public mutating func typing(_ count: Int) -> [Int] {
        (0..<count).map { index in type(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index % 26)))).count }
    }
}
