/// One context definition of a `Grammar`, with its references resolved and its regexes
/// compiled on first use (JIT), never all at once when a file opens.
final class Definition {
    enum Kind {
        case simple
        case container
    }

    struct Child {
        var definition: Int32
        /// The style a context made through this inclusion has: the definition's own, or the
        /// inclusion's override (nil with `ignore-style`).
        var style: StyleID?
        /// `ignore-style` without a style: no style for this context or anything inside it.
        var ignoresStyleDeeply: Bool
    }

    struct SubPattern {
        var group: SubPatternSpec.Group
        var place: SubPatternSpec.Place
        var style: StyleID?
        var classes: ClassMasks
    }

    let id: String
    let kind: Kind
    let flags: ContextFlags
    let style: StyleID?
    let classes: ClassMasks
    let path: String
    let line: Int
    /// The expanded patterns: `match` for a simple context, `start` for a container.
    let pattern: String?
    let endPattern: String?
    /// The end has `\%{…@start}`: each context compiles its own once its start matched.
    let endRefersToStart: Bool
    var subPatterns: [SubPattern] = []
    /// The inclusions as written (`ref="x:*"` and pure containers not yet expanded).
    var declaredChildren: [(child: Child, isRefAll: Bool)] = []
    /// What the engine tries, in order: `declaredChildren` with every wildcard replaced by the
    /// children of its target, as GtkSourceView's definition iterator walks them
    /// (`Grammar.children(of:)` fills it in on first use).
    var children: [Child]?

    private var compiledPattern: CompiledSlot<SyntaxRegex> = .pending
    private var compiledEnd: CompiledSlot<SyntaxRegex> = .pending
    /// The union of everything that can happen in a context of this definition, when it does
    /// not depend on the context's ancestors or start (see `ContextTree.transitions`).
    var sharedTransitions: CompiledSlot<TransitionSearch> = .pending

    init(spec: ContextSpec, path: String, styles: StyleTable, classes: ClassTable) {
        id = spec.id
        flags = spec.flags
        style = spec.style.map { styles.id(for: $0) }
        self.classes = classes.masks(spec.classes)
        self.path = path
        line = spec.line
        switch spec.kind {
        case .simple(let match):
            kind = .simple
            pattern = match
            endPattern = nil
        case .container(let start, let end):
            kind = .container
            pattern = start
            endPattern = end
        }
        endRefersToStart = endPattern.map(PatternText.hasStartReference) ?? false
    }

    /// A container with no start (a language's main context): including it includes its
    /// children.
    var isPureContainer: Bool { kind == .container && pattern == nil }

    func has(_ flag: ContextFlags) -> Bool { flags.contains(flag) }

    /// The match (simple) or start (container) regex; nil when there is none or PCRE2 refused it.
    func patternRegex(_ log: ProblemLog) -> SyntaxRegex? {
        compiledPattern.value { compile(pattern, log) }
    }

    /// The end regex when it does not refer to the start.
    func endRegex(_ log: ProblemLog) -> SyntaxRegex? {
        if endRefersToStart { return nil }
        return compiledEnd.value { compile(endPattern, log) }
    }

    func compile(_ pattern: String?, _ log: ProblemLog, options: SyntaxRegexOptions = .anchored) -> SyntaxRegex? {
        guard let pattern else { return nil }
        do {
            return try SyntaxRegex(pattern, options: options)
        } catch {
            log.add(SpecProblem(path: path, line: line, message: "context '\(id)': regex “\(pattern)”: \(error)"))
            return nil
        }
    }
}

/// A regex (or a search made of regexes) compiled on first use: not yet tried, compiled, or
/// refused (then not tried again).
enum CompiledSlot<Value> {
    case pending
    case ready(Value)
    case failed

    mutating func value(_ make: () -> Value?) -> Value? {
        switch self {
        case .ready(let value): return value
        case .failed: return nil
        case .pending:
            guard let value = make() else {
                self = .failed
                return nil
            }
            self = .ready(value)
            return value
        }
    }
}

/// Where problems found after loading (a regex refused when first compiled) are kept, shared by
/// a `LanguageSet` and the grammars it builds.
final class ProblemLog {
    private(set) var problems: [SpecProblem] = []

    func add(_ problem: SpecProblem) {
        if !problems.contains(problem) { problems.append(problem) }
    }
}
