import DentSyntax
import Glibc

/// Reading the spec and scheme folders: stamps, listings, a file's bytes, a file's XML.
enum SpecFiles {
    /// The size and status-change time of `path` (following links); nil when it is not there.
    static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamps of `names` in `folder` (nil for one that is not there), with one open folder
    /// and fstatat(2) relative to it: a start stats every spec.
    static func stamps(in folder: String, _ names: [String]) -> [FileStamp?] {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return names.map { _ in nil } }
        defer { close(directory) }
        var info = stat()
        return names.map { name in fstatat(directory, name, &info, 0) == 0 ? FileStamp(info) : nil }
    }

    /// The names in `folder` that end in `suffix` and are not folders themselves, sorted (so
    /// two files of one id in one folder always resolve the same way; GtkSourceView takes
    /// readdir's order).
    static func names(in folder: String, suffix: String) -> [String] {
        DirectoryListing.entries(of: folder).filter { !$0.isDirectory && $0.name.hasSuffix(suffix) }.map(\.name).sorted()
    }

    /// The largest definition file read whole: GtkSourceView's biggest is under 200 KiB, and a
    /// huge or endless one must be a problem named, not minutes of reading or an abort.
    static let sizeLimit: Int64 = 16 << 20

    /// The whole of the file at `path` (its first `prefix` bytes), or the problem in reading it.
    static func bytes(_ path: String, prefix: Int? = nil) -> Result<[UInt8], SpecProblem> {
        do throws(FileError) {
            guard let bytes = try FileLoader.bytes(path: path, maximumSize: prefix == nil ? sizeLimit : nil, prefix: prefix) else {
                return .failure(SpecProblem(path: path, line: 0, message: "no such file"))
            }
            return .success(bytes)
        } catch {
            return .failure(SpecProblem(path: path, line: 0, message: error.description))
        }
    }

    /// The XML of the file at `path`.
    static func xml(_ path: String) -> Result<XMLElement, SpecProblem> {
        bytes(path).flatMap { bytes in parse(bytes, path: path) { bytes, name throws(XMLReadError) in try XMLTreeReader.read(bytes, name: name) } }
    }

    /// How much of a spec is read first for its head: its licence comment, `<language>` and
    /// `<metadata>` fit in it in every installed spec (the longest head ends after 4.3 KB), so a
    /// start that lists them all reads a fraction of their bytes.
    static let headLength = 8_192

    /// What the head of the spec at `path` says (its `<language>` and `<metadata>`): read from
    /// its first `headLength` bytes, or from the whole file when it is no longer than that or
    /// its head goes on past them.
    static func language(at path: String) -> Result<LanguageInfo, SpecProblem> {
        let start = bytes(path, prefix: headLength)
        if case .success(let bytes) = start, bytes.count == headLength, case .success(let root) = head(bytes, path: path) {
            return LanguageInfo.read(root, path: path)
        }
        let whole = start.flatMap { $0.count < headLength ? .success($0) : bytes(path) }
        return whole.flatMap { head($0, path: path) }.flatMap { LanguageInfo.read($0, path: path) }
    }

    /// The root of a spec with its leading `<author>` and `<metadata>` only.
    private static func head(_ bytes: [UInt8], path: String) -> Result<XMLElement, SpecProblem> {
        parse(bytes, path: path) { bytes, name throws(XMLReadError) in try XMLTreeReader.readHead(bytes, name: name, leading: ["author", "metadata"]) }
    }

    private static func parse(_ bytes: [UInt8], path: String,
                              _ reader: ([UInt8], String) throws(XMLReadError) -> XMLElement) -> Result<XMLElement, SpecProblem> {
        do throws(XMLReadError) {
            return .success(try reader(bytes, path))
        } catch {
            return .failure(SpecProblem(path: path, line: error.line, message: error.message))
        }
    }
}

extension FileStamp {
    init(_ info: stat) {
        self.init(size: Int64(info.st_size), changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
    }
}
