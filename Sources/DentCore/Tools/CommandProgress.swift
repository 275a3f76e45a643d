import DentText

/// How far a shell command the host runs has got (Filter through command, Run command, Format
/// file, Lint), as the status line shows it after the command: the share of its input written
/// to its stdin, when it has input, and the bytes it has written back so far. A command that
/// reads everything before it writes (sort) shows the first figure grow, one that streams (tr)
/// both; one that is stuck, neither.
public struct CommandProgress: Sendable, Equatable {
    /// Bytes written to the command's stdin so far, of `input`.
    public var sent: Int
    public var input: Int
    /// Bytes read from its stdout and stderr so far.
    public var back: Int

    public init(sent: Int, input: Int, back: Int) {
        (self.sent, self.input, self.back) = (sent, input, back)
    }

    /// "40% sent, 12.3 MB back"; "12.3 MB back" for a command given no input.
    public var text: String {
        let back = "\(back.byteSize) back"
        return input > 0 ? "\(sent.percent(of: input))% sent, \(back)" : back
    }
}
