import DentConfig
import DentLSP
import Testing

/// The built-in table of language servers and the choice of the one a language runs.
@Suite struct LanguageServersTests {
    /// A machine with these programs installed.
    static func installed(_ programs: Set<String>) -> (String) -> Bool { { programs.contains($0) } }

    static func settings(_ text: String) -> Settings {
        let (settings, problems) = SettingsParser.parse(text)
        #expect(problems.isEmpty, "\(problems)")
        return settings
    }

    /// Issue 54's table: the servers of each language, in its order.
    @Test func theTableHasTheIssuesServersInOrder() {
        let programs = { (id: String) in LanguageServers.candidates(for: id).map(\.command.words) }
        for id in ["c", "chdr", "cpp", "cpphdr", "objc"] { #expect(programs(id) == [["clangd"]], "\(id)") }
        #expect(programs("swift") == [["sourcekit-lsp"]])
        #expect(programs("python3") == [["pylsp"], ["basedpyright-langserver", "--stdio"], ["jedi-language-server"], ["ruff", "server"]])
        #expect(programs("go") == [["gopls"]])
        #expect(programs("rust") == [["rust-analyzer"]])
        #expect(programs("toml") == [["taplo", "lsp", "stdio"]])
        #expect(programs("cobol").isEmpty)
        let ids = LanguageServers.entries.flatMap(\.ids)
        #expect(Set(ids).count == ids.count, "a language in two rows")
    }

    /// What runs a project's code or indexes it all is off unless dent.conf turns it on.
    @Test func whatRunsProjectCodeIsOffByDefault() throws {
        let machine = Self.installed(["sourcekit-lsp", "rust-analyzer"])
        let swift = try LanguageServers.resolve(language: "swift", settings: Settings(), isInstalled: machine).get()
        #expect(swift.options["backgroundIndexing"] == false)
        let rust = try LanguageServers.resolve(language: "rust", settings: Settings(), isInstalled: machine).get()
        #expect(rust.options["cargo"]?["buildScripts"]?["enable"] == false)
        #expect(rust.options["procMacro"]?["enable"] == false)
    }

    @Test func theFirstInstalledServerRuns() throws {
        let python = { (programs: Set<String>) in
            try LanguageServers.resolve(language: "python3", settings: Settings(), isInstalled: Self.installed(programs)).get().command
        }
        #expect(try python(["pylsp", "ruff"]) == ServerCommand("pylsp"))
        #expect(try python(["ruff", "jedi-language-server"]) == ServerCommand("jedi-language-server"))
        #expect(try python(["ruff"]) == ServerCommand("ruff", ["server"]))
        let c = try LanguageServers.resolve(language: "c", settings: Settings(), isInstalled: Self.installed(["clangd"])).get()
        #expect(c.command == ServerCommand("clangd") && c.options.isEmpty && c.timeoutSeconds == 10)
    }

    @Test func noneInstalledSaysWhatToInstall() {
        let none = LanguageServers.resolve(language: "python3", settings: Settings(), isInstalled: { _ in false })
        let reason = NoLanguageServer(language: "python3", reason: .notInstalled(LanguageServers.candidates(for: "python3")))
        #expect(none == .failure(reason))
        #expect(reason.description == "no language server for python3 is installed: install pylsp (Debian: python3-pylsp, with python3-pyflakes for diagnostics), "
            + "basedpyright-langserver (PyPI: basedpyright), jedi-language-server (PyPI: jedi-language-server) or ruff (PyPI: ruff)")
        let c = NoLanguageServer(language: "c", reason: .notInstalled(LanguageServers.candidates(for: "c")))
        #expect(c.description == "no language server for c is installed: install clangd (Debian: clangd; the Swift toolchain has one too)")
    }

    @Test func dentConfNamesTheServerOrNone() throws {
        let settings = Self.settings("""
            [language python3]
            language-server = ruff server --preview
            language-server-timeout = 3
            [language c]
            language-server = off
            [language cobol]
            language-server = cobol-ls --stdio
            """)
        let everything = { (_: String) in true }
        let python = try LanguageServers.resolve(language: "python3", settings: settings, isInstalled: everything).get()
        #expect(python.command == ServerCommand("ruff", ["server", "--preview"]) && python.options.isEmpty && python.timeoutSeconds == 3)
        #expect(LanguageServers.resolve(language: "c", settings: settings, isInstalled: everything)
                == .failure(NoLanguageServer(language: "c", reason: .off)))
        #expect(try LanguageServers.resolve(language: "cobol", settings: settings, isInstalled: everything).get().command.program == "cobol-ls")
        let missing = LanguageServers.resolve(language: "cobol", settings: settings, isInstalled: Self.installed(["clangd"]))
        #expect(missing == .failure(NoLanguageServer(language: "cobol", reason: .configuredNotInstalled(ServerCommand("cobol-ls", ["--stdio"])))))
        #expect("\(NoLanguageServer(language: "cobol", reason: .configuredNotInstalled(ServerCommand("cobol-ls"))))"
                == "cobol-ls, the language server dent.conf names for cobol, is not installed")
        let unknown = LanguageServers.resolve(language: "fortran", settings: settings, isInstalled: everything)
        #expect(unknown == .failure(NoLanguageServer(language: "fortran", reason: .unknown)))
        #expect("\(NoLanguageServer(language: "fortran", reason: .unknown))".contains("[language fortran]"))
    }

    /// dent.conf's options are laid over the built-in ones (RFC 7396), and a built-in
    /// server named by a path of dent.conf's keeps its built-in options.
    @Test func dentConfsOptionsMergeOverTheBuiltInOnes() throws {
        let settings = Self.settings("""
            [language rust]
            language-server = /opt/ra/rust-analyzer
            language-server-options = {"procMacro": {"enable": true}, "check": {"command": "clippy"}}
            [language swift]
            language-server-options = {"backgroundIndexing": null}
            """)
        let rust = try LanguageServers.resolve(language: "rust", settings: settings, isInstalled: { _ in true }).get()
        #expect(rust.command == ServerCommand("/opt/ra/rust-analyzer"))
        #expect(rust.options == ["cargo": ["buildScripts": ["enable": false]], "procMacro": ["enable": true], "check": ["command": "clippy"]])
        let swift = try LanguageServers.resolve(language: "swift", settings: settings, isInstalled: { _ in true }).get()
        #expect(swift.options.isEmpty, "null removes a built-in option")
    }
}
