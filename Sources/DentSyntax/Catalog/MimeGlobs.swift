/// The file-name globs of the shared MIME-info database (`mime/globs2` under each XDG data
/// folder), which GIO matches to give a file its content type, and with which gedit guesses a
/// language that no spec glob claims: `dbus.service` is `text/x-dbus-service`, which ini.lang
/// lists; `Makefile.shlib` is `text/x-makefile`. Pure: the catalog reads the files.
///
/// Shared MIME-info Database 0.21, "Glob files": each line is `weight:type:glob[:flags]`, `#`
/// starts a comment; the flag `cs` makes a glob case-sensitive, the others are matched against
/// the name in lower case (`types(of:)`). Of the globs that match, the highest weight wins, then
/// the longest glob; several types left are all answers (GIO would then sniff the content). A type listed
/// with the glob `__NOGLOBS__` drops that type's globs of the folders after this one. A type is
/// also each type it is a subclass of (`mime/subclasses`, a line `type parent`), and an alias
/// names its type (`mime/aliases`, a line `alias type`), as `g_content_type_is_a` has them.
public struct MimeGlobs: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var weight: Int
        public var type: String
        public var glob: String
        public var caseSensitive: Bool

        public init(weight: Int, type: String, glob: String, caseSensitive: Bool) {
            self.weight = weight
            self.type = type
            self.glob = glob
            self.caseSensitive = caseSensitive
        }
    }

    /// A pair of types from `subclasses` (`type`, `parent`) or `aliases` (`alias`, `type`).
    public struct Pair: Sendable, Equatable {
        public var first: String
        public var second: String
        public init(_ first: String, _ second: String) {
            self.first = first
            self.second = second
        }
    }

    /// One of a folder's files: globs and the types whose globs of later folders it drops
    /// (`globs2`), subclasses, or aliases.
    public struct File: Sendable, Equatable {
        public var entries: [Entry] = []
        public var withoutGlobs: [String] = []
        public var subclasses: [Pair] = []
        public var aliases: [Pair] = []

        public init(entries: [Entry] = [], withoutGlobs: [String] = [], subclasses: [Pair] = [], aliases: [Pair] = []) {
            self.entries = entries
            self.withoutGlobs = withoutGlobs
            self.subclasses = subclasses
            self.aliases = aliases
        }

        /// The file at `path` whose bytes are `text`, by its name: `globs2`, `subclasses` or
        /// `aliases` (any other holds nothing).
        public init(path: String, parsing text: some Sequence<UInt8>) {
            switch path.split(separator: "/").last {
            case "globs2": self.init(parsing: text)
            case "subclasses": self.init(subclasses: Self.pairs(text))
            case "aliases": self.init(aliases: Self.pairs(text))
            default: self.init()
            }
        }

        /// The lines of two fields apart by a space.
        private static func pairs(_ text: some Sequence<UInt8>) -> [Pair] {
            Array(text).split(separator: 0x0A).compactMap { line in
                let fields = line.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
                return fields.count == 2 ? Pair(fields[0], fields[1]) : nil
            }
        }

        /// A globs2 file `text` holds; lines that are not `weight:type:glob[:flags]` are skipped.
        public init(parsing text: some Sequence<UInt8>) {
            var entries: [Entry] = []
            var withoutGlobs: [String] = []
            for line in Array(text).split(separator: 0x0A) where line.first != UInt8(ascii: "#") {
                let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
                    .map { String(decoding: $0, as: UTF8.self) }
                guard fields.count >= 3, let weight = Int(fields[0]), !fields[1].isEmpty, !fields[2].isEmpty else { continue }
                if fields[2] == "__NOGLOBS__" {
                    withoutGlobs.append(fields[1])
                    continue
                }
                let flags = fields.count > 3 ? fields[3].split(separator: ",") : []
                entries.append(Entry(weight: weight, type: fields[1], glob: fields[2], caseSensitive: flags.contains("cs")))
            }
            self.init(entries: entries, withoutGlobs: withoutGlobs)
        }
    }

    private let globs: [(entry: Entry, glob: FileGlob)]
    private let parents: [String: [String]]
    private let aliases: [String: String]

    /// The globs, subclasses and aliases of `files`, first folder first.
    public init(_ files: [File]) {
        var dropped: Set<String> = []
        var globs: [(Entry, FileGlob)] = []
        var parents: [String: [String]] = [:]
        var aliases: [String: String] = [:]
        for file in files {
            globs += file.entries.filter { !dropped.contains($0.type) }.map { ($0, FileGlob($0.glob)) }
            dropped.formUnion(file.withoutGlobs)
            for pair in file.subclasses where !(parents[pair.first] ?? []).contains(pair.second) { parents[pair.first, default: []].append(pair.second) }
            for pair in file.aliases where aliases[pair.first] == nil { aliases[pair.first] = pair.second }
        }
        self.globs = globs
        self.parents = parents
        self.aliases = aliases
    }

    public static let none = MimeGlobs([])

    public static func == (a: MimeGlobs, b: MimeGlobs) -> Bool {
        a.globs.map(\.entry) == b.globs.map(\.entry) && a.parents == b.parents && a.aliases == b.aliases
    }

    /// The type an alias names, or `type` itself.
    public func canonical(_ type: String) -> String { aliases[type] ?? type }

    /// `type` and every type it is a subclass of, nearest first.
    public func lineage(of type: String) -> [String] {
        var found = [canonical(type)]
        var index = 0
        while index < found.count {
            for parent in parents[found[index]] ?? [] where !found.contains(canonical(parent)) { found.append(canonical(parent)) }
            index += 1
        }
        return found
    }

    /// The types `baseName` has by its globs; empty when none matches. The name is matched as
    /// written first, then, if no glob matched, in lower case against the globs that are not
    /// case-sensitive (as xdgmime does): `main.C` is C++ by `*.C:cs`, `IMAGE.GIF` a GIF by `*.gif`.
    public func types(of baseName: String) -> [String] {
        let scalars = Array(baseName.unicodeScalars)
        for folding in [false, true] {
            var best: (weight: Int, length: Int)?
            var types: [String] = []
            for (entry, glob) in globs where !(folding && entry.caseSensitive) && glob.matches(scalars: scalars, foldingCase: folding) {
                let rank = (entry.weight, entry.glob.unicodeScalars.count)
                if let best, rank < best { continue }
                if best.map({ rank > $0 }) ?? true { types.removeAll() }
                best = rank
                if !types.contains(entry.type) { types.append(entry.type) }
            }
            if !types.isEmpty { return types }
        }
        return []
    }
}
