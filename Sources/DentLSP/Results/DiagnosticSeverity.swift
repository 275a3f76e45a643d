/// How bad a diagnostic is (LSP 3.17, "DiagnosticSeverity"), the spec's numbers as raw values.
public enum DiagnosticSeverity: Int, Hashable, Sendable, CaseIterable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4

    /// The word the status line shows before a diagnostic's message.
    public var label: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .information: "info"
        case .hint: "hint"
        }
    }
}
