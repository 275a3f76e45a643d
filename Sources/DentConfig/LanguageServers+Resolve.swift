import DentLSP

/// The language server a language would run: what starts it and what dent tells it.
public struct LanguageServer: Sendable, Equatable {
    public var command: ServerCommand
    /// The initialization options: the built-in ones with dent.conf's laid over them (RFC 7396).
    public var options: JSONObject
    /// Seconds a request waits for its reply.
    public var timeoutSeconds: Int
}

/// Why a language runs no server, in words for the status line.
public struct NoLanguageServer: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// dent.conf says `language-server = off`.
        case off
        /// Neither the built-in table nor dent.conf names a server.
        case unknown
        /// None of the built-in servers is installed; they are listed, in order.
        case notInstalled([LanguageServerCandidate])
        /// The command dent.conf names is not installed.
        case configuredNotInstalled(ServerCommand)
    }

    public var language: String
    public var reason: Reason

    public init(language: String, reason: Reason) {
        self.language = language
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .off:
            "the language server of \(language) is off (dent.conf)"
        case .unknown:
            "dent knows no language server for \(language): name one with language-server in [language \(language)] of dent.conf"
        case .notInstalled(let candidates):
            "no language server for \(language) is installed: install " + Self.either(candidates.map { "\($0.command.program) (\($0.source))" })
        case .configuredNotInstalled(let command):
            "\(command.program), the language server dent.conf names for \(language), is not installed"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func either(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension LanguageServers {
    /// The server language `id` would run with `settings`: dent.conf's command, or else the
    /// first built-in one `isInstalled` finds; or why none. `isInstalled` says whether a
    /// program is there to run (in `PATH`, or at its path when it has a `/`); injected, so
    /// this is pure.
    public static func resolve(language id: String, settings: Settings,
                               isInstalled: (String) -> Bool) -> Result<LanguageServer, NoLanguageServer> {
        let configured = settings.languageServer(for: id)
        let candidate: LanguageServerCandidate
        switch configured.choice {
        case .off?:
            return .failure(NoLanguageServer(language: id, reason: .off))
        case .command(let command)?:
            guard isInstalled(command.program) else {
                return .failure(NoLanguageServer(language: id, reason: .configuredNotInstalled(command)))
            }
            candidate = LanguageServerCandidate(command, options: defaultOptions(forProgram: command.programName), source: "dent.conf")
        case nil:
            let candidates = candidates(for: id)
            guard !candidates.isEmpty else { return .failure(NoLanguageServer(language: id, reason: .unknown)) }
            guard let installed = candidates.first(where: { isInstalled($0.command.program) }) else {
                return .failure(NoLanguageServer(language: id, reason: .notInstalled(candidates)))
            }
            candidate = installed
        }
        let options = configured.options.map(candidate.options.merging) ?? candidate.options
        return .success(LanguageServer(command: candidate.command, options: options, timeoutSeconds: configured.timeoutSeconds))
    }
}
