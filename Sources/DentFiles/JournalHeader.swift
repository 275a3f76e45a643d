/// The text header of a recovery journal (docs/SAFETY.md, "Recovery journal"):
///
///     dent-journal 3
///     path /home/ann/notes%20and%20plans.txt
///     written 1718000000.123456789
///     base 1234 5678 2049 1717999000.000000000 1717999000.000000000
///     length 1300
///     fnv1a64 9e3779b97f4a7c15
///     owner 4242 918273 6f0c3a55-1c2d-4e5f-8a9b-0c1d2e3f4a5b
///     (an empty line, then exactly `length` bytes of text)
///
/// `base` is "none" for a file that did not exist, else size, inode, device, modification and
/// change time of the file the edits started from. `owner` is the writing process
/// (`ProcessIdentity`: id, start time, boot id), or "none". The path is percent-encoded (bytes up
/// to space, `%` and DEL), so every header line is plain ASCII-safe text without spaces. A
/// version 1 journal, from before owners were recorded, has no `owner` line. Version 3 (this
/// one) is version 2 with an appended log of edits after the text (`JournalRecord`); a
/// version 2 journal is read as one with no log, and a dent that knows only version 2 takes a
/// version 3 journal for a damaged one, never for a whole text it is not.
struct JournalHeader: Equatable {
    static let magic = "dent-journal 3"
    static let secondVersion = "dent-journal 2"
    static let firstVersion = "dent-journal 1"
    /// A header is never longer than this (a path is at most PATH_MAX bytes, encoded ×3).
    static let maximumLength = 16 * 1024

    var path: String
    var written: FileTime
    var base: FileIdentity?
    var length: Int64
    var checksum: UInt64
    var owner: ProcessIdentity?
    /// Whether records of edits may follow the text (version 3).
    var hasLog = true

    /// The header as bytes, ending with the empty line.
    func encoded() -> [UInt8] {
        let baseText = base.map { "\($0.size) \($0.inode) \($0.device) \($0.modified) \($0.changed)" } ?? "none"
        let ownerText = owner?.text ?? "none"
        let lines = [Self.magic, "path " + Self.percentEncoded(path), "written \(written)", "base " + baseText,
                     "length \(length)", "fnv1a64 " + PathHash.hex(checksum), "owner " + ownerText, "", ""]
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// Parses a header from the start of `bytes`; returns it and its length in bytes, or nil
    /// when the bytes are not a complete, well-formed header.
    static func decode(_ bytes: [UInt8]) -> (header: JournalHeader, size: Int)? {
        var lines: [Substring] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            let line = String(decoding: bytes[start..<index], as: UTF8.self)
            start = index + 1
            if line.isEmpty { return parse(lines).map { ($0, start) } }
            lines.append(Substring(line))
            if lines.count > 7 { return nil }
        }
        return nil
    }

    /// The lines, in order, each with its key: six in version 1, seven in version 2.
    private static func parse(_ lines: [Substring]) -> JournalHeader? {
        guard (lines.count == 7 && (lines[0] == magic || lines[0] == secondVersion)) || (lines.count == 6 && lines[0] == firstVersion),
              let path = value(lines[1], "path").flatMap(percentDecoded),
              let written = value(lines[2], "written").flatMap({ FileTime(parsing: $0) }),
              let baseText = value(lines[3], "base"),
              let length = value(lines[4], "length").flatMap({ Int64($0) }), length >= 0,
              let checksumText = value(lines[5], "fnv1a64"), checksumText.count == 16,
              let checksum = UInt64(checksumText, radix: 16) else { return nil }
        let base: FileIdentity?
        if baseText == "none" {
            base = nil
        } else {
            guard let identity = parseIdentity(baseText) else { return nil }
            base = identity
        }
        var owner: ProcessIdentity?
        if lines.count == 7 {
            guard let ownerText = value(lines[6], "owner") else { return nil }
            if ownerText != "none" {
                guard let parsed = ProcessIdentity(text: ownerText) else { return nil }
                owner = parsed
            }
        }
        return JournalHeader(path: path, written: written, base: base, length: length, checksum: checksum, owner: owner,
                             hasLog: lines[0] == magic)
    }

    private static func value(_ line: Substring, _ key: String) -> Substring? {
        guard line.hasPrefix(key + " ") else { return nil }
        return line.dropFirst(key.count + 1)
    }

    private static func parseIdentity(_ text: Substring) -> FileIdentity? {
        let fields = text.split(separator: " ")
        guard fields.count == 5, let size = Int64(fields[0]), let inode = UInt64(fields[1]),
              let device = UInt64(fields[2]), let modified = FileTime(parsing: fields[3]),
              let changed = FileTime(parsing: fields[4]) else { return nil }
        return FileIdentity(size: size, inode: inode, device: device, modified: modified, changed: changed)
    }

    static func percentEncoded(_ text: String) -> String {
        var result: [UInt8] = []
        for byte in text.utf8 {
            if byte <= 0x20 || byte == UInt8(ascii: "%") || byte == 0x7F {
                result += Array("%".utf8) + hexDigits(byte)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func percentDecoded(_ text: Substring) -> String? {
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < source.count {
            guard source[index] == UInt8(ascii: "%") else {
                bytes.append(source[index])
                index += 1
                continue
            }
            guard index + 2 < source.count,
                  let byte = UInt8(String(decoding: source[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(byte)
            index += 3
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigits(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
}
