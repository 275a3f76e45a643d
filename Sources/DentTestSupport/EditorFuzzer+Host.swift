import DentConfig
import DentCore
import DentText

/// The fuzzer's host: random documents and settings, the answers to the editor's effects, and
/// the calls a run loop makes on its own.
extension EditorFuzzer {
    static let rows = [1, 2, 3, 4, 6, 10, 24, 50]
    static let columns = [1, 2, 3, 5, 8, 20, 40, 80, 140]
    static let styles: [IndentStyle] = [.spaces(4), .spaces(2), .spaces(8), .spaces(1), .tabs]
    /// What the host can say about the file on disk, the last being a save that found it changed.
    static let diskNews = ["changed on disk", "missing on disk", "changed when saving"]
    static let textUnits: [[UInt8]] = ["word", " ", "\t", "\n", "\n", "    ", "{", "}", "(", ")", "x = 1", "\r\n", "\r",
                                       "日本語", "e\u{301}", "👍🏽", "🇫🇷", "\u{FEFF}", "ﾃ",
                                       "\u{1F1E6}", "\u{200B}", "\u{202E}"].map { Array($0.utf8) }
        + [[0x00], [0xFF], [0xC3], [0x80]]
    /// Mixed in when documents are highlighted with real languages.
    static let codeUnits: [[UInt8]] = ["/*", "*/", "//", "#", "\"", "'", "\"\"\"", "`", "<!--", "-->", "<a href='", ">", "</a>",
                                       "<script>", "</script>", "<<EOF\n", "EOF\n", "```", "\\", "int ", "def f():"].map { Array($0.utf8) }

    /// A new editor on a random document, with random view settings at a random size.
    mutating func freshEditor() -> Editor {
        var editor = Editor(document: randomDocument(path: random.chance(percent: 20) ? "" : "fuzz.txt"))
        if random.chance(percent: 40) { editor.wrapsLines = true }
        if random.chance(percent: 30) { editor.showsLineNumbers = true }
        if random.chance(percent: 30) { editor.showsWhitespace = true }
        editor.resize(rows: editor.screenSize.rows, columns: editor.screenSize.columns)
        return editor
    }

    /// Text of up to a few kilobytes, now and then one very long line or none at all.
    mutating func randomBytes() -> [UInt8] {
        switch random.below(10) {
        case 0: return []
        case 1: return [UInt8](repeating: UInt8(ascii: "y"), count: random.int(in: 200...5_000))
        default:
            var bytes: [UInt8] = []
            let units = languages.isEmpty ? EditorFuzzer.textUnits : EditorFuzzer.textUnits + EditorFuzzer.codeUnits
            for _ in 0..<random.int(in: 1...400) { bytes += random.pick(units) }
            return bytes
        }
    }

    mutating func randomDocument(path: String) -> Document {
        var document = Document(path: path, text: TextBuffer(GapBuffer(randomBytes())),
                                indentStyle: random.pick(EditorFuzzer.styles), tabWidth: random.pick([8, 4, 2, 1, 3]))
        if random.chance(percent: 20) { document.tabMode = .smart }
        if random.chance(percent: 10), document.indentStyle == .tabs { document.mixedIndentColumns = 2 }
        if random.chance(percent: 10) { document.isReadOnly = true }
        if !languages.isEmpty, random.chance(percent: 80) { document.highlight(with: random.pick(languages)) }
        return document
    }

    /// Something the host does on its own: a resize, a view toggle, an indentation style, a
    /// file changed on disk, a journal or a large file to ask about, another file opened.
    mutating func hostAction() {
        switch random.below(13) {
        case 11:
            serverAction()
        case 12:
            publishDiagnostics()
        case 0, 1:
            // A huge screen lasts a few events: checking 300,000 cells after every event of a
            // long stay would be most of the run.
            let huge = random.chance(percent: 2)
            hugeEvents = huge ? 5 : 0
            let rows = huge ? 300 : random.pick(EditorFuzzer.rows)
            let columns = huge ? 1_000 : random.pick(EditorFuzzer.columns)
            last = "resize \(rows)×\(columns)"
            resize(rows: rows, columns: columns)
        case 2:
            last = "toggle soft wrap"
            editor.toggleSoftWrap()
        case 3:
            last = random.chance(percent: 50) ? "toggle line numbers" : "toggle whitespace"
            if last == "toggle line numbers" { editor.toggleLineNumbers() } else { editor.toggleWhitespace() }
        case 4:
            let style = random.pick(EditorFuzzer.styles)
            last = "indent style \(style)"
            editor.setIndentStyle(style)
        case 5:
            let news = random.pick(EditorFuzzer.diskNews)
            last = "\(news)"
            switch news {
            case "changed on disk": editor.fileChangedOnDisk(editor.currentID)
            case "missing on disk": editor.fileMissingOnDisk(editor.currentID)
            default: editor.askBeforeOverwriting(editor.currentID)
            }
        case 6:
            last = "recovery offered"
            editor.offerRecovery(randomBytes(), writtenAt: "12:00")
        case 7:
            last = "large file asked about"
            editor.askToOpenLarge("big.log", megabytes: 300)
        case 8:
            last = random.pick(["backup offered", "incomplete backups found", "journal failed"])
            if last == "backup offered" {
                editor.offerBackup(randomBytes(), madeAt: "11:00")
            } else if last == "incomplete backups found" {
                editor.noteIncompleteBackups(1 + random.below(3), of: editor.currentID)
            } else {
                editor.journalWritten(problem: random.chance(percent: 70) ? "No space left on device" : nil)
            }
        default:
            last = "another file opened"
            _ = editor.opened(randomDocument(path: "other\(random.below(4)).txt"))
        }
    }

    /// Carries out the effects as a host would, until there are none.
    mutating func answerEffects() {
        while case let effects = editor.takeEffects(), !effects.isEmpty {
            for effect in effects { answer(effect) }
        }
    }

    private mutating func answer(_ effect: Effect) {
        switch effect {
        case .save(let id, _):
            if random.chance(percent: 10) { return editor.saveDenied(id, error: "cannot save: Permission denied; the file on disk is unchanged") }
            let failure = random.chance(percent: 25) ? "cannot save: No space left on device; the file on disk is unchanged" : nil
            editor.saveFinished(id, error: failure, lines: editor.document(id)?.text.lineCount ?? 0)
        case .saveWithSudo(let id):
            let failure = random.chance(percent: 25) ? "not saved with sudo (exit status 1): sudo: a password is required" : nil
            editor.sudoSaveFinished(id, error: failure, lines: editor.document(id)?.text.lineCount ?? 0)
        case .saveAs(let id, let path):
            let failure = random.chance(percent: 25) ? "cannot save \(path): Permission denied; the file on disk is unchanged" : nil
            editor.saveFinished(id, error: failure, lines: editor.document(id)?.text.lineCount ?? 0, path: path)
        case .reload(let id, let revert):
            editor.reloaded(id, bytes: randomBytes(), revert: revert)
        case .open(let path, let allowingLarge):
            if !allowingLarge, random.chance(percent: 10) { return editor.askToOpenLarge(path, megabytes: 200) }
            if random.chance(percent: 20) {
                editor.message = Message("cannot open \(path): Permission denied", isError: true)
            } else {
                _ = editor.opened(randomDocument(path: path))
            }
        case .listDirectory(let directory):
            let names = ["a.txt", "ab.txt", "dir", "日本.txt", "e\u{301}.md", "b c"]
            editor.directoryListed(directory, entries: names.filter { _ in random.chance(percent: 60) }.map {
                DirectoryEntry(name: $0, isDirectory: $0 == "dir")
            })
        case .insertFile(let id, let path):
            if random.chance(percent: 20) {
                editor.message = Message("cannot open \(path): Permission denied", isError: true)
            } else {
                editor.insertFile(randomBytes(), into: id, from: path)
            }
        case .setLanguage(let id, let language):
            let source = languages.isEmpty ? BlockCommentHighlighter().source : random.pick(languages)
            editor.highlight(id, with: language == nil ? nil : source)
        case .filter, .runCommand:
            let ending: CommandOutcome.Ending = random.chance(percent: 25) ? .exited(1) : .exited(0)
            editor.commandFinished(CommandOutcome(output: randomBytes(), errors: random.chance(percent: 30) ? randomBytes() : [], ending: ending))
        case .stopCommand:
            editor.commandFinished(CommandOutcome(ending: .stopped))
        case .loadDictionary:
            editor.dictionaryLoaded(.failure(SpellingProblem("No en_US dictionary")), language: "en_US")
        case .addWord:
            break
        case .askServer(let question):
            editor.serverAnswered(question.ticket, randomServerAnswer(to: question))
        case .openPlace(let place):
            guard let file = editor.files.first(where: { $0.document.path == place.path }) ?? random.pickOptional(editor.files) else { return }
            editor.arrive(at: file.id, offset: file.document.offset(ofServer: place.position, encoding: place.encoding))
        case .listDiagnostics:
            editor.diagnosticsListed(random.chance(percent: 20) ? [] : randomPlaces())
        case .answerServer:
            break
        case .startServer(let id, _):
            editor.serverStatusChanged(random.chance(percent: 50) ? .starting("fake") : .failed("fake", "exited"), for: [id])
        case .redraw, .suspend, .discardRecovery, .recovered, .backupAnswered, .removeIncompleteBackups, .closed, .remember, .rememberSetting,
             .copyToSystemClipboard, .rememberSearch, .cancelSave:
            break
        }
    }
}
