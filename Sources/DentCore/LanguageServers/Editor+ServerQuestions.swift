/// A question a language server asks the user (`window/showMessageRequest` with choices): it
/// stands on the status line until answered, never answered by a key typed for the text
/// (issue 54). "Answer language server" (the palette) opens its choices as a list: Enter
/// answers with the highlighted one, Esc leaves the question standing.
public struct ServerAsking: Sendable, Equatable {
    /// The host's number for it.
    public var token: Int
    /// The server that asks.
    public var server: String
    public var text: String
    public var actions: [String]

    public init(token: Int, server: String, text: String, actions: [String]) {
        (self.token, self.server, self.text, self.actions) = (token, server, text, actions)
    }
}

extension Editor {
    /// A server asks: the question stands until answered.
    public mutating func serverAsks(_ asking: ServerAsking) {
        servers.askings.append(asking)
    }

    /// The questions of server `name` go (it ended: nobody waits for their answers).
    public mutating func dropServerAskings(from name: String) {
        servers.askings.removeAll { $0.server == name }
        if case .serverQuestion = modals.last, servers.askings.isEmpty { dismissModal() }
    }

    /// The standing notice of the first question, for the status line.
    public var serverQuestionNotice: String? {
        servers.askings.first.map { "\($0.server) asks: \($0.text) (\(commands[.answerLanguageServer].title), in the palette)" }
    }

    /// Answer language server: the first question's choices as a list.
    public mutating func showServerQuestion() {
        guard !servers.askings.isEmpty else { return message = Message("No language server asks anything") }
        modals.append(.serverQuestion(ListState()))
    }

    /// The choices of the question shown, filtered.
    public func serverQuestionEntries(filter: String = "") -> [String] {
        ListRanker(filter).rank(servers.askings.first?.actions ?? []) { [$0] }
    }

    /// Enter: the highlighted choice answers the question.
    public mutating func answerServerQuestion() {
        guard case .serverQuestion(let state) = modals.last, let asking = servers.askings.first else { return }
        let entries = serverQuestionEntries(filter: state.filter)
        guard entries.indices.contains(state.selected) else { return }
        dismissModal()
        servers.askings.removeFirst()
        effects.append(.answerServer(asking.token, entries[state.selected]))
    }
}
