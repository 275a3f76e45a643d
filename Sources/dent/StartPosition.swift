import DentFiles

/// Where the cursor starts: `dent +LINE[:COL] FILE` or `dent FILE:LINE[:COL]`.
struct StartPosition: Equatable {
    var line: Int
    var column: Int?

    /// `LINE` or `LINE:COL` with positive numbers.
    init?(_ text: Substring) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let line = Int(parts[0]), line >= 1 else { return nil }
        self.line = line
        if parts.count == 2 {
            guard let column = Int(parts[1]), column >= 1 else { return nil }
            self.column = column
        }
    }

    /// The answer go-to-line understands: `LINE` or `LINE:COL`.
    var answer: String { column.map { "\(line):\($0)" } ?? "\(line)" }

    /// The file and start position an argument names: `position` (from `+LINE`) when given,
    /// else a `FILE:LINE[:COL]` split, else the whole argument.
    static func target(_ argument: String, position: StartPosition?) -> (path: String, position: StartPosition?) {
        if position == nil, let split = split(argument) { return split }
        return (argument, position)
    }

    /// `FILE:LINE[:COL]` split when no file has that whole name; nil otherwise.
    static func split(_ argument: String) -> (path: String, position: StartPosition)? {
        guard FileIdentity.current(at: argument) == nil else { return nil }
        var candidates: [String.Index] = []
        var index = argument.startIndex
        while let colon = argument[index...].firstIndex(of: ":") {
            candidates.append(colon)
            index = argument.index(after: colon)
        }
        for colon in candidates {
            let path = String(argument[..<colon])
            guard !path.isEmpty, let position = StartPosition(argument[argument.index(after: colon)...]) else { continue }
            return (path, position)
        }
        return nil
    }
}
