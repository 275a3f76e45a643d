import DentLSP

/// The language server keys of a `[language ID]` section (docs/CONFIGURATION.md, "Language
/// servers"): parsed when dent.conf is read, so `--check-config` says what is wrong with a
/// command line or the JSON of the options, and applied by `Settings.languageServer(for:)`.
extension SettingsParser {
    /// Why a value cannot be used, said after `bad value "…" for NAME: `.
    struct BadValue: Error {
        var reason: String
    }

    typealias ServerField = @Sendable (inout LanguageServerSettings, String) throws(BadValue) -> Void

    /// Each key's parser: one table, so the docs, the errors and `languageServer(for:)` name the
    /// same keys.
    static let languageServerFields: [String: ServerField] = [
        "language-server": { server, value throws(BadValue) in server.choice = try serverChoice(value) },
        "language-server-options": { server, value throws(BadValue) in server.options = try serverOptions(value) },
        "language-server-timeout": { server, value throws(BadValue) in
            let range = LanguageServerSettings.timeouts
            guard let seconds = Int(value), range.contains(seconds) else {
                throw BadValue(reason: "seconds, \(range.lowerBound) to \(range.upperBound)")
            }
            server.timeoutSeconds = seconds
        },
    ]

    /// The keys whose value is the rest of the line as written, quotes included: the value has
    /// its own quoting (a shell's, JSON's strings), and its comment starts where that grammar
    /// puts it, so a `#` inside quotes stays.
    static let wholeValueNames: Set<String> = ["language-server", "language-server-options"]

    /// `off`, or the command the value's words make (POSIX quoting, `ShellWords`).
    static func serverChoice(_ value: String) throws(BadValue) -> LanguageServerSettings.Choice {
        let words: [String]
        do throws(ShellWordsError) {
            words = try ShellWords.split(value)
        } catch {
            throw BadValue(reason: error.description)
        }
        if words.count == 1, words[0].lowercased() == "off" { return .off }
        guard let command = ServerCommand(words: words) else { throw BadValue(reason: "a command, or off") }
        return .command(command)
    }

    /// The JSON object of the value; a `#` after the object starts a comment.
    static func serverOptions(_ value: String) throws(BadValue) -> JSONObject {
        guard let object = try json(Array(value.utf8)).object else { throw BadValue(reason: "a JSON object, {…}") }
        return object
    }

    /// The JSON text of `bytes`, up to a `#` that follows its value.
    static func json(_ bytes: [UInt8]) throws(BadValue) -> JSONValue {
        do throws(JSONError) {
            return try JSONValue(parsing: bytes)
        } catch {
            if error.reason == .trailingBytes, bytes[error.offset] == UInt8(ascii: "#") {
                return try json(Array(bytes[..<error.offset]))
            }
            throw BadValue(reason: error.description)
        }
    }

    /// What is wrong with language server key `name = value`; nil when it is fine or `name` is
    /// no language server key.
    static func languageServerProblem(name: String, value: String) -> String? {
        guard let apply = languageServerFields[name] else { return nil }
        var server = LanguageServerSettings()
        do throws(BadValue) {
            try apply(&server, value)
            return nil
        } catch {
            return "bad value \"\(value)\" for \(name): \(error.reason)"
        }
    }
}
