import DentTestSupport
import DentText

/// A jump and one insert, against the memmove that moving the gap the same distance costs.
enum JumpFigures {
    static let jumps = 1_000

    /// 1,000 random jumps, each followed by an insert: the gap travels to the target.
    static func jumpInsert(sizeMB: Int) -> Figure {
        Figure(name: "jump-insert-\(sizeMB)mb", summary: "1,000 × (jump to a random offset, insert a byte) in \(sizeMB) MB") {
            var text = TextBuffer(try Workload.loaded(sizeMB: sizeMB))
            let targets = targets(count: text.count)
            return { insert(into: &text, at: targets) }
        }
    }

    private static func insert(into text: inout TextBuffer, at targets: [Int]) {
        let byte: [UInt8] = [0x78]
        for target in targets { text.replace(target..<target, with: byte) }
        precondition(text.count > targets.count)
    }

    /// The same 1,000 gap movements as plain memmoves in an array of the same size.
    static func memmove(sizeMB: Int) -> Figure {
        Figure(name: "memmove-\(sizeMB)mb", summary: "the same 1,000 gap moves in \(sizeMB) MB as bare memmoves (the floor)") {
            let size = try Workload.loaded(sizeMB: sizeMB).count
            let gap = 1 << 20
            var storage = [UInt8](repeating: 0x61, count: size + jumps + gap)
            let targets = targets(count: size)
            return {
                storage.withUnsafeMutableBufferPointer { all in
                    guard let base = all.baseAddress else { return }
                    var gapStart = size
                    for (index, target) in targets.enumerated() {
                        if target < gapStart {
                            (base + target + gap).update(from: base + target, count: gapStart - target)
                        } else {
                            (base + gapStart).update(from: base + gapStart + gap, count: target - gapStart)
                        }
                        base[target] = UInt8(truncatingIfNeeded: index)
                        gapStart = target + 1
                    }
                }
            }
        }
    }

    /// The same random offsets for both figures: target `i` is within the text after `i` inserts.
    static func targets(count: Int) -> [Int] {
        var random = SplitMix64(state: 99)
        return (0..<jumps).map { index in Int(random.next() % UInt64(count + index + 1)) }
    }
}
