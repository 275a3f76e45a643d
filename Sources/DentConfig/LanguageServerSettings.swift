import DentLSP

/// What dent.conf's `[language ID]` sections say about a language's server: which one (or
/// none), its options, how long to wait for it. What they leave unsaid, the built-in table
/// (`LanguageServers`) decides.
public struct LanguageServerSettings: Sendable, Equatable {
    /// `language-server`: the built-in table's choice (nil), `off`, or a command of the user's.
    public enum Choice: Sendable, Equatable {
        case off
        case command(ServerCommand)
    }

    public var choice: Choice?
    /// `language-server-options`: initialization options laid over the built-in ones (RFC 7396),
    /// and what dent answers `workspace/configuration` from.
    public var options: JSONObject?
    /// `language-server-timeout`: seconds a request waits for its reply.
    public var timeoutSeconds = LanguageServerSettings.defaultTimeoutSeconds

    public init() {}

    public static let defaultTimeoutSeconds = 10
    /// The longest `language-server-timeout`: an hour is already no answer.
    public static let timeouts = 1...3600
}

extension Settings {
    /// The language server settings of language `id`: its sections' lines, in the file's order.
    public func languageServer(for id: String) -> LanguageServerSettings {
        var server = LanguageServerSettings()
        for setting in languageSettings where setting.language == id {
            try? SettingsParser.languageServerFields[setting.name]?(&server, setting.value)
        }
        return server
    }
}
