/// Context classes (`class="comment"`, `class="string"`, `no-spell-check`...), the layer
/// GtkSourceView keeps beside the styles for features that ask what kind of text a place is
/// (an indenter skipping comments and strings). A set is a bit per class name of one
/// `LanguageSet` (`LanguageSet.contextClass(named:)`), at most 32 names.
public struct SyntaxClasses: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// A run of bytes of one line with one set of context classes. Runs are sorted, do not
/// overlap, are never empty, and leave bytes with no class out.
public struct ClassRun: Sendable, Equatable {
    public var range: Range<Int>
    public var classes: SyntaxClasses
    public init(_ range: Range<Int>, _ classes: SyntaxClasses) {
        self.range = range
        self.classes = classes
    }
}
