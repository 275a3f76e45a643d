import DentLSP

/// What the user can ask a language server about the cursor's place (issue 54): each query's
/// LSP method and the words dent uses for it. The command table's commands carry the query.
public enum ServerQuery: String, Sendable, CaseIterable {
    case definition, declaration, typeDefinition, implementation, references, hover

    /// The request's method (LSP 3.17, "Language Features").
    public var method: String {
        switch self {
        case .definition: "textDocument/definition"
        case .declaration: "textDocument/declaration"
        case .typeDefinition: "textDocument/typeDefinition"
        case .implementation: "textDocument/implementation"
        case .references: "textDocument/references"
        case .hover: "textDocument/hover"
        }
    }

    /// The server capability that says it answers this (`ServerCapabilities`).
    public var capability: String {
        switch self {
        case .definition: "definitionProvider"
        case .declaration: "declarationProvider"
        case .typeDefinition: "typeDefinitionProvider"
        case .implementation: "implementationProvider"
        case .references: "referencesProvider"
        case .hover: "hoverProvider"
        }
    }

    /// What was looked for, in messages: "No definition found".
    public var noun: String {
        switch self {
        case .definition: "definition"
        case .declaration: "declaration"
        case .typeDefinition: "type definition"
        case .implementation: "implementation"
        case .references: "reference"
        case .hover: "information"
        }
    }

    /// The request's params at `position` of the document at `uri`.
    public func params(uri: String, position: LSPPosition) -> JSONValue {
        let document: JSONValue = ["uri": .string(uri)]
        guard self == .references else { return ["textDocument": document, "position": position.json] }
        return ["textDocument": document, "position": position.json, "context": ["includeDeclaration": true]]
    }
}

/// A question for the server of file `id` about the byte at `offset`, numbered by `ticket`:
/// the answer for an older ticket is not wanted any more.
public struct ServerQuestion: Sendable, Equatable {
    public var id: DocumentID
    public var query: ServerQuery
    public var offset: Int
    public var ticket: Int
}

/// A place a server named (a definition, a reference, a diagnostic of a file), as the host
/// found it: the file's absolute path and how to show it, the LSP position (mapped to a byte
/// once the file is open), and the text of its line for the list.
public struct FoundPlace: Sendable, Equatable {
    public var path: String
    /// The path as the list shows it: relative to the folder dent started in when inside it.
    public var shownPath: String
    public var position: LSPPosition
    public var encoding: PositionEncoding
    /// The line's text, tabs and ends trimmed; empty when it could not be read.
    public var lineText: String
    /// What the list says after the line's text (a diagnostic's message); nil for a reference.
    public var note: String?
    /// The characters of `lineText` the place covers (the name referred to), if known.
    public var match: Range<Int>?

    public init(path: String, shownPath: String, position: LSPPosition, encoding: PositionEncoding, lineText: String, note: String? = nil,
                match: Range<Int>? = nil) {
        (self.path, self.shownPath, self.position, self.encoding, self.lineText, self.note) = (path, shownPath, position, encoding, lineText, note)
        self.match = match
    }

    /// `file:line: text`, as the list and grep write it (the line counted from 1).
    public var label: String { labelHead + lineText }

    private var labelHead: String {
        "\(shownPath):\(position.line + 1): " + (note.map { $0 + (lineText.isEmpty ? "" : "  ") } ?? "")
    }

    /// `match` in `label`'s characters.
    public var labelMatch: Range<Int>? {
        guard let match, match.upperBound <= lineText.count else { return nil }
        let head = labelHead.count
        return (head + match.lowerBound)..<(head + match.upperBound)
    }
}

/// A hover's lines as the box shows them (wrapped to its width), and its code lines as a
/// document highlighted in their language, one line for each code line in order (nil when
/// the code's language has no highlighting: the box draws code bold then).
public struct HoverContent: Sendable, Equatable {
    public var lines: [HoverLine]
    public var code: Document?

    public init(lines: [HoverLine], code: Document? = nil) {
        self.lines = lines
        self.code = code
    }

    /// The document's text of `lines`' code lines, one a line.
    public static func codeText(of lines: [HoverLine]) -> [UInt8] {
        Array(lines.filter { $0.code != nil }.map(\.text).joined(separator: "\n").utf8)
    }

    public static func == (a: HoverContent, b: HoverContent) -> Bool { a.lines == b.lines && (a.code == nil) == (b.code == nil) }
}

/// What a server answered a question, as the host hands it to the editor.
public enum ServerAnswer: Sendable, Equatable {
    case places([FoundPlace])
    case hover(HoverContent)
    /// No answer: why (no server, its error, a timeout).
    case failed(String)
}

/// The state of the language server of a file, for the status line.
public enum ServerStatus: Sendable, Equatable {
    case starting(String)
    case ready(String)
    /// Working, with the server's progress report (`$/progress`).
    case busy(String, String)
    /// It crashed, refused to start or was given up on: why.
    case failed(String, String)

    /// The server's name.
    public var name: String {
        switch self {
        case .starting(let name), .ready(let name), .busy(let name, _), .failed(let name, _): name
        }
    }

    /// The status line's field: `clangd`, `clangd…`, `clangd: indexing 40%`, `clangd failed`.
    public var field: String {
        switch self {
        case .starting(let name): name + "…"
        case .ready(let name): name
        case .busy(let name, let work): "\(name): \(work)"
        case .failed(let name, _): name + " failed"
        }
    }
}
