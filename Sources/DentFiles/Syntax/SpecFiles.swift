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

    /// The whole of the file at `path`, or the problem in reading it.
    static func bytes(_ path: String) -> Result<[UInt8], SpecProblem> {
        do throws(FileError) {
            let file = try FileLoader.load(path: path)
            guard file.exists else { return .failure(SpecProblem(path: path, line: 0, message: "no such file")) }
            return .success(file.buffer.allBytes)
        } catch {
            return .failure(SpecProblem(path: path, line: 0, message: error.description))
        }
    }

    /// The XML of the file at `path`, whole, or only the root's leading children in `head`.
    static func xml(_ path: String, head: Set<String>? = nil) -> Result<XMLElement, SpecProblem> {
        bytes(path).flatMap { bytes in
            do throws(XMLReadError) {
                if let head { return .success(try XMLTreeReader.readHead(bytes, name: path, leading: head)) }
                return .success(try XMLTreeReader.read(bytes, name: path))
            } catch {
                return .failure(SpecProblem(path: path, line: error.line, message: error.message))
            }
        }
    }

    /// What the head of the spec at `path` says (its `<language>` and `<metadata>`).
    static func language(at path: String) -> Result<LanguageInfo, SpecProblem> {
        xml(path, head: ["author", "metadata"]).flatMap { LanguageInfo.read($0, path: path) }
    }
}

extension FileStamp {
    init(_ info: stat) {
        self.init(size: Int64(info.st_size), changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
    }
}
