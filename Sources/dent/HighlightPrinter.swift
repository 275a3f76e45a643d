import DentConfig
import DentCore
import DentFiles
import DentScreen
import DentSyntax
import DentText
import Glibc

/// `dent --highlight FILE` without `--spans`: the file with its highlighting in the theme's
/// colours (like `bat --plain`), each line from the state the one before ended in, as the
/// editor highlights it (only a line's first `SyntaxLimits.longestLine` bytes).
enum HighlightPrinter {
    /// The theme dent.conf names (`theme = NAME`), else the default one.
    static func theme(catalog: SpecCatalog) -> Theme {
        SyntaxSetup(settings: UserConfiguration.load(keysFile: nil).settings, catalog: catalog).theme
    }

    /// `bytes` with SGR colours around each styled run, the line endings as they were.
    static func colored(_ bytes: [UInt8], highlighter: Highlighter, styles: LanguageSet, theme: Theme) -> [UInt8] {
        let color = environment("COLORTERM").map { $0 == "truecolor" || $0 == "24bit" } == true ? ColorDepth.trueColor : .indexed256
        let text = TextBuffer(GapBuffer(bytes))
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var state = LineState.initial
        var runs: [StyleRun] = []
        for line in 0..<text.lineCount {
            let range = text.lineRange(line)
            let content = Array(bytes[range])
            runs.removeAll(keepingCapacity: true)
            let cut = content.prefix(SyntaxLimits().longestLine)
            state = Array(cut).withUnsafeBufferPointer { highlighter.highlight($0, isFirstLine: line == 0, from: state, into: &runs) }
            var at = 0
            for run in runs {
                guard let pen = theme.pen(for: styles.style(run.style)) else { continue }
                output += content[at..<run.range.lowerBound]
                output += Array(pen.sgr(depth: color).utf8) + content[run.range] + Array("\u{1B}[0m".utf8)
                at = run.range.upperBound
            }
            output += content[at...]
            output += bytes[range.upperBound..<text.lineRangeWithTerminator(line).upperBound]
        }
        return output
    }
}
