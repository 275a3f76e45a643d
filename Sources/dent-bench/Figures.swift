/// The figures dent-bench knows, in the order they run.
enum Figures {
    /// Figures whose text is `sizeMB` MB, run once per size given with `--sizes`.
    static func sized(_ sizeMB: Int) -> [Figure] {
        [
            TextFigures.index(sizeMB: sizeMB), TextFigures.load(sizeMB: sizeMB),
            TextFigures.typing(sizeMB: sizeMB), JumpFigures.jumpInsert(sizeMB: sizeMB),
            JumpFigures.memmove(sizeMB: sizeMB), TextFigures.lookup(sizeMB: sizeMB),
            TextFigures.indentLines(sizeMB: sizeMB), MemoryFigures.peak(sizeMB: sizeMB, loader: .dentFiles),
        ]
    }

    /// Figures of a fixed shape, run once.
    static var fixed: [Figure] {
        [MemoryFigures.baseline, EditorFigures.typing, EditorFigures.indentLine,
         EditorFigures.indentSelection(outdent: false), EditorFigures.indentSelection(outdent: true),
         FrameFigures.typing(rows: 24, columns: 80), FrameFigures.typing(rows: 100, columns: 300),
         FrameFigures.diff(rows: 24, columns: 80), FrameFigures.diff(rows: 100, columns: 300),
         RegexEngineFigures.search(.swift, chunked: false), RegexEngineFigures.search(.swiftScalars, chunked: false),
         RegexEngineFigures.search(.foundation, chunked: false), RegexEngineFigures.search(.icu, chunked: false),
         RegexEngineFigures.search(.swift, chunked: true),
         RegexEngineFigures.search(.swiftScalars, chunked: true), RegexEngineFigures.search(.foundation, chunked: true),
         RegexEngineFigures.search(.icu, chunked: true),
         FindFigures.farMatch(regex: false), FindFigures.farMatch(regex: true), FindFigures.replaceAll,
         FindFigures.replaceApplying(span: true), FindFigures.replaceApplying(span: false)] + SyntaxFigures.all
    }

    static func all(sizesMB: [Int]) -> [Figure] {
        sizesMB.flatMap(sized) + fixed
    }
}
