import DentText

/// Items of a list that are mappings (YAML's `- name: Build`): the item's further keys must
/// stand in the column of its first key (YAML 1.2, 8.2.1 "Block Sequences": the entry is a
/// node indented by the `-` and the blanks after it).
extension CodeReader {
    /// The display column of the first key of the item `line` holds, when its code before
    /// `end` is item markers (`-`, or `- -` for a list in a list) and then a `key:` (a `:` in
    /// code followed by a blank or the end); nil otherwise: no marker, a plain value (`- a`),
    /// a flow collection (`- {a: 1}`).
    mutating func itemKeyColumn(_ line: Int, before end: Int, tabWidth: Int) -> Int? {
        guard let marker = rules.itemMarker.map({ Array($0.utf8) }), !marker.isEmpty else { return nil }
        let (bytes, isCode) = code(line)
        let end = Swift.min(end, bytes.count)
        var content = bytes.prefix { isBlank($0) }.count
        var items = 0
        while content + marker.count < end, isCode[content], Array(bytes[content..<(content + marker.count)]) == marker,
              isBlank(bytes[content + marker.count]) {
            content += marker.count
            while content < end, isBlank(bytes[content]) { content += 1 }
            items += 1
        }
        guard items > 0, content < end, ![UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "#")].contains(bytes[content]) else { return nil }
        let isKey = (content..<end).contains { index in
            bytes[index] == UInt8(ascii: ":") && isCode[index] && (index + 1 == end || isBlank(bytes[index + 1]))
        }
        return isKey ? indentColumn(Array(bytes[..<content].map { isBlank($0) ? $0 : 0x20 }), tabWidth: tabWidth) : nil
    }
}
