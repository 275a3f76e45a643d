/// One element of a parsed section glob (EditorConfig specification, "Glob Expressions").
indirect enum GlobNode: Sendable, Equatable {
    /// A character that stands for itself (escaped, or not special where it is).
    case literal(Unicode.Scalar)
    /// `?`: one character except `/`.
    case anyScalar
    /// `*`: any run of characters except `/`.
    case star
    /// `**`: any run of characters, `/` included.
    case globstar
    /// `**/` at the start of a path segment: zero or more whole directories, so `d/**/z.c`
    /// matches `d/z.c` (core test `star_star_over_separator19`).
    case directories
    /// `[seq]` or `[!seq]`: one character (never `/`).
    case set(GlobScalarSet)
    /// `{s1,s2}`: one of the alternatives, each a sequence (nestable).
    case choice([[GlobNode]])
    /// `{num1..num2}`: an integer in the range, written without leading zeros (core test
    /// `braces_numeric_range8`: `060` does not match `{3..120}`).
    case number(ClosedRange<Int>)
}

/// The characters a `[...]` bracket expression accepts.
struct GlobScalarSet: Sendable, Equatable {
    var ranges: [ClosedRange<Unicode.Scalar>]
    var negated: Bool

    /// Whether `scalar` is accepted. A bracket expression stands for one file-name character, so it
    /// never matches the path separator, negated or not.
    func accepts(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "/" else { return false }
        return ranges.contains { $0.contains(scalar) } != negated
    }
}
