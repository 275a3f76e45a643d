import DentLSP

/// What the mark column shows on a line (issue 54, "One mark column"): a language server's
/// most severe diagnostic there, else Lint's mark. Git's changes and folds come after these.
public enum LineMark: Sendable, Equatable {
    case lint
    case diagnostic(DiagnosticSeverity)
}

extension Editor {
    /// The marked lines among `lines` of the file shown (after `prepareHighlighting`, which
    /// syncs the marks with the edits): diagnostics first, then Lint's.
    public func lineMarks(in lines: Range<Int>) -> [Int: LineMark] {
        var marks: [Int: LineMark] = [:]
        if !document.lint.isEmpty {
            for (line, _) in document.lint.lines(in: document.text) where lines.contains(line) { marks[line] = .lint }
        }
        for (line, severity) in document.diagnostics.severities(in: lines, of: document.text) { marks[line] = .diagnostic(severity) }
        return marks
    }

    /// The byte ranges a diagnostic covers on each of `lines` that has one, line-relative, in
    /// order and merged, for their underline.
    public func diagnosticUnderlines(in lines: Range<Int>) -> [Int: [Range<Int>]] {
        guard !document.diagnostics.isEmpty else { return [:] }
        var found: [Int: [Range<Int>]] = [:]
        for line in lines.clamped(to: 0..<document.text.lineCount) {
            let ranges = document.diagnostics.underlines(onLine: line, of: document.text).sorted { $0.lowerBound < $1.lowerBound }
            var merged: [Range<Int>] = []
            for range in ranges {
                if let last = merged.last, last.upperBound >= range.lowerBound {
                    merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            if !merged.isEmpty { found[line] = merged }
        }
        return found
    }
}
