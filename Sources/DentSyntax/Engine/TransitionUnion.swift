/// The pattern of a context's transitions union (`create_reg_all`): its parts (each a
/// pattern that starts with its own options, `PatternText.optionPrefix`) as alternatives of
/// one group.
///
/// The union is only searched for the leftmost position where some part matches, and that
/// position does not depend on how the alternatives are grouped. So a run of adjacent parts
/// that begin with the same zero-width assertion (a keyword list's `\b`, a number's
/// `(?<![\w\.])`) is written with the assertion once in front of a group of their rests:
/// PCRE2 cannot skip a position on an assertion's account (its start-of-match bitmap looks
/// past it), so it tested the assertion once per part at every position; under `PCRE2_UCP`
/// `\b` reads Unicode properties on both sides each time. Only adjacent parts are merged,
/// and only on an assertion with no capturing group, so every group keeps its number.
///
/// `marks` gives, by part, what follows it: a child's mark (`TransitionMarks.suffix`), in a
/// merged run at the end of its rest; none for the other parts.
enum TransitionUnion {
    static func pattern(_ parts: [String], marks: [String] = []) -> String {
        var alternatives: [String] = []
        var run: [Head] = []
        var runMarks: [String] = []
        func flush() {
            if run.count == 1 {
                alternatives.append(run[0].part + runMarks[0])
            } else if let first = run.first {
                alternatives.append(first.merged(run, marks: runMarks))
            }
            (run, runMarks) = ([], [])
        }
        for (index, part) in parts.enumerated() {
            let mark = index < marks.count ? marks[index] : ""
            guard let head = Head(part) else {
                flush()
                alternatives.append(part + mark)
                continue
            }
            if let last = run.last, !last.sharesAssertion(with: head) { flush() }
            run.append(head)
            runMarks.append(mark)
        }
        flush()
        return "(" + alternatives.joined(separator: "|") + ")"
    }

    /// A part read as its option prefix, its leading zero-width assertion and the rest.
    struct Head {
        let part: String
        let options: Substring
        let assertion: Substring
        let rest: Substring
        let isExtended: Bool

        init?(_ part: String) {
            let bytes = Array(part.utf8)
            guard let optionsEnd = Head.optionPrefixEnd(bytes) else { return nil }
            isExtended = Head.prefixTurnsOnExtendedMode(bytes, end: optionsEnd)
            var start = optionsEnd
            // In extended mode whitespace before the assertion is not part of the pattern.
            if isExtended { while start < bytes.count, Head.isSpace(bytes[start]) { start += 1 } }
            guard let end = Head.assertionEnd(bytes, from: start) else { return nil }
            // An assertion with a quantifier after it is not one to take out, nor one that
            // applies to the first of the rest's branches only.
            var next = end
            if isExtended { while next < bytes.count, Head.isSpace(bytes[next]) { next += 1 } }
            guard next == bytes.count || !Array("*+?{".utf8).contains(bytes[next]),
                  !Head.alternatesAtTopLevel(bytes[end...], extended: isExtended) else { return nil }
            self.part = part
            let utf8 = part.utf8
            let index = { (offset: Int) in utf8.index(utf8.startIndex, offsetBy: offset) }
            self.options = part[..<index(optionsEnd)]
            assertion = part[index(start)..<index(end)]
            rest = part[index(end)...]
        }

        func sharesAssertion(with other: Head) -> Bool {
            options == other.options && assertion == other.assertion
        }

        /// `run` (parts sharing this head's options and assertion) as one alternative. Each rest
        /// starts with the options again: an option a rest sets at its top level (`(?i)`) would
        /// otherwise carry on into the rests after it, as it never did into the next part. An
        /// extended rest may end in a comment: a line break ends it before the next `|`.
        /// A rest's mark (`marks`, by rest; empty for none) follows it, after the line break.
        func merged(_ run: [Head], marks: [String]) -> String {
            let separator = isExtended ? "\n" : ""
            let rests = zip(run, marks).map { head, mark in head.options + head.rest + (mark.isEmpty ? separator : mark) }
            return options + assertion + "(?:" + rests.joined(separator: "|") + ")"
        }

        /// Whether the option prefix ending at `end` (`optionPrefixEnd`) turns extended mode on.
        static func prefixTurnsOnExtendedMode(_ bytes: [UInt8], end: Int) -> Bool {
            bytes[2..<(end - 1)].prefix { $0 != UInt8(ascii: "-") }.contains(UInt8(ascii: "x"))
        }

        /// The end of a leading `(?flags)` or `(?flags-flags)`, letters only.
        static func optionPrefixEnd(_ bytes: [UInt8]) -> Int? {
            guard bytes.starts(with: Array("(?".utf8)) else { return nil }
            var index = 2
            while index < bytes.count, bytes[index] == UInt8(ascii: "-") || isLetter(bytes[index]) { index += 1 }
            guard index > 2, index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
            return index + 1
        }

        /// The end of the zero-width assertion at `start`: `\b`, `\B`, or a lookaround group
        /// with no capturing group inside; nil for anything else.
        static func assertionEnd(_ bytes: [UInt8], from start: Int) -> Int? {
            let rest = bytes[start...]
            if rest.starts(with: Array("\\b".utf8)) || rest.starts(with: Array("\\B".utf8)) { return start + 2 }
            let lookarounds = ["(?=", "(?!", "(?<=", "(?<!"].map { Array($0.utf8) }
            guard lookarounds.contains(where: { rest.starts(with: $0) }) else { return nil }
            return groupEnd(bytes, from: start)
        }

        /// The end of the group opening at `start`, skipping escapes and classes; nil when it
        /// does not close or holds a group that captures (every `(` inside must be `(?` and
        /// not a named group).
        static func groupEnd(_ bytes: [UInt8], from start: Int) -> Int? {
            var depth = 0
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "[") {
                    guard let end = classEnd(bytes[...], from: index) else { return nil }
                    index = end
                    continue
                } else if byte == UInt8(ascii: "(") {
                    guard opensNonCapturing(bytes, at: index) else { return nil }
                    depth += 1
                } else if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
            return nil
        }

        /// The index after the class that opens at `start`: a `]` first (after a `^`) is a
        /// member, `[:name:]` a POSIX class inside it, a backslash escapes the next byte; nil
        /// when it does not close.
        static func classEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
            var index = start + 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "^") { index += 1 }
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "]") { index += 1 }
            while index < bytes.endIndex {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "]"): return index + 1
                case UInt8(ascii: "[") where bytes[index...].starts(with: Array("[:".utf8)):
                    guard let close = bytes[(index + 2)...].firstRange(of: Array(":]".utf8)) else { return nil }
                    index = close.upperBound
                default: index += 1
                }
            }
            return nil
        }

        /// Whether the rest `bytes` has a branch outside every group (`a|b`): an assertion in
        /// front would then apply to its first branch only. Escapes, classes, `\Q…\E`, `(?#…)`
        /// and in extended mode `#` comments are passed over; a rest that turns extended mode
        /// on or off inside is taken as branching, not followed.
        static func alternatesAtTopLevel(_ bytes: ArraySlice<UInt8>, extended: Bool) -> Bool {
            var depth = 0
            var index = bytes.startIndex
            func skip(past terminator: String) {
                index = bytes[index...].firstRange(of: Array(terminator.utf8))?.upperBound ?? bytes.endIndex
            }
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    if index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "Q") { skip(past: "\\E") } else { index += 2 }
                    continue
                }
                switch byte {
                case UInt8(ascii: "["):
                    guard let end = classEnd(bytes, from: index) else { return true }
                    index = end
                    continue
                case UInt8(ascii: "(") where bytes[index...].starts(with: Array("(?#".utf8)):
                    skip(past: ")")
                    continue
                case UInt8(ascii: "("):
                    if setsExtendedMode(bytes, at: index) { return true }
                    depth += 1
                case UInt8(ascii: ")"): depth -= 1
                case UInt8(ascii: "|") where depth == 0: return true
                case UInt8(ascii: "#") where extended:
                    skip(past: "\n")
                    continue
                default: break
                }
                index += 1
            }
            return false
        }

        /// The `(` at `index` opens an option setting (`(?x)`, `(?-x:`) that names `x`.
        static func setsExtendedMode(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
            guard bytes[index...].starts(with: Array("(?".utf8)) else { return false }
            let letters = bytes[(index + 2)...].prefix { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "^") || isLetter($0) }
            let after = index + 2 + letters.count
            guard after < bytes.endIndex, bytes[after] == UInt8(ascii: ")") || bytes[after] == UInt8(ascii: ":") else { return false }
            return letters.contains(UInt8(ascii: "x"))
        }

        /// The `(` at `index` opens a group that captures nothing: `(?:`, a lookaround, an
        /// option group; not `(`, `(?<name>`, `(?P<name>` or `(?'name'`.
        static func opensNonCapturing(_ bytes: [UInt8], at index: Int) -> Bool {
            guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") else { return false }
            let next = bytes[index + 2]
            if next == UInt8(ascii: "<") {
                return index + 3 < bytes.count && (bytes[index + 3] == UInt8(ascii: "=") || bytes[index + 3] == UInt8(ascii: "!"))
            }
            return next != UInt8(ascii: "P") && next != UInt8(ascii: "'")
        }

        static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    }
}
