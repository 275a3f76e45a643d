import DentConfig
import DentCore

/// docs/KEYS.md's section on key profiles, generated from the profiles' own directives so it
/// lists exactly what `keys = nano` binds.
extension KeysDocument {
    static let profileIntro = """
        ## Keys for nano users (`keys = nano`)

        `keys = nano` in dent.conf (`~/.config/dent/dent.conf`) puts GNU nano 7's main keys on
        dent's commands; `keys = dent` (the default) keeps dent's own. The profile applies over
        dent's defaults and before keys.conf, so your own bindings still win; the shortcut bar and
        the help view show the keys in force. ^O is Save as: a prompt with the file's name in it,
        which Enter writes, as nano's Write Out does (^S saves at once, as in nano). ^R opens a file
        in its own tab (dent cannot insert one into the text). ^K cuts the line (cuts in a row add
        up) and ^U pastes them back. The palette, Ctrl+E in dent, moves to Alt+X (nano's Alt+X
        hides its help lines, which dent has no use for). The tables below are the profile's
        bindings; what they replace keeps its other keys (Ctrl+Shift+Z still redoes) or is left to
        the palette (Close, Cut, Duplicate line, Select word).
        """

    static func profileSection(_ profile: KeyProfile, table: CommandTable) -> [String] {
        var lines = profileIntro.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += ["", "| keys | command | title |", "|---|---|---|"]
        for directive in profile.directives {
            guard case .bind(let id) = directive.action else { continue }
            lines.append("| `\(directive.chord)` | `\(id)` | \(table[id]?.title ?? "") |")
        }
        lines += ["", "Keys that mean the same in both: \(code(profile.shared)).", "",
                  "nano's keys whose meaning dent lacks keep dent's binding:", "",
                  "| nano keys | in nano | in dent |", "|---|---|---|"]
        for key in profile.unmapped {
            lines.append("| \(code(key.keys)) | \(key.meaning) | \(key.instead) |")
        }
        return lines
    }

    /// Keys as code, so a backslash shows as typed.
    private static func code(_ keys: [String]) -> String { keys.map { "`\($0)`" }.joined(separator: ", ") }
}
