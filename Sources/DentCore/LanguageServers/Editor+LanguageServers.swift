import DentKeys
import DentLSP
import DentText

/// Asking the file's language server (issue 54): the commands ask the host (`.askServer`),
/// which answers through `serverAnswered`; a place in another file is opened by the host
/// (`.openPlace`), which brings the editor there through `arrive(at:offset:)`.
extension Editor {
    /// Go to definition and the rest: asks about the cursor's place. The question is dropped
    /// when its answer comes after the user moved on (another key moved the cursor, another
    /// file shown, another question asked).
    public mutating func ask(_ query: ServerQuery) {
        guard !document.path.isEmpty else {
            message = Message("This text has no file: a language server knows only files (save it first)", isError: true)
            return
        }
        servers.ticket += 1
        let question = ServerQuestion(id: currentID, query: query, offset: document.cursor, ticket: servers.ticket)
        servers.awaiting = (question, place)
        effects.append(.askServer(question))
    }

    /// The host's answer to the question numbered `ticket`. A failure is said even after the
    /// user moved on (the server is slow or broken: worth knowing); an answer only where it was
    /// asked for.
    public mutating func serverAnswered(_ ticket: Int, _ answer: ServerAnswer) {
        guard let (question, asked) = servers.awaiting, question.ticket == ticket else { return }
        servers.awaiting = nil
        if case .failed(let why) = answer { return message = Message(why, isError: true) }
        guard asked == place, modals.isEmpty else { return }
        switch answer {
        case .failed:
            break
        case .hover(var content):
            guard !content.lines.isEmpty else { return message = Message("No information about this place") }
            if var code = content.code {
                code.prepareHighlighting(0..<code.text.lineCount)
                content.code = code
            }
            servers.hover = content
        case .places(let found):
            showFound(found, for: question.query)
        }
    }

    private mutating func showFound(_ found: [FoundPlace], for query: ServerQuery) {
        guard let first = found.first else {
            message = Message("No \(query.noun) found")
            return
        }
        if found.count == 1 && query != .references {
            effects.append(.openPlace(first))
            return
        }
        let title = query == .references ? "\(found.count.counted("reference"))" : "\(found.count) places of the \(query.noun)"
        showPlaces(PlaceList(title: title, places: found))
    }

    /// Shows `list` as a filtered list; it becomes the list Next message steps through.
    mutating func showPlaces(_ list: PlaceList) {
        servers.places = list
        servers.stepsThroughPlaces = true
        servers.placeIndex = -1
        modals.append(.placeList(ListState()))
    }

    /// The host opened (or found open) the file of a place the user chose, the place's byte
    /// being `offset`: the cursor goes there, and Back returns to where it was.
    public mutating func arrive(at id: DocumentID, offset: Int) {
        guard let index = index(of: id) else { return }
        let before = place
        if index != currentIndex { present(index) }
        edit(follow: .jump) { document in
            document.dropExtraCarets()
            document.move { $0.cursor = Swift.min(offset, $0.text.count) }
        }
        history.push(from: before, to: place)
    }

    /// The language server's state changed for the open files `ids`.
    public mutating func serverStatusChanged(_ status: ServerStatus?, for ids: [DocumentID]) {
        for id in ids { withDocument(id) { $0.serverStatus = status } }
    }

    /// A server published the diagnostics of open file `id`: `marks` (byte ranges of its text
    /// as it is now) replace the ones it had.
    public mutating func diagnosticsPublished(_ marks: [DiagnosticMarks.Mark], for id: DocumentID) {
        withDocument(id) { $0.diagnostics = DiagnosticMarks(marks, in: &$0.text) }
    }

    /// A key closes the hover box; Esc only closes it, any other key then does what it does.
    /// True when the key is spent.
    mutating func closeHover(for chord: KeyChord) -> Bool {
        guard servers.hover != nil else { return false }
        servers.hover = nil
        return chord == KeyChord(.escape)
    }

    /// What the status line says of the cursor's line: the diagnostic there, else lint's.
    public var lineNote: String? {
        if !document.diagnostics.isEmpty,
           let mark = document.diagnostics.note(onLine: document.cursorLine, at: document.cursor, of: document.text) {
            return mark.text
        }
        return lintNote
    }

    /// The hover box's inner width on this screen: what the host wraps a hover's lines to.
    public var hoverWidth: Int { Swift.max(Swift.min(80, screenSize.columns - 2) - 2, 1) }
}

extension Editor {
    /// Start (or restart) language server: the host starts the file's server, or says why not.
    public mutating func startServer(restart: Bool) {
        guard !document.path.isEmpty else {
            message = Message("This text has no file: a language server knows only files (save it first)", isError: true)
            return
        }
        effects.append(.startServer(currentID, restart: restart))
    }
}
