/// What the catalog found in the spec folders: each folder's `.lang` files with what their
/// heads say (or why they could not be read), and the stamps that tell whether a folder or a
/// file changed since. It is what the metadata cache file holds (`encoded`, `decode`), so a
/// start reads one small file and stats the folders and files instead of parsing ~170 specs.
public struct SpecListing: Sendable, Equatable {
    public struct Folder: Sendable, Equatable {
        public var path: String
        /// nil: the folder does not exist.
        public var stamp: FileStamp?
        /// The `.lang` files, sorted by name.
        public var files: [File]
        public init(path: String, stamp: FileStamp?, files: [File]) {
            self.path = path
            self.stamp = stamp
            self.files = files
        }
    }

    public struct File: Sendable, Equatable {
        public var name: String
        public var stamp: FileStamp
        public var language: Result<LanguageInfo, SpecProblem>
        public init(name: String, stamp: FileStamp, language: Result<LanguageInfo, SpecProblem>) {
            self.name = name
            self.stamp = stamp
            self.language = language
        }
    }

    public var folders: [Folder]
    public init(folders: [Folder]) { self.folders = folders }

    /// Every language, the first definition of each id only, in folder order.
    public var languages: [LanguageInfo] {
        var seen: Set<String> = []
        return folders.flatMap(\.files).compactMap { file in
            guard case .success(let info) = file.language, seen.insert(info.id).inserted else { return nil }
            return info
        }
    }

    static let header = "dent language-specs cache 1"

    /// How recent, in nanoseconds, a change may be and still be trusted to be the last one
    /// with its stamp: the kernel stamps ctime from a clock that moves a tick (1-10 ms) at a
    /// time, and a network file system from the server's clock, so a file written again within
    /// that time can keep its size and ctime. Git's index has the same "racy" problem.
    public static let racyWindow: Int64 = 2_000_000_000

    /// The listing as the cache should keep it at `now` (ns since the epoch): a folder or file
    /// whose stamp is within `racyWindow` of `now` gets a stamp nothing matches, so the next
    /// start reads it again instead of trusting what may already be stale.
    public func cacheable(now: Int64) -> SpecListing {
        func settled(_ stamp: FileStamp) -> FileStamp {
            stamp.changed > now - Self.racyWindow ? FileStamp(size: stamp.size, changed: -1) : stamp
        }
        return SpecListing(folders: folders.map { folder in
            Folder(path: folder.path, stamp: folder.stamp.map(settled),
                   files: folder.files.map { File(name: $0.name, stamp: settled($0.stamp), language: $0.language) })
        })
    }

    /// One line a folder (`folder`, path, stamp or `-`) followed by one a file (`ok` with the
    /// metadata, or `bad` with the problem), fields apart by tabs, escaped.
    public func encoded() -> [UInt8] {
        var lines = [Self.header]
        for folder in folders {
            lines.append(Self.line(["folder", folder.path, folder.stamp?.description ?? "-"]))
            for file in folder.files {
                let head = ["file", file.name, file.stamp.description]
                switch file.language {
                case .success(let info):
                    lines.append(Self.line(head + ["ok", info.id, info.name, info.section, info.isHidden ? "1" : "0",
                                                   info.globs.joined(separator: ";"), info.mimeTypes.joined(separator: ";")]))
                case .failure(let problem):
                    lines.append(Self.line(head + ["bad", String(problem.line), problem.message]))
                }
            }
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The listing `bytes` encode; nil when they are not a cache of this version, whole.
    public static func decode(_ bytes: [UInt8]) -> SpecListing? {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        // The last line ends with a newline: a torn write does not.
        guard lines.first == header, lines.last == "" else { return nil }
        var folders: [Folder] = []
        for line in lines.dropFirst().dropLast() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped(String($0)) }
            switch (fields.first, fields.count) {
            case ("folder", 3):
                folders.append(Folder(path: fields[1], stamp: FileStamp(fields[2]), files: []))
            case ("file", _) where !folders.isEmpty && fields.count >= 4:
                guard let stamp = FileStamp(fields[2]), let file = file(fields, stamp: stamp,
                                                                         folder: folders[folders.count - 1].path) else { return nil }
                folders[folders.count - 1].files.append(file)
            default:
                return nil
            }
        }
        return SpecListing(folders: folders)
    }

    private static func file(_ fields: [String], stamp: FileStamp, folder: String) -> File? {
        let path = folder.hasSuffix("/") ? folder + fields[1] : folder + "/" + fields[1]
        switch (fields[3], fields.count) {
        case ("ok", 10):
            let info = LanguageInfo(id: fields[4], name: fields[5], section: fields[6], isHidden: fields[7] == "1",
                                    globs: LanguageInfo.list(fields[8]), mimeTypes: LanguageInfo.list(fields[9]), path: path)
            return File(name: fields[1], stamp: stamp, language: .success(info))
        case ("bad", 6):
            guard let line = Int(fields[4]) else { return nil }
            return File(name: fields[1], stamp: stamp, language: .failure(SpecProblem(path: path, line: line, message: fields[5])))
        default:
            return nil
        }
    }

    private static func line(_ fields: [String]) -> String { fields.map(escaped).joined(separator: "\t") }

    private static func escaped(_ field: String) -> String {
        var out = ""
        for character in field {
            switch character {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    private static func unescaped(_ field: String) -> String {
        guard field.contains("\\") else { return field }
        var out = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": out.append("\t")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}

/// What tells that a file or folder changed: its size and its status-change time (ctime, in
/// nanoseconds), which every write, rename into or out of a folder, and `touch` moves, and
/// which, unlike the modification time, no program can set back.
public struct FileStamp: Sendable, Hashable, CustomStringConvertible {
    public var size: Int64
    public var changed: Int64
    public init(size: Int64, changed: Int64) {
        self.size = size
        self.changed = changed
    }

    init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let size = Int64(parts[0]), let changed = Int64(parts[1]), changed >= -1 else { return nil }
        self.init(size: size, changed: changed)
    }

    public var description: String { "\(size)/\(changed)" }
}
