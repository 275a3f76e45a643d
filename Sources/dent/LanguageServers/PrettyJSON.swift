import DentLSP

/// JSON laid out for a person to read (`dent --check-lsp FILE` prints a server's
/// capabilities with it): one member a line, indented two spaces a level; an array of plain
/// values on one line when it fits (`"triggerCharacters": [".", "->"]`), else filling lines
/// (a semantic token legend's dozens of names take a few lines, not dozens). Strings and
/// numbers are written as `JSONValue.serialized()` writes them, control characters escaped.
enum PrettyJSON {
    /// The widest a one-line array may be, its indentation included.
    static let width = 100

    static func text(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .array(let elements) where !elements.isEmpty:
            guard elements.allSatisfy(isPlain) else {
                return "[\n" + elements.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
            }
            let words = elements.map(compact)
            let oneLine = "[" + words.joined(separator: ", ") + "]"
            if indent.count + oneLine.count <= width { return oneLine }
            return "[\n" + filled(words, indent: inner) + "\n" + indent + "]"
        case .object(let object) where !object.isEmpty:
            let members = object.members.map { inner + compact(.string($0.key)) + ": " + text($0.value, indent: inner) }
            return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
        default:
            return compact(value)
        }
    }

    /// `words` apart by commas, as many on each line (after `indent`) as fit in `width`.
    private static func filled(_ words: [String], indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && indent.count + line.count + word.count + 2 > width {
                lines.append(indent + line + ",")
                line = ""
            }
            line += (line.isEmpty ? "" : ", ") + word
        }
        return (lines + [indent + line]).joined(separator: "\n")
    }

    private static func compact(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }

    /// Neither an array nor an object with something in it.
    private static func isPlain(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let elements): elements.isEmpty
        case .object(let object): object.isEmpty
        default: true
        }
    }
}
