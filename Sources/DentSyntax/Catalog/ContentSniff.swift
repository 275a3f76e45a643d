/// A cheap test of a file's start, for choosing among languages that claim the same file name
/// (`GuessRule`). Each looks at `FileStart.length` bytes at most, once.
enum ContentSniff: Sendable, Equatable {
    /// The first visible character is `<`: markup (XML, SMIL).
    case markup
    /// C++ where C is expected: `class NAME`, `namespace`, `template <`, `typename`, `::`,
    /// `public:`/`private:`/`protected:` outside comments and strings, or an `#include` of a
    /// standard header without a suffix (`<vector>`). `__cplusplus` alone, in C headers meant
    /// for both, does not count.
    case cPlusPlus
    /// Objective-C's `@interface`, `@implementation`, `@protocol`, `@class`, `@end`, `#import`.
    case objectiveC
    /// Some line starts (after blanks) with one of these.
    case lineStart([String])
    /// One of these words occurs outside C-like comments and strings.
    case word([String])

    func holds(for start: FileStart) -> Bool {
        switch self {
        case .markup: return start.firstVisibleByte == UInt8(ascii: "<")
        case .cPlusPlus: return CLikeCode(start.bytes).looksLikeCPlusPlus
        case .objectiveC: return CLikeCode(start.bytes).looksLikeObjectiveC
        case .lineStart(let prefixes):
            return start.lines(Int.max).contains { line in
                let text = FileStart.text(line.drop(while: FileStart.isBlank))
                return prefixes.contains { text.hasPrefix($0) || text == CatalogText.trimmed($0) }
            }
        case .word(let words):
            let found = Set(CLikeCode(start.bytes).tokens)
            return words.contains(where: found.contains)
        }
    }
}

/// The tokens of C-like source with comments, string and character literals left out, and the
/// `#` lines apart: enough to tell C from C++ or Objective-C in a header's first 4 KiB.
struct CLikeCode {
    /// Words (identifiers, `@words`), and the punctuation `::`, `<`, `{`, `:` as tokens.
    private(set) var tokens: [String] = []
    /// The preprocessor lines, each from its `#`.
    private(set) var directives: [String] = []

    init(_ bytes: ArraySlice<UInt8>) {
        var index = bytes.startIndex
        var atLineStart = true
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { atLineStart = true; index += 1; continue }
            if FileStart.isBlank(byte) || byte == UInt8(ascii: "\r") { index += 1; continue }
            if atLineStart && byte == UInt8(ascii: "#") {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
                directives.append(FileStart.text(bytes[index..<end]))
                index = end
                continue
            }
            atLineStart = false
            index = skipOrTake(bytes, at: index)
        }
    }

    /// Steps over a comment or literal, or appends the token at `index`; returns where the next starts.
    private mutating func skipOrTake(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
        switch byte {
        case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
            return bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
            var end = index + 2
            while end + 1 < bytes.endIndex, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(end + 2, bytes.endIndex)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            var end = index + 1
            while end < bytes.endIndex, bytes[end] != byte, bytes[end] != UInt8(ascii: "\n") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(end + 1, bytes.endIndex)
        case UInt8(ascii: ":") where next == UInt8(ascii: ":"):
            tokens.append("::")
            return index + 2
        case _ where Self.isWordByte(byte) || byte == UInt8(ascii: "@"):
            var end = index + 1
            while end < bytes.endIndex, Self.isWordByte(bytes[end]) { end += 1 }
            tokens.append(FileStart.text(bytes[index..<end]))
            return end
        default:
            tokens.append(String(UnicodeScalar(byte)))
            return index + 1
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    var looksLikeCPlusPlus: Bool {
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            switch token {
            case "::", "typename": return true
            case "class", "namespace": if next == "{" || Self.isIdentifier(next) { return true }
            case "template": if next == "<" { return true }
            case "public", "private", "protected": if next == ":" { return true }
            default: continue
            }
        }
        return directives.contains { directive in
            guard let header = Self.includedHeader(directive) else { return false }
            return !header.contains(".")
        }
    }

    var looksLikeObjectiveC: Bool {
        tokens.contains { ["@interface", "@implementation", "@protocol", "@class", "@end"].contains($0) }
            || directives.contains { $0.split(separator: " ").first == "#import" }
    }

    /// The `NAME` of `#include <NAME>`.
    private static func includedHeader(_ directive: String) -> String? {
        let words = directive.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard words.hasPrefix("include"), let open = words.firstIndex(of: "<"),
              let close = words[open...].firstIndex(of: ">") else { return nil }
        return String(words[words.index(after: open)..<close])
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.utf8.first else { return false }
        return isWordByte(first) && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    }
}
