/// The figures dent-bench knows, in the order they run.
enum Figures {
    /// Figures whose text is `sizeMB` MB, run once per size given with `--sizes`.
    static func sized(_ sizeMB: Int) -> [Figure] {
        [
            TextFigures.index(sizeMB: sizeMB), TextFigures.load(sizeMB: sizeMB), TextFigures.save(sizeMB: sizeMB),
            TextFigures.typing(sizeMB: sizeMB), JumpFigures.jumpInsert(sizeMB: sizeMB),
            JumpFigures.memmove(sizeMB: sizeMB), TextFigures.lookup(sizeMB: sizeMB),
            TextFigures.indentLines(sizeMB: sizeMB), MemoryFigures.peak(sizeMB: sizeMB, loader: .dentFiles),
        ]
    }

    /// Figures of a fixed shape, run once, at `scale`'s sizes.
    static func fixed(_ scale: FixedScale) -> [Figure] {
        let regex = { (engine: RegexEngineFigures.Engine, chunked: Bool) in
            RegexEngineFigures.search(engine, chunked: chunked, sizeMB: scale.regexMB)
        }
        return [MemoryFigures.baseline, EditorFigures.typing(sizeMB: scale.editorMB), ServerFigures.typing(sizeMB: Swift.min(scale.editorMB, 4)),
         EditorFigures.indentLine(sizeMB: scale.editorMB),
         MultiCursorFigures.typing(sizeMB: scale.editorMB),
         EditorFigures.indentSelection(outdent: false, scale: scale), EditorFigures.indentSelection(outdent: true, scale: scale),
         FrameFigures.typing(rows: 24, columns: 80), FrameFigures.typing(rows: 100, columns: 300),
         FrameFigures.typingInASplit(rows: 24, columns: 80),
         FrameFigures.diff(rows: 24, columns: 80), FrameFigures.diff(rows: 100, columns: 300),
         FrameFigures.sidewaysDiff(rows: 40, columns: 120), FrameFigures.sidewaysFrames(rows: 40, columns: 120),
         FrameFigures.indentFrames(rows: 40, columns: 120),
        ] + scale.longLinesMB.map(EditorFigures.wrappedLineTyping(sizeMB:)) + LongLineFigures.all(sizesMB: scale.longLinesMB) + [
         regex(.swift, false), regex(.swiftScalars, false), regex(.foundation, false), regex(.icu, false),
         regex(.swift, true), regex(.swiftScalars, true), regex(.foundation, true), regex(.icu, true),
         FindFigures.farMatch(regex: false, sizeMB: scale.findMB), FindFigures.farMatch(regex: true, sizeMB: scale.findMB),
         FindFigures.replaceAll(scale.replacements),
         FindFigures.replaceApplying(span: true, count: scale.replacements),
         FindFigures.replaceApplying(span: false, count: scale.replacements)] + CatalogFigures.all + FirstFrameFigures.all + SyntaxFigures.all(scale)
            + IndentFigures.all(scale)
    }

    static func all(sizesMB: [Int], fixedScale: FixedScale = .usual) -> [Figure] {
        sizesMB.flatMap(sized) + fixed(fixedScale)
    }
}
