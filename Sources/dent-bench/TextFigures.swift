import DentFiles
import DentTestSupport
import DentText

/// Figures of the text model alone: a gap buffer and its line index, no editor around them.
enum TextFigures {
    /// Indexing a loaded file: `TextBuffer(buffer)` scans the bytes for LF and builds the index.
    static func index(sizeMB: Int) -> Figure {
        Figure(name: "index-\(sizeMB)mb", summary: "build the line index of a loaded \(sizeMB) MB file (TextBuffer from its GapBuffer)") {
            let buffer = try Workload.loaded(sizeMB: sizeMB)
            return {
                let text = TextBuffer(buffer)
                precondition(text.lineCount > 1)
            }
        }
    }

    /// Open: DentFiles reads the file into a gap buffer, indexing each block as it arrives.
    static func load(sizeMB: Int) -> Figure {
        Figure(name: "load-\(sizeMB)mb", summary: "read a \(sizeMB) MB file with FileLoader, its lines indexed as it is read") {
            let path = try Workload.codeFile(size: Workload.bytes(sizeMB: sizeMB))
            return {
                guard let file = try? FileLoader.load(path: path) else { fatalError("cannot load \(path)") }
                precondition(file.text.lineCount > 1)
            }
        }
    }

    /// Save (issue 53, part 3): what the background save's thread does, counting its bytes
    /// for the status line's progress as it goes: an atomic save, synced, then the content hash.
    static func save(sizeMB: Int) -> Figure {
        Figure(name: "save-\(sizeMB)mb", summary: "save \(sizeMB) MB with FileSaver (temporary file, fsync, rename), its progress counted") {
            let text = try Workload.loaded(sizeMB: sizeMB)
            let path = "/tmp/dent-bench-save-\(sizeMB).c"
            return {
                let monitor = SaveMonitor()
                guard (try? FileSaver.save(text, to: path, options: SaveOptions(monitor: monitor))) != nil else { fatalError("cannot save \(path)") }
                precondition(monitor.progress.written == text.count)
            }
        }
    }

    /// Typing: one character at a time at the cursor (an Enter every 64), with a jump of
    /// 1-8 KiB every 1,000 characters, as `TextBuffer.replace` calls.
    static func typing(sizeMB: Int) -> Figure {
        Figure(name: "type-1m-\(sizeMB)mb",
               summary: "1,000,000 characters typed at the cursor in \(sizeMB) MB (an Enter every 64, a 1-8 KiB jump every 1,000)") {
            var text = TextBuffer(try Workload.loaded(sizeMB: sizeMB))
            return { type(into: &text) }
        }
    }

    /// The typing loop, on an `inout` text: one exclusive access for the whole loop, where a
    /// captured variable would be checked on every keystroke.
    private static func type(into text: inout TextBuffer) {
        let keys: [[UInt8]] = (0..<64).map { $0 == 63 ? [0x0A] : [UInt8(ascii: "a") + UInt8($0 % 26)] }
        var random = SplitMix64(state: 7)
        var cursor = text.count / 2
        for typed in 0..<1_000_000 {
            if typed % 1_000 == 999 {
                let jump = Int(random.next() % 7_168) + 1_024
                cursor = random.next() % 2 == 0 ? Swift.max(cursor - jump, 0) : Swift.min(cursor + jump, text.count)
            }
            text.replace(cursor..<cursor, with: keys[typed % 64])
            cursor += 1
        }
        precondition(text.count > 1_000_000)
    }

    /// Lookups: the line of 1,000,000 random offsets, and the start of 1,000,000 random lines.
    static func lookup(sizeMB: Int) -> Figure {
        Figure(name: "lookup-\(sizeMB)mb",
               summary: "1,000,000 × line(containing:) + 1,000,000 × lineRange(_:) at random in \(sizeMB) MB (ms = ns per pair)") {
            let text = TextBuffer(try Workload.loaded(sizeMB: sizeMB))
            var random = SplitMix64(state: 11)
            let offsets = (0..<1_000_000).map { _ in Int(random.next() % UInt64(text.count + 1)) }
            let lines = (0..<1_000_000).map { _ in Int(random.next() % UInt64(text.lineCount)) }
            return {
                var sum = 0
                for offset in offsets { sum &+= text.line(containing: offset) }
                for line in lines { sum &+= text.lineRange(line).lowerBound }
                precondition(sum != 0)
            }
        }
    }

    /// Indenting 10,000 selected lines: one pass over their bytes, one replace, one index update.
    static func indentLines(sizeMB: Int) -> Figure {
        Figure(name: "indent-10k-\(sizeMB)mb", summary: "TextBuffer.indent of 10,000 lines mid-way through \(sizeMB) MB") {
            var text = TextBuffer(try Workload.loaded(sizeMB: sizeMB))
            let first = Swift.max(text.lineCount / 2 - 5_000, 0)
            let last = Swift.min(first + 9_999, text.lineCount - 1)
            return { indent(&text, lines: first...last) }
        }
    }

    private static func indent(_ text: inout TextBuffer, lines: ClosedRange<Int>) {
        let edit = text.indent(lines: lines, style: .spaces(4))
        precondition(!edit.change.isEmpty)
    }
}
