/// Analyses one line as GtkSourceView's context engine does (gtksourcecontextengine.c,
/// `analyze_line` and `next_segment`), keeping only what a line needs: the stack of open
/// contexts (`frames`, the main context first) instead of a segment tree, and the styled
/// stretches it finds (`paints`) instead of text tags.
///
/// At each position the union of the context's transitions finds next, in this order: an
/// ancestor that ends here (closing everything inside it), whether the context's own end
/// matches, each child in the definition's order (one that does not extend its parent is not
/// tried where the end matches), and last the end itself. A match an ancestor's end falls
/// inside is cut there (`can_apply_match`).
final class LineAnalyzer {
    let tree: ContextTree
    private let matcher = SyntaxMatcher()
    /// For probes (ancestor ends, the union, "does the end match here") so `matcher` keeps the
    /// match being applied.
    private let probe = SyntaxMatcher()
    var frames: [Frame] = []
    var paints: [PaintOp] = []
    var classPaints: [ClassOp] = []
    var wantsClasses = false
    /// False while a long line is analysed past its painted part for its end state alone
    /// (`advance`): nothing is painted, so the paints do not grow with the line.
    private var wantsPaints = true
    private var sequence: UInt32 = 0
    private var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var isFirstLine = false

    init(tree: ContextTree) { self.tree = tree }

    /// Contexts nest at most this deep (GtkSourceView has no limit); a container that would go
    /// deeper does not start, so an adversarial file cannot make a state of unbounded size.
    static let maximumDepth = 512

    private var grammar: Grammar { tree.grammar }
    private var log: ProblemLog { tree.grammar.log }

    /// Analyses `text` from the contexts in `frames`, leaving in `frames` the contexts open at
    /// the next line's start and in `paints` every styled stretch, the open contexts' to the end.
    /// `end` is what follows the line, `startsText` whether it is the text's first line with no
    /// byte order mark: GtkSourceView's two quirks at a line's end depend on them.
    func analyze(_ text: UnsafeBufferPointer<UInt8>, isFirstLine first: Bool, startsText: Bool, end: LineEnd) {
        var walk = LineWalk(openFrames: frames.count)
        wantsPaints = true
        _ = run(text, isFirstLine: first, startsText: startsText, end: end, walk: &walk, until: Int.max)
    }

    /// Goes on with `walk` over `text`, a whole line, from the contexts in `frames` (those open
    /// where the walk got to), without painting, until a segment ends at or past `stop`: true
    /// when the line ended, leaving in `frames` the contexts open at the next line's start.
    /// A long line's end state is found so, a step at a time, from where the last step stopped:
    /// the steps end where `nextSegment` returns, so the walk is the one `analyze` makes.
    func advance(_ text: UnsafeBufferPointer<UInt8>, isFirstLine first: Bool, startsText: Bool, end: LineEnd,
                 walk: inout LineWalk, until stop: Int) -> Bool {
        wantsPaints = false
        defer { wantsPaints = true }
        return run(text, isFirstLine: first, startsText: startsText, end: end, walk: &walk, until: stop)
    }

    private func run(_ text: UnsafeBufferPointer<UInt8>, isFirstLine first: Bool, startsText: Bool, end: LineEnd,
                     walk: inout LineWalk, until stop: Int) -> Bool {
        line = text
        isFirstLine = first
        paints.removeAll(keepingCapacity: true)
        classPaints.removeAll(keepingCapacity: true)
        sequence = 0
        defer { line = UnsafeBufferPointer(start: nil, count: 0) }
        let maximumSteps = walk.maximumSteps(lineLength: line.count)
        while walk.position <= line.count && walk.steps < maximumSteps {
            if walk.position >= stop { return false }
            if !nextSegment(&walk.position) { break }
            walk.steps += 1
        }
        closeAtLineEnd()
        if end == .endOfText { dropTailAtEndOfText() }
        for index in frames.indices { paintFrame(index, end: line.count, endLength: 0) }
        if end == .oneCharacterBreak && !startsText { reopenEmptyChildAtLineEnd() }
        return true
    }

    // MARK: next_segment

    /// `next_segment`: from `linePosition`, the union of the top context's transitions finds
    /// where something may start or end, and there the first transition that applies is taken;
    /// false when nothing does on the rest of the line. Two things differ from GtkSourceView's
    /// search, neither in what is found: a child's part of the union is marked, so the children
    /// before the one it names are not tried again (`TransitionMarks`), and the ends come after
    /// the children where that matches alike (`TransitionSearch`).
    private func nextSegment(_ linePosition: inout Int) -> Bool {
        var position = linePosition
        while position <= line.count {
            let top = frames.count - 1
            let plan = tree.plan(frames[top].node)
            // The marked children before this one did not match where the search stopped.
            var failedBefore = 0
            if let transitions = plan.transitions {
                guard let found = transitions.next(in: line, from: position, using: probe) else { return false }
                (position, failedBefore) = (found.position, found.failedBefore)
            }
            if plan.canBeEndedByAncestor, let ancestor = terminatingAncestor(plan.ancestorEnds, at: position) {
                closeFrames(downTo: Int(tree[ancestor].depth), at: position)
                linePosition = position
                return true
            }
            // Whether the context's end matches here, matched only when a child that cannot
            // extend the context asks (most children start without it); `endsHere` matches it
            // itself when no child started.
            var endFound: Bool?
            for (index, entry) in plan.entries.enumerated() {
                if index < failedBefore && entry.isMarked {
                    assert(!matcher.match(entry.regex, in: line, from: position), "a child the search passed over matches")
                    continue
                }
                if entry.flags.contains(.firstLineOnly) && !isFirstLine { continue }
                if plan.hasOnceOnly && entry.flags.contains(.onceOnly)
                    && frames[top].onceUsed.contains(entry.child.definition) { continue }
                if !entry.flags.contains(.extendParent) {
                    if endFound == nil { endFound = plan.end.map { probe.match($0, in: line, from: position) } ?? false }
                    if endFound == true { continue }
                }
                guard matcher.match(entry.regex, in: line, from: position) else { continue }
                let started = entry.isSimple ? simpleStarts(top, entry, &position) : containerStarts(top, entry, &position)
                if started {
                    linePosition = position
                    return true
                }
            }
            if endFound != false, endsHere(top, &position) {
                linePosition = position
                return true
            }
            position = nextCharacter(position)
        }
        return false
    }

    /// `container_context_starts_here`, its start having matched at `position`.
    private func containerStarts(_ top: Int, _ entry: ContextPlan.Entry, _ position: inout Int) -> Bool {
        guard frames.count < Self.maximumDepth else { return false }
        guard let (node, end) = startedChild(top, entry, at: position) else { return false }
        // A zero-length context right after an identical zero-length one would loop forever.
        let last = frames[top].lastChild
        if position == end && last.node == node && last.start == position && last.end == position { return false }
        var startLength = 0
        if let whole = matcher.range(of: 0), whole.lowerBound == position { startLength = whole.upperBound - position }
        let definition = grammar[entry.child.definition]
        if definition.has(.onceOnly) { frames[top].onceUsed.append(entry.child.definition) }
        applySubPatterns(definition, .start, depth: top + 1, regex: entry.regex)
        frames.append(Frame(node: node, start: position, startLength: startLength))
        position = end
        return true
    }

    /// `simple_context_starts_here`, its match having matched at `position`.
    private func simpleStarts(_ top: Int, _ entry: ContextPlan.Entry, _ position: inout Int) -> Bool {
        guard let (node, end) = startedChild(top, entry, at: position) else { return false }
        let endsParent = tree[node].endsParent
        // An empty match goes nowhere unless it ends the parent (and not where the parent began).
        if position == end && (!endsParent || frames[top].start == position) { return false }
        if position != end {
            let depth = top + 1
            let definition = grammar[entry.child.definition]
            let first = paints.count
            if let style = tree[node].style { paint(depth, 0, position, end, style) }
            if wantsClasses { paintClasses(depth, 0, position, end, definition.classes) }
            applySubPatterns(definition, .match, depth: depth, regex: entry.regex)
            frames[top].lastChild = ChildMark(node: node, start: position, end: end, tail: first..<paints.count)
            if definition.has(.onceOnly) { frames[top].onceUsed.append(entry.child.definition) }
        }
        if endsParent {
            var survivor = top
            repeat { survivor -= 1 } while survivor > 0 && tree[frames[survivor].node].endsParent
            closeFrames(downTo: survivor, at: end)
        }
        position = end
        return true
    }

    /// The child whose regex `matcher` just matched at `position`: its context (made on first
    /// use) and where the match ends for it.
    private func startedChild(_ top: Int, _ entry: ContextPlan.Entry, at position: Int) -> (Int32, Int)? {
        let node = tree.child(of: frames[top].node, position: entry.position, entry.child,
                              start: StartMatch(matcher: matcher, regex: entry.regex, line: line))
        guard let end = applicableEnd(of: node, from: position, regex: entry.regex) else { return nil }
        return (node, end)
    }

    /// The context on top ends at `position` with its end regex (the end part of
    /// `next_segment`), and with it each parent it ends.
    private func endsHere(_ top: Int, _ position: inout Int) -> Bool {
        guard top > 0, let end = tree[frames[top].node].end, matcher.match(end, in: line, from: position),
              let stop = applicableEnd(of: frames[top].node, from: position, regex: end) else { return false }
        var endLength = 0
        if let whole = matcher.range(of: 0), whole.lowerBound >= max(frames[top].start, 0), whole.upperBound == stop {
            endLength = stop - whole.lowerBound
        }
        applySubPatterns(grammar[tree[frames[top].node].definition], .end, depth: top, regex: end)
        var first = top
        while first > 1 && tree[frames[first].node].endsParent { first -= 1 }
        closeFrame(top, at: stop, endLength: endLength)
        closeFrames(downTo: first - 1, at: stop)
        position = stop
        return true
    }

    /// `can_apply_match`: where the match `matcher` holds really ends for a context `node`: cut
    /// where an ancestor's end matches inside it, if the regex still matches the text before
    /// that; nil when it does not.
    private func applicableEnd(of node: Int32, from start: Int, regex: SyntaxRegex) -> Int? {
        guard let whole = matcher.range(of: 0) else { return nil }
        let matchEnd = whole.upperBound
        guard tree[node].canBeEndedByAncestor, start < matchEnd else { return matchEnd }
        let ancestors = tree.ancestorEnds(of: node)
        guard !ancestors.isEmpty else { return matchEnd }
        // GtkSourceView steps one byte, then a character at a time.
        var cut = start + 1
        while cut < matchEnd {
            if terminatingAncestor(ancestors, at: cut) != nil {
                let before = UnsafeBufferPointer(rebasing: line[0..<cut])
                return matcher.match(regex, in: before, from: start) ? cut : nil
            }
            cut = nextCharacter(cut)
        }
        return matchEnd
    }

    /// The first of `ancestors` (outermost first) whose end matches at `position`.
    private func terminatingAncestor(_ ancestors: [Int32], at position: Int) -> Int32? {
        for ancestor in ancestors {
            if let end = tree[ancestor].end, probe.match(end, in: line, from: position) { return ancestor }
        }
        return nil
    }

    /// `check_line_end`: the outermost context that ends at a line's end, reached through
    /// contexts that their ancestors can end, closes with everything inside it.
    private func closeAtLineEnd() {
        var terminating = -1
        var index = frames.count - 1
        while index >= 1 {
            let node = tree[frames[index].node]
            if node.endsAtLineEnd { terminating = index } else if !node.canBeEndedByAncestor { break }
            index -= 1
        }
        if terminating >= 1 { closeFrames(downTo: terminating - 1, at: line.count) }
    }

    /// What GtkSourceView does at the end of a text whose last line has no line break while a
    /// context is still open: it marks the position after the text as changed, which turns the
    /// simple context ending there (the innermost one, through last children) into an invalid
    /// segment that is then dropped unstyled (update_syntax → insert_range →
    /// segment_make_invalid_). Only the spans listing asks for this, to match the reference.
    private func dropTailAtEndOfText() {
        guard frames.count > 1, let last = frames.last?.lastChild, last.end == line.count, !last.tail.isEmpty else { return }
        paints.removeSubrange(last.tail)
    }

    /// GtkSourceView finds the next line's state as the segment at the line break's offset,
    /// which is an empty container that started and ended at the line's end, if there is one:
    /// the next line starts inside it. Not after the first line (an empty segment that starts
    /// where the first line ends is deleted, `delete_zero_length_segments`, whose test compares
    /// a buffer offset with a line length), and not after a two-character line break (the
    /// lookup is one character back from the next line's start).
    private func reopenEmptyChildAtLineEnd() {
        let last = frames[frames.count - 1].lastChild
        guard last.start == line.count, last.end == line.count, last.tail.isEmpty, last.node >= 0,
              grammar[tree[last.node].definition].kind == .container else { return }
        frames.append(Frame(node: last.node, start: -1, startLength: 0))
    }

    // MARK: frames and paint

    /// Closes every frame above `survivor` at `position`.
    private func closeFrames(downTo survivor: Int, at position: Int) {
        while frames.count - 1 > survivor { closeFrame(frames.count - 1, at: position, endLength: 0) }
    }

    /// Closes the top frame `index` at `position`.
    private func closeFrame(_ index: Int, at position: Int, endLength: Int) {
        paintFrame(index, end: position, endLength: endLength)
        let closed = frames.removeLast()
        let tail = closed.lastChild.end == position ? closed.lastChild.tail : 0..<0
        frames[index - 1].lastChild = ChildMark(node: closed.node, start: closed.start, end: position, tail: tail)
    }

    /// The frame's style over its stretch of the line (inside its start and end matches with
    /// `style-inside`), and its classes over all of it.
    private func paintFrame(_ index: Int, end: Int, endLength: Int) {
        let frame = frames[index]
        let from = max(frame.start, 0)
        if let style = tree[frame.node].style {
            var styleFrom = from
            var styleTo = end
            if grammar[tree[frame.node].definition].has(.styleInside) {
                if frame.start >= 0 { styleFrom = frame.start + frame.startLength }
                styleTo = end - endLength
            }
            paint(index, 0, styleFrom, styleTo, style)
        }
        if wantsClasses { paintClasses(index, 0, from, end, grammar[tree[frame.node].definition].classes) }
    }

    /// The sub-patterns of `definition` at `place` from the match `matcher` holds. They are
    /// listed last-defined first, the order GtkSourceView makes their tags in, so where two
    /// overlap the earlier-defined one is on top.
    private func applySubPatterns(_ definition: Definition, _ place: SubPatternSpec.Place, depth: Int,
                                  regex: SyntaxRegex) {
        for sub in definition.subPatterns.reversed() where sub.place == place {
            let range: Range<Int>?
            switch sub.group {
            case .number(let number): range = matcher.range(of: number)
            case .name(let name): range = regex.groupNumbers(named: name).lazy.compactMap { self.matcher.range(of: $0) }.first
            }
            guard let range, !range.isEmpty else { continue }
            if let style = sub.style { paint(depth, 1, range.lowerBound, range.upperBound, style) }
            if wantsClasses { paintClasses(depth, 1, range.lowerBound, range.upperBound, sub.classes) }
        }
    }

    private func paint(_ depth: Int, _ phase: UInt64, _ from: Int, _ to: Int, _ style: StyleID) {
        guard from < to, wantsPaints else { return }
        sequence += 1
        paints.append(PaintOp(order: PaintOp.order(depth, phase, sequence), start: Int32(from), end: Int32(to), style: style))
    }

    private func paintClasses(_ depth: Int, _ phase: UInt64, _ from: Int, _ to: Int, _ masks: ClassMasks) {
        guard from < to, !masks.isEmpty, wantsPaints else { return }
        sequence += 1
        classPaints.append(ClassOp(order: PaintOp.order(depth, phase, sequence), start: Int32(from), end: Int32(to),
                                   masks: masks))
    }

    /// The next character's offset, as `g_utf8_next_char` steps (a byte that does not start a
    /// valid character is one step); one past the end at the end.
    private func nextCharacter(_ position: Int) -> Int {
        guard position < line.count else { return position + 1 }
        let lead = line[position]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : 1
        guard length > 1, position + length <= line.count else { return position + 1 }
        for offset in 1..<length where line[position + offset] & 0xC0 != 0x80 { return position + 1 }
        return position + length
    }
}
