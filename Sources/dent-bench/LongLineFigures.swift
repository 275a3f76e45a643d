import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// Keys at the end of one long line (issue 53, part 1): what a key there costs must follow the
/// rows shown, not the line, whatever the line holds and whether it wraps.
enum LongLineFigures {
    /// What the line is made of.
    enum Kind: String, CaseIterable {
        /// Minified JSON, as bench.py's `longline` file.
        case json
        /// Words and blanks.
        case ascii
        /// CJK ideographs, three bytes and two columns each, with no blank to wrap at.
        case cjk
    }

    /// The figures at each size, soft wrap off and on.
    static func all(sizesMB: [Int]) -> [Figure] {
        sizesMB.flatMap { size in Kind.allCases.flatMap { kind in [false, true].map { keysAtEnd(kind, sizeMB: size, wraps: $0) } } }
    }

    /// One line of `sizeMB` MB of `kind`, the cursor at its end (Ctrl+End, Left: where
    /// bench.py's goto keys put it); times 20 keys there, an ASCII letter and `¤` in turn, each
    /// followed by a render and an encode, so ms / 20 is a key's cost.
    static func keysAtEnd(_ kind: Kind, sizeMB: Int, wraps: Bool) -> Figure {
        let name = "end-keys-\(kind.rawValue)-\(sizeMB)mb\(wraps ? "-wrap" : "")"
        return Figure(name: name, summary: "20 keys (a letter, ¤) at the end of one \(sizeMB) MB line of \(kind.rawValue)"
                      + "\(wraps ? " with soft wrap" : ""), render + encode each") {
            var editor = Editor(document: Document(path: "bench", text: TextBuffer(GapBuffer(line(kind, size: Workload.bytes(sizeMB: sizeMB))))))
            editor.wrapsLines = wraps
            editor.resize(rows: 40, columns: 120)
            var screen = Screen(caps: .xterm)
            for key in [KeyChord(.end, .ctrl), KeyChord(.left)] { editor.handle(.key(key)) }
            screen.draw(editor, rows: 40, columns: 120)
            let keys = (0..<20).map { KeyChord(.character($0 % 2 == 0 ? Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 / 2)) : "¤")) }
            return {
                for key in keys {
                    editor.handle(.key(key))
                    precondition(!screen.draw(editor, rows: 40, columns: 120).isEmpty)
                }
            }
        }
    }

    /// `size` bytes or a little more of `kind` and a line break; deterministic, so runs compare.
    static func line(_ kind: Kind, size: Int) -> [UInt8] {
        var random = SplitMix64(state: 53)
        var bytes: [UInt8] = kind == .json ? Array("{".utf8) : []
        bytes.reserveCapacity(size + 256)
        var index = 0
        while bytes.count < size {
            switch kind {
            case .json:
                let (word, other) = (random.pick(Workload.words), random.pick(Workload.words))
                bytes += Array("\"\(word)_\(index)\":{\"id\":\(random.below(1_000_000)),\"name\":\"\(word) \(other)\",".utf8)
                bytes += Array("\"tags\":[\"\(other)\",\"\(word)\"],\"score\":\(random.below(100_000)).5,\"ok\":\(index % 2 == 0)},".utf8)
            case .ascii:
                bytes += Array("\(random.pick(Workload.words)) ".utf8)
            case .cjk:
                bytes += Array(String(Unicode.Scalar(0x4E00 + UInt32(random.below(0x5000))) ?? "?").utf8)
            }
            index += 1
        }
        if kind == .json { bytes[bytes.count - 1] = UInt8(ascii: "}") }
        return bytes + [0x0A]
    }
}
