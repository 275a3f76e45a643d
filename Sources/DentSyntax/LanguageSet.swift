/// The languages in use, parsed from their specs on first use, with the references between
/// them resolved (`def:`, `c:string`, `ref="css:*"`) and one table of every style they define.
/// A spec that cannot be used is left out and its problems kept; the others work.
///
/// A set and its highlighters belong to one thread (their regexes compile on first use).
public final class LanguageSet {
    private let specs: (String) -> Result<SpecSource, SpecProblem>?
    private let log = ProblemLog()
    private let styles = StyleTable()
    private let classes = ClassTable()
    /// Each language asked for: its spec, or nil (missing, unreadable).
    private var parsed: [String: LanguageSpec?] = [:]
    private var parsing: Set<String> = []
    private var grammars: [String: Grammar?] = [:]

    public var problems: [SpecProblem] { log.problems }

    /// `specs` gives a language id's spec (nil: no such language; a failure: it could not be
    /// read); it is asked once per id, when a language or a reference first needs it.
    public init(specs: @escaping (String) -> Result<SpecSource, SpecProblem>?) {
        self.specs = specs
    }

    /// Whether `id` can be highlighted: its spec and everything it refers to loaded.
    public func canHighlight(_ id: String) -> Bool { grammar(for: id) != nil }

    /// Compiles every regex of `id` and what it refers to (normally compiled on first use), for
    /// `dent --check-syntax`: each problem found, also kept in `problems`.
    public func check(_ id: String) -> [SpecProblem] {
        let grammar = grammar(for: id)
        for definition in grammar?.definitions ?? [] {
            _ = definition.patternRegex(log)
            if definition.endRefersToStart, let end = definition.endPattern {
                // The start's text is known only when it matches: a placeholder stands for it.
                _ = definition.compile(PatternText.substituteStartReferences(end) { _ in "x" }, log)
            } else {
                _ = definition.endRegex(log)
            }
        }
        let paths = Set(languages(needing: id).compactMap { parsed[$0]??.path })
        return log.problems.filter { paths.contains($0.path) }
    }

    public func style(_ id: StyleID) -> SyntaxStyle {
        guard Int(id.index) < styles.names.count else { return SyntaxStyle(name: "", mapsTo: []) }
        return SyntaxStyle(name: styles.names[Int(id.index)], mapsTo: styles.chain(of: id))
    }

    public func styleID(named name: String) -> StyleID? { styles.existing(name) }
    public var styleCount: Int { styles.names.count }

    /// The bit of a context class ("comment", "string"), empty when no loaded spec uses it.
    public func contextClass(named name: String) -> SyntaxClasses {
        SyntaxClasses(rawValue: classes.existingBit(name))
    }

    /// The names of the classes in `set`, in the order the specs first used them.
    public func contextClassNames(in set: SyntaxClasses) -> [String] {
        classes.names.indices.filter { set.rawValue & (1 << UInt32($0)) != 0 }.map { classes.names[$0] }
    }

    // MARK: loading

    /// The grammar of `id` (its spec and every spec it pulls in), built on first use.
    func grammar(for id: String) -> Grammar? {
        if let known = grammars[id] { return known }
        guard spec(id) != nil else {
            grammars[id] = .some(nil)
            return nil
        }
        let (order, replacements) = loadOrder(id)
        let grammar = Grammar(language: id, specs: order.compactMap { parsed[$0] ?? nil }, replacements: replacements,
                              styles: styles, classes: classes, log: log)
        grammars[id] = grammar
        return grammar
    }

    /// `id` and the languages it pulls in, in the order GtkSourceView would parse them (each
    /// where it is first named).
    private func languages(needing id: String) -> [String] { loadOrder(id).languages }

    /// The languages `id` pulls in and every `<replace>` of theirs, in the order GtkSourceView's
    /// parse meets them: a language is parsed where it is first named, in the middle of the
    /// file naming it.
    private func loadOrder(_ id: String) -> (languages: [String], replacements: [(path: String, replace: ReplaceSpec)]) {
        var order: [String] = []
        var replacements: [(path: String, replace: ReplaceSpec)] = []
        func visit(_ language: String, from referrer: LanguageSpec?) {
            guard !order.contains(language) else { return }
            guard let spec = spec(language) else {
                if let referrer {
                    log.add(SpecProblem(path: referrer.path, line: 0, message: "unable to resolve language '\(language)'"))
                }
                return
            }
            order.append(language)
            var named = 0
            for replacement in spec.replacements {
                while named < replacement.dependenciesBefore {
                    visit(spec.dependencies[named], from: spec)
                    named += 1
                }
                replacements.append((spec.path, replacement))
            }
            for dependency in spec.dependencies[named...] { visit(dependency, from: spec) }
        }
        visit(id, from: nil)
        return (order, replacements)
    }

    /// The parsed spec of `id`, asking `specs` the first time.
    func spec(_ id: String) -> LanguageSpec? {
        if let known = parsed[id] { return known }
        guard !parsing.contains(id) else { return nil }
        guard let result = specs(id) else {
            parsed[id] = .some(nil)
            return nil
        }
        switch result {
        case .failure(let problem):
            log.add(problem)
            parsed[id] = .some(nil)
            return nil
        case .success(let source):
            parsing.insert(id)
            let spec = SpecParser.parse(source) { [unowned self] in self.foreignRegex($0) }
            parsing.remove(id)
            spec.problems.forEach(log.add)
            if spec.id != id {
                log.add(SpecProblem(path: source.path, line: source.root.line,
                                    message: "the file defines language '\(spec.id)', not '\(id)'"))
            }
            parsed[id] = spec
            return spec
        }
    }

    /// Another language's `define-regex` (`\%{def:net-address}`), loading that language.
    private func foreignRegex(_ id: String) -> String? {
        guard let owner = SpecParser.owner(of: id) else { return nil }
        return spec(owner)?.regexes[id]
    }
}

/// An analysis of one line for its end state alone, under way (`Highlighter.continueLine`):
/// the contexts open where it got to. Valid with the highlighter that made it, for the line's
/// bytes before `position` (and a few KiB after, which its matches may have looked at).
public struct LineWork: Sendable, Equatable {
    /// The state the line starts in.
    public let start: LineState
    var frames: [Frame]?
    var walk: LineWalk?

    public init(start: LineState) { self.start = start }

    /// The line-relative byte the analysis has reached.
    public var position: Int { walk?.position ?? 0 }

    /// The same analysis on the line after an edit that ended at line-relative `offset` (of the
    /// text before it) and changed the line's length by `delta`: every position from `offset`
    /// on moves with the bytes. Valid when the analysis had gone past the edit's effect.
    public func shifted(by delta: Int, from offset: Int) -> LineWork {
        func moved(_ position: Int) -> Int { position >= offset ? position + delta : position }
        var work = self
        work.frames = frames?.map { frame in
            var frame = frame
            frame.start = frame.start >= 0 ? moved(frame.start) : frame.start
            frame.lastChild.start = frame.lastChild.start >= 0 ? moved(frame.lastChild.start) : frame.lastChild.start
            frame.lastChild.end = frame.lastChild.end >= 0 ? moved(frame.lastChild.end) : frame.lastChild.end
            return frame
        }
        work.walk?.position = moved(position)
        return work
    }

    /// Whether `other` is at the same place in the same contexts: from there the two
    /// analyses go on alike (the steps taken, which only stop a runaway spec, aside).
    public func meets(_ other: LineWork) -> Bool {
        start == other.start && position == other.position && frames == other.frames
    }
}

/// Highlights one language a line at a time. Holds the interned states and the matcher's
/// scratch, so one highlighter serves one thread.
public final class Highlighter: LineHighlighting {
    public let language: String
    private let set: LanguageSet
    private let analyzer: LineAnalyzer
    private var states = StateTable()
    private var painter = LinePainter()

    /// Only the first this many bytes of a line are highlighted (as vim's `synmaxcol`): the
    /// rest of a longer line is left unstyled, and the next line starts in the state the line
    /// would end in if it ended there (cut before a character, not inside one).
    public static let lineLimit = 4 * 1024

    /// A line's highlighting depends on its first this many bytes alone: up to three of a byte
    /// order mark, `lineLimit`, and the byte at the cut (`analyze` backs off a character's
    /// continuation bytes).
    public static let bytesRead = lineLimit + 4

    /// nil when `set` cannot highlight `language`.
    public init?(language: String, in set: LanguageSet) {
        guard let grammar = set.grammar(for: language) else { return nil }
        self.language = language
        self.set = set
        analyzer = LineAnalyzer(tree: ContextTree(grammar: grammar))
    }

    /// Appends the style runs of `line` (its bytes without the line ending; byte offsets into
    /// it) to `runs`, starting in `state`, and returns the state at the next line's start.
    /// `isFirstLine` is whether this is the file's first line (`first-line-only` contexts).
    /// The line is taken to end in a one-character break such as `\n` (GtkSourceView's state
    /// after a line can depend on it: docs/SYNTAX.md).
    public func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                          into runs: inout [StyleRun]) -> LineState {
        analyzer.wantsClasses = false
        let (offset, length) = analyze(line, isFirstLine: isFirstLine, from: state)
        painter.runs(&analyzer.paints, length: length, offset: offset, into: &runs)
        return states.intern(analyzer.frames)
    }

    /// The same, also appending the runs of context classes to `classes` (what a run is inside:
    /// a comment, a string), for features that need them; the plain call does not work them out.
    public func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                          into runs: inout [StyleRun], classes: inout [ClassRun]) -> LineState {
        analyzer.wantsClasses = true
        let (offset, length) = analyze(line, isFirstLine: isFirstLine, from: state)
        painter.runs(&analyzer.paints, length: length, offset: offset, into: &runs)
        painter.classRuns(&analyzer.classPaints, length: length, offset: offset, into: &classes)
        return states.intern(analyzer.frames)
    }

    /// The `comment` and `string` classes, as far as the specs loaded so far use them.
    public var textClasses: SyntaxClasses {
        TextRanges.textClassNames.reduce(SyntaxClasses()) { $0.union(set.contextClass(named: $1)) }
    }

    /// States interned so far (each costs memory until the highlighter goes).
    public var stateCount: Int { states.keys.count }

    /// The plain highlight with what follows the line known: GtkSourceView's quirks at line
    /// ends depend on it (`LineAnalyzer.analyze`); the public calls take a one-character line
    /// break (dent's `\n`), the spans listing says what each line of a whole text has.
    func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                   into runs: inout [StyleRun], end: LineEnd) -> LineState {
        analyzer.wantsClasses = false
        let (offset, length) = analyze(line, isFirstLine: isFirstLine, from: state, end: end)
        painter.runs(&analyzer.paints, length: length, offset: offset, into: &runs)
        return states.intern(analyzer.frames)
    }

    /// Goes on with the analysis of `line` (the whole line, however long) for its end state
    /// alone, from where `work` got to, until a step ends at or past byte `stop`: the state at
    /// the next line's start once the line ends, nil before. `highlight` stops at `lineLimit`
    /// and gives the state the line would end in there; this gives the state it ends in, as
    /// GtkSourceView's, a step at a time so that a 20 MB line never holds a key up.
    public func continueLine(_ work: inout LineWork, _ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool,
                             until stop: Int) -> LineState? {
        continueLine(&work, line, isFirstLine: isFirstLine, until: stop, end: .oneCharacterBreak)
    }

    /// `highlight` for a whole file highlighted at once (`dent --highlight`): the runs of the
    /// part coloured, and the state the whole line, however long, ends in (`continueLine` in one
    /// step), not the state where the colouring stopped.
    public func highlightWhole(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                               into runs: inout [StyleRun]) -> LineState {
        highlightWhole(line, isFirstLine: isFirstLine, from: state, into: &runs, end: .oneCharacterBreak)
    }

    func highlightWhole(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                        into runs: inout [StyleRun], end: LineEnd) -> LineState {
        let cut = highlight(line, isFirstLine: isFirstLine, from: state, into: &runs, end: end)
        return line.count > Self.lineLimit ? endState(of: line, isFirstLine: isFirstLine, from: state, end: end) : cut
    }

    /// The state `line` (the whole line) ends in, from `state`: `continueLine` in one step.
    func endState(of line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState, end: LineEnd) -> LineState {
        var work = LineWork(start: state)
        return continueLine(&work, line, isFirstLine: isFirstLine, until: Int.max, end: end) ?? state
    }

    func continueLine(_ work: inout LineWork, _ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool,
                      until stop: Int, end: LineEnd) -> LineState? {
        let offset = isFirstLine && line.count >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF ? 3 : 0
        if let frames = work.frames {
            analyzer.frames = frames
        } else {
            states.frames(work.start, in: analyzer.tree, into: &analyzer.frames)
        }
        var walk = work.walk ?? LineWalk(openFrames: analyzer.frames.count)
        analyzer.wantsClasses = false
        let ended = analyzer.advance(UnsafeBufferPointer(rebasing: line[offset...]), isFirstLine: isFirstLine,
                                     startsText: isFirstLine && offset == 0, end: end, walk: &walk,
                                     until: stop == Int.max ? stop : stop - offset)
        (work.frames, work.walk) = (analyzer.frames, walk)
        return ended ? states.intern(analyzer.frames) : nil
    }

    /// Runs the analyzer on the part of `line` that is highlighted: after a byte order mark on
    /// the first line (GtkSourceView skips it), up to `lineLimit`. Its offset and length.
    private func analyze(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                         end lineEnd: LineEnd = .oneCharacterBreak) -> (Int, Int) {
        var offset = 0
        if isFirstLine && line.count >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF { offset = 3 }
        var end = line.count
        if end - offset > Self.lineLimit {
            end = offset + Self.lineLimit
            while end > offset && line[end] & 0xC0 == 0x80 { end -= 1 }
        }
        states.frames(state, in: analyzer.tree, into: &analyzer.frames)
        // A line cut at the limit does not end where the text or its break is.
        let cut = end < line.count
        analyzer.analyze(UnsafeBufferPointer(rebasing: line[offset..<end]), isFirstLine: isFirstLine,
                         startsText: isFirstLine && offset == 0, end: cut ? .otherBreak : lineEnd)
        return (offset, end - offset)
    }
}
