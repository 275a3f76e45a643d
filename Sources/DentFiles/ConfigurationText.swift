/// The text of a configuration file (`.editorconfig`, dent.conf, keys.conf), read to a bounded
/// size: a huge or endless file (a 1 TiB sparse `.editorconfig`, say) would otherwise take
/// minutes and gigabytes, or end dent, before the first frame. Past the limit the rest is
/// ignored, cut at the last whole line, and said.
public struct ConfigurationText: Sendable, Equatable {
    /// More than any real configuration file: EditorConfig's own tests stay under a few KiB.
    public static let limit = 1 << 20

    /// The text read, invalid UTF-8 as U+FFFD (configuration files are UTF-8).
    public var text: String
    /// The file was longer than the limit: `text` is its start, to the last whole line.
    public var isCut: Bool

    /// The file at `path`, nil when there is none; `limit` only for tests.
    public static func read(_ path: String, limit: Int = ConfigurationText.limit) throws(FileError) -> ConfigurationText? {
        guard var bytes = try FileLoader.bytes(path: path, prefix: limit + 1) else { return nil }
        let isCut = bytes.count > limit
        if isCut {
            bytes.removeLast(bytes.count - limit)
            let lastLine = bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            bytes.removeLast(bytes.count - lastLine)
        }
        return ConfigurationText(text: String(decoding: bytes, as: UTF8.self), isCut: isCut)
    }

    /// What to say of a file cut at the limit.
    public static func cutNote(_ name: String) -> String {
        "\(name) is over \(limit >> 20) MiB: only its first MiB was read, the rest is ignored"
    }
}
