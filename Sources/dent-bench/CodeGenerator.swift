import DentTestSupport

/// One generated C function: a comment, a signature and a body of declarations, loops, branches
/// and switches, in the proportions of the files the editors are compared on.
struct CodeGenerator {
    var random: SplitMix64

    init(random: inout SplitMix64) {
        self.random = SplitMix64(state: random.next())
    }

    mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    mutating func between(_ low: Int, _ high: Int) -> Int { low + below(high - low + 1) }
    mutating func word() -> String { Workload.words[below(Workload.words.count)] }
    mutating func words(_ count: Int) -> String { (0..<count).map { _ in word() }.joined(separator: " ") }
    mutating func ident(_ parts: Int = 2) -> String { (0...parts).map { _ in word() }.joined(separator: "_") }
    func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    mutating func function() -> String {
        let (name, a, b, c, v) = (ident(3), ident(), ident(), ident(), ident())
        let type = Workload.types[below(Workload.types.count)]
        let record = ident(1)
        var lines = [
            "/* \(name): \(capitalized(word())) \(words(between(6, 12))) for \(ident()). */",
            "static \(type) \(name)(struct \(record) *\(a), const char *\(b), size_t \(c))", "{",
            "    int64_t \(v) = \(ident())(\(a)->\(ident()), \(below(10_000))) + (int64_t)\(c) * \(between(2, 97));",
        ]
        for _ in 0..<between(2, 7) { lines += statement(type: type, record: record, a: a, b: b, c: c, v: v) }
        lines += ["    return (\(type))\(v);", "}", ""]
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func statement(type: String, record: String, a: String, b: String, c: String, v: String) -> [String] {
        switch below(100) {
        case 0..<30:
            return ["    if (\(v) > \(below(501)) && \(a)->\(ident()) != NULL) {",
                    "        \(a)->\(ident()) = \(ident())(\(b), \(v), \"\(words(3))\");", "    } else {",
                    "        return (\(type))-\(between(1, 99)); // \(words(4))", "    }"]
        case 30..<55:
            return ["    for (size_t i = 0; i < \(c) && i < \(a)->\(ident()); i++) {",
                    "        \(a)->\(ident())[i] = (uint32_t)\(b)[i] ^ 0x\(String(random.next() & 0xFFFF_FFFF, radix: 16)); // \(word())",
                    "        \(v) += \(ident())(\(a)->\(ident())[i], \(c));", "    }"]
        case 55..<80:
            return ["    \(v) = \(ident(3))(\(b), \(a)->\(ident()), \(c) + \(between(1, 64)), sizeof(struct \(record)));"]
        default:
            var lines = ["    switch (\(v) % \(between(3, 9))) {"]
            for index in 0..<between(1, 3) { lines.append("    case \(index): \(a)->\(ident()) = \(ident().uppercased()); break;") }
            return lines + ["    default: fprintf_log(\"\(words(4)) %zu\\n\", \(c));", "    }"]
        }
    }
}
