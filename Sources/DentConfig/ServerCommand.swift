/// A program and its arguments, as dent starts a language server: directly (`execvp`), never
/// through a shell, so nothing in them is expanded.
public struct ServerCommand: Sendable, Equatable, CustomStringConvertible {
    /// A name looked up in `PATH`, or a path when it has a `/`.
    public var program: String
    public var arguments: [String]

    public init(_ program: String, _ arguments: [String] = []) {
        self.program = program
        self.arguments = arguments
    }

    /// The command of `words` (a first word and the rest); nil for none.
    public init?(words: [String]) {
        guard let first = words.first else { return nil }
        self.init(first, Array(words.dropFirst()))
    }

    /// `program` followed by the arguments, as `argv`.
    public var words: [String] { [program] + arguments }

    /// The program's own name, without the directories of a path (`/opt/ra/rust-analyzer` is
    /// `rust-analyzer`).
    public var programName: String { String(program.split(separator: "/").last ?? Substring(program)) }

    /// The command as it would be written in dent.conf: each word that is not plain quoted
    /// with '…' (a `'` in one as `'\''`), so splitting it again gives the same words.
    public var description: String {
        words.map { word in
            let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { Self.plain.contains($0) }
            return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        }.joined(separator: " ")
    }

    /// The characters a word may have and be written unquoted.
    static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%".unicodeScalars)
}
