import DentConfig
import DentCore
import DentFiles
import DentText
import Glibc

/// A file read from disk (or standard input) and made into a document, with what to tell the
/// user when it is first shown.
struct OpenedFile {
    var document: Document
    /// The file as read, for noticing changes on disk; nil for a new file or standard input.
    var identity: FileIdentity?
    /// Read-only, binary, or where an out-of-range start line went: said first.
    var warning: Message?
    /// An EditorConfig disagreement, or "New file": said when nothing more pressing is.
    var note: Message?
    /// A recovery journal newer than the file, offered when it is shown.
    var recovery: RecoveryOffer?

    var notice: Message? { warning ?? note }
}

/// Opens files the one way, from the command line (`dent a b c`) or the open prompt: read
/// byte-exact, the user's settings and the file's EditorConfig, the start position, binary and
/// read-only marks, a recovery journal.
enum Opening {
    /// Reads `path` into an `OpenedFile`. `interactive` is the command line, before the terminal
    /// is taken: `-` reads standard input and a file over the size limit is asked about on the
    /// terminal. In a session (`interactive` false) `-` is a file name like any other and such a
    /// file is refused with the reason, since the terminal belongs to the editor.
    static func open(_ path: String, position: StartPosition?, settings: Settings, interactive: Bool) -> Result<OpenedFile, FileError> {
        let readsInput = interactive && path == "-"
        let loaded: LoadedFile
        switch load(path, maximumSize: Int64(settings.maximumFileMiB) << 20, readsInput: readsInput, asks: interactive) {
        case .success(let file): loaded = file
        case .failure(let error): return .failure(error)
        }
        let name = readsInput ? "" : path
        let editorConfig = name.isEmpty ? EditorConfigProperties() : EditorConfigFiles.properties(for: name)
        var document = Document(path: name, text: loaded.text, settings: settings,
                                editorConfig: editorConfig, isNew: !loaded.exists)
        var warning = position.flatMap { document.goToLine($0.answer) }
        if position == nil, loaded.exists, let place = Places.find(name) { document.restore(place) }
        if loaded.isBinary {
            warning = Message("Binary file: it opens and saves byte for byte, shown with ^X and \u{FFFD} for what is not text", isError: true)
        }
        if loaded.exists && !name.isEmpty, case .notWritable(let reason) = FileSaver.writability(of: name) {
            document.isReadOnly = true
            warning = Message("Read-only (\(reason.description)): Ctrl+S saves elsewhere", isError: true)
        }
        let note = document.editorConfigNotes.first.map { Message($0, isError: true) } ?? (loaded.exists ? nil : Message("New file"))
        let recovery = name.isEmpty ? nil : RecoveryJournal().find(for: name).map {
            RecoveryOffer(bytes: $0.buffer.allBytes, time: $0.written.localDescription)
        }
        return .success(OpenedFile(document: document, identity: loaded.identity, warning: warning, note: note, recovery: recovery))
    }

    /// Reads the bytes: standard input, or the file, asking first (`asks`) or refusing when it
    /// is over the size limit.
    static func load(_ path: String, maximumSize: Int64, readsInput: Bool, asks: Bool) -> Result<LoadedFile, FileError> {
        do throws(FileError) {
            if readsInput { return .success(try FileLoader.readStandardInput(maximumSize: nil)) }
            if let size = try FileLoader.size(of: path), size > maximumSize {
                guard asks else {
                    return .failure(FileError("\(path) is \(size >> 20) MiB, more than max-file-size: open it from the command line to be asked"))
                }
                guard confirm(path: path, size: size) else { return .failure(FileError("\(path) was not opened")) }
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
        let tty = Glibc.open("/dev/tty", O_RDONLY | O_CLOEXEC)
        guard tty >= 0 else { return false }
        defer { close(tty) }
        var answer: UInt8 = 0
        return read(tty, &answer, 1) == 1 && (answer == UInt8(ascii: "y") || answer == UInt8(ascii: "Y"))
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
