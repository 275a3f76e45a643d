/// The `.lang` format's additions to regular expressions, rewritten into plain PCRE the way
/// GtkSourceView rewrites them (gtksourcelanguage-parser-2.c, gtksourceregex.c): `\%{id}`
/// (a `define-regex`), `\%[` and `\%]` (keyword boundaries), `\%{name@start}` (a group of the
/// container's start match, substituted when the container opens), and the regex options
/// written at the front of every pattern as `(?i-x)`.
///
/// Each form counts only when its backslash is not itself escaped: an odd run of backslashes
/// before the `%`, of which the leading pairs are kept.
enum PatternText {
    static let backslash = UInt8(ascii: "\\")

    /// Replaces every `\%{id}` (no `@` before the closing brace) with `lookup(id)`, the id
    /// trimmed of blanks; a nil lookup fails with that id.
    static func expandReferences(_ pattern: String, lookup: (String) -> String?) -> Result<String, UnknownReference> {
        var failure: UnknownReference?
        let text = rewrite(pattern) { bytes, at in
            guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "{") else { return nil }
            var end = at + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "}") {
                if bytes[end] == UInt8(ascii: "@") { return nil }
                end += 1
            }
            guard end < bytes.count else { return nil }
            let id = trimmed(String(decoding: bytes[(at + 1)..<end], as: UTF8.self))
            guard let value = lookup(id) else {
                if failure == nil { failure = UnknownReference(id: id) }
                return (end + 1, "")
            }
            return (end + 1, value)
        }
        if let failure { return .failure(failure) }
        return .success(text)
    }

    struct UnknownReference: Error {
        var id: String
    }

    /// Replaces `\%[` and `\%]` with the language's keyword boundaries (`\b`, or lookarounds
    /// built from `<keyword-char-class>`).
    static func expandBoundaries(_ pattern: String, opening: String, closing: String) -> String {
        rewrite(pattern) { bytes, at in
            switch bytes[at] {
            case UInt8(ascii: "["): (at + 1, opening)
            case UInt8(ascii: "]"): (at + 1, closing)
            default: nil
            }
        }
    }

    /// Whether the pattern has a `\%{…@start}` reference, so a container's end can be compiled
    /// only once its start has matched.
    static func hasStartReference(_ pattern: String) -> Bool {
        var found = false
        _ = rewrite(pattern) { bytes, at in
            if startReference(bytes, at) != nil { found = true }
            return nil
        }
        return found
    }

    /// The pattern with each `\%{group@start}` replaced by what that group (a number or a name)
    /// of the start match matched, escaped (`g_regex_escape_string`); a group that did not
    /// take part gives the empty string, as in GtkSourceView.
    static func substituteStartReferences(_ pattern: String, group: (String) -> String?) -> String {
        rewrite(pattern) { bytes, at in
            guard let (end, name) = startReference(bytes, at) else { return nil }
            return (end, escaped(group(name) ?? ""))
        }
    }

    /// `{name@start}` from `at` (just after `\%`): the end of the reference and the name. As in
    /// GtkSourceView's `\%\{(.*?)@start\}`, the name runs to the first "@start}" on the line.
    private static func startReference(_ bytes: [UInt8], _ at: Int) -> (Int, String)? {
        guard bytes[at] == UInt8(ascii: "{") else { return nil }
        let marker = Array("@start}".utf8)
        var index = at + 1
        while index + marker.count <= bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) {
                return (index + marker.count, String(decoding: bytes[(at + 1)..<index], as: UTF8.self))
            }
            index += 1
        }
        return nil
    }

    /// `\C` (one byte, whatever the encoding), which GtkSourceView refuses in a spec.
    static func hasSingleByteEscape(_ pattern: String) -> Bool {
        withBytes(pattern) { bytes in
            var run = 0
            for byte in bytes {
                if byte == UInt8(ascii: "C"), run % 2 == 1 { return true }
                run = byte == backslash ? run + 1 : 0
            }
            return false
        }
    }

    /// Whether `text` has the byte `byte`.
    static func contains(_ text: String, _ byte: UInt8) -> Bool {
        withBytes(text) { $0.contains(byte) }
    }

    /// `body` over the UTF-8 of `text`, in place where the string has it contiguous (a spec's
    /// strings do): going through the UTF-8 view's indexing a byte at a time was the largest
    /// part of reading a spec whose patterns are long.
    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The options as GtkSourceView writes them before a pattern: the ones set, then `-` and
    /// those of `i` and `x` not set ("(?-ix)", "(?i-x)", "(?ixJ)").
    static func optionPrefix(_ options: SyntaxRegexOptions) -> String {
        var text = "(?"
        if options.contains(.caseless) { text += "i" }
        if options.contains(.extended) { text += "x" }
        if options.contains(.duplicateNames) { text += "J" }
        if !options.isSuperset(of: [.caseless, .extended]) {
            text += "-"
            if !options.contains(.caseless) { text += "i" }
            if !options.contains(.extended) { text += "x" }
        }
        return text + ")"
    }

    /// A `define-regex` as it is pasted where `\%{id}` names it: a group of its own with its
    /// options (and a line break before the group closes, so an extended pattern's trailing
    /// comment does not swallow it).
    static func wrapDefinition(_ body: String, options: SyntaxRegexOptions) -> String {
        "(?:" + optionPrefix(options) + body + (options.contains(.extended) ? "\n" : "") + ")"
    }

    /// `text` with PCRE's special characters escaped, as `g_regex_escape_string` does.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if "\\|()[]{}^$*+?.".unicodeScalars.contains(scalar) { out.append("\\") }
            if scalar == "\0" { out += "\\0" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Copies `pattern`, giving `replace` each unescaped `\%` (at: the byte after the `%`); it
    /// answers the byte to go on from and the text that stands for the whole form (after the
    /// kept pairs of backslashes), or nil to keep the bytes as they are. A pattern without a
    /// `%` is returned as it is, and the bytes between backslashes are copied a run at a time:
    /// a first start rewrites every regex of every spec it parses, references expanded.
    private static func rewrite(_ pattern: String, _ replace: ([UInt8], Int) -> (Int, String)?) -> String {
        guard contains(pattern, UInt8(ascii: "%")) else { return pattern }
        let bytes = Array(pattern.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == backslash else {
                let next = bytes[index...].firstIndex(of: backslash) ?? bytes.count
                out.append(contentsOf: bytes[index..<next])
                index = next
                continue
            }
            var run = 0
            while index + run < bytes.count, bytes[index + run] == backslash { run += 1 }
            let percent = index + run
            if run % 2 == 1, percent + 1 < bytes.count, bytes[percent] == UInt8(ascii: "%"),
               let (next, text) = replace(bytes, percent + 1) {
                out.append(contentsOf: repeatElement(backslash, count: run - 1))
                out.append(contentsOf: text.utf8)
                index = next
            } else {
                out.append(contentsOf: bytes[index..<percent])
                index = percent
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` without the blanks (space, tab, line breaks) at either end. Read as bytes: it
    /// runs for every reference in every pattern a grammar loads.
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        let blank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
