import DentKeys

extension DefaultCommands {
    /// The language server's commands (issue 54), on the chords the chord plan kept for them
    /// (docs/KEYS.md, "Chords kept for later commands"): free in both key profiles.
    static let languageServers: [Command] = [
        query(.goToDefinition, "Go to definition", "Go to where the name under the cursor is defined (Back returns)",
              chord: "Alt+Shift+d", .definition),
        query(.goToDeclaration, "Go to declaration", "Go to where the name under the cursor is declared (Back returns)",
              chord: "Alt+Shift+e", .declaration),
        query(.goToTypeDefinition, "Go to type definition", "Go to the definition of the type of the name under the cursor",
              chord: "Alt+Shift+y", .typeDefinition),
        query(.goToImplementation, "Go to implementation", "Go to the implementations of the name under the cursor",
              chord: "Alt+Shift+i", .implementation),
        query(.findReferences, "Find references", "List every use of the name under the cursor; Enter goes to one, F4 to the next",
              chord: "Alt+Shift+u", .references),
        query(.showHover, "Show hover", "Show the type and documentation of the name under the cursor (Esc closes it)",
              chord: "Alt+h", .hover),
        Command(id: .diagnostics, title: "Diagnostics", help: "List what the language servers found wrong, this file's first; Enter goes there",
                category: .navigate, keys: [chord("Alt+Shift+x")], context: .editor, carets: .dropsExtras) { $0.listDiagnostics() },
        Command(id: .startLanguageServer, title: "Start language server",
                help: "Start the file's language server (one starts by itself only inside a project)",
                category: .file, keys: [], context: .editor, carets: .keeps) { $0.startServer(restart: false) },
        Command(id: .restartLanguageServer, title: "Restart language server", help: "End the file's language server and start it again",
                category: .file, keys: [], context: .editor, carets: .keeps) { $0.startServer(restart: true) },
        Command(id: .answerLanguageServer, title: "Answer language server",
                help: "List the choices of the question a language server asks (the status line shows it) to answer it",
                category: .file, keys: [], context: .editor, carets: .keeps) { $0.showServerQuestion() },
    ]

    private static func query(_ id: CommandID, _ title: String, _ help: String, chord text: String, _ query: ServerQuery) -> Command {
        Command(id: id, title: title, help: help, category: .navigate, keys: [chord(text)], context: .editor, carets: .dropsExtras) {
            $0.ask(query)
        }
    }

    private static func chord(_ text: String) -> KeyChord {
        guard let chord = KeyChord(text) else { preconditionFailure("\(text) is no chord") }
        return chord
    }

    /// The keys of the list of places.
    static let placeList: [Command] = [
        Command(id: .placeListChoose, title: "Go", help: "Go to the highlighted place (its file opened if it is not)",
                category: .navigate, keys: [key(.enter)], modal: .placeList, barRank: 1) { $0.choosePlaceListSelection() },
        Command(id: .placeListCancel, title: "Close", help: "Close the list (F4 still steps through it)",
                category: .navigate, keys: [key(.escape)], modal: .placeList, barRank: 2) { $0.dismissModal() },
    ] + listMoves(.placeList, ids: ListMoveIDs(up: .placeListUp, down: .placeListDown,
        pageUp: .placeListPageUp, pageDown: .placeListPageDown, erase: .placeListErase), noun: "place")

    /// The keys of a server's question.
    static let serverQuestion: [Command] = [
        Command(id: .serverQuestionAnswer, title: "Answer", help: "Answer the server's question with the highlighted choice",
                category: .file, keys: [key(.enter)], modal: .serverQuestion, barRank: 1) { $0.answerServerQuestion() },
        Command(id: .serverQuestionLater, title: "Later", help: "Close the choices; the question stands until answered",
                category: .file, keys: [key(.escape)], modal: .serverQuestion, barRank: 2) { $0.dismissModal() },
    ] + listMoves(.serverQuestion, ids: ListMoveIDs(up: .serverQuestionUp, down: .serverQuestionDown,
        pageUp: .serverQuestionPageUp, pageDown: .serverQuestionPageDown, erase: .serverQuestionErase), noun: "choice")
}
