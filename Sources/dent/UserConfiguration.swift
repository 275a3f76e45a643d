import DentConfig
import DentCore
import DentFiles
import Glibc

/// The user's dent.conf and keys.conf, read once, with every problem found in them.
struct UserConfiguration {
    var settings = Settings()
    var directives: [KeyBindingDirective] = []
    /// Problems as `FILE:LINE: message`, in file order.
    var problems: [String] = []
    var keysName = "keys.conf"

    /// Reads both files from the XDG config directory (`keysFile` replaces keys.conf).
    static func load(keysFile: String?) -> UserConfiguration {
        var configuration = UserConfiguration()
        if let text = configuration.read(configPath("dent.conf"), named: "dent.conf") {
            let (settings, problems) = SettingsParser.parse(text)
            configuration.settings = settings
            configuration.problems += problems.map { "dent.conf:\($0.line): \($0.message)" }
        }
        let keysPath = keysFile ?? configPath("keys.conf")
        configuration.keysName = keysFile ?? "keys.conf"
        if let text = configuration.read(keysPath, named: configuration.keysName) {
            let (directives, problems) = KeyBindingDirective.parse(text)
            configuration.directives = directives
            configuration.problems += problems.map { "\(configuration.keysName):\($0.line): \($0.message)" }
        } else if let keysFile {
            configuration.problems.append("\(keysFile): cannot be read")
        }
        return configuration
    }

    /// Adds the theme's problem (`SyntaxSetup.themeProblem`) where dent.conf set it.
    mutating func addThemeProblem(_ problem: String?) {
        guard let problem else { return }
        problems.append("dent.conf:\(settings.themeLine.map(String.init) ?? "?"): \(problem)")
    }

    /// Applies the key bindings to `editor`, adding the problems they have.
    mutating func applyBindings(to editor: inout Editor) {
        let problems = editor.keymap.apply(directives, table: editor.commands)
        self.problems += problems.sorted { $0.line < $1.line }.map { "\(keysName):\($0.line): \($0.message)" }
    }

    /// Sets `name = value` in dent.conf, keeping the rest of the file; the reason when it failed.
    static func remember(_ name: String, _ value: String) -> String? {
        ConfigFile.rewrite(configPath("dent.conf")) { SettingsParser.setting(name, to: value, in: $0) }
    }

    /// The path of `name` in `$XDG_CONFIG_HOME/dent` (default `~/.config/dent`).
    static func configPath(_ name: String) -> String {
        let base = environment("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment("HOME").map { $0 + "/.config" } ?? "")
        return base + "/dent/" + name
    }

    /// The text of the file at `path` (its first MiB: the rest is said as a problem of `name`).
    private mutating func read(_ path: String, named name: String) -> String? {
        guard let read = (try? ConfigurationText.read(path)) ?? nil else { return nil }
        if read.isCut { problems.append(ConfigurationText.cutNote(name)) }
        return read.text
    }
}
