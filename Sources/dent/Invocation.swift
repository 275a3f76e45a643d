/// What the command line asks for.
enum Invocation: Equatable {
    case help
    case version
    case listKeys
    case keysMarkdown
    case decodeKeys
    case checkKeys
    case edit(path: String)

    /// A command-line mistake: printed with the usage line, exit status 2.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static let usage = "usage: dent [--help | --version | --list-keys | --decode-keys | --check-keys] FILE"

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var paths: [String] = []
        var afterDashes = false
        for argument in arguments {
            if !afterDashes && argument.hasPrefix("-") && argument.count > 1 {
                switch argument {
                case "--help", "-h": return .help
                case "--version", "-V": return .version
                case "--list-keys": return .listKeys
                case "--keys-markdown": return .keysMarkdown
                case "--decode-keys": return .decodeKeys
                case "--check-keys": return .checkKeys
                case "--": afterDashes = true
                default: throw UsageError(message: "unknown option \(argument)")
                }
            } else {
                paths.append(argument)
            }
        }
        guard paths.count <= 1 else { throw UsageError(message: "too many arguments: dent edits one file at a time for now") }
        guard let path = paths.first else { throw UsageError(message: "missing FILE") }
        return .edit(path: path)
    }
}
