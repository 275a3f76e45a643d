/// The head of a spec file (the root element with its leading children, as DentFiles'
/// `XMLTreeReader.readHead` gives it) read by a plain scan of the bytes, for the catalog's
/// first start, which reads every spec's head: without libxml2 to load and a reader to set up
/// for each file.
///
/// It reads only the plain XML specs are written in: an optional `<?xml version="1.0"
/// encoding="UTF-8"?>`, comments, elements with quoted attributes, text, CDATA after the head,
/// the five predefined entities and character references to printable characters. Anything
/// else (a byte order mark, another encoding, a DOCTYPE, a processing instruction, other
/// entities, a carriage return or control character, invalid UTF-8, a name that is not plain
/// ASCII, a repeated attribute, a malformed or unclosed tag, a root that ends in its head)
/// gives nil, and the caller asks libxml2, so what the catalog learns never depends on which
/// reader read it. The rest of the file is checked too, though not kept: libxml2's reader reads
/// ahead of the element it stops at, so an error there can fail its head; a scan that gives a
/// tree has found the whole file well-formed. `SpecHeadScanTests` holds the scan to libxml2's
/// tree, lines included, on every installed spec and on damaged heads.
public enum SpecHeadScan {
    /// The root with its attributes and its first children while they are named in
    /// `leading` (text between them kept, comments dropped, as the reader gives them); nil
    /// when the bytes are not plain enough to be read exactly.
    public static func head(_ bytes: [UInt8], leading: Set<String>) -> XMLElement? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = HeadScanner(bytes: buffer)
            return scanner.head(leading: leading)
        }
    }
}

private struct HeadScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var line = 1

    private static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), amp = UInt8(ascii: "&"), slash = UInt8(ascii: "/")

    mutating func head(leading: Set<String>) -> XMLElement? {
        guard Self.plainCharacters(bytes), prolog(), let (root, closed) = startTag(), !closed else { return nil }
        var open = [root]
        while true {
            guard offset < bytes.count else { return nil }
            if bytes[offset] != Self.lt {
                guard let text = text() else { return nil }
                open[open.count - 1].children.append(.text(text))
            } else if starts(with: "<!--") {
                guard comment() else { return nil }
            } else if starts(with: "</") {
                guard let name = endTag(), name == open[open.count - 1].name, open.count > 1 else { return nil }
                let element = open.removeLast()
                open[open.count - 1].children.append(.element(element))
            } else if open.count == 1, let name = peekName(), !leading.contains(name) {
                // A child of the root outside `leading`: the head ends before it.
                return restIsWellFormed(root: root.name) ? open[0] : nil
            } else {
                guard let (element, closed) = startTag() else { return nil }
                if closed { open[open.count - 1].children.append(.element(element)) } else { open.append(element) }
            }
        }
    }

    /// Whether the rest of the document, from the head's end inside the root, is well-formed
    /// plain XML, up to the root's end tag and with only comments and whitespace after it.
    /// Checked in place, making no strings: every spec's whole file goes through here.
    private mutating func restIsWellFormed(root: String) -> Bool {
        /// The names of the open elements inside the root.
        var open: [Range<Int>] = []
        while true {
            guard offset < bytes.count else { return false }
            if bytes[offset] != Self.lt {
                let end = bytes[offset...].firstIndex(of: Self.lt) ?? bytes.count
                guard find("]]>", before: end) == nil, entitiesAreKnown(offset..<end) else { return false }
                offset = end
            } else if starts(with: "<!--") {
                guard comment() else { return false }
            } else if starts(with: "<![CDATA[") {
                guard let end = find("]]>") else { return false }
                offset = end + 3
            } else if starts(with: "</") {
                offset += 2
                let name = nameRange()
                skipSpace()
                guard !name.isEmpty, offset < bytes.count, bytes[offset] == Self.gt else { return false }
                offset += 1
                guard let innermost = open.popLast() else {
                    guard bytes[name].elementsEqual(root.utf8) else { return false }
                    break
                }
                guard bytes[name].elementsEqual(bytes[innermost]) else { return false }
            } else {
                guard let (name, closed) = skipStartTag() else { return false }
                if !closed { open.append(name) }
            }
        }
        while offset < bytes.count {
            if isSpace(bytes[offset]) {
                offset += 1
            } else if !starts(with: "<!--") || !comment() {
                return false
            }
        }
        return true
    }

    /// A start tag checked as `startTag` reads it, without keeping it: its name and whether it
    /// closed itself.
    private mutating func skipStartTag() -> (Range<Int>, closed: Bool)? {
        offset += 1
        let name = nameRange()
        guard !name.isEmpty else { return nil }
        var attributes: [Range<Int>] = []
        while true {
            let spaced = skipSpace()
            guard offset < bytes.count else { return nil }
            if bytes[offset] == Self.gt || (bytes[offset] == Self.slash && offset + 1 < bytes.count && bytes[offset + 1] == Self.gt) {
                let closed = bytes[offset] == Self.slash
                offset += closed ? 2 : 1
                return (name, closed)
            }
            let attribute = nameRange()
            guard spaced, !attribute.isEmpty, !attributes.contains(where: { bytes[$0].elementsEqual(bytes[attribute]) }) else { return nil }
            attributes.append(attribute)
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { return nil }
            offset += 1
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[offset]
            offset += 1
            guard let end = bytes[offset...].firstIndex(of: quote), !bytes[offset..<end].contains(Self.lt),
                  entitiesAreKnown(offset..<end) else { return nil }
            offset = end + 1
        }
    }

    /// Whether every `&` in `range` starts an entity `entity` knows.
    private func entitiesAreKnown(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while let amp = bytes[index..<range.upperBound].firstIndex(of: Self.amp) {
            guard let semicolon = bytes[amp..<range.upperBound].firstIndex(of: UInt8(ascii: ";")),
                  Self.entity(bytes[(amp + 1)..<semicolon]) != nil else { return false }
            index = semicolon + 1
        }
        return true
    }

    /// Valid UTF-8 of XML characters, with no control characters but tab and line feed (no
    /// carriage return, which XML turns into line feeds). Checked once for the whole file, so
    /// every piece cut at an ASCII delimiter is valid too.
    private static func plainCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A { return false }
            // U+FFFE and U+FFFF are not XML characters.
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return false }
        }
        return String(validating: bytes, as: UTF8.self) != nil
    }

    /// The XML declaration (`version` 1.0, then an optional `encoding` UTF-8 and `standalone`,
    /// in that order), then comments and whitespace.
    private mutating func prolog() -> Bool {
        if starts(with: "<?xml") {
            offset += 5
            var fields: [XMLAttribute] = []
            while true {
                let spaced = skipSpace()
                if starts(with: "?>") { break }
                guard spaced, let field = attribute(into: fields) else { return false }
                fields.append(field)
            }
            offset += 2
            let names = fields.map(\.name)
            guard ["version", "version encoding", "version standalone", "version encoding standalone"].contains(names.joined(separator: " ")),
                  fields[0].value == "1.0",
                  fields.first(where: { $0.name == "encoding" }).map({ CatalogText.lowercased($0.value) == "utf-8" }) ?? true,
                  fields.first(where: { $0.name == "standalone" }).map({ ["yes", "no"].contains($0.value) }) ?? true
            else { return false }
        }
        while offset < bytes.count {
            if isSpace(bytes[offset]) {
                advance()
            } else if starts(with: "<!--") {
                guard comment() else { return false }
            } else {
                return bytes[offset] == Self.lt && !starts(with: "<!") && !starts(with: "<?")
            }
        }
        return false
    }

    /// `<!-- … -->`, which may not hold `--`.
    private mutating func comment() -> Bool {
        offset += 4
        guard let end = find("--"), end + 2 < bytes.count, bytes[end + 2] == Self.gt else { return false }
        while offset < end + 3 { advance() }
        return true
    }

    /// `<name attr="value" …>` or `…/>`; the element and whether it closed itself. Its line is
    /// where the tag ends, as libxml2 records it.
    private mutating func startTag() -> (XMLElement, closed: Bool)? {
        offset += 1
        guard let elementName = name() else { return nil }
        var attributes: [XMLAttribute] = []
        while true {
            let spaced = skipSpace()
            guard offset < bytes.count else { return nil }
            if bytes[offset] == Self.gt || (bytes[offset] == Self.slash && offset + 1 < bytes.count && bytes[offset + 1] == Self.gt) {
                let closed = bytes[offset] == Self.slash
                offset += closed ? 2 : 1
                return (XMLElement(name: elementName, attributes: attributes, line: line), closed)
            }
            guard spaced, let attribute = attribute(into: attributes) else { return nil }
            attributes.append(attribute)
        }
    }

    /// `name="value"` (or with single quotes, spaces around `=`), its value decoded; nil when
    /// malformed or named as one of `earlier`.
    private mutating func attribute(into earlier: [XMLAttribute]) -> XMLAttribute? {
        guard let attribute = name(), !earlier.contains(where: { $0.name == attribute }) else { return nil }
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { return nil }
        offset += 1
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[offset]
        offset += 1
        guard let end = bytes[offset...].firstIndex(of: quote), let value = decoded(offset..<end, inAttribute: true) else { return nil }
        offset = end + 1
        return XMLAttribute(attribute, value)
    }

    /// `</name>`; the name.
    private mutating func endTag() -> String? {
        offset += 2
        guard let name = name() else { return nil }
        skipSpace()
        guard offset < bytes.count, bytes[offset] == Self.gt else { return nil }
        offset += 1
        return name
    }

    /// Character data up to the next `<`.
    private mutating func text() -> String? {
        let start = offset
        let end = bytes[offset...].firstIndex(of: Self.lt) ?? bytes.count
        // `]]>` may not appear in text.
        guard find("]]>", before: end) == nil, let text = decoded(start..<end, inAttribute: false) else { return nil }
        while offset < end { advance() }
        return text
    }

    /// The name at the offset, not moving past it.
    private func peekName() -> String? {
        var copy = self
        copy.offset += 1
        return copy.name()
    }

    /// An unprefixed name: ASCII letters, digits, `_`, `-`, `.`, not starting with a digit,
    /// `-` or `.` (anything wider goes to libxml2).
    private mutating func name() -> String? {
        let range = nameRange()
        return range.isEmpty ? nil : String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where the name at the offset lies (empty for none), moving past it.
    private mutating func nameRange() -> Range<Int> {
        let start = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset], first: offset == start) { offset += 1 }
        return start..<offset
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    /// The text of `range` with its entities replaced; nil when it holds what the scan does
    /// not read exactly. In an attribute a tab or line break would be normalized to a space by
    /// XML's rules, and `<` is not allowed: both give nil.
    private func decoded(_ range: Range<Int>, inAttribute: Bool) -> String? {
        if inAttribute, bytes[range].contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == Self.lt }) { return nil }
        guard bytes[range].contains(Self.amp) else { return String(decoding: bytes[range], as: UTF8.self) }
        var out: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == Self.amp else {
                out.append(bytes[index])
                index += 1
                continue
            }
            guard let semicolon = bytes[index..<range.upperBound].firstIndex(of: UInt8(ascii: ";")),
                  let scalar = Self.entity(bytes[(index + 1)..<semicolon]) else { return nil }
            out += Array(String(scalar).utf8)
            index = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The predefined entities and character references to printable characters, by the
    /// bytes between `&` and `;`.
    private static func entity(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        for (entity, scalar) in predefined where name.elementsEqual(entity.utf8) { return scalar }
        guard name.first == UInt8(ascii: "#") else { return nil }
        let hex = name.dropFirst().first == UInt8(ascii: "x")
        let digits = name.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            guard let digit = hexDigit(byte), hex || digit < 10 else { return nil }
            value = value * (hex ? 16 : 10) + UInt32(digit)
        }
        guard value >= 0x20, value != 0x7F, value < 0xFFFE, !(0xD800...0xDFFF).contains(value) else { return nil }
        return Unicode.Scalar(value)
    }

    private static let predefined: [(String, Unicode.Scalar)] = [("lt", "<"), ("gt", ">"), ("amp", "&"), ("quot", "\""), ("apos", "'")]

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[offset + $0] == prefix.utf8Start[$0] }
    }

    /// Where `needle` next starts, from the offset, ending before `limit`.
    private func find(_ needle: StaticString, before limit: Int? = nil) -> Int? {
        let count = needle.utf8CodeUnitCount
        var index = offset
        while index + count <= (limit ?? bytes.count) {
            if (0..<count).allSatisfy({ bytes[index + $0] == needle.utf8Start[$0] }) { return index }
            index += 1
        }
        return nil
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// Skips whitespace, counting lines; whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count, isSpace(bytes[offset]) { advance() }
        return offset > start
    }

    private mutating func advance() {
        if bytes[offset] == 0x0A { line += 1 }
        offset += 1
    }
}
