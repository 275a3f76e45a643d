import DentCore
import DentFiles
import DentLSP
import DentText

/// A server's reply made into what the editor shows (`ServerAnswer`): hover text as lines, and
/// the places it names with the text of their lines, read from the open file or from disk.
enum ServerAnswers {
    static func answer(_ result: Result<JSONValue, RPCError>, to question: ServerQuestion, from name: String,
                       encoding: PositionEncoding, editor: Editor, highlighter: (String) -> SyntaxSource?) -> ServerAnswer {
        switch result {
        case .failure(let error):
            return .failed("\(name): \(error.message)")
        case .success(let value) where question.query == .hover:
            let language = editor.document(question.id)?.language
            return .hover(hover(HoverText.lines(value), width: editor.hoverWidth, fileLanguage: language, highlighter: highlighter))
        case .success(let value):
            let locations = ServerLocation.list(value)
            var places: [FoundPlace] = []
            var byURI: [String: [(LSPPosition, String?)]] = [:]
            var order: [String] = []
            for location in locations {
                if byURI[location.uri] == nil { order.append(location.uri) }
                byURI[location.uri, default: []].append((location.range.start, nil))
            }
            for uri in order { places += Self.places(uri: uri, positions: byURI[uri] ?? [], encoding: encoding, editor: editor) }
            return .places(places)
        }
    }

    /// Hover lines wrapped to the box's `width`, their code lines a document highlighted in the
    /// first code block's language (a fence without one: the file's own).
    static func hover(_ lines: [HoverLine], width: Int, fileLanguage: String?, highlighter: (String) -> SyntaxSource?) -> HoverContent {
        let wrapped = HoverText.wrap(lines, width: width)
        guard let fence = wrapped.lazy.compactMap(\.code).first,
              let id = fence.isEmpty ? fileLanguage : LanguageIDs.sourceView(forLSP: fence), let source = highlighter(id) else {
            return HoverContent(lines: wrapped)
        }
        var code = Document(path: "", text: TextBuffer(GapBuffer(HoverContent.codeText(of: wrapped))))
        code.highlight(with: source)
        return HoverContent(lines: wrapped, code: code)
    }

    /// The places at `positions` of the file at `uri` (each with a note, a diagnostic's), with
    /// their lines' text; none when the URI names no local file.
    static func places(uri: String, positions: [(LSPPosition, String?)], encoding: PositionEncoding, editor: Editor) -> [FoundPlace] {
        guard let bytes = try? FileURI.path(uri: uri) else { return [] }
        let path = PathBytes.string(bytes)
        let lines = Self.lines(of: path, editor: editor)
        let shown = shownPath(path)
        return positions.map { position, note in
            let text = position.line < lines.count ? lines[position.line] : ""
            return FoundPlace(path: path, shownPath: shown, position: position, encoding: encoding, lineText: text, note: note)
        }
    }

    /// The lines of the file at `path`: the open file's text, else the file on disk (up to
    /// 16 MiB); each with its indentation and line end trimmed.
    private static func lines(of path: String, editor: Editor) -> [String] {
        let bytes: [UInt8]
        if let document = editor.files.first(where: { ServerCheck.absolutePath($0.document.path) == path })?.document {
            bytes = document.text.bytes.bytes(in: 0..<document.text.count)
        } else if let loaded = try? FileLoader.load(path: path), loaded.exists, loaded.buffer.count <= 16 << 20 {
            bytes = loaded.buffer.allBytes
        } else {
            return []
        }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line, as: UTF8.self).trimmingCharacters(in: " \t\r")
        }
    }

    /// `path` relative to the working directory when inside it.
    static func shownPath(_ path: String) -> String {
        guard let folder = PathNames.workingDirectory(), path.hasPrefix(folder + "/") else { return path }
        return String(path.dropFirst(folder.count + 1))
    }
}

extension String {
    /// Without the leading and trailing characters in `set`.
    func trimmingCharacters(in set: String) -> String {
        let kept = drop { set.contains($0) }
        return String(kept.reversed().drop { set.contains($0) }.reversed())
    }
}
