import DentKeys

/// Checks of the live bindings that a user would otherwise find out the hard way: run at start
/// (keys.conf problems) and by `dent --check-keys`.
public enum BindingLint {
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        public var chord: KeyChord?
        public var message: String
        public var description: String { (chord.map { "\($0): " } ?? "") + message }
    }

    public static func check(_ keymap: Keymap, table: CommandTable, kittyProtocol: Bool = false) -> [Finding] {
        var findings: [Finding] = []
        let bindings = keymap.bindings
        for binding in bindings where binding.context == .global {
            if let winner = keymap.command(for: binding.chord, in: .editor), winner != binding.command {
                findings.append(Finding(chord: binding.chord, message: "\"\(binding.command)\" is hidden in the editor by \"\(winner)\""))
            }
        }
        for binding in bindings {
            let others = keymap.chords(for: binding.command, in: binding.context).filter { $0 != binding.chord }
            let alternative = others.first { $0.isSendableWithoutKittyProtocol && $0.commonInterceptions.isEmpty }
            let instead = alternative.map { "; use \($0)" } ?? ""
            if !kittyProtocol && !binding.chord.isSendableWithoutKittyProtocol {
                findings.append(Finding(chord: binding.chord,
                    message: "\"\(binding.command)\" needs the kitty keyboard protocol, which this terminal lacks\(instead)"))
            }
            for who in binding.chord.commonInterceptions {
                findings.append(Finding(chord: binding.chord, message: "\"\(binding.command)\" may be taken by \(who)\(instead)"))
            }
        }
        let bound = Set(bindings.map(\.command))
        // Commands that have no default key live in the help; only lost keys are worth a word.
        for command in table.commands where !command.keys.isEmpty && !bound.contains(command.id) {
            findings.append(Finding(chord: nil, message: "\"\(command.id)\" (\(command.title)) has no key: run it from the help (F1)"))
        }
        return findings
    }
}
