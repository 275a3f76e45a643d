/// One line of Markdown prose without its inline markup (CommonMark §6), kept small: what
/// hovers use, not the whole of the spec's delimiter rules.
///
/// - Backslash escapes give their ASCII punctuation (`\_` is `_`, `\*` is `*`).
/// - Code spans keep their text verbatim, backticks removed (`` `a*b` `` is `a*b`).
/// - Links and images keep their text (`[Vec](https://…)` is `Vec`); autolinks their URL.
/// - Emphasis markers (`*`, `**`, `_`, `__`, `***`) are removed in pairs: an opener (not
///   followed by a space) and the next closer (not preceded by one) of the same length. An
///   unpaired run is text, so `*args, **kwargs` and `2 * 3` keep their stars; `_` never
///   pairs inside a word, so `snake_case_name` keeps its underscores.
enum MarkdownInline {
    static func plain(_ text: Substring) -> String {
        let characters = Array(text)
        var pieces: [Piece] = []
        var index = 0
        while index < characters.count {
            let (piece, next) = self.piece(characters, at: index)
            pieces.append(piece)
            index = next
        }
        return paired(pieces)
    }

    enum Piece {
        case text(String)
        case delimiter(Delimiter)
    }

    /// A run of `*` or `_`, and whether it may open or close emphasis.
    struct Delimiter {
        var mark: Character
        var count: Int
        var canOpen: Bool
        var canClose: Bool

        func closes(_ opener: Delimiter) -> Bool { canClose && mark == opener.mark && count == opener.count }
    }

    /// The piece that starts at `index`, and the index after it.
    static func piece(_ characters: [Character], at index: Int) -> (Piece, Int) {
        let character = characters[index]
        if character == "*" || character == "_" { return delimiterRun(characters, at: index) }
        if let (text, next) = markup(characters, at: index) { return (.text(text), next) }
        // A backtick run that opens no span is text as a whole, so its backticks pair with no other.
        let run = character == "`" ? characters[index...].prefix { $0 == "`" }.count : 1
        return (.text(String(repeating: character, count: run)), index + run)
    }

    /// The text of the escape, code span, link, image or autolink at `index`, and the index
    /// after it; nil when none starts there.
    static func markup(_ characters: [Character], at index: Int) -> (String, Int)? {
        switch characters[index] {
        case "\\": escape(characters, at: index)
        case "`": codeSpan(characters, at: index)
        case "[": link(characters, at: index)
        case "!": characters[(index + 1)...].first == "[" ? link(characters, at: index + 1) : nil
        case "<": autolink(characters, at: index)
        default: nil
        }
    }

    /// `\` and an ASCII punctuation character: the character (CommonMark §2.4).
    static func escape(_ characters: [Character], at index: Int) -> (String, Int)? {
        guard index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol else { return nil }
        return (String(characters[index + 1]), index + 2)
    }

    /// A run of backticks, text, and a run of as many (CommonMark §6.1): the text, less one
    /// space at each end when it has one at both and is not all spaces.
    static func codeSpan(_ characters: [Character], at index: Int) -> (String, Int)? {
        let length = characters[index...].prefix { $0 == "`" }.count
        var search = index + length
        while search < characters.count {
            let run = characters[search...].prefix { $0 == "`" }.count
            if run == length {
                var text = characters[(index + length)..<search]
                if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) { text = text.dropFirst().dropLast() }
                return (String(text), search + run)
            }
            search += max(run, 1)
        }
        return nil
    }

    /// `[text](destination)`, the `[` at `index`: the text without its own markup.
    static func link(_ characters: [Character], at index: Int) -> (String, Int)? {
        guard let close = matching(characters, from: index, open: "[", close: "]"), close + 1 < characters.count,
            characters[close + 1] == "(", let end = matching(characters, from: close + 1, open: "(", close: ")")
        else { return nil }
        return (plain(Substring(String(characters[(index + 1)..<close]))), end + 1)
    }

    /// The index of the `close` that balances the `open` at `start`, escaped ones skipped.
    static func matching(_ characters: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case open: depth += 1
            case close:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `<scheme:…>` (CommonMark §6.5): the URL. `Vec<T>` and `<T: Clone>` are no autolinks.
    static func autolink(_ characters: [Character], at index: Int) -> (String, Int)? {
        guard let end = characters[(index + 1)...].firstIndex(where: { $0 == ">" || $0 == "<" || $0.isWhitespace }), characters[end] == ">" else { return nil }
        let url = characters[(index + 1)..<end]
        let scheme = url.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
        guard (2...32).contains(scheme.count), scheme.first?.isLetter == true, url.dropFirst(scheme.count).first == ":" else { return nil }
        return (String(url), end + 1)
    }

    /// The run of `*` or `_` at `index`, as a delimiter (CommonMark §6.2, simplified): it may
    /// open when a non-space follows it and close when a non-space precedes it; `_` neither
    /// opens after nor closes before a letter or digit.
    static func delimiterRun(_ characters: [Character], at index: Int) -> (Piece, Int) {
        let mark = characters[index]
        let count = characters[index...].prefix { $0 == mark }.count
        let before = index > 0 ? characters[index - 1] : nil
        let after = index + count < characters.count ? characters[index + count] : nil
        var canOpen = after.map { !$0.isWhitespace } ?? false
        var canClose = before.map { !$0.isWhitespace } ?? false
        if mark == "_" {
            canOpen = canOpen && !(before.map(isWordCharacter) ?? false)
            canClose = canClose && !(after.map(isWordCharacter) ?? false)
        }
        return (.delimiter(Delimiter(mark: mark, count: count, canOpen: canOpen, canClose: canClose)), index + count)
    }

    static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// The pieces' text: each opener with the first closer after it that matches it removed,
    /// every delimiter left as its marks.
    static func paired(_ pieces: [Piece]) -> String {
        var pieces = pieces
        for opener in pieces.indices {
            guard case .delimiter(let delimiter) = pieces[opener], delimiter.canOpen else { continue }
            let closer = pieces.indices[(opener + 1)...].first {
                if case .delimiter(let candidate) = pieces[$0] { return candidate.closes(delimiter) }
                return false
            }
            if let closer {
                pieces[opener] = .text("")
                pieces[closer] = .text("")
            }
        }
        return pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .delimiter(let delimiter): String(repeating: delimiter.mark, count: delimiter.count)
            }
        }.joined()
    }
}
