import DentConfig
import DentCore
import DentFiles
import DentScreen
import DentSyntax
import DentText
import DentWire
import Glibc

/// `dent --highlight FILE` without `--spans`: the file with its highlighting in the theme's
/// colours (like `bat --plain`), each line from the state the one before ended in, as the
/// editor highlights it (only a line's first `Highlighter.lineLimit` bytes coloured, the next
/// line from the state the whole line ends in).
enum HighlightPrinter {
    /// The theme dent.conf names (`theme = NAME`), else the default one.
    static func theme(catalog: SpecCatalog) -> Theme {
        SyntaxSetup(settings: UserConfiguration.load(keysFile: nil).settings, catalog: catalog).theme
    }

    /// `bytes` with SGR colours around each styled run, the line endings as they were. With
    /// `escaping` (standard output is a terminal) the file's own control bytes are written out
    /// (`TerminalText`), as `ls` does; a pipe gets them exact.
    static func colored(_ bytes: [UInt8], highlighter: Highlighter, styles: LanguageSet, theme: Theme,
                        escaping: Bool = false) -> [UInt8] {
        let color = environment("COLORTERM").map { $0 == "truecolor" || $0 == "24bit" } == true ? ColorDepth.trueColor : .indexed256
        let text = TextBuffer(GapBuffer(bytes))
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var state = LineState.initial
        var runs: [StyleRun] = []
        func shown(_ part: ArraySlice<UInt8>) -> [UInt8] { escaping ? TerminalText.escaped(part) : Array(part) }
        // Each line is matched where it lies in `bytes`; run ranges are offsets into the line.
        bytes.withUnsafeBufferPointer { all in
            for line in 0..<text.lineCount {
                let range = text.lineRange(line)
                runs.removeAll(keepingCapacity: true)
                // The next line starts where the whole line ends, as in the editor once its idle steps are done.
                state = highlighter.highlightWhole(UnsafeBufferPointer(rebasing: all[range]), isFirstLine: line == 0, from: state, into: &runs)
                var at = range.lowerBound
                for run in runs {
                    guard let pen = theme.pen(for: styles.style(run.style)) else { continue }
                    let styled = (range.lowerBound + run.range.lowerBound)..<(range.lowerBound + run.range.upperBound)
                    output += shown(bytes[at..<styled.lowerBound])
                    output += Array(pen.sgr(depth: color).utf8) + shown(bytes[styled]) + Array("\u{1B}[0m".utf8)
                    at = styled.upperBound
                }
                output += shown(bytes[at..<text.lineRangeWithTerminator(line).upperBound])
            }
        }
        return output
    }
}
