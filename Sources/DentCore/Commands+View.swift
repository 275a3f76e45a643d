import DentKeys

extension DefaultCommands {
    /// Ways of looking at the text: whitespace marks and line numbers.
    static let view: [Command] = [
        Command(id: "toggle-whitespace", title: "Show whitespace",
                help: "Show or hide tabs (→), trailing spaces (·) and indentation that mixes tabs and spaces",
                category: .view, keys: [alt(".")], context: .editor) { $0.toggleWhitespace() },
        Command(id: "toggle-line-numbers", title: "Line numbers", help: "Show or hide line numbers left of the text",
                category: .view, keys: [alt("n")], context: .editor) { $0.toggleLineNumbers() },
    ]
}
