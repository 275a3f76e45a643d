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

    /// A file of the shared MIME-info database (`globs2`, `subclasses`, `aliases`: `MimeGlobs`),
    /// read with the specs so that a start pays for it only when it changed. Its bytes are kept
    /// as they are and read only by a guess that needs them (`MimeGlobs`): most names are
    /// claimed by a spec's glob, and parsing 1,900 lines at every start cost a start 1.4 ms.
    public struct MimeFile: Sendable, Equatable {
        public var path: String
        /// nil: the file does not exist.
        public var stamp: FileStamp?
        public var bytes: [UInt8]
        public init(path: String, stamp: FileStamp?, bytes: [UInt8]) {
            self.path = path
            self.stamp = stamp
            self.bytes = bytes
        }
    }

    public var folders: [Folder]
    /// The MIME globs files, first folder first.
    public var mimeFiles: [MimeFile]

    public init(folders: [Folder], mimeFiles: [MimeFile] = []) {
        self.folders = folders
        self.mimeFiles = mimeFiles
    }

    /// What the MIME files found say.
    public var mimeGlobs: MimeGlobs { MimeGlobs(files: mimeFiles.map { ($0.path, $0.bytes) }) }

    /// Every language, the first definition of each id only, in folder order.
    public var languages: [LanguageInfo] {
        var seen: Set<String> = []
        return folders.flatMap(\.files).compactMap { file in
            guard case .success(let info) = file.language, seen.insert(info.id).inserted else { return nil }
            return info
        }
    }

    static let header = "dent language-specs cache 3"

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
        }, mimeFiles: mimeFiles.map { MimeFile(path: $0.path, stamp: $0.stamp.map(settled), bytes: $0.bytes) })
    }

    /// One line a folder (`folder`, path, stamp or `-`) followed by one a file (`ok` with the
    /// metadata, or `bad` with the problem); then one a MIME file (`mime`, path, stamp or `-`,
    /// its bytes); fields apart by tabs, escaped.
    public func encoded() -> [UInt8] {
        var lines = [Self.header]
        for folder in folders {
            lines.append(Self.line(["folder", folder.path, folder.stamp?.description ?? "-"]))
            for file in folder.files {
                let head = ["file", file.name, file.stamp.description]
                switch file.language {
                case .success(let info):
                    lines.append(Self.line(head + ["ok", info.id, info.name, info.section, info.isHidden ? "1" : "0",
                                                   info.globs.joined(separator: ";"), info.mimeTypes.joined(separator: ";"),
                                                   info.lineComment, info.blockCommentStart, info.blockCommentEnd]))
                case .failure(let problem):
                    lines.append(Self.line(head + ["bad", String(problem.line), problem.message]))
                }
            }
        }
        for file in mimeFiles {
            lines.append(Self.line(["mime", file.path, file.stamp?.description ?? "-", String(decoding: file.bytes, as: UTF8.self)]))
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The listing `bytes` encode; nil when they are not a cache of this version, whole. Read
    /// in one pass over the bytes, each field made a string once: every start does this
    /// before its first frame.
    public static func decode(_ bytes: [UInt8]) -> SpecListing? {
        let header = Array(Self.header.utf8) + [0x0A]
        // The last line ends with a newline: a torn write does not.
        guard bytes.starts(with: header), bytes.last == 0x0A else { return nil }
        var folders: [Folder] = []
        var mimeFiles: [MimeFile] = []
        var fields: [String] = []
        var start = header.count
        for index in header.count..<bytes.count where bytes[index] == 0x09 || bytes[index] == 0x0A {
            fields.append(unescaped(bytes[start..<index]))
            start = index + 1
            guard bytes[index] == 0x0A else { continue }
            defer { fields.removeAll(keepingCapacity: true) }
            if fields.count == 3, fields[0] == "folder" {
                folders.append(Folder(path: fields[1], stamp: FileStamp(fields[2]), files: []))
            } else if fields.count >= 4, fields[0] == "file", let folder = folders.last?.path, let stamp = FileStamp(fields[2]),
                      let file = file(fields, stamp: stamp, folder: folder) {
                folders[folders.count - 1].files.append(file)
            } else if fields.count == 4, fields[0] == "mime" {
                mimeFiles.append(MimeFile(path: fields[1], stamp: FileStamp(fields[2]), bytes: Array(fields[3].utf8)))
            } else {
                return nil
            }
        }
        return SpecListing(folders: folders, mimeFiles: mimeFiles)
    }

    private static func file(_ fields: [String], stamp: FileStamp, folder: String) -> File? {
        let path = folder.hasSuffix("/") ? folder + fields[1] : folder + "/" + fields[1]
        switch (fields[3], fields.count) {
        case ("ok", 13):
            let info = LanguageInfo(id: fields[4], name: fields[5], section: fields[6], isHidden: fields[7] == "1",
                                    globs: list(fields[8]), mimeTypes: list(fields[9]), path: path,
                                    lineComment: fields[10], blockCommentStart: fields[11], blockCommentEnd: fields[12])
            return File(name: fields[1], stamp: stamp, language: .success(info))
        case ("bad", 6):
            guard let line = Int(fields[4]) else { return nil }
            return File(name: fields[1], stamp: stamp, language: .failure(SpecProblem(path: path, line: line, message: fields[5])))
        default:
            return nil
        }
    }

    /// A `;`-separated list as `encoded` wrote it (already trimmed).
    private static func list(_ field: String) -> [String] {
        field.utf8.split(separator: UInt8(ascii: ";")).map { String(decoding: $0, as: UTF8.self) }
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

    private static func unescaped(_ field: ArraySlice<UInt8>) -> String {
        guard field.contains(UInt8(ascii: "\\")) else { return String(decoding: field, as: UTF8.self) }
        var out: [UInt8] = []
        var escaping = false
        for byte in field {
            if escaping {
                switch byte {
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                default: out.append(byte)
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
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

    /// `SIZE/CHANGED` as `description` writes it (CHANGED may be -1: `SpecListing.cacheable`).
    init?(_ text: String) {
        var numbers: [Int64] = [0]
        var negative = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (product, overflow) = numbers[numbers.count - 1].multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                numbers[numbers.count - 1] = product + Int64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "/") where numbers.count == 1: numbers.append(0)
            case UInt8(ascii: "-") where numbers.count == 2 && numbers[1] == 0 && !negative: negative = true
            default: return nil
            }
        }
        guard numbers.count == 2, !negative || numbers[1] == 1 else { return nil }
        self.init(size: numbers[0], changed: negative ? -1 : numbers[1])
    }

    public var description: String { "\(size)/\(changed)" }
}
