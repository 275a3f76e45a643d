import CHunspell
import DentText

/// A hunspell dictionary (`LANG.aff` + `LANG.dic`), through CHunspell, which opens the library
/// on first use. One thread's object: the session's.
public final class HunspellDictionary {
    private let handle: OpaquePointer
    /// The language it checks ("en_US").
    public let language: String

    /// The folders dictionaries are looked for in, first to last: `hunspell` in each of
    /// `$XDG_DATA_HOME` (default `~/.local/share`) and `$XDG_DATA_DIRS` (default
    /// `/usr/local/share:/usr/share`), where Debian's `hunspell-*` packages put theirs.
    public static func folders(environment: [String: String]) -> [String] {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { PathNames.join($0, ".local/share") }
        var dataDirectories = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        if dataDirectories.isEmpty { dataDirectories = ["/usr/local/share", "/usr/share"] }
        return ([dataHome].compactMap { $0 } + dataDirectories).map { PathNames.join($0, "hunspell") }
    }

    /// The language to check: `spell-language` when set, else the locale's (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`: "de_DE.UTF-8" is "de_DE"), else en_US ("C" and "POSIX" name none).
    public static func language(setting: String?, environment: [String: String]) -> String {
        if let setting, !setting.isEmpty { return setting }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let language = String(value.prefix { $0 != "." && $0 != "@" })
            return language == "C" || language == "POSIX" ? "en_US" : language
        }
        return "en_US"
    }

    /// The dictionary of `language` from the first of `folders` that has both its files, or
    /// why there is none: hunspell missing, or no dictionary (what to install is said).
    public static func open(_ language: String, folders: [String]) -> Result<HunspellDictionary, SpellingError> {
        var reason = [CChar](repeating: 0, count: 256)
        guard dent_hunspell_load(&reason, reason.count) == 0 else {
            let end = reason.firstIndex(of: 0) ?? reason.count
            let why = String(decoding: reason[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(SpellingError("Spell checking needs hunspell (\(why)): install Debian libhunspell-1.7-0"))
        }
        for folder in folders {
            let aff = PathNames.join(folder, language + ".aff")
            let dic = PathNames.join(folder, language + ".dic")
            guard FileIdentity.current(at: aff) != nil, FileIdentity.current(at: dic) != nil else { continue }
            // The paths' own bytes (`PathBytes`), as every path DentFiles gives the system.
            let made = PathBytes.withCString(aff) { affix in PathBytes.withCString(dic) { dent_hunspell_create(affix, $0) } }
            guard let handle = made else { break }
            return .success(HunspellDictionary(handle: handle, language: language))
        }
        let package = "hunspell-" + String(language.lowercased().map { $0 == "_" ? "-" : $0 })
        return .failure(SpellingError("No \(language) dictionary in \(folders.joined(separator: ", ")): install one (Debian \(package)) or set spell-language"))
    }

    private init(handle: OpaquePointer, language: String) {
        self.handle = handle
        self.language = language
    }

    deinit { dent_hunspell_destroy(handle) }

    public func isCorrect(_ word: String) -> Bool { dent_hunspell_spell(handle, word) != 0 }

    public func suggestions(for word: String) -> [String] {
        final class Collected { var words: [String] = [] }
        let collected = Collected()
        dent_hunspell_suggest(handle, word, Unmanaged.passUnretained(collected).toOpaque()) { context, suggestion in
            guard let context, let suggestion else { return }
            Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue().words.append(String(cString: suggestion))
        }
        return collected.words
    }

    /// Accepts `word` from now on (the personal list is `PersonalWords`' to keep).
    public func add(_ word: String) { dent_hunspell_add(handle, word) }
}

/// Why spell checking cannot start, in words for the status line.
public struct SpellingError: Error, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
