/// Where a line is text (a comment or a string) rather than code, as smart indentation, auto
/// pairs and bracket matching ask it: a `{` in a string or a comment never counts.
///
/// A place is text when its innermost style is, or maps (through its `map-to` chain) to, one
/// of `textStyles`, or when it lies in a context of class `comment` or `string`. Styles alone
/// miss unstyled parts of a string's context; classes alone miss the many comment and string
/// contexts GtkSourceView's specs give no class (Go's, for one): the union takes both.
public enum TextRanges {
    /// The `def:` styles of text: comments (shebangs and doc comments map to `def:comment`),
    /// what doc comments hold, notes (TODO) and special characters (escapes, "inside a
    /// string" by def.lang's own description), strings and characters.
    public static let textStyles: Set<String> = [
        "def:comment", "def:doc-comment", "def:doc-comment-element", "def:note", "def:string", "def:character", "def:special-char",
    ]

    /// The context classes of text.
    public static let textClassNames = ["comment", "string"]

    /// Whether `style` is text (its name or its `map-to` chain reaches `textStyles`).
    public static func isText(_ style: SyntaxStyle) -> Bool {
        textStyles.contains(style.name) || style.mapsTo.contains(where: textStyles.contains)
    }

    /// The byte ranges of a line that are text, sorted, merged where they touch: the runs whose
    /// style `isText` says is text, and the class runs that carry any of `textClasses`.
    public static func ranges(runs: [StyleRun], classes: [ClassRun], textClasses: SyntaxClasses,
                              isText: (StyleID) -> Bool) -> [Range<Int>] {
        let found = runs.filter { isText($0.style) }.map(\.range)
            + classes.filter { !$0.classes.isDisjoint(with: textClasses) }.map(\.range)
        var merged: [Range<Int>] = []
        for range in found.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
