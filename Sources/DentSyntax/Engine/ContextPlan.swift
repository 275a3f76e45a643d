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
        /// Its part of the transitions' search carries its mark: where the search found a later
        /// child, this one did not match (`TransitionMarks`).
        var isMarked: Bool
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
        let transitions = tree.transitions(of: node)
        var entries = ContiguousArray<Entry>()
        for (position, child) in grammar.children(of: tree[node].definition).enumerated() {
            let definition = grammar[child.definition]
            // A child PCRE2 refuses never starts (nor is it in the search: the marks count alike).
            guard let regex = definition.patternRegex(grammar.log) else { continue }
            let isMarked = transitions.map { entries.count < $0.markedChildren.count && $0.markedChildren[entries.count] } ?? false
            entries.append(Entry(position: position, child: child, flags: definition.flags,
                                 isSimple: definition.kind == .simple, isMarked: isMarked, regex: regex))
        }
        self.entries = entries
        self.transitions = transitions
        end = tree[node].end
        canBeEndedByAncestor = tree[node].canBeEndedByAncestor
        ancestorEnds = tree.ancestorEnds(of: node)
        hasOnceOnly = entries.contains { $0.flags.contains(.onceOnly) }
    }
}
