/// Rewraps one paragraph (justify, nano's ^J, vim's `gq`): its words are laid out again, each
/// line as full as `width` display columns allow, one space between words.
///
/// The first line keeps its own prefix (indentation, comment marker); the others take the
/// second line's, so a hanging or first-line indentation stays; a one-line paragraph gives its
/// own prefix to the new lines, with a list item's marker blanked (`- item` continues under
/// `item`). Widths are display columns (`LineLayout`: CJK characters take two, a tab in the
/// prefix goes to its stop). A word wider than the line stands on a line of its own: nothing
/// is ever cut inside a word.
///
/// Text in a script written without spaces (Han, kana) may break between any two of its
/// characters, except before closing punctuation or after an opening bracket (the Japanese
/// kinsoku rules, simplified from UAX #14's classes CL, OP, NS), and lines of it join without
/// a space, as vim's `formatoptions` `m` and `M` do; Hangul is written with spaces and wraps
/// like Latin.
public enum ParagraphFill {
    /// The paragraph `lines` (contents without line endings) filled to `width` columns.
    public static func fill(_ lines: [[UInt8]], width: Int, tabWidth: Int) -> [[UInt8]] {
        guard let first = lines.first else { return [] }
        let firstPrefix = Array(first.prefix(LinePrefix(of: first).length))
        let restPrefix = lines.count > 1 ? Array(lines[1].prefix(LinePrefix(of: lines[1]).length)) : hangingPrefix(of: first, tabWidth: tabWidth)
        var filled: [[UInt8]] = []
        var line = firstPrefix
        var column = columns(of: firstPrefix, tabWidth: tabWidth)
        var isEmpty = true
        for atom in atoms(of: lines, tabWidth: tabWidth) {
            let gap = !isEmpty && atom.spaced ? 1 : 0
            if !isEmpty && column + gap + atom.width > width {
                filled.append(line)
                line = restPrefix
                column = columns(of: restPrefix, tabWidth: tabWidth)
                isEmpty = true
            }
            if !isEmpty && atom.spaced { line.append(0x20) }
            line += atom.bytes
            column += (isEmpty || !atom.spaced ? 0 : 1) + atom.width
            isEmpty = false
        }
        filled.append(line)
        return filled
    }

    /// A piece of text that is never cut, and whether a space stands before it.
    struct Atom: Equatable {
        var bytes: [UInt8]
        var width: Int
        var spaced: Bool
    }

    /// The paragraph's text after each line's prefix, cut where a line may break: at blanks
    /// (which go) and between characters of scripts without spaces.
    static func atoms(of lines: [[UInt8]], tabWidth: Int) -> [Atom] {
        var atoms: [Atom] = []
        var blankBefore = false
        var lineBreakBefore = false
        var previous: (glyph: LineLayout.Glyph, bytes: ArraySlice<UInt8>)?
        for line in lines {
            let prefixLength = LinePrefix(of: line).length
            // Laid out as the rest of its line, as the screen shows it: a BOM after the prefix
            // is a glyph of its own (`<feff>`), hidden only where it starts the line.
            let layout = LineLayout(Array(line.dropFirst(prefixLength)), tabWidth: tabWidth, startByte: prefixLength)
            for glyph in layout.glyphs {
                let bytes = line[glyph.bytes]
                if glyph.kind == .tab || glyph.isSpace {
                    blankBefore = true
                    continue
                }
                // A line break is a blank between words, but nothing between two characters
                // of a script without spaces.
                if lineBreakBefore, let previous {
                    blankBefore = !(isUnspaced(previous.glyph, previous.bytes) && isUnspaced(glyph, bytes))
                }
                lineBreakBefore = false
                if let previous, !blankBefore, !breaks(after: previous.bytes, previous.glyph, before: bytes, glyph) {
                    atoms[atoms.count - 1].bytes += bytes
                    atoms[atoms.count - 1].width += glyph.width
                } else {
                    atoms.append(Atom(bytes: Array(bytes), width: glyph.width, spaced: blankBefore && !atoms.isEmpty))
                }
                (previous, blankBefore) = ((glyph, bytes), false)
            }
            lineBreakBefore = true
        }
        return atoms
    }

    /// Whether a line may break between two glyphs with no blank between them.
    private static func breaks(after left: ArraySlice<UInt8>, _ leftGlyph: LineLayout.Glyph, before right: ArraySlice<UInt8>,
                               _ rightGlyph: LineLayout.Glyph) -> Bool {
        guard isUnspaced(leftGlyph, left) || isUnspaced(rightGlyph, right) else { return false }
        return !noBreakBefore.contains(where: { right.elementsEqual($0) }) && !noBreakAfter.contains(where: { left.elementsEqual($0) })
    }

    /// A wide character of a script written without spaces: not Hangul, which uses spaces.
    static func isUnspaced(_ glyph: LineLayout.Glyph, _ bytes: ArraySlice<UInt8>) -> Bool {
        guard glyph.width == 2, glyph.kind == .text, let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else { return false }
        return !hangul.contains(where: { $0.contains(scalar.value) })
    }

    static let hangul: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF]

    /// Characters a line must not start with (UAX #14 CL, CP, NS, EX, IS: closing brackets,
    /// full stops, commas, small kana, the prolonged sound mark), with their ASCII forms.
    static let noBreakBefore: [[UInt8]] = (Array("、。，．・：；？！ー）」』】〕〉》〙〗〟’”｝］｠ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ…‥")
        .map { String($0) } + [".", ",", ";", ":", "!", "?", ")", "]", "}", "%", "'", "\""]).map { Array($0.utf8) }

    /// Characters a line must not end with (UAX #14 OP: opening brackets and quotes).
    static let noBreakAfter: [[UInt8]] = (Array("（「『【〔〈《〘〖〝‘“｛［｟").map { String($0) } + ["(", "[", "{"]).map { Array($0.utf8) }

    /// The prefix for a one-line paragraph's new lines: its own, with a list marker after it
    /// turned into blanks so the text lines up under the item's first word.
    static func hangingPrefix(of line: [UInt8], tabWidth: Int) -> [UInt8] {
        let prefix = Array(line.prefix(LinePrefix(of: line).length))
        guard let item = Paragraphs.listItemLength(line[prefix.count...]) else { return prefix }
        let marker = columns(of: Array(line.prefix(prefix.count + item)), tabWidth: tabWidth) - columns(of: prefix, tabWidth: tabWidth)
        return prefix + Array(repeating: 0x20, count: marker)
    }

    /// The display width of a prefix, which starts at column 0.
    static func columns(of prefix: [UInt8], tabWidth: Int) -> Int { LineLayout(prefix, tabWidth: tabWidth).width }
}
