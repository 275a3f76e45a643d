/// The file-name globs of the shared MIME-info database (`mime/globs2` under each XDG data
/// folder), which GIO matches to give a file its content type, and with which gedit guesses a
/// language that no spec glob claims: `dbus.service` is `text/x-dbus-service`, which ini.lang
/// lists; `Makefile.shlib` is `text/x-makefile`. Pure: the catalog reads the files.
///
/// Shared MIME-info Database 0.21, "Glob files": each line is `weight:type:glob[:flags]`, `#`
/// starts a comment; the flag `cs` makes a glob case-sensitive, the others are matched against
/// the name in lower case (`types(of:)`). Of the globs that match, the highest weight wins, then
/// the longest glob; several types left are all answers (GIO would then sniff the content). A
/// type listed with the glob `__NOGLOBS__` drops that type's globs of the folders after this
/// one. A type is also each type it is a subclass of (`mime/subclasses`, a line `type
/// parent`), and an alias names its type (`mime/aliases`, a line `alias type`), as
/// `g_content_type_is_a` has them (`Hierarchy`).
///
/// The files are kept as bytes and read when a guess asks: most names are claimed by a spec's
/// glob and never get here, and a name that does is matched against the globs' bytes, with
/// strings made only for the lines that match.
public struct MimeGlobs: Sendable {
    /// Each file's path (its name says which file it is) and bytes, first folder first.
    private let files: [(path: String, bytes: [UInt8])]

    public init(files: [(path: String, bytes: [UInt8])]) { self.files = files }

    public static let none = MimeGlobs(files: [])

    /// The files named `name`, in order.
    private func files(named name: String) -> [[UInt8]] {
        files.filter { $0.path.split(separator: "/").last.map(String.init) == name }.map(\.bytes)
    }

    /// One `weight:type:glob[:flags]` line of a globs2 file, its fields as slices of the file.
    private struct GlobLine {
        var weight: Int
        var type: ArraySlice<UInt8>
        var glob: ArraySlice<UInt8>
        var caseSensitive: Bool

        /// The line `line`; nil for a comment or a line of another shape.
        init?(_ line: ArraySlice<UInt8>) {
            guard line.first != UInt8(ascii: "#") else { return nil }
            let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            guard fields.count >= 3, !fields[0].isEmpty, fields[0].allSatisfy({ (0x30...0x39).contains($0) }),
                  !fields[1].isEmpty, !fields[2].isEmpty else { return nil }
            weight = fields[0].reduce(0) { Swift.min($0 * 10 + Int($1 - 0x30), 1_000_000) }
            type = fields[1]
            glob = fields[2]
            caseSensitive = fields.count > 3 && fields[3].split(separator: UInt8(ascii: ",")).contains { $0.elementsEqual("cs".utf8) }
        }
    }

    /// The types `baseName` has by its globs; empty when none matches. The name is matched as
    /// written first, then, if no glob matched, in lower case against the globs that are not
    /// case-sensitive (as xdgmime does): `main.C` is C++ by `*.C:cs`, `IMAGE.GIF` a GIF by `*.gif`.
    public func types(of baseName: String) -> [String] {
        let name = Array(baseName.utf8)
        let lowered = name.map(Self.lower)
        for folding in [false, true] {
            var best: (weight: Int, length: Int)?
            var types: [String] = []
            var dropped: Set<String> = []
            for bytes in files(named: "globs2") {
                var withoutGlobs: [String] = []
                for text in bytes.split(separator: 0x0A) {
                    guard let line = GlobLine(text), !(folding && line.caseSensitive) else { continue }
                    if line.glob.elementsEqual("__NOGLOBS__".utf8) {
                        withoutGlobs.append(String(decoding: line.type, as: UTF8.self))
                        continue
                    }
                    guard Self.matches(line.glob, folding ? lowered : name, folding: folding) else { continue }
                    let type = String(decoding: line.type, as: UTF8.self)
                    let rank = (line.weight, String(decoding: line.glob, as: UTF8.self).unicodeScalars.count)
                    guard !dropped.contains(type), best.map({ rank >= $0 }) ?? true else { continue }
                    if best.map({ rank > $0 }) ?? true { types.removeAll() }
                    best = rank
                    if !types.contains(type) { types.append(type) }
                }
                dropped.formUnion(withoutGlobs)
            }
            if !types.isEmpty { return types }
        }
        return []
    }

    /// Whether `glob` matches `name` (both UTF-8). Nearly all of globs2 is `*.ext` (1,113 of
    /// 1,142 lines on Debian 12), compared as the name's last bytes; the rest is compiled.
    private static func matches(_ glob: ArraySlice<UInt8>, _ name: [UInt8], folding: Bool) -> Bool {
        let isSpecial = { (byte: UInt8) in byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\") }
        if glob.first == UInt8(ascii: "*"), !glob.dropFirst().contains(where: isSpecial) {
            let suffix = glob.dropFirst()
            return name.count >= suffix.count && zip(name.suffix(suffix.count), suffix).allSatisfy { $0 == (folding ? lower($1) : $1) }
        }
        return FileGlob(String(decoding: glob, as: UTF8.self))
            .matches(String(decoding: name, as: UTF8.self), foldingCase: folding)
    }

    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    /// The subclasses and aliases of the files, read when a guess needs them.
    public var hierarchy: Hierarchy { Hierarchy(subclasses: files(named: "subclasses"), aliases: files(named: "aliases")) }

    /// Which types a type is, as `g_content_type_is_a` answers.
    public struct Hierarchy: Sendable {
        private var parents: [String: [String]] = [:]
        private var aliases: [String: String] = [:]

        init(subclasses: [[UInt8]], aliases: [[UInt8]]) {
            for (type, parent) in subclasses.flatMap(Self.pairs) where !(parents[type] ?? []).contains(parent) {
                parents[type, default: []].append(parent)
            }
            for (alias, type) in aliases.flatMap(Self.pairs) where self.aliases[alias] == nil { self.aliases[alias] = type }
        }

        /// The lines of two fields apart by a space.
        private static func pairs(_ bytes: [UInt8]) -> [(String, String)] {
            bytes.split(separator: 0x0A).compactMap { line in
                let fields = line.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
                return fields.count == 2 ? (fields[0], fields[1]) : nil
            }
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
    }
}
