import DentKeys

extension DefaultCommands {
    /// The answers when the file shown may not be written by this user (micro's sudo save):
    /// y saves it with sudo, s asks for another name, n or Esc leaves it unsaved.
    static let sudoSave: [Command] = [
        Command(id: .sudoSave, title: "Save with sudo",
                help: "Save the file as root through sudo, which asks for your password on the terminal",
                category: .file, keys: [key(.character("y")), key(.character("Y"))], modal: .sudoSave, barRank: 1,
                barWhen: .withSudo) { $0.answerSudoSave(.sudo) },
        Command(id: .sudoSaveAs, title: "Save as", help: "Save the file under another name instead",
                category: .file, keys: [key(.character("s")), key(.character("S"))], modal: .sudoSave, barRank: 2) { $0.answerSudoSave(.saveAs) },
        Command(id: .sudoSaveCancel, title: "Don't save", help: "Leave the file unsaved",
                category: .file, keys: [key(.character("n")), key(.character("N")), key(.escape)], modal: .sudoSave, barRank: 3) {
            $0.answerSudoSave(.cancel)
        },
    ]
}
