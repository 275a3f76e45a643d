import Glibc

/// Whole files read as text, for tests that compare generated documents or load data tables.
public enum TextFile {
    /// The bytes of the file at `path` as UTF-8 text, or nil when it cannot be opened.
    public static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path of `relative` in the repository, for a test in `Tests/TARGET/FILE.swift`
    /// (`testFile` is that test's `#filePath`).
    public static func repositoryPath(_ relative: String, testFile: String = #filePath) -> String {
        "/" + testFile.split(separator: "/").dropLast(3).joined(separator: "/") + "/" + relative
    }
}
