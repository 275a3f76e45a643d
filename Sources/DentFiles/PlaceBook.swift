import DentText
import Glibc

/// The places of the last `capacity` files, oldest first, kept in `$XDG_STATE_HOME/dent/places`
/// as one line a file: `line TAB column TAB scroll TAB indent TAB path` (indent `-`, `tabs` or a
/// number of spaces), with `language=ID TAB` before the path when the user chose the file's
/// language (`language=` alone: plain text). The path goes last so it may hold tabs; a path with
/// a newline is not kept. The language field cannot start with `/` as the path does, so a line
/// without it (written before it existed, or with no choice) reads as before: no choice.
///
/// The file is replaced by an atomic save (temporary file, fsync, rename), so a crash mid-write
/// leaves the old book; a line that does not parse (a hand edit, a torn copy) is skipped, never
/// fatal: places are a comfort, and losing one must not stop dent from opening files.
public struct PlaceBook: Sendable, Equatable {
    public static let capacity = 1_000
    public private(set) var paths: [String] = []
    private var places: [String: FilePlace] = [:]

    public init() {}

    public init(bytes: [UInt8]) {
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            if let (path, place) = PlaceBook.parse(line) { remember(place, for: path) }
        }
    }

    public func place(for path: String) -> FilePlace? { places[path] }

    /// Records `place` as the newest; the oldest beyond `capacity` is forgotten.
    public mutating func remember(_ place: FilePlace, for path: String) {
        guard !path.isEmpty, !path.contains("\n") else { return }
        if places.updateValue(place, forKey: path) != nil { paths.removeAll { $0 == path } }
        paths.append(path)
        while paths.count > PlaceBook.capacity { places[paths.removeFirst()] = nil }
    }

    public var bytes: [UInt8] {
        var text = ""
        for path in paths {
            guard let place = places[path] else { continue }
            let indent = place.indentStyle.map { style in
                switch style {
                case .tabs: "tabs"
                case .spaces(let width): String(width)
                }
            } ?? "-"
            let language = place.language.map { choice in
                switch choice {
                case .plain: "\(PlaceBook.languageKey)\t"
                case .language(let id): "\(PlaceBook.languageKey)\(id)\t"
                }
            } ?? ""
            text += "\(place.line)\t\(place.column)\t\(place.scrollLine)\t\(indent)\t\(language)\(path)\n"
        }
        return Array(text.utf8)
    }

    /// What starts the language field.
    static let languageKey = "language="

    private static func parse(_ line: ArraySlice<UInt8>) -> (String, FilePlace)? {
        let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5, let (language, pathBytes) = languageAndPath(fields[4]),
              let path = String(validating: pathBytes, as: UTF8.self), path.hasPrefix("/") else { return nil }
        let numbers = fields[0..<3].compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 3, numbers[0] >= 1, numbers[1] >= 1, numbers[2] >= 0 else { return nil }
        let indent: IndentStyle?
        switch String(decoding: fields[3], as: UTF8.self) {
        case "-": indent = nil
        case "tabs": indent = .tabs
        case let width: guard let spaces = Int(width), (1...16).contains(spaces) else { return nil }
            indent = .spaces(spaces)
        }
        return (path, FilePlace(line: numbers[0], column: numbers[1], scrollLine: numbers[2], indentStyle: indent, language: language))
    }

    /// The language field, when the line has one, and the path after it; nil for a language
    /// field that is not valid UTF-8 or is not followed by a path.
    private static func languageAndPath(_ rest: ArraySlice<UInt8>) -> (LanguageChoice?, ArraySlice<UInt8>)? {
        guard rest.starts(with: languageKey.utf8) else { return (nil, rest) }
        guard let tab = rest.firstIndex(of: UInt8(ascii: "\t")),
              let id = String(validating: rest[(rest.startIndex + languageKey.utf8.count)..<tab], as: UTF8.self) else { return nil }
        return (id.isEmpty ? .plain : .language(id), rest[(tab + 1)...])
    }
}

extension PlaceBook {
    static let fileName = "places"

    /// The book in `stateDirectory`; empty when there is none or it cannot be read.
    public static func load(from stateDirectory: StateDirectory = .standard()) -> PlaceBook {
        StateFile.read(fileName, in: stateDirectory).map(PlaceBook.init(bytes:)) ?? PlaceBook()
    }

    /// Adds `places` to the book on disk (read again first, so two dents closing files both
    /// keep theirs) and saves it atomically. Returns the reason when it could not be saved.
    @discardableResult
    public static func record(_ places: [(path: String, place: FilePlace)], in stateDirectory: StateDirectory = .standard()) -> String? {
        guard !places.isEmpty else { return nil }
        var book = load(from: stateDirectory)
        for (path, place) in places { book.remember(place, for: path) }
        return StateFile.write(book.bytes, as: fileName, in: stateDirectory)
    }

    /// The absolute, symlink-free name of `path`, under which its place is kept; nil when it
    /// does not exist.
    public static func key(for path: String) -> String? {
        realPath(path)
    }
}
