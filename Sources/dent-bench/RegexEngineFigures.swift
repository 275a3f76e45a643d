import DentRegex
import DentTestSupport
import DentText
import Foundation

/// Swift's `Regex`, Foundation's `NSRegularExpression` and dent's own ICU wrapper
/// (`RegexPattern`, ICU's C API over the UTF-8 bytes in place) on the same work, 50 MB of
/// generated code (`--size` changes it): each line searched alone (a String each, but for ICU), or (`chunked`)
/// 64 KiB of whole lines at a time, as dent searches (docs/PERFORMANCE.md). Only dent-bench
/// links Foundation, for this comparison.
enum RegexEngineFigures {
    static let pattern = #"\bstate_\w+_(?:cache|tree)\b"#

    enum Engine: String {
        case swift, swiftScalars = "swift-scalars", foundation, icu
    }

    static func search(_ engine: Engine, chunked: Bool, sizeMB: Int) -> Figure {
        let name = switch engine {
        case .foundation: "NSRegularExpression"
        case .icu: "ICU's C API (dent's RegexPattern)"
        case .swift, .swiftScalars: "Swift Regex\(engine == .swiftScalars ? " (unicodeScalar semantics)" : "")"
        }
        return Figure(name: "regex-\(engine.rawValue)-\(chunked ? "chunks" : "lines")-\(sizeMB)mb",
                      summary: "\(name) over \(sizeMB) MB, \(chunked ? "64 KiB of lines" : "one line") \(engine == .icu ? "a search" : "a String")") {
            let text = TextBuffer(try Workload.loaded(sizeMB: sizeMB))
            let pieces = chunked ? chunks(of: text) : (0..<(text.lineCount - 1)).map { text.lineRange($0) }
            let expected = count(text, pieces, engine: .foundation)
            return { precondition(count(text, pieces, engine: engine) == expected) }
        }
    }

    /// Ranges of whole lines of about 64 KiB.
    static func chunks(of text: TextBuffer) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        while start < text.count {
            let end = text.lineRangeWithTerminator(text.line(containing: Swift.min(start + (64 << 10), text.count - 1))).upperBound
            pieces.append(start..<end)
            start = end
        }
        return pieces
    }

    /// Matches of `pattern` in `pieces` of `text` with `engine`.
    static func count(_ text: TextBuffer, _ pieces: [Range<Int>], engine: Engine) -> Int {
        let swift: Regex<AnyRegexOutput>? = try? Regex(pattern).anchorsMatchLineEndings()
        let scalars = swift?.matchingSemantics(.unicodeScalar)
        let foundation = try? NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
        let icu = try? RegexPattern(pattern, ignoresCase: false)
        var found = 0
        // The pieces index the whole text: the loader puts the gap first, so the text is in the
        // second half, but read it through both halves' lengths rather than rely on where the
        // gap is (a figure once searched the gap's uninitialised bytes that way).
        text.bytes.withHalves { first, second in
            precondition(first.isEmpty || second.isEmpty, "the figures want the text in one piece")
            let before = first.isEmpty ? second : first
            for range in pieces {
                if engine == .icu {
                    found += icu?.matches(in: UnsafeBufferPointer(rebasing: before[range])).count ?? 0
                    continue
                }
                let string = String(decoding: UnsafeBufferPointer(rebasing: before[range]), as: UTF8.self)
                switch engine {
                case .swift: found += swift.map { string.matches(of: $0).count } ?? 0
                case .swiftScalars: found += scalars.map { string.matches(of: $0).count } ?? 0
                case .foundation: found += foundation?.numberOfMatches(in: string, range: NSRange(location: 0, length: string.utf16.count)) ?? 0
                case .icu: break
                }
            }
        }
        return found
    }
}
