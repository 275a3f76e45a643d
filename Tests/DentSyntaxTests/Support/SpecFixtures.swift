import DentFiles
import DentSyntax
import Glibc

/// Language sets for the tests: fixture specs written in the tests, or the installed
/// GtkSourceView 4 specs (the catalog's real search path is DentFiles'; this is a few lines).
enum SpecFixtures {
    /// A set whose languages are `specs` (id → the `.lang` file's text).
    static func set(_ specs: [String: String]) -> LanguageSet {
        LanguageSet { id in
            guard let text = specs[id] else { return nil }
            return source(Array(text.utf8), path: "\(id).lang")
        }
    }

    static let installedDirectory = "/usr/share/gtksourceview-4/language-specs"

    static var installedSpecsExist: Bool { access(installedDirectory + "/def.lang", R_OK) == 0 }

    /// A set over the installed specs.
    static func installed() -> LanguageSet {
        LanguageSet { id in
            guard let path = installedPaths[id], let bytes = readFile(path) else { return nil }
            return source(bytes, path: path)
        }
    }

    /// The installed specs by language id (javascript.lang is "js"): the id is the first
    /// `<language id="…"` of each file.
    static let installedPaths: [String: String] = {
        var paths: [String: String] = [:]
        guard let directory = opendir(installedDirectory) else { return paths }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".lang"), let bytes = readFile(installedDirectory + "/" + name) else { continue }
            let tag = Array("<language id=\"".utf8)
            guard let at = bytes.indices.first(where: { bytes[$0...].starts(with: tag) }) else { continue }
            let id = bytes[(at + tag.count)...].prefix { $0 != UInt8(ascii: "\"") }
            paths[String(decoding: id, as: UTF8.self)] = installedDirectory + "/" + name
        }
        return paths
    }()

    static func source(_ bytes: [UInt8], path: String) -> Result<SpecSource, SpecProblem> {
        do throws(XMLReadError) {
            return .success(SpecSource(root: try XMLTreeReader.read(bytes, name: path), path: path))
        } catch {
            return .failure(SpecProblem(path: path, line: error.line, message: error.message))
        }
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
        return bytes
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }
}

/// Highlighting a text line by line, for the unit tests.
struct Highlighted {
    let set: LanguageSet
    let highlighter: Highlighter

    init?(_ set: LanguageSet, _ language: String) {
        guard let highlighter = Highlighter(language: language, in: set) else { return nil }
        self.set = set
        self.highlighter = highlighter
    }

    /// Each line's runs as "text=style" pairs ("/*=c:comment"), joined by spaces.
    func runs(_ text: String) -> [String] {
        var state = LineState.initial
        var lines: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let bytes = Array(line.utf8)
            var runs: [StyleRun] = []
            state = bytes.withUnsafeBufferPointer {
                highlighter.highlight($0, isFirstLine: index == 0, from: state, into: &runs)
            }
            lines.append(runs.map { run in
                String(decoding: bytes[run.range], as: UTF8.self) + "=" + set.style(run.style).name
            }.joined(separator: " "))
        }
        return lines
    }

    /// The spans listing of `text`.
    func listing(_ text: String) -> String {
        Array(text.utf8).withUnsafeBufferPointer {
            SpanListing.listing(of: $0, highlighter: highlighter, in: set)
        }
    }
}
