import DentConfig
import DentFiles
import DentLSP
import DentSyntax
import DentText
import Glibc

/// `dent --check-lsp [FILE]` (issue 54, "Status and checks"): which language server each
/// language would run and whether it is installed; with FILE, the server of FILE's language
/// started, initialised, its capabilities printed and shut down, so a user sees what dent
/// would get from it without opening the editor.
enum ServerCheck {
    /// Without FILE: one line a language (exit status 0); with FILE: the handshake (1 when a
    /// step fails, the reason on standard error).
    static func run(path: String?, language: String?, keysFile: String?) -> Int32 {
        let configuration = UserConfiguration.load(keysFile: keysFile)
        if configuration.problems.contains(where: { $0.hasPrefix("dent.conf:") }) {
            printError("dent: dent.conf has problems, and the lines with them are ignored (dent --check-config lists them)")
        }
        guard let path else {
            for line in listing(settings: configuration.settings, isInstalled: isInstalled) { print(line) }
            return 0
        }
        return check(path, language: language, settings: configuration.settings)
    }

    // MARK: Every language

    /// `LANGUAGE: COMMAND — state`, for each language of the built-in table in its order, then
    /// each other one dent.conf gives a `language-server`.
    static func listing(settings: Settings, isInstalled: (String) -> Bool) -> [String] {
        languages(settings).map { line($0, settings: settings, isInstalled: isInstalled) }
    }

    static func languages(_ settings: Settings) -> [String] {
        var ids = LanguageServers.entries.flatMap(\.ids)
        for setting in settings.languageSettings where !ids.contains(setting.language) {
            if settings.languageServer(for: setting.language).choice != nil { ids.append(setting.language) }
        }
        return ids
    }

    /// One language's line. Its words are `NoLanguageServer.description`'s, shorter: the
    /// language is already said.
    static func line(_ id: String, settings: Settings, isInstalled: (String) -> Bool) -> String {
        let builtIn = LanguageServers.candidates(for: id)
        switch LanguageServers.resolve(language: id, settings: settings, isInstalled: isInstalled) {
        case .success(let server):
            return "\(id): \(server.command) — installed" + (settings.languageServer(for: id).choice == nil ? "" : " (dent.conf)")
        case .failure(let none):
            switch none.reason {
            case .off: return "\(id): \(builtIn.first.map { "\($0.command)" } ?? "no built-in server") — off (dent.conf)"
            case .unknown: return "\(id): no server — \(none)"
            case .notInstalled(let candidates):
                let commands = candidates.map { "\($0.command.program) (\($0.source))" }
                return "\(id): \(candidates[0].command) — not installed (install \(either(commands)))"
            case .configuredNotInstalled(let command): return "\(id): \(command) — not installed (named in dent.conf)"
            }
        }
    }

    /// `a`, `a or b`, `a, b or c`, as `NoLanguageServer` lists servers to install.
    private static func either(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Whether `program` can be started as `ServerProcess` starts it: at its path when it has
    /// a `/`, else in a folder of `PATH`.
    static func isInstalled(_ program: String) -> Bool {
        program.contains("/") ? access(program, X_OK) == 0 : ShellProcess.isOnPath(program)
    }

    // MARK: One file

    /// FILE's language as the editor guesses it (or `--language`'s), its server and project
    /// root, then the handshake.
    static func check(_ path: String, language forced: String?, settings: Settings) -> Int32 {
        let found: (path: String, language: String)
        switch language(of: path, forced: forced) {
        case .success(let file): found = file
        case .failure(let why): return stop(why.message, status: why.status)
        }
        print("file: \(PathBytes.shown(found.path))")
        print("language: \(found.language)")
        let server: LanguageServer
        switch LanguageServers.resolve(language: found.language, settings: settings, isInstalled: isInstalled) {
        case .success(let resolved): server = resolved
        case .failure(let none): return stop(none.description)
        }
        let configured = settings.languageServer(for: found.language).choice != nil
        print("server: \(server.command)" + (configured ? " (dent.conf)" : " (built in)"))
        let root = projectRoot(found.path, language: found.language)
        let rootURI = FileURI.uri(path: PathBytes.bytes(root)) ?? "file:///"
        let version = String(HelpText.version.split(separator: " ").last ?? "")
        switch ServerHandshake.run(server, rootURI: rootURI, version: version) {
        case .success(let answer):
            report(answer, timeout: server.timeoutSeconds)
            return 0
        case .failure(let failure):
            let tail = failure.stderrTail.isEmpty ? "" : "\nthe end of its standard error:\n" + failure.stderrTail
            let status = stop("\(server.command.programName) \(failure.reason)" + tail)
            if let signal = failure.signal { reraise(signal) }
            return status
        }
    }

    /// Says FILE's project root, or that it has none; the folder the server is rooted at
    /// here: the root, else FILE's own folder (as when the palette starts it).
    private static func projectRoot(_ path: String, language: String) -> String {
        if let root = ProjectRoot.find(forFile: path, language: language, exists: { access($0, F_OK) == 0 }) {
            print("project root: \(PathBytes.shown(root))")
            return root
        }
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        print("no project root: the server would start only from the palette (this check roots it at \(PathBytes.shown(folder)))")
        return folder
    }

    /// Says why the check stops, after what was printed so far (standard output may be a
    /// buffered pipe and standard error the same file); the exit status.
    private static func stop(_ message: String, status: Int32 = 1) -> Int32 {
        fflush(nil)
        printError("dent: " + message, newline: !message.hasSuffix("\n"))
        return status
    }

    /// What the server said, then how it ended.
    private static func report(_ answer: ServerHandshake.Answer, timeout: Int) {
        print("server name: " + (answer.serverInfo?["name"]?.string.map(PathBytes.shown) ?? "not given"))
        if let version = answer.serverInfo?["version"]?.string { print("server version: " + PathBytes.shown(version)) }
        print("position encoding: \(answer.encoding.rawValue)")
        print("capabilities: " + PrettyJSON.text(answer.capabilities))
        print(answer.exitedByItself ? "shut down: it exited after shutdown and exit"
              : "shut down: it did not exit in \(timeout) s after shutdown and exit, and was ended")
    }

    /// Why FILE's check stops before a server is chosen, and the exit status it gives.
    struct Stop: Error {
        var message: String
        var status: Int32 = 1
    }

    /// FILE's absolute path (its folder's real path and its own name, as `ProjectRoot` wants
    /// it) and language; a file that does not exist yet has its name's.
    static func language(of path: String, forced: String?) -> Result<(path: String, language: String), Stop> {
        let file: LoadedFile
        do throws(FileError) {
            file = try FileLoader.load(path: path, prefix: FileStart.length)
        } catch {
            return .failure(Stop(message: "\(error)"))
        }
        guard let absolute = absolutePath(path) else { return .failure(Stop(message: "\(PathBytes.shown(path)): its folder cannot be found")) }
        let catalog = SpecCatalog(environment: SpecDirectories.processEnvironment())
        catalog.saveListing()
        switch SyntaxCommands.chosenLanguage(forced, catalog: catalog, path: path, bytes: file.buffer.allBytes) {
        case .failure(let unknown): return .failure(Stop(message: unknown.message, status: 2))
        case .success(let id?) where forced != nil || !file.isBinary: return .success((absolute, id))
        case .success: return .failure(Stop(message: "\(PathBytes.shown(path)): no language (--language ID names one)"))
        }
    }

    /// `path` with its folder's symbolic links, `.` and `..` resolved (`realpath(3)`); nil when
    /// the folder cannot be resolved.
    static func absolutePath(_ path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let real = PathBytes.withCString(folder, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        let resolved = PathBytes.string(cString: real)
        return (resolved == "/" ? "" : resolved) + "/" + name
    }
}
