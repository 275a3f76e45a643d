/// The states lines start in, interned: the innermost open context (which knows the ones
/// around it) and, for open contexts that have once-only children, which of those they have
/// had (GtkSourceView looks through the context's earlier children for them).
struct StateKey: Hashable {
    var node: Int32
    /// (depth << 32 | definition) of each once-only child had, by depth then order.
    var onceUsed: [UInt64]
}

struct StateTable {
    private(set) var keys: [StateKey] = [StateKey(node: 0, onceUsed: [])]
    private var ids: [StateKey: UInt32] = [StateKey(node: 0, onceUsed: []): 0]
    /// The states with nothing once-only, by node: no array to hash on the usual path.
    private var plain: [UInt32] = [0]

    mutating func intern(_ frames: [Frame]) -> LineState {
        let node = frames[frames.count - 1].node
        if frames.allSatisfy({ $0.onceUsed.isEmpty }) {
            if Int(node) < plain.count, plain[Int(node)] != UInt32.max { return LineState(id: plain[Int(node)]) }
            let id = insert(StateKey(node: node, onceUsed: []))
            if Int(node) >= plain.count { plain += repeatElement(UInt32.max, count: Int(node) + 1 - plain.count) }
            plain[Int(node)] = id
            return LineState(id: id)
        }
        var once: [UInt64] = []
        for (depth, frame) in frames.enumerated() {
            for definition in frame.onceUsed { once.append(UInt64(depth) << 32 | UInt64(UInt32(bitPattern: definition))) }
        }
        return LineState(id: insert(StateKey(node: node, onceUsed: once)))
    }

    private mutating func insert(_ key: StateKey) -> UInt32 {
        if let id = ids[key] { return id }
        let id = UInt32(keys.count)
        keys.append(key)
        ids[key] = id
        return id
    }

    /// The frames a line starting in `state` opens with (the initial state for an id this
    /// table did not make).
    func frames(_ state: LineState, in tree: ContextTree, into frames: inout [Frame]) {
        let key = Int(state.id) < keys.count ? keys[Int(state.id)] : keys[0]
        frames.removeAll(keepingCapacity: true)
        var node = key.node
        while node >= 0 {
            frames.append(Frame(node: node, start: -1, startLength: 0))
            node = tree[node].parent
        }
        frames.reverse()
        for entry in key.onceUsed {
            frames[Int(entry >> 32)].onceUsed.append(Int32(bitPattern: UInt32(truncatingIfNeeded: entry)))
        }
    }
}
