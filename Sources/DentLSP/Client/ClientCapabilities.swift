/// What dent tells a server it can do (LSP 3.17, "Initialize Request", `ClientCapabilities`):
/// only what it uses, so a server never sends what dent would drop.
public enum ClientCapabilities {
    public static let json: JSONValue = [
        "general": ["positionEncodings": PositionEncoding.offeredJSON],
        "textDocument": [
            "synchronization": ["didSave": true, "dynamicRegistration": false],
            "publishDiagnostics": ["versionSupport": true, "relatedInformation": false],
            "hover": ["contentFormat": ["markdown", "plaintext"]],
            "definition": ["linkSupport": false],
            "declaration": ["linkSupport": false],
            "typeDefinition": ["linkSupport": false],
            "implementation": ["linkSupport": false],
            "references": [:],
        ],
        "window": ["workDoneProgress": true, "showMessage": [:]],
        "workspace": ["configuration": true, "workspaceFolders": true, "applyEdit": false],
    ]

    /// The `initialize` request's parameters for a server rooted at `rootURI` (nil: no
    /// project, the file's folder is not claimed as one) with the user's options.
    public static func initializeParams(processID: Int, rootURI: String?, options: JSONValue?, version: String) -> JSONValue {
        var params: JSONObject = [
            "processId": .int(processID),
            "clientInfo": ["name": "dent", "version": .string(version)],
            "rootUri": rootURI.map(JSONValue.string) ?? .null,
            "capabilities": json,
        ]
        if let rootURI {
            let name = rootURI.split(separator: "/").last.map(String.init) ?? rootURI
            params["workspaceFolders"] = [["uri": .string(rootURI), "name": .string(name)]]
        }
        if let options { params["initializationOptions"] = options }
        return .object(params)
    }
}
