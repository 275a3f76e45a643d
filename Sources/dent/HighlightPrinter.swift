import DentConfig
import DentCore
import DentFiles
import DentScreen
import DentSyntax
import DentText
import Glibc

/// `dent --highlight FILE`: the file on standard output with its highlighting in the theme's
/// colours (like `bat --plain`), each line from the state the one before ended in, as the
/// editor highlights it; a file with no language, a binary one, or `syntax = off`, plain.
enum HighlightPrinter {
    static func run(path: String) -> Int32 {
        let loaded: LoadedFile
        do throws(FileError) {
            loaded = try FileLoader.load(path: path)
        } catch {
            printError("dent: \(error)")
            return 1
        }
        let settings = UserConfiguration.load(keysFile: nil).settings
        let setup = SyntaxSetup(settings: settings)
        var document = Document(path: path, text: loaded.text)
        setup.attach(&document, isBinary: loaded.isBinary)
        let color = environment("COLORTERM").map { $0 == "truecolor" || $0 == "24bit" } == true ? ColorDepth.trueColor : .indexed256
        var output: [UInt8] = []
        var state = LineState.initial
        let text = document.text
        for line in 0..<text.lineCount {
            let range = text.lineRange(line)
            let bytes = text.bytes.bytes(in: range)
            var runs: [StyleRun] = []
            if let source = document.syntax?.source {
                let cut = bytes.prefix(SyntaxLimits().longestLine)
                state = Array(cut).withUnsafeBufferPointer { source.highlighter.highlight($0, isFirstLine: line == 0, from: state, into: &runs) }
            }
            var at = 0
            for run in runs {
                guard let pen = document.syntax.flatMap({ setup.theme.pen(for: $0.source.styles.style(run.style)) }) else { continue }
                output += bytes[at..<run.range.lowerBound]
                output += Array(pen.sgr(depth: color).utf8) + bytes[run.range] + Array("\u{1B}[0m".utf8)
                at = run.range.upperBound
            }
            output += bytes[at...]
            output += text.bytes.bytes(in: range.upperBound..<text.lineRangeWithTerminator(line).upperBound)
            if output.count > 1 << 16 { flush(&output) }
        }
        flush(&output)
        return 0
    }

    private static func flush(_ output: inout [UInt8]) {
        var written = 0
        while written < output.count {
            let n = output[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        output.removeAll(keepingCapacity: true)
    }
}
