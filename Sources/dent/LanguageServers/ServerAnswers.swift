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
            var byURI: [String: [(LSPRange, String?)]] = [:]
            var order: [String] = []
            for location in locations {
                if byURI[location.uri] == nil { order.append(location.uri) }
                byURI[location.uri, default: []].append((location.range, nil))
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

    /// The places at `ranges` of the file at `uri` (each with a note, a diagnostic's), with
    /// their lines' text and what of it the range covers; none when the URI names no local file.
    static func places(uri: String, positions ranges: [(LSPRange, String?)], encoding: PositionEncoding, editor: Editor) -> [FoundPlace] {
        guard let bytes = try? FileURI.path(uri: uri) else { return [] }
        let path = PathBytes.string(bytes)
        let lines = Self.lines(of: path, editor: editor)
        let shown = shownPath(path)
        return ranges.map { range, note in
            let line = range.start.line < lines.count ? lines[range.start.line] : []
            let (text, match) = listed(line, range: range, encoding: encoding)
            return FoundPlace(path: path, shownPath: shown, position: range.start, encoding: encoding, lineText: text, note: note, match: match)
        }
    }

    /// A line as a list shows it (indentation and line end trimmed) and the characters of it
    /// `range` covers when it starts and ends on this line.
    static func listed(_ line: [UInt8], range: LSPRange, encoding: PositionEncoding) -> (String, Range<Int>?) {
        var end = line.count
        while end > 0, line[end - 1] == 0x0D { end -= 1 }
        let indent = line.prefix { $0 == 0x20 || $0 == 0x09 }.count
        let content = Array(line[Swift.min(indent, end)..<end])
        let text = String(decoding: content, as: UTF8.self)
        guard range.end.line == range.start.line, range.end.character > range.start.character else { return (text, nil) }
        let bytes = line.withUnsafeBufferPointer { all in
            (LineCharacters.byte(ofCharacter: range.start.character, in: all, encoding: encoding),
             LineCharacters.byte(ofCharacter: range.end.character, in: all, encoding: encoding))
        }
        guard bytes.0 >= indent, bytes.1 <= end else { return (text, nil) }
        let before = String(decoding: content[0..<(bytes.0 - indent)], as: UTF8.self).count
        let covered = String(decoding: content[(bytes.0 - indent)..<(bytes.1 - indent)], as: UTF8.self).count
        return (text, before..<(before + covered))
    }

    /// The lines of the file at `path` (their bytes, without the LF): the open file's text,
    /// else the file on disk (up to 16 MiB).
    private static func lines(of path: String, editor: Editor) -> [[UInt8]] {
        let bytes: [UInt8]
        if let document = editor.files.first(where: { ServerCheck.absolutePath($0.document.path) == path })?.document {
            bytes = document.text.bytes.bytes(in: 0..<document.text.count)
        } else if let loaded = try? FileLoader.load(path: path), loaded.exists, loaded.buffer.count <= 16 << 20 {
            bytes = loaded.buffer.allBytes
        } else {
            return []
        }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    }

    /// `path` relative to the working directory when inside it.
    static func shownPath(_ path: String) -> String {
        guard let folder = PathNames.workingDirectory(), path.hasPrefix(folder + "/") else { return path }
        return String(path.dropFirst(folder.count + 1))
    }
}
