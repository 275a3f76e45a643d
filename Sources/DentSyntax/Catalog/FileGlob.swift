/// A file-name glob of a language spec's `globs` metadata (`*.py`, `[Mm]akefile`,
/// `CMakeLists.txt`), matched against a file's base name with fnmatch(3)'s rules and no flags
/// (POSIX.1-2017, 2.13.1): `*` any run, `?` one character, `[...]` a set with ranges and `!`
/// or `^` negation, `\` quotes the next character; a leading dot is an ordinary character, so
/// `*bashrc` matches `.bashrc`. GtkSourceView matches with `g_pattern_match_simple`, which has
/// no sets (its own FIXME says so), so it never matches `[Mm]akefile`; dent does.
public struct FileGlob: Sendable, Equatable {
    public let pattern: String
    private let elements: [Element]
    /// The literal after a leading `*` when that is all the glob is (`*.py`, most of them):
    /// matched by comparing the name's end.
    private let suffix: [Unicode.Scalar]?

    private enum Element: Sendable, Equatable {
        case literal(Unicode.Scalar)
        case any
        case anyRun
        /// The ranges of a `[...]` set (a single character is a range of one), and negation.
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        elements = Self.compile(Array(pattern.unicodeScalars))
        let literals = elements.dropFirst().compactMap { if case .literal(let scalar) = $0 { scalar } else { nil } }
        suffix = elements.first == .anyRun && literals.count == elements.count - 1 ? literals : nil
        literalCount = elements.reduce(0) { count, element in
            switch element {
            case .literal, .set: count + 1
            case .any, .anyRun: count
            }
        }
    }

    /// How many characters the glob names literally: among globs that match a name, the one
    /// with most is the most specific (`*.html.erb` before `*.erb`), shared-mime-info's rule.
    public let literalCount: Int

    /// Whether the glob matches all of `name`; `foldingCase` compares ASCII letters without
    /// case (dent's second try when no glob matches as written).
    public func matches(_ name: String, foldingCase: Bool = false) -> Bool {
        matches(scalars: Array(name.unicodeScalars), foldingCase: foldingCase)
    }

    /// `matches` on a name already split into scalars (the guess tries every glob on one name).
    func matches(scalars name: [Unicode.Scalar], foldingCase: Bool) -> Bool {
        if let suffix, !foldingCase {
            return name.count >= suffix.count && name[(name.count - suffix.count)...].elementsEqual(suffix)
        }
        return Self.match(elements[...], name[...], fold: foldingCase)
    }

    /// Backtracks only to the last `*`: a run of stars needs no more (the classic linear
    /// wildcard walk), so no name makes this slow.
    private static func match(_ pattern: ArraySlice<Element>, _ name: ArraySlice<Unicode.Scalar>, fold: Bool) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        var resume: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex {
                switch pattern[p] {
                case .anyRun:
                    p += 1
                    resume = (p, n)
                    continue
                case let element where accepts(element, name[n], fold: fold):
                    p += 1
                    n += 1
                    continue
                default:
                    break
                }
            }
            guard let point = resume else { return false }
            resume = (point.pattern, point.name + 1)
            p = point.pattern
            n = point.name + 1
        }
        return pattern[p...].allSatisfy { $0 == .anyRun }
    }

    private static func accepts(_ element: Element, _ scalar: Unicode.Scalar, fold: Bool) -> Bool {
        switch element {
        case .anyRun: return false
        case .any: return true
        case .literal(let literal): return literal == scalar || (fold && lower(literal) == lower(scalar))
        case .set(let ranges, let negated):
            let inside = ranges.contains { $0.contains(scalar) || (fold && ($0.contains(lower(scalar)) || $0.contains(upper(scalar)))) }
            return inside != negated
        }
    }

    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    private static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("a"..."z").contains(scalar) ? Unicode.Scalar(scalar.value - 32) ?? scalar : scalar
    }

    private static func compile(_ scalars: [Unicode.Scalar]) -> [Element] {
        var elements: [Element] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "*": if elements.last != .anyRun { elements.append(.anyRun) }
            case "?": elements.append(.any)
            case "\\" where index < scalars.count:
                elements.append(.literal(scalars[index]))
                index += 1
            case "[":
                if let (set, end) = bracket(scalars, from: index) {
                    elements.append(set)
                    index = end
                } else {
                    // An unclosed `[` is an ordinary character, as fnmatch(3) takes it.
                    elements.append(.literal("["))
                }
            default: elements.append(.literal(scalar))
            }
        }
        return elements
    }

    /// The set that starts after a `[` at `start`, and the index after its `]`; nil when no
    /// `]` closes it. A `]` first in the set is a member, and so is a `-` first or last.
    private static func bracket(_ scalars: [Unicode.Scalar], from start: Int) -> (Element, Int)? {
        var index = start
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < scalars.count {
            var low = scalars[index]
            if low == "]" && !first { return (.set(ranges, negated: negated), index + 1) }
            first = false
            if low == "\\", index + 1 < scalars.count {
                index += 1
                low = scalars[index]
            }
            index += 1
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                let high = scalars[index + 1]
                index += 2
                if low <= high { ranges.append(low...high) }
            } else {
                ranges.append(low...low)
            }
        }
        return nil
    }
}
