import DentText

/// The user's own words, which spell checking accepts: `$XDG_DATA_HOME/dent/words` (default
/// `~/.local/share/dent/words`), one word a line, UTF-8. Added to by "add the word" in Next
/// misspelling; replaced by an atomic save, so a crash leaves the previous list whole.
public struct PersonalWords: Sendable, Equatable {
    /// The folder of the list: `$XDG_DATA_HOME/dent`; nil without a home.
    public let folder: String?

    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { PathNames.join($0, ".local/share") }
        folder = dataHome.map { PathNames.join($0, "dent") }
    }

    static let fileName = "words"

    /// The words in the list (none when there is no list or it cannot be read).
    public func words() -> [String] {
        guard let folder, let bytes = StateFile.read(PersonalWords.fileName, in: StateDirectory(path: folder)) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// Adds `word` to the list (once); the reason when it could not be saved.
    public func add(_ word: String) -> String? {
        guard let folder else { return "no home folder to keep the list in" }
        var list = words()
        guard !list.contains(word) else { return nil }
        list.append(word)
        return StateFile.write(Array(list.map { $0 + "\n" }.joined().utf8), as: PersonalWords.fileName, in: StateDirectory(path: folder))
    }
}
