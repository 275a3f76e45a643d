/// A spec file's parsed tree as the definitions cache keeps it (DentFiles' `DefinitionCache`):
/// the `XMLElement` tree libxml2 gave, with the file's path and the stamp it had when it was
/// read, so a later start can take the tree without loading libxml2 as long as the file still
/// has that stamp. The tree stays the one input of `SpecParser`: the cache holds what libxml2
/// said, not an interpretation of it.
///
/// The form (`encoded`, `decode`): the header line `dent spec tree VERSION`, then the path, the
/// stamp, a table of every distinct string (names, attribute values, text; a spec repeats the
/// same few names and whitespace runs, and decoding makes each string once), and the tree as
/// indexes into it. Numbers are LEB128 varints (signed ones zigzagged). Decoding is
/// bounds-checked throughout: any input gives the tree or nil, never a trap. A strict prefix
/// of an encoding is always nil (every count is explicit and the whole input must be used).
public struct CachedSpecTree: Sendable, Equatable {
    public var path: String
    public var stamp: FileStamp
    public var root: XMLElement

    public init(path: String, stamp: FileStamp, root: XMLElement) {
        self.path = path
        self.stamp = stamp
        self.root = root
    }

    /// Changes whenever the form changes: an entry of another version is not read.
    static let header = Array("dent spec tree 1\n".utf8)

    /// Deeper trees are not cached (libxml2 itself refuses documents nested past 256 levels),
    /// which bounds the decoder's recursion whatever a file says.
    public static let depthLimit = 512

    /// The encoded entry; nil when the tree is deeper than `depthLimit`.
    public func encoded() -> [UInt8]? {
        var writer = TreeWriter()
        guard writer.index(root, depth: 0) else { return nil }
        var out = Self.header
        TreeWriter.put(string: Array(path.utf8), into: &out)
        TreeWriter.put(signed: stamp.size, into: &out)
        TreeWriter.put(signed: stamp.changed, into: &out)
        TreeWriter.put(UInt64(writer.strings.count), into: &out)
        for string in writer.strings { TreeWriter.put(string: string, into: &out) }
        out += writer.tree
        return out
    }

    /// The entry `bytes` encode whole; nil for anything else.
    public static func decode(_ bytes: ArraySlice<UInt8>) -> CachedSpecTree? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = TreeReader(bytes: buffer)
            return reader.entry()
        }
    }
}

/// Builds the string table and the tree's bytes of `CachedSpecTree.encoded`.
private struct TreeWriter {
    var strings: [[UInt8]] = []
    var indexes: [String: UInt64] = [:]
    var tree: [UInt8] = []

    /// Element: name, line, attribute count, (name, value) pairs, child count, each child as
    /// 0 and an element or 1 and a string.
    mutating func index(_ element: XMLElement, depth: Int) -> Bool {
        guard depth < CachedSpecTree.depthLimit else { return false }
        Self.put(intern(element.name), into: &tree)
        Self.put(signed: Int64(element.line), into: &tree)
        Self.put(UInt64(element.attributes.count), into: &tree)
        for attribute in element.attributes {
            Self.put(intern(attribute.name), into: &tree)
            Self.put(intern(attribute.value), into: &tree)
        }
        Self.put(UInt64(element.children.count), into: &tree)
        for child in element.children {
            switch child {
            case .element(let inner):
                tree.append(0)
                guard index(inner, depth: depth + 1) else { return false }
            case .text(let text):
                tree.append(1)
                Self.put(intern(text), into: &tree)
            }
        }
        return true
    }

    private mutating func intern(_ string: String) -> UInt64 {
        if let known = indexes[string] { return known }
        let index = UInt64(strings.count)
        indexes[string] = index
        strings.append(Array(string.utf8))
        return index
    }

    static func put(_ value: UInt64, into out: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }

    static func put(signed value: Int64, into out: inout [UInt8]) {
        put(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &out)
    }

    static func put(string: [UInt8], into out: inout [UInt8]) {
        put(UInt64(string.count), into: &out)
        out += string
    }
}

/// Reads what `TreeWriter` wrote, checking every count and index against what is left.
private struct TreeReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var strings: [String] = []

    mutating func entry() -> CachedSpecTree? {
        let header = CachedSpecTree.header
        guard bytes.count >= header.count, bytes.prefix(header.count).elementsEqual(header) else { return nil }
        offset = header.count
        guard let path = string(), let size = signed(), let changed = signed(), let count = count() else { return nil }
        strings.reserveCapacity(count)
        for _ in 0..<count {
            guard let string = string() else { return nil }
            strings.append(string)
        }
        guard let root = element(depth: 0), offset == bytes.count else { return nil }
        return CachedSpecTree(path: path, stamp: FileStamp(size: size, changed: changed), root: root)
    }

    private mutating func element(depth: Int) -> XMLElement? {
        guard depth < CachedSpecTree.depthLimit, let name = tableString(), let line = signed(),
              let line = Int(exactly: line), let attributeCount = count() else { return nil }
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(attributeCount)
        for _ in 0..<attributeCount {
            guard let name = tableString(), let value = tableString() else { return nil }
            attributes.append(XMLAttribute(name, value))
        }
        guard let childCount = count() else { return nil }
        var children: [XMLNode] = []
        children.reserveCapacity(childCount)
        for _ in 0..<childCount {
            guard offset < bytes.count else { return nil }
            let kind = bytes[offset]
            offset += 1
            switch kind {
            case 0:
                guard let inner = element(depth: depth + 1) else { return nil }
                children.append(.element(inner))
            case 1:
                guard let text = tableString() else { return nil }
                children.append(.text(text))
            default:
                return nil
            }
        }
        return XMLElement(name: name, attributes: attributes, children: children, line: line)
    }

    /// A count of things each at least one byte long: never more than the bytes left, so a
    /// corrupt count cannot make the reader reserve or loop past the input.
    private mutating func count() -> Int? {
        guard let value = varint(), value <= UInt64(bytes.count - offset) else { return nil }
        return Int(value)
    }

    private mutating func tableString() -> String? {
        guard let index = varint(), index < UInt64(strings.count) else { return nil }
        return strings[Int(index)]
    }

    /// A length and that many bytes of valid UTF-8.
    private mutating func string() -> String? {
        guard let length = count() else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])
        offset += length
        return String(validating: slice, as: UTF8.self)
    }

    private mutating func signed() -> Int64? {
        varint().map { Int64(bitPattern: ($0 >> 1) ^ (0 &- ($0 & 1))) }
    }

    /// At most ten bytes; nil when the value does not fit 64 bits or the input ends first.
    private mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard shift < 63 || byte <= 1 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }
}
