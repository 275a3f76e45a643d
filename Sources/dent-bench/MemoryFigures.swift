import DentFiles
import DentText
import Glibc

/// Peak memory of a process that loads a file, measured in a child process so that nothing
/// else this process did (generating files, earlier figures) counts.
enum MemoryFigures {
    /// How the child reads the file.
    enum Loader: String {
        /// `FileLoader.load`, as dent opens files: the gap (file/16 + 4096) allocated but never
        /// written, each block indexed as it is read.
        case dentFiles = "dentfiles"
        /// Nothing: the process's own baseline.
        case nothing = "baseline"
    }

    static func peak(sizeMB: Int, loader: Loader) -> Figure {
        Figure.measuringPeak(name: "peak-\(loader.rawValue)-\(sizeMB)mb",
               summary: "peak RSS of a process that loads \(sizeMB) MB (\(loader.rawValue)) and indexes it") {
            let path = try Workload.codeFile(size: Workload.bytes(sizeMB: sizeMB))
            return { ChildProcess.peakMiB(arguments: ["--peak-child", loader.rawValue, path]) }
        }
    }

    /// The peak of a dent-bench process that loads nothing.
    static var baseline: Figure {
        Figure.measuringPeak(name: "peak-baseline", summary: "peak RSS of a dent-bench process that loads nothing") {
            { ChildProcess.peakMiB(arguments: ["--peak-child", Loader.nothing.rawValue, "-"]) }
        }
    }

    /// The child's side: load `path` the way `mode` says, index it, and exit.
    static func runChild(mode: String, path: String) -> Never {
        let text: TextBuffer?
        switch Loader(rawValue: mode) {
        case .dentFiles: text = (try? FileLoader.load(path: path)).map(\.text)
        case .nothing: text = TextBuffer()
        case nil: text = nil
        }
        guard let text else { exit(2) }
        print(ChildProcess.ownPeakKiB())
        exit(text.lineCount > 0 ? 0 : 3)
    }
}
