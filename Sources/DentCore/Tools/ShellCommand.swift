/// A shell command the editor asked its host to run (Filter through command, Run command,
/// Format file, Lint), kept in the `commandRunning` modal while it runs.
public struct ShellCommand: Sendable, Equatable {
    /// What the command's output is for.
    public enum Use: Sendable, Equatable {
        /// It replaces these bytes of the file (the selection), which are its input.
        case filter(DocumentID, Range<Int>)
        /// It replaces the whole file, which had no selection, as Format file's output does.
        case filterFile(DocumentID)
        /// It opens in a new unnamed file.
        case run
        /// It is the whole file formatted (the language's `formatter`, fed the whole file).
        case format(DocumentID)
        /// Its lines about the file at this path (as given to the language's `linter`) mark
        /// the file's lines.
        case lint(DocumentID, String)
    }

    /// The command line, as typed (the host runs it with `/bin/sh -c`).
    public var text: String
    public var use: Use
    /// Esc was pressed: the host was asked to stop it.
    public var isStopping = false
    /// How far it has got, once the host has said (`Editor.commandProgressed`).
    public internal(set) var progress: CommandProgress?
    /// The file's revision when the command started: a filter's output replaces nothing in a
    /// file that changed meanwhile (reloaded from disk while the command ran).
    var revision = Revision(step: 0, count: 0)

    /// The last undo step and the size of a file: what changes when its text does.
    struct Revision: Equatable {
        var step: Int
        var count: Int
    }

    static func revision(of document: Document) -> Revision {
        Revision(step: document.history.stateID, count: document.text.count)
    }

    /// `text` as one word of a POSIX shell command line, whatever it holds: in single quotes,
    /// each `'` in it written as `'\''` (close, escaped quote, open).
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    public init(text: String, use: Use) {
        self.text = text
        self.use = use
    }
}

/// How a shell command ended, as its host saw it: what it wrote, and why it stopped.
public struct CommandOutcome: Sendable, Equatable {
    public enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal it did not ask for ended it.
        case signaled(Int32)
        /// The user stopped it (Esc).
        case stopped
        /// Its output passed this many bytes: it was stopped, and none of it is used.
        case tooLarge(Int)
        /// It could not be started: why.
        case notStarted(String)
    }

    public var output: [UInt8]
    public var errors: [UInt8]
    public var ending: Ending

    public init(output: [UInt8] = [], errors: [UInt8] = [], ending: Ending) {
        self.output = output
        self.errors = errors
        self.ending = ending
    }

    /// Why the output must not be used, with the command's own words (its stderr, whole) as
    /// the message's detail; nil when it succeeded. A command that exits with 0 but writes only
    /// to stderr failed too: `sort -k` with a bad key, say, which some tools still end with 0.
    func failure(of command: String) -> Message? {
        let said = CommandOutcome.printable(errors)
        let reason: String
        switch ending {
        case .exited(0):
            guard output.isEmpty, !errors.isEmpty else { return nil }
            reason = "wrote only to stderr"
        case .exited(let status): reason = "failed (exit status \(status))"
        case .signaled(let signal): reason = "was ended by signal \(signal)"
        case .stopped: return Message("Stopped \(command): nothing changed")
        case .tooLarge(let limit): reason = "wrote more than \(limit >> 20) MiB (max-file-size): refused"
        case .notStarted(let why): reason = "could not start: \(why)"
        }
        let firstLine = said.split(separator: "\n").first.map { ": " + $0 } ?? ""
        let more = said.contains("\n") ? " (F1 shows all of it)" : ""
        return Message("\(command) \(reason), nothing changed\(firstLine)\(more)", isError: true, detail: said.isEmpty ? nil : said)
    }

    /// `bytes` as text for the screen: invalid UTF-8 shown as U+FFFD, control characters other
    /// than line breaks as `^X` (an escape sequence in a tool's error must not drive the
    /// terminal), trailing line breaks dropped.
    public static func printable(_ bytes: [UInt8]) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x0A: text.unicodeScalars.append(scalar)
            case 0x0D: break
            case 0x09: text += " "
            case 0..<0x20: text += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F: text += "^?"
            default: text.unicodeScalars.append(scalar)
            }
        }
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
