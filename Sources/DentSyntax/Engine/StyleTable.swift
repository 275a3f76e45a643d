/// Every style the loaded languages name, numbered: what a `StyleID` indexes. A style's
/// `map-to` chain follows the `<style>` elements of whichever loaded spec defines each id.
final class StyleTable {
    private(set) var names: [String] = []
    private var ids: [String: StyleID] = [:]
    private var mapTo: [String: String] = [:]
    /// Each id's chain once asked for (`chain(of:)`); emptied by every `define`, the one change
    /// that can lengthen a chain. The renderer and the text ranges ask for a few styles on every
    /// key, and a chain is walked by name.
    private var chains: [[String]?] = []

    func id(for name: String) -> StyleID {
        if let id = ids[name] { return id }
        let id = StyleID(index: UInt16(truncatingIfNeeded: names.count))
        names.append(name)
        ids[name] = id
        return id
    }

    func existing(_ name: String) -> StyleID? { ids[name] }

    /// Records a `<style>`; the first definition of an id wins, as a language's own table does
    /// in GtkSourceView when files define the same id.
    func define(_ style: StyleSpec) {
        chains = []
        _ = id(for: style.id)
        if let target = style.mapTo {
            _ = id(for: target)
            if mapTo[style.id] == nil { mapTo[style.id] = target }
        }
    }

    /// The map-to chain after style `id`'s name (`chain(after:)`), from the memo.
    func chain(of id: StyleID) -> [String] {
        let index = Int(id.index)
        if index < chains.count, let known = chains[index] { return known }
        let chain = chain(after: names[index])
        if chains.count < names.count { chains += repeatElement(nil, count: names.count - chains.count) }
        chains[index] = chain
        return chain
    }

    /// The map-to chain after `name` (GtkSourceView stops after 50 steps, a loop).
    func chain(after name: String) -> [String] {
        var chain: [String] = []
        var current = name
        while let next = mapTo[current], next != name, !chain.contains(next), chain.count < 50 {
            chain.append(next)
            current = next
        }
        return chain
    }
}

/// Context classes (`class="comment"`) as bits: the first 32 names the loaded specs use.
final class ClassTable {
    private(set) var names: [String] = []

    func bit(for name: String) -> UInt32 {
        if let index = names.firstIndex(of: name) { return 1 << UInt32(index) }
        guard names.count < 32 else { return 0 }
        names.append(name)
        return 1 << UInt32(names.count - 1)
    }

    func existingBit(_ name: String) -> UInt32 {
        names.firstIndex(of: name).map { 1 << UInt32($0) } ?? 0
    }

    func masks(_ classes: [ClassSpec]) -> ClassMasks {
        var masks = ClassMasks()
        for item in classes {
            if item.enabled { masks.enabled |= bit(for: item.name) } else { masks.disabled |= bit(for: item.name) }
        }
        return masks
    }
}

/// The classes a context or sub-pattern turns on and off (GtkSourceView applies the enabled
/// ones, then removes the disabled ones).
struct ClassMasks: Hashable {
    var enabled: UInt32 = 0
    var disabled: UInt32 = 0
    var isEmpty: Bool { enabled == 0 && disabled == 0 }
}
