/// The `languageId` a document is opened with (`textDocument/didOpen`'s `TextDocumentItem`),
/// from the GtkSourceView language id dent highlights it as.
///
/// LSP 3.17 recommends ids for the common languages ("TextDocumentItem"); GtkSourceView's
/// mostly agree. This table holds the ones that differ (ids from GtkSourceView 5's
/// language-specs; its earlier versions use the same); every other id is passed on as it is.
public enum LanguageIDs {
    static let differing: [String: String] = [
        "c-sharp": "csharp",
        "chdr": "c",
        "cpphdr": "cpp",
        "docker": "dockerfile",
        "dosbatch": "bat",
        "js": "javascript",
        "jsx": "javascriptreact",
        "objc": "objective-c",
        "python3": "python",
        "sh": "shellscript",
        "typescript-jsx": "typescriptreact",
        "vbnet": "vb",
        "xslt": "xsl",
    ]

    /// The LSP `languageId` for the GtkSourceView language `sourceViewID`.
    public static func lsp(forSourceView sourceViewID: String) -> String {
        differing[sourceViewID] ?? sourceViewID
    }

    /// The GtkSourceView language for an LSP id or a Markdown fence's language (`python`,
    /// `cpp`): the table read backwards (a header's id, `chdr`, never: `c` is the language).
    public static func sourceView(forLSP lspID: String) -> String {
        let lowered = lspID.lowercased()
        return differing.first { $0.value == lowered && !$0.key.hasSuffix("hdr") }?.key ?? lowered
    }
}
