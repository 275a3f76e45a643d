/// Valid UTF-8 turned into UTF-16 for ICU, with the way back from a UTF-16 offset to a byte
/// offset. The storage is kept from text to text: a search turns 64 KiB at a time.
struct UTF16Text {
    private var units: [UInt16] = []
    /// The byte offset of each unit, and of the end; empty when the text is all ASCII, where
    /// the two offsets are the same.
    private var bytes: [Int32] = []

    /// Offsets between the two encodings of the text last loaded.
    struct Offsets {
        fileprivate let bytes: UnsafeBufferPointer<Int32>

        /// The UTF-16 offset of byte `offset`, which starts a character (or is the end).
        func unit(_ offset: Int) -> Int {
            guard !bytes.isEmpty else { return offset }
            var low = 0
            var high = bytes.count - 1
            while low < high {
                let middle = (low + high) / 2
                if Int(bytes[middle]) < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The byte offset of UTF-16 offset `unit`.
        func byte(_ unit: Int) -> Int { bytes.isEmpty ? unit : Int(bytes[unit]) }
    }

    /// Replaces the text with `text`, which must be valid UTF-8.
    mutating func load(_ text: UnsafeBufferPointer<UInt8>) {
        units.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        // At least one, so the units have an address even for an empty text (ICU refuses nil).
        units.reserveCapacity(Swift.max(text.count, 1))
        var index = 0
        while index < text.count && text[index] < 0x80 {
            units.append(UInt16(text[index]))
            index += 1
        }
        guard index < text.count else { return }
        bytes.reserveCapacity(text.count + 1)
        for offset in 0..<index { bytes.append(Int32(offset)) }
        while index < text.count {
            let lead = text[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var scalar = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
            for next in 1..<length where index + next < text.count {
                scalar = scalar << 6 | UInt32(text[index + next] & 0x3F)
            }
            if scalar >= 0x10000 {
                units.append(UInt16(0xD800 + ((scalar - 0x10000) >> 10)))
                units.append(UInt16(0xDC00 + (scalar & 0x3FF)))
                bytes.append(Int32(index))
            } else {
                units.append(UInt16(scalar))
            }
            bytes.append(Int32(index))
            index += length
        }
        bytes.append(Int32(text.count))
    }

    /// Calls `body` with the units and the offsets between the encodings.
    func withUnits<R>(_ body: (UnsafeBufferPointer<UInt16>, Offsets) -> R) -> R {
        units.withUnsafeBufferPointer { units in
            bytes.withUnsafeBufferPointer { body(units, Offsets(bytes: $0)) }
        }
    }
}
