import DentText
import Glibc

/// The crash rescue's registry: for every modified document, the record its gap buffer keeps
/// its shape in (`GapMirror`) and the candidate paths of its rescue copy, prepared in advance
/// in C memory, so the handler of a fatal signal can write `FILE.dent-save` with plain system
/// calls only (`CrashRescue.handler`, in CrashRescue+Handler.swift).
///
/// The session owns it and keeps it current after every event (a slot for each modified
/// document, none for the others). The table is reached from the crash handler through the
/// context pointer `CrashGuard` keeps: the one piece of global state, for the same reason as
/// the self-pipe's (a signal handler cannot capture context).
///
/// Memory handed to the handler or to a buffer is never freed while the process runs: a
/// released slot's shape record goes to a free list for the next slot (a buffer may still
/// hold it until the session detaches it), and a grown slot array leaves the old one behind.
public final class CrashRescue {
    /// What the handler reads; its address never changes.
    public let table: UnsafeMutablePointer<RescueTable>
    private var capacity = 0
    /// The path each slot's candidates were prepared for, by key.
    private var prepared: [Int: String] = [:]
    private var spareShapes: [UnsafeMutablePointer<GapShape>] = []
    private let stateDirectory: StateDirectory

    public init(stateDirectory: StateDirectory = .standard()) {
        self.stateDirectory = stateDirectory
        let scratchSize = Int(PATH_MAX) + 32
        let scratch = UnsafeMutablePointer<CChar>.allocate(capacity: scratchSize)
        table = UnsafeMutablePointer<RescueTable>.allocate(capacity: 1)
        let groups = UnsafeMutablePointer<Int32>.allocate(capacity: CrashRescue.serverGroupCapacity)
        table.initialize(to: RescueTable(slots: nil, count: 0, scratch: scratch, scratchSize: scratchSize, groups: groups, groupCount: 0))
    }

    /// Server groups the handler can end: more servers than this at once is not a use dent has.
    public static let serverGroupCapacity = 64

    /// The process groups of the language servers running now (each server leads its own).
    public func serverGroups(_ groups: [Int32]) {
        let kept = groups.prefix(Self.serverGroupCapacity)
        guard table.pointee.groupCount != kept.count || !kept.indices.allSatisfy({ table.pointee.groups[$0] == kept[$0] }) else { return }
        // The count first down, then the entries, then the count up: a handler that runs in
        // between reads only entries already written.
        table.pointee.groupCount = 0
        for (index, group) in kept.enumerated() { table.pointee.groups[index] = group }
        table.pointee.groupCount = kept.count
    }

    /// The keys that have a slot.
    public var keys: Dictionary<Int, String>.Keys { prepared.keys }

    /// The mirror of document `key` (whose file is `path`, empty for none, shown as `name`),
    /// with a slot made or its candidates prepared again when the path changed. The name is
    /// worked out only then: the session asks on every key.
    public func mirror(for key: Int, path: String, name: @autoclosure () -> String) -> GapMirror {
        if let index = slotIndex(of: key) {
            if prepared[key] != path {
                table.pointee.slots?[index].freeStrings()
                fill(&table.pointee.slots![index], path: path, name: name())
                prepared[key] = path
            }
            return GapMirror(table.pointee.slots![index].shape)
        }
        if table.pointee.count == capacity { grow() }
        let shape = spareShapes.popLast() ?? UnsafeMutablePointer<GapShape>.allocate(capacity: 1)
        shape.initialize(to: .gone)
        var slot = RescueSlot(key: key, shape: shape, label: nil, places: nil, placeCount: 0)
        fill(&slot, path: path, name: name())
        table.pointee.slots?[table.pointee.count] = slot
        table.pointee.count += 1
        prepared[key] = path
        return GapMirror(shape)
    }

    /// Takes document `key`'s slot away (saved, back to what is on disk, closed). Its buffer
    /// must have been detached (`TextBuffer.attachMirror(nil)`) or be gone.
    public func release(_ key: Int) {
        guard let index = slotIndex(of: key), let slots = table.pointee.slots else { return }
        let slot = slots[index]
        let last = table.pointee.count - 1
        slots[index] = slots[last]
        table.pointee.count = last
        slot.freeStrings()
        spareShapes.append(slot.shape)
        prepared[key] = nil
    }

    private func slotIndex(of key: Int) -> Int? {
        guard let slots = table.pointee.slots else { return nil }
        return (0..<table.pointee.count).first { slots[$0].key == key }
    }

    /// Room for twice as many slots. The old array is left allocated: nothing frees memory a
    /// handler might be reading.
    private func grow() {
        let bigger = Swift.max(capacity * 2, 8)
        let slots = UnsafeMutablePointer<RescueSlot>.allocate(capacity: bigger)
        if let old = table.pointee.slots { slots.initialize(from: old, count: table.pointee.count) }
        table.pointee.slots = slots
        capacity = bigger
    }

    /// Prepares the slot's label and candidate places: `FILE.dent-save` beside the file, then
    /// the state directory's rescue folder (made now, since the handler makes no folders).
    private func fill(_ slot: inout RescueSlot, path: String, name: String) {
        var failures: [String] = []
        let places = EmergencySave.locations(for: path, stateDirectory: stateDirectory, failures: &failures)
        let list = UnsafeMutablePointer<RescuePlace>.allocate(capacity: Swift.max(places.count, 1))
        for (index, (folder, stem)) in places.enumerated() {
            let base = PathNames.join(folder, stem + EmergencySave.suffix)
            list[index] = RescuePlace(folder: strdup(folder), base: strdup(base), shown: strdup(PathBytes.shown(base)))
        }
        slot.places = list
        slot.placeCount = places.count
        slot.label = strdup(PathBytes.shown(name.isEmpty ? "the unnamed document" : name))
    }
}

/// What the crash handler reads: the slots in use and a scratch buffer for building paths.
public struct RescueTable {
    var slots: UnsafeMutablePointer<RescueSlot>?
    var count: Int
    var scratch: UnsafeMutablePointer<CChar>
    var scratchSize: Int
    /// The process groups of the language servers running (`serverGroupCapacity` at most),
    /// killed first: no server outlives a crash.
    var groups: UnsafeMutablePointer<Int32>
    var groupCount: Int
}

/// One modified document: where its text is (`shape`), its name for the message and where
/// its copy may go.
struct RescueSlot {
    var key: Int
    var shape: UnsafeMutablePointer<GapShape>
    var label: UnsafeMutablePointer<CChar>?
    var places: UnsafeMutablePointer<RescuePlace>?
    var placeCount: Int

    func freeStrings() {
        free(label)
        if let places {
            for index in 0..<placeCount {
                free(places[index].folder)
                free(places[index].base)
                free(places[index].shown)
            }
            places.deallocate()
        }
    }
}

/// A folder to try and the first candidate in it (`FOLDER/STEM.dent-save`); the handler
/// appends `.1`, `.2`, … when that exists. `shown` is the candidate as the message names it
/// (`PathBytes.shown`: no control character reaches the terminal), made here because the
/// handler cannot.
struct RescuePlace {
    var folder: UnsafeMutablePointer<CChar>?
    var base: UnsafeMutablePointer<CChar>?
    var shown: UnsafeMutablePointer<CChar>?
}
