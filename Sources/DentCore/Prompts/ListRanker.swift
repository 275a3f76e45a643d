/// Orders the entries of a filtered list (the help, the palette, the open files, the
/// languages) by how well they match what the user typed, so the best match comes first and
/// Enter picks it.
///
/// Each word of the query is matched on its own, in any order and any case, against an entry's
/// title; a word's tier is the best of exact, prefix, word prefix, substring and fuzzy (its
/// letters in order), and the entry ranks by its weakest word's tier. The whole query equal to
/// the title is exact too, so `go to line` is exact for "Go to line". Ties go to the title
/// with fewer words, then to the list's own order. An entry whose title does not hold every
/// word may match its detail (a command's help text, its id and chords) by substring: such
/// entries come after every title match.
public struct ListRanker: Sendable {
    /// How a word of the query meets a title, best first.
    public enum Tier: Int, Comparable, Sendable {
        case exact, prefix, wordPrefix, substring, fuzzy

        public static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
    }

    /// The query's words, lower case.
    public let words: [String]

    /// The words joined by single spaces: the whole query, which equal to a title is exact.
    let phrase: String

    public init(_ query: String) {
        words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        phrase = words.joined(separator: " ")
    }

    /// Whether nothing was typed: every entry matches, in the list's own order.
    public var isEmpty: Bool { words.isEmpty }

    /// The tier of `text`: its weakest word's, or nil when some word is not in it (with
    /// `fuzzy` false, not in it as typed).
    public func tier(of text: String, fuzzy: Bool = true) -> Tier? {
        let title = Title(text)
        if !words.isEmpty, title.spaced == phrase { return .exact }
        var weakest = Tier.exact
        for word in words {
            guard let tier = title.tier(of: word), fuzzy || tier < .fuzzy else { return nil }
            weakest = Swift.max(weakest, tier)
        }
        return weakest
    }

    /// The entries that match, best first. `titles` are an entry's names (a language's name
    /// and id: the better one counts; the first one's words break ties); `detail` is matched
    /// only when no title holds every word.
    public func rank<Entry>(_ entries: [Entry], titles: (Entry) -> [String], detail: (Entry) -> String = { _ in "" }) -> [Entry] {
        guard !isEmpty else { return entries }
        let keyed = entries.enumerated().compactMap { index, entry -> (Key, Entry)? in
            let names = titles(entry)
            let wordCount = ListRanker.wordCount(names.first ?? "")
            if let tier = names.compactMap({ self.tier(of: $0) }).min() {
                return (Key(inDetail: false, tier: tier, wordCount: wordCount, index: index), entry)
            }
            guard let tier = self.tier(of: (names + [detail(entry)]).joined(separator: " "), fuzzy: false) else { return nil }
            return (Key(inDetail: true, tier: tier, wordCount: wordCount, index: index), entry)
        }
        return keyed.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// What orders two matches: title before detail, then the tier, the title's words, the
    /// list's order.
    struct Key: Comparable {
        var inDetail: Bool
        var tier: Tier
        var wordCount: Int
        var index: Int

        static func < (a: Key, b: Key) -> Bool {
            (a.inDetail ? 1 : 0, a.tier, a.wordCount, a.index) < (b.inDetail ? 1 : 0, b.tier, b.wordCount, b.index)
        }
    }

    static func wordCount(_ text: String) -> Int { Title(text).wordStarts.count }

    /// A title in lower case, read once for every word of the query.
    struct Title {
        let text: String
        let characters: [Character]
        /// Where its words start: a letter or digit at the start or after any other character
        /// (a space, `-`, `/`, `.`), so `ring` starts a word of `src/ring.c`.
        let wordStarts: [Int]

        init(_ title: String) {
            text = title.lowercased()
            characters = Array(text)
            let isWord = characters.map { $0.isLetter || $0.isNumber }
            wordStarts = characters.indices.filter { isWord[$0] && ($0 == 0 || !isWord[$0 - 1]) }
        }

        /// Its words joined by single spaces, for comparing a whole query with it.
        var spaced: String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

        /// The best tier of one query word (lower case) in it, nil when it is not there.
        func tier(of word: String) -> Tier? {
            if text == word { return .exact }
            if text.hasPrefix(word) { return .prefix }
            if wordStarts.contains(where: { characters[$0...].starts(with: word) }) { return .wordPrefix }
            if text.contains(word) { return .substring }
            return isSubsequence(word) ? .fuzzy : nil
        }

        /// Whether the letters of `word` are in it in order, others between them.
        func isSubsequence(_ word: String) -> Bool {
            var remaining = word[...]
            for character in characters where remaining.first == character { remaining = remaining.dropFirst() }
            return remaining.isEmpty
        }
    }
}
