import DentCore
import DentKeys
import DentLSP
import DentScreen
import DentText

/// What a language server costs a keystroke in dent's own thread (issue 54, "Never blocks"):
/// the server runs in its own process and its messages are parsed on their own thread, so what
/// is left for the loop is the didChange to build and frame, the diagnostics to move with the
/// edit, and their marks and underlines to draw.
enum ServerFigures {
    /// 1,000 characters typed mid-file in a `sizeMB` file synced to a server (each key's
    /// didChange built and framed as the host sends it) with 2,000 diagnostics on it, each key
    /// followed by the frame's preparation, a render and an encode.
    static func typing(sizeMB: Int) -> Figure {
        Figure(name: "type-1000-lsp", summary: "type 1,000 characters mid-file in \(sizeMB) MB synced to a server, 2,000 diagnostics, didChange + render each") {
            var editor = Editor(document: Document(path: "/bench/main.c", text: TextBuffer(GapBuffer(Workload.code(size: Workload.bytes(sizeMB: sizeMB))))))
            editor.resize(rows: 40, columns: 120)
            let id = editor.currentID
            let lines = editor.document.text.lineCount
            editor.document.cursor = editor.document.text.lineRange(lines / 2).lowerBound
            _ = editor.beginServerSync(id, encoding: .utf16, kind: .incremental)
            let diagnostics = (0..<2_000).map { index in
                let line = index * lines / 2_000
                return ServerDiagnostic(range: LSPRange(start: LSPPosition(line: line, character: 2), end: LSPPosition(line: line, character: 9)),
                                        severity: index % 3 == 0 ? .error : .warning, message: "diagnostic \(index)", source: "bench")
            }
            editor.diagnosticsPublished(editor.document.marks(for: diagnostics, encoding: .utf16), for: id)
            var screen = Screen(caps: .xterm)
            screen.draw(editor, rows: 40, columns: 120)
            return {
                var sent = 0
                for i in 0..<1000 {
                    let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(i % 26))
                    editor.handle(.key(KeyChord(.character(letter))))
                    if let change = editor.serverChanges(id) {
                        let message = RPCNotification(method: "textDocument/didChange",
                                                      params: ["textDocument": ["uri": "file:///bench/main.c", "version": .int(change.version)],
                                                               "contentChanges": .array(change.changes)])
                        sent += MessageFrame.encode(RPCMessage.notification(message).json).count
                    }
                    editor.prepareHighlighting()
                    screen.draw(editor, rows: 40, columns: 120)
                }
                precondition(sent > 0)
            }
        }
    }
}
