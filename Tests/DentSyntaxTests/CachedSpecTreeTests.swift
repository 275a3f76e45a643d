import DentSyntax
import DentTestSupport
import Testing

/// The definitions cache's encoding of a parsed spec: what goes in comes out, and nothing else
/// ever does (a prefix of an encoding, random bytes, a tree nested past the limit).
@Suite struct CachedSpecTreeTests {
    static let tree = XMLElement(name: "language", attributes: [XMLAttribute("id", "t"), XMLAttribute("_name", "Tést ✓")], children: [
        .text("\n  "),
        .element(XMLElement(name: "metadata", children: [
            .element(XMLElement(name: "property", attributes: [XMLAttribute("name", "globs")], children: [.text("*.t;*.tt")], line: 4)),
        ], line: 3)),
        .text("\n  "),
        .element(XMLElement(name: "empty", attributes: [XMLAttribute("", "")], line: -1)),
        .text(""),
        .element(XMLElement(name: "keyword", children: [.text("if & <then>"), .text("\u{0}\t")], line: Int(Int32.max) + 1)),
    ], line: 2)
    static let entry = CachedSpecTree(path: "/usr/share/gtksourceview-4/language-specs/t.lang",
                                      stamp: FileStamp(size: 1234, changed: 1_700_000_000_123_456_789), root: tree)

    @Test func anEntryComesBackAsItWent() throws {
        let bytes = try #require(Self.entry.encoded())
        #expect(CachedSpecTree.decode(bytes[...]) == Self.entry)
        let racy = CachedSpecTree(path: "", stamp: FileStamp(size: 0, changed: -1), root: XMLElement(name: ""))
        #expect(CachedSpecTree.decode(try #require(racy.encoded())[...]) == racy)
    }

    @Test func repeatedStringsAreStoredOnce() throws {
        let child = XMLNode.element(XMLElement(name: "keyword", children: [.text("a-rather-long-keyword")]))
        let few = XMLElement(name: "list", children: Array(repeating: child, count: 2))
        let many = XMLElement(name: "list", children: Array(repeating: child, count: 200))
        let fewBytes = try #require(CachedSpecTree(path: "p", stamp: FileStamp(size: 0, changed: 0), root: few).encoded())
        let manyBytes = try #require(CachedSpecTree(path: "p", stamp: FileStamp(size: 0, changed: 0), root: many).encoded())
        #expect(manyBytes.count - fewBytes.count < 198 * 8, "each repeat costs a few index bytes, not the strings again")
    }

    @Test func everyStrictPrefixIsInvalid() throws {
        let bytes = try #require(Self.entry.encoded())
        for length in 0..<bytes.count {
            #expect(CachedSpecTree.decode(bytes[..<length]) == nil, "prefix of \(length) of \(bytes.count) bytes")
        }
        #expect(CachedSpecTree.decode((bytes + [0])[...]) == nil, "a byte too many")
    }

    @Test func anotherVersionIsNotRead() throws {
        var bytes = try #require(Self.entry.encoded())
        let digit = try #require(bytes.firstIndex(of: UInt8(ascii: "1")))
        bytes[digit] = UInt8(ascii: "2")
        #expect(CachedSpecTree.decode(bytes[...]) == nil)
    }

    /// Random bytes, random bytes behind a valid header, and valid entries with bytes changed:
    /// the decoder returns, whatever it is given (a corrupt varint, count or index must not trap
    /// or make it reserve past the input). A changed entry may decode to another tree here; the
    /// cache file's checksum is what rejects those (`DefinitionCacheTests`).
    @Test func anyBytesDecodeWithoutTrapping() throws {
        var random = SplitMix64(state: 23)
        let valid = try #require(Self.entry.encoded())
        let header = Array("dent spec tree 1\n".utf8)
        var decoded = 0
        for round in 0..<20_000 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0: bytes = (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            case 1: bytes = header + (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            default:
                bytes = valid
                for _ in 0...random.below(3) { bytes[header.count + random.below(bytes.count - header.count)] = UInt8(truncatingIfNeeded: random.next()) }
            }
            if CachedSpecTree.decode(bytes[...]) != nil { decoded += 1 }
        }
        #expect(decoded < 20_000 / 3, "most changed entries and all random bytes are refused")
    }

    @Test func aTreeNestedPastTheLimitIsNotCached() throws {
        func nested(_ depth: Int) -> XMLElement {
            var element = XMLElement(name: "e")
            for _ in 1..<depth { element = XMLElement(name: "e", children: [.element(element)]) }
            return element
        }
        let stamp = FileStamp(size: 1, changed: 1)
        let deepest = CachedSpecTree(path: "p", stamp: stamp, root: nested(CachedSpecTree.depthLimit))
        #expect(CachedSpecTree.decode(try #require(deepest.encoded())[...]) == deepest)
        #expect(CachedSpecTree(path: "p", stamp: stamp, root: nested(CachedSpecTree.depthLimit + 1)).encoded() == nil)
        // Made by hand: the same tree one level deeper, which the decoder refuses.
        var bytes = Array("dent spec tree 1\n".utf8) + [1, UInt8(ascii: "p"), 2, 2, 1, 1, UInt8(ascii: "e")]
        for _ in 1...CachedSpecTree.depthLimit { bytes += [0, 0, 0, 1, 0] }
        bytes += [0, 0, 0, 0]
        #expect(CachedSpecTree.decode(bytes[...]) == nil)
        bytes.removeLast(4 + 5)
        bytes += [0, 0, 0, 0]
        #expect(CachedSpecTree.decode(bytes[...]) != nil, "one level less is read")
    }
}
