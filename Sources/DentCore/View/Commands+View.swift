import DentKeys

extension DefaultCommands {
    /// Ways of looking at the text: whitespace marks, line numbers and soft wrap.
    static let view: [Command] = [
        Command(id: .toggleWhitespace, title: "Show whitespace",
                help: "Show or hide tabs (→), trailing spaces (·) and indentation that mixes tabs and spaces",
                category: .view, keys: [alt(".")], context: .editor, carets: .keeps) { $0.toggleWhitespace() },
        Command(id: .toggleLineNumbers, title: "Line numbers", help: "Show or hide line numbers left of the text",
                category: .view, keys: [alt("n")], context: .editor, carets: .keeps) { $0.toggleLineNumbers() },
        // Alt+$ is nano's soft-wrap toggle.
        Command(id: .toggleSoftWrap, title: "Soft wrap",
                help: "Wrap long lines at the window's edge (at a blank where possible) instead of scrolling sideways",
                category: .view, keys: [alt("$")], context: .editor, carets: .keeps) { $0.toggleSoftWrap() },
    ]
}
