/// The contexts a highlighter has entered, each made once and kept: a context is a definition
/// at one place in the nesting (GtkSourceView's `Context`), so it knows its ancestors, its
/// style (its inclusion's, or none inside `ignore-style`), its end regex (compiled for it when
/// the end refers to its start) and the union of everything that can happen inside it.
struct ContextNode {
    var parent: Int32
    var definition: Int32
    var depth: Int32
    var style: StyleID?
    var ignoresChildStyles: Bool
    var allAncestorsExtend: Bool
    var end: SyntaxRegex?
    var endPattern: String?
    // GtkSourceView's ANCESTOR_CAN_END_CONTEXT, CONTEXT_EXTENDS_PARENT, CONTEXT_ENDS_PARENT and
    // CONTEXT_END_AT_LINE_END: the main context and its children cannot be ended by an
    // ancestor, extend their parent and do not end it.
    var canBeEndedByAncestor: Bool
    var extendsParent: Bool
    var endsParent: Bool
    var endsAtLineEnd: Bool
    var transitions: CompiledSlot<TransitionSearch> = .pending
    /// The ancestors whose end ends this context too (outermost first); nil until asked.
    var ancestorEnds: [Int32]?
    /// The child contexts made, by position in the definition's children (-1: not yet).
    var fixedChildren: [Int32] = []
    /// Children whose end refers to their start, by position and start match.
    var keyedChildren: [KeyedChild: Int32] = [:]
}

struct KeyedChild: Hashable {
    var position: Int32
    var start: [UInt8]
}

final class ContextTree {
    let grammar: Grammar
    private(set) var nodes: [ContextNode] = []
    private var plans: [ContextPlan?] = []

    init(grammar: Grammar) {
        self.grammar = grammar
        let definition = grammar[grammar.root]
        // The main context has no style, even if its definition names one (context_new with
        // a NULL style in gtk_source_context_engine_attach_buffer).
        nodes.append(ContextNode(
            parent: -1, definition: grammar.root, depth: 0, style: nil, ignoresChildStyles: false,
            allAncestorsExtend: true, end: definition.endRegex(grammar.log),
            endPattern: definition.endRefersToStart ? nil : definition.endPattern,
            canBeEndedByAncestor: false, extendsParent: true, endsParent: false, endsAtLineEnd: false))
    }

    subscript(_ index: Int32) -> ContextNode {
        _read { yield nodes[Int(index)] }
    }

    /// The plan of context `index`, made on first use.
    func plan(_ index: Int32) -> ContextPlan {
        if Int(index) < plans.count, let plan = plans[Int(index)] { return plan }
        let plan = ContextPlan(node: index, tree: self)
        if plans.count <= Int(index) { plans += repeatElement(nil, count: Int(index) + 1 - plans.count) }
        plans[Int(index)] = plan
        return plan
    }

    /// The context for child `position` of `parent`'s definition, made on first use. `start`
    /// gives the start match's text and groups, needed only when the end refers to the start.
    func child(of parent: Int32, position: Int, _ child: Definition.Child, start: StartMatch) -> Int32 {
        let definition = grammar[child.definition]
        if definition.endRefersToStart {
            let key = KeyedChild(position: Int32(position), start: start.text)
            if let known = nodes[Int(parent)].keyedChildren[key] { return known }
            let made = make(parent: parent, child, endPattern: resolvedEnd(definition, start))
            nodes[Int(parent)].keyedChildren[key] = made
            return made
        }
        if nodes[Int(parent)].fixedChildren.isEmpty {
            nodes[Int(parent)].fixedChildren = Array(repeating: -1, count: grammar.children(of: nodes[Int(parent)].definition).count)
        }
        let known = nodes[Int(parent)].fixedChildren[position]
        if known >= 0 { return known }
        let made = make(parent: parent, child, endPattern: definition.kind == .container ? definition.endPattern : nil)
        nodes[Int(parent)].fixedChildren[position] = made
        return made
    }

    /// `context_new`: style, flags and end regex of a new context.
    private func make(parent: Int32, _ child: Definition.Child, endPattern: String?) -> Int32 {
        let definition = grammar[child.definition]
        let up = nodes[Int(parent)]
        let depth = up.depth + 1
        let ignores = up.ignoresChildStyles || child.ignoresStyleDeeply
        let allExtend = up.allAncestorsExtend && up.extendsParent
        let extendFlag = definition.has(.extendParent)
        var end: SyntaxRegex?
        var endPattern = endPattern
        if let pattern = endPattern {
            if definition.endRefersToStart {
                end = definition.compile(pattern, grammar.log)
                if end == nil {
                    end = neverMatches
                    endPattern = Self.neverMatchesPattern
                }
            } else {
                end = definition.endRegex(grammar.log)
            }
        }
        nodes.append(ContextNode(
            parent: parent, definition: child.definition, depth: depth,
            style: up.ignoresChildStyles ? nil : child.style, ignoresChildStyles: ignores,
            allAncestorsExtend: allExtend, end: end, endPattern: end == nil ? nil : endPattern,
            canBeEndedByAncestor: depth >= 2 && (!extendFlag || !allExtend),
            extendsParent: depth < 2 || extendFlag,
            endsParent: depth >= 2 && definition.has(.endParent),
            endsAtLineEnd: definition.has(.endAtLineEnd)))
        return Int32(nodes.count - 1)
    }

    /// GtkSourceView's "$never-match^", what an end that cannot be compiled becomes.
    static let neverMatchesPattern = "$never-match^"
    private lazy var neverMatches: SyntaxRegex? = try? SyntaxRegex(Self.neverMatchesPattern)

    /// The end pattern with the start's groups substituted (`_gtk_source_regex_resolve`).
    private func resolvedEnd(_ definition: Definition, _ start: StartMatch) -> String? {
        guard let template = definition.endPattern else { return nil }
        return PatternText.substituteStartReferences(template) { name in
            if let number = SpecParser.nonNegativeInteger(name) { return start.group(number) }
            return start.group(named: name)
        }
    }

    /// `ancestor_context_ends_here`'s list: the parents of the contexts up the chain that do
    /// not extend their parent, outermost first, keeping those with an end.
    func ancestorEnds(of index: Int32) -> [Int32] {
        if let known = nodes[Int(index)].ancestorEnds { return known }
        var list: [Int32] = []
        var current = index
        while nodes[Int(current)].canBeEndedByAncestor {
            let parent = nodes[Int(current)].parent
            if !nodes[Int(current)].extendsParent, nodes[Int(parent)].end != nil { list.insert(parent, at: 0) }
            current = parent
        }
        nodes[Int(index)].ancestorEnds = list
        return list
    }

    /// `create_reg_all`: the search of every transition in the context (its end, the ends of the
    /// ancestors that can end it, the start of each child), to find the next position worth
    /// trying. It is shared by the definition when the context's ancestors and start
    /// do not matter; nil when PCRE2 refuses it (then every position is tried).
    func transitions(of index: Int32) -> TransitionSearch? {
        let node = nodes[Int(index)]
        let definition = grammar[node.definition]
        if !node.canBeEndedByAncestor && !definition.endRefersToStart {
            return definition.sharedTransitions.value { compileTransitions(index) }
        }
        // Made before it is stored: the closure form would read `nodes` while writing it.
        if case .ready(let search) = node.transitions { return search }
        if case .failed = node.transitions { return nil }
        let search = compileTransitions(index)
        nodes[Int(index)].transitions = search.map { .ready($0) } ?? .failed
        return search
    }

    private func compileTransitions(_ index: Int32) -> TransitionSearch? {
        let node = nodes[Int(index)]
        var parts: [String] = []
        if let end = node.endPattern { parts.append(end) }
        var current = index
        while nodes[Int(current)].canBeEndedByAncestor {
            let parent = nodes[Int(current)].parent
            if !nodes[Int(current)].extendsParent {
                if let end = nodes[Int(parent)].endPattern {
                    parts.append(end)
                } else if nodes[Int(parent)].endsAtLineEnd && nodes[Int(parent)].depth >= 1 {
                    parts.append("$")
                }
            }
            current = parent
        }
        let firstChild = parts.count
        for child in grammar.children(of: node.definition) {
            let definition = grammar[child.definition]
            // A child PCRE2 refuses is left out here too.
            if definition.patternRegex(grammar.log) != nil, let pattern = definition.pattern { parts.append(pattern) }
        }
        return TransitionSearch(parts, firstChild: firstChild)
    }
}

/// What a container's start just matched (in `matcher`), for a context whose end refers to it.
struct StartMatch {
    var matcher: SyntaxMatcher
    var regex: SyntaxRegex
    var line: UnsafeBufferPointer<UInt8>

    var text: [UInt8] {
        guard let range = matcher.range(of: 0) else { return [] }
        return Array(line[range])
    }

    /// A group's text; a group that did not take part gives "" (`g_match_info_fetch`).
    func group(_ number: Int) -> String? {
        guard number <= regex.groupCount else { return nil }
        guard let range = matcher.range(of: number) else { return "" }
        return String(decoding: line[range], as: UTF8.self)
    }

    /// The first group of that name that took part.
    func group(named name: String) -> String? {
        let numbers = regex.groupNumbers(named: name)
        guard !numbers.isEmpty else { return nil }
        return numbers.lazy.compactMap { matcher.range(of: $0) }.first.map { String(decoding: line[$0], as: UTF8.self) } ?? ""
    }
}
