import DentCore
import DentLSP
import DentText

/// The fuzzer's language server (issue 54): files are opened in it at random (`didOpen`, in a
/// random position encoding and sync kind), every step's edits are sent as a server receives
/// them (`didChange`), and what the server would then hold, built by applying each change as
/// LSP says (a range of the text it had, in its lines and encoding), must be the file's text as
/// dent sends it; diagnostics at random positions (many out of range) are published, and the
/// answers to questions are random places and hover text.
extension EditorFuzzer {
    /// Opens the file shown in the server, or closes it.
    mutating func serverAction() {
        let id = editor.currentID
        if serverTexts[id] != nil, random.chance(percent: 30) {
            last = "server closed the file"
            serverTexts[id] = nil
            return editor.endServerSync(id)
        }
        let encoding = random.pick(PositionEncoding.allCases)
        let kind = random.pick([ServerSync.Kind.incremental, .incremental, .full])
        last = "server opened the file (\(encoding.rawValue), \(kind))"
        guard let opened = editor.beginServerSync(id, encoding: encoding, kind: kind) else { return }
        serverTexts[id] = Array(opened.text.utf8)
    }

    /// Diagnostics at random places of the file shown, some past its end; now and then a
    /// question from the server instead.
    mutating func publishDiagnostics() {
        if random.chance(percent: 15) {
            last = "the server asks"
            return editor.serverAsks(ServerAsking(token: count, server: "fake", text: "Build the index?", actions: ["Yes", "No", "日本語"]))
        }
        let lines = editor.document.text.lineCount
        let count = random.pick([0, 1, 3, 40])
        last = "\(count) diagnostics published"
        let diagnostics = (0..<count).map { _ in
            let start = LSPPosition(line: random.below(lines + 3), character: random.below(90))
            let end = random.chance(percent: 20) ? start : LSPPosition(line: start.line + random.below(3), character: random.below(90))
            return ServerDiagnostic(range: LSPRange(start: start, end: end), severity: random.pick(DiagnosticSeverity.allCases),
                                    message: random.pick(["expected ';'", "unused variable 'x'", "日本語\nsecond line", ""]))
        }
        let encoding = random.pick(PositionEncoding.allCases)
        editor.diagnosticsPublished(editor.document.marks(for: diagnostics, encoding: encoding), for: editor.currentID)
    }

    /// Sends each synced file's changes to the model server; the problems where its text is
    /// not the file's.
    mutating func syncServers() -> [String] {
        var problems: [String] = []
        for id in Array(serverTexts.keys) {
            guard let held = serverTexts[id], let document = editor.document(id), let sync = document.serverSync else {
                serverTexts[id] = nil
                continue
            }
            var text = held
            if let change = editor.serverChanges(id) {
                for content in change.changes { text = Self.apply(content, to: text, encoding: sync.encoding) }
                serverTexts[id] = text
            }
            let expected = Array(ServerSync.whole(document.text).utf8)
            if text != expected {
                problems.append("the server's text of \(document.displayName) is not the file's after didChange: \(text.count) bytes, not \(expected.count)")
            }
        }
        return problems
    }

    /// One `TextDocumentContentChangeEvent` applied to `text` as a server does: the reference
    /// the sync is checked against.
    public static func apply(_ change: JSONValue, to text: [UInt8], encoding: PositionEncoding) -> [UInt8] {
        let inserted = Array((change["text"]?.string ?? "").utf8)
        guard let range = change["range"], let start = range["start"].flatMap(LSPPosition.init), let end = range["end"].flatMap(LSPPosition.init) else {
            return inserted
        }
        let lower = LSPLines.offset(of: start, in: text, encoding: encoding)
        let upper = LSPLines.offset(of: end, in: text, encoding: encoding)
        return Array(text[..<lower]) + inserted + Array(text[Swift.max(lower, upper)...])
    }

    /// A random answer to `question`: places in the open files (some out of range), hover
    /// lines, or a failure.
    mutating func randomServerAnswer(to question: ServerQuestion) -> ServerAnswer {
        switch random.below(4) {
        case 0: return .failed("fake: no answer in 10 s")
        case 1:
            let lines = random.chance(percent: 20) ? [] : [HoverLine("int add(int a, int b)", code: "c"), HoverLine(""), HoverLine("Adds 日本語."),
                                                            HoverLine("/* an open comment", code: "c")]
            var code = Document(path: "", text: TextBuffer(GapBuffer(HoverContent.codeText(of: lines))))
            if !languages.isEmpty { code.highlight(with: random.pick(languages)) }
            return .hover(HoverContent(lines: lines, code: random.chance(percent: 70) ? code : nil))
        default: return .places(randomPlaces())
        }
    }

    /// Places in the open files, some past their ends.
    mutating func randomPlaces() -> [FoundPlace] {
        (0..<random.pick([0, 1, 2, 30])).map { _ in
            let file = random.pick(editor.files)
            let position = LSPPosition(line: random.below(file.document.text.lineCount + 2), character: random.below(40))
            return FoundPlace(path: file.document.path, shownPath: file.document.displayName, position: position,
                              encoding: random.pick(PositionEncoding.allCases), lineText: "some text")
        }
    }
}

extension SplitMix64 {
    /// One of `items`, or nil when there are none.
    mutating func pickOptional<T>(_ items: [T]) -> T? { items.isEmpty ? nil : pick(items) }
}
