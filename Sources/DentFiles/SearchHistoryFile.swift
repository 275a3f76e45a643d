import DentText

/// The search history kept across sessions in `$XDG_STATE_HOME/dent/search-history`: one line
/// an entry, oldest first, `KIND TAB OPTIONS TAB TEXT LF`. KIND is `f` (a search), `r` (a
/// replacement) or `c` (a shell command of Filter through command and Run command); OPTIONS is `-` or letters: `s` case-sensitive, `i` case-insensitive (neither:
/// smart case), `w` whole word, `x` regular expression. The text goes last, as typed (it may
/// hold tabs; entries never hold a line break).
///
/// The file is replaced by an atomic save (`StateFile`), so a crash mid-write leaves the old
/// history. A line without its LF (torn by a crash of some other writer, or a copy cut short)
/// is dropped, and so is any line that does not parse: a history is a comfort, never a reason
/// for dent not to start.
public enum SearchHistoryFile {
    static let fileName = "search-history"

    /// The history as the file's bytes.
    public static func bytes(of history: SearchHistory) -> [UInt8] {
        var text = ""
        for kind in SearchHistory.Kind.allCases {
            for entry in history.entries(kind) {
                text += "\(letter(kind))\t\(letters(entry.options))\t\(entry.text)\n"
            }
        }
        return Array(text.utf8)
    }

    /// The history in `bytes`, every well-formed line of it.
    public static func history(from bytes: [UInt8]) -> SearchHistory {
        var history = SearchHistory()
        // The last piece is empty when the file ends in LF, and a torn line when it does not.
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
            let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let text = String(validating: fields[2], as: UTF8.self),
                  let options = options(String(decoding: fields[1], as: UTF8.self)) else { continue }
            guard let kind = SearchHistory.Kind.allCases.first(where: { letter($0) == String(decoding: fields[0], as: UTF8.self) })
            else { continue }
            // Only searches keep their options.
            history.record(SearchHistory.Entry(text, options: kind == .find ? options : FindOptions()), as: kind)
        }
        return history
    }

    /// The letter a kind's lines start with.
    static func letter(_ kind: SearchHistory.Kind) -> String {
        switch kind {
        case .find: "f"
        case .replacement: "r"
        case .command: "c"
        }
    }

    static func letters(_ options: FindOptions) -> String {
        var letters = ""
        if options.caseMode == .sensitive { letters += "s" }
        if options.caseMode == .insensitive { letters += "i" }
        if options.wholeWord { letters += "w" }
        if options.regex { letters += "x" }
        return letters.isEmpty ? "-" : letters
    }

    static func options(_ letters: String) -> FindOptions? {
        guard letters != "-" else { return FindOptions() }
        var options = FindOptions()
        for letter in letters {
            switch letter {
            case "s": options.caseMode = .sensitive
            case "i": options.caseMode = .insensitive
            case "w": options.wholeWord = true
            case "x": options.regex = true
            default: return nil
            }
        }
        return letters.isEmpty ? nil : options
    }

    /// The history in `stateDirectory`; empty when there is none or it cannot be read.
    public static func load(from stateDirectory: StateDirectory = .standard()) -> SearchHistory {
        StateFile.read(fileName, in: stateDirectory).map(history(from:)) ?? SearchHistory()
    }

    /// Adds `entries` to the history on disk (read again first, so two dents both keep theirs)
    /// and saves it atomically. Returns the reason when it could not be saved.
    @discardableResult
    public static func record(_ entries: [(kind: SearchHistory.Kind, entry: SearchHistory.Entry)],
                              in stateDirectory: StateDirectory = .standard()) -> String? {
        guard !entries.isEmpty else { return nil }
        var history = load(from: stateDirectory)
        for (kind, entry) in entries { history.record(entry, as: kind) }
        return StateFile.write(bytes(of: history), as: fileName, in: stateDirectory)
    }
}
