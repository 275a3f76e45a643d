import DentConfig
import DentCore
import DentFiles
import DentText
import Glibc

/// Where the cursor starts: `dent +LINE[:COL] FILE` or `dent FILE:LINE[:COL]`.
struct StartPosition: Equatable {
    var line: Int
    var column: Int?

    /// `LINE` or `LINE:COL` with positive numbers.
    init?(_ text: Substring) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let line = Int(parts[0]), line >= 1 else { return nil }
        self.line = line
        if parts.count == 2 {
            guard let column = Int(parts[1]), column >= 1 else { return nil }
            self.column = column
        }
    }

    /// `FILE:LINE[:COL]` split when no file has that whole name; nil otherwise.
    static func split(_ argument: String) -> (path: String, position: StartPosition)? {
        guard FileIdentity.current(at: argument) == nil else { return nil }
        var candidates: [String.Index] = []
        var index = argument.startIndex
        while let colon = argument[index...].firstIndex(of: ":") {
            candidates.append(colon)
            index = argument.index(after: colon)
        }
        for colon in candidates {
            let path = String(argument[..<colon])
            guard !path.isEmpty, let position = StartPosition(argument[argument.index(after: colon)...]) else { continue }
            return (path, position)
        }
        return nil
    }
}

/// Reads what `dent FILE` (or `dent -`) opens, before the terminal is touched: errors go to
/// standard error with exit status 1, a file over the size limit is asked about first.
enum Opening {
    static func load(_ path: String, maximumSize: Int64) -> Result<LoadedFile, FileError> {
        do throws(FileError) {
            if path == "-" { return .success(try FileLoader.readStandardInput(maximumSize: nil)) }
            if let size = try FileLoader.size(of: path), size > maximumSize, !confirm(path: path, size: size) {
                return .failure(FileError("\(path) was not opened"))
            }
            return .success(try FileLoader.load(path: path))
        } catch {
            return .failure(error)
        }
    }

    /// Asks on the terminal, in its normal mode, whether to open a file over the size limit.
    static func confirm(path: String, size: Int64) -> Bool {
        let megabytes = size / (1 << 20)
        printError("dent: \(path) is \(megabytes) MiB, more than max-file-size; open it anyway? (y/n) ", newline: false)
        let tty = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        guard tty >= 0 else { return false }
        defer { close(tty) }
        var answer: UInt8 = 0
        return read(tty, &answer, 1) == 1 && (answer == UInt8(ascii: "y") || answer == UInt8(ascii: "Y"))
    }

    /// The first message: a binary file, a read-only file, a recovery offer.
    static func prepare(_ editor: inout Editor, loaded: LoadedFile, path: String, position: StartPosition?) {
        if let position {
            editor.goToLine(position.column.map { "\(position.line):\($0)" } ?? "\(position.line)")
        }
        if loaded.isBinary {
            editor.message = Message("Binary file: it opens and saves byte for byte, shown with ^X and \u{FFFD} for what is not text", isError: true)
        }
        if loaded.exists && path != "-", case .notWritable(let reason) = FileSaver.writability(of: path) {
            editor.document.isReadOnly = true
            editor.message = Message("Read-only (\(reason.description)): Ctrl+S saves elsewhere", isError: true)
        }
        if path != "-", let entry = RecoveryJournal().find(for: path) {
            editor.offerRecovery(entry.buffer.allBytes, writtenAt: entry.written.localDescription)
        }
    }
}

extension FileTime {
    /// The time as people read it here: `2026-11-30 08:41`.
    var localDescription: String {
        var seconds = time_t(self.seconds)
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
