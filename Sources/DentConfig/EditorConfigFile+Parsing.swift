extension EditorConfigFile {
    /// Parses `.editorconfig` text line by line, as the EditorConfig specification's "File Format"
    /// says: trim each line, then it is blank, a comment (`;` or `#` first; there are no inline
    /// comments since 0.15.0), a `[section]` header, or a `key = value` pair split at the first `=`.
    ///
    /// No length limit is applied: the specification asks cores to accept keys of 1024, values of
    /// 4096 and section names of 1024 characters and lets them accept more (core tests
    /// `min_supported_*_length`).
    public init(parsing text: String) {
        self.init()
        for (index, line) in EditorConfigText.lines(text).enumerated() {
            read(EditorConfigText.trimmed(line), lineNumber: index + 1)
        }
    }

    private mutating func read(_ line: EditorConfigText.Scalars, lineNumber: Int) {
        guard let first = line.first, first != ";", first != "#" else { return }
        if first == "[", line.last == "]", line.count >= 2 {
            let name = EditorConfigText.string(line.dropFirst().dropLast())
            sections.append(EditorConfigSection(name: name, line: lineNumber))
            return
        }
        guard let pair = Self.pair(in: line) else {
            problems.append(ConfigDiagnostic(line: lineNumber, message: "expected [section] or key = value"))
            return
        }
        if let last = sections.indices.last {
            sections[last].pairs.append(pair)
        } else {
            preamble.append(pair)
        }
    }

    /// "Key: the part before the first `=`. Value: the part, if any, after" it, both trimmed; a
    /// missing value is the empty string. A line with no key is invalid.
    private static func pair(in line: EditorConfigText.Scalars) -> EditorConfigPair? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let key = EditorConfigText.trimmed(line[..<equals])
        guard !key.isEmpty else { return nil }
        let value = EditorConfigText.trimmed(line[line.index(after: equals)...])
        return .reading(key: EditorConfigText.string(key), value: EditorConfigText.string(value))
    }
}
