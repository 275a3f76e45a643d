/// What a context tries at each position, gathered once per context (its children with their
/// compiled regexes and flags, the union of its transitions, its end, the ancestors that can
/// end it) so the analyzer's inner loop reads plain values. The regexes and the search are
/// owned by the grammar's definitions and the context tree, which outlive every plan: the plan
/// holds them unretained, for no reference counting per try.
final class ContextPlan {
    struct Entry {
        /// The child's place in the definition's children (`ContextTree.child(of:position:)`).
        var position: Int
        var child: Definition.Child
        var flags: ContextFlags
        var isSimple: Bool
        unowned(unsafe) var regex: SyntaxRegex
    }

    let entries: ContiguousArray<Entry>
    unowned(unsafe) let transitions: TransitionSearch?
    unowned(unsafe) let end: SyntaxRegex?
    let canBeEndedByAncestor: Bool
    let ancestorEnds: [Int32]
    let hasOnceOnly: Bool

    init(node: Int32, tree: ContextTree) {
        let grammar = tree.grammar
        var entries = ContiguousArray<Entry>()
        for (position, child) in grammar.children(of: tree[node].definition).enumerated() {
            let definition = grammar[child.definition]
            // A child PCRE2 refuses never starts.
            guard let regex = definition.patternRegex(grammar.log) else { continue }
            entries.append(Entry(position: position, child: child, flags: definition.flags,
                                 isSimple: definition.kind == .simple, regex: regex))
        }
        self.entries = entries
        transitions = tree.transitions(of: node)
        end = tree[node].end
        canBeEndedByAncestor = tree[node].canBeEndedByAncestor
        ancestorEnds = tree.ancestorEnds(of: node)
        hasOnceOnly = entries.contains { $0.flags.contains(.onceOnly) }
    }
}
