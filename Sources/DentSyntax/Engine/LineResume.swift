/// Typing on a line costs what follows the edit, not the whole line: a `Highlighter` keeps the
/// last line it was given as edited (`LineMemo`) with a checkpoint, and analyses the line's
/// next edit from the checkpoint when the bytes before the checkpoint's frontier are unchanged.
///
/// A checkpoint is a search for a transition with everything the analysis had where it started
/// (the frames, the paints so far, the counters). It is proved on the line cut where the edit
/// that made it ends (where typing goes on): an analysis of the cut line whose every match ran
/// with PCRE2's hard partial matching (`SyntaxMatcher.provingCut`, `LineAnalyzer.prove`)
/// reached that search, which found nothing before the cut, and no match on the way looked past
/// the cut. So any line that begins with the bytes before the cut (the frontier) is analysed
/// the same way up to that search, and the search finds what a search from the frontier finds.
/// The next proof goes on from the checkpoint and frontier it has. While typing stays within
/// `proofStride` bytes past the frontier, no new proof is made: the checkpoint still holds for
/// the next edit, whose analysis searches those few bytes again from the frontier.
extension LineAnalyzer {
    /// A search for a transition and what the analysis had where it started.
    struct Checkpoint {
        var position: Int
        var frames: [Frame]
        var paintCount: Int
        var classPaintCount: Int
        var sequence: UInt32
        var steps: Int
        /// The paints made before the search, kept once the checkpoint is proved.
        var paints: [PaintOp] = []
        var classPaints: [ClassOp] = []

        mutating func keep(_ allPaints: [PaintOp], _ allClassPaints: [ClassOp]) {
            paints = Array(allPaints[..<paintCount])
            classPaints = Array(allClassPaints[..<classPaintCount])
        }
    }

    /// Where an analysis starts again: at the checkpoint's search, which finds nothing before
    /// `frontier` whatever bytes follow.
    struct Resume {
        var checkpoint: Checkpoint
        var frontier: Int
    }
}

/// The last line a highlighter analysed, with the checkpoint and frontier to analyse an edited
/// copy of it from (`LineResume`).
struct LineMemo {
    /// What besides its bytes a line's analysis depends on.
    struct Key: Equatable {
        var state: LineState
        var isFirstLine: Bool
        var wantsClasses: Bool
    }

    /// A line is an edit of the remembered one when they differ in at most this many bytes in
    /// one place (typing, a deletion, an indent): only then is a checkpoint proved, which costs
    /// about an analysis of the line up to the edit the first time, and of what was typed since
    /// after that.
    static let largestEdit = 8

    /// How far past the frontier an edit may end before the checkpoint is proved again. A proof
    /// matches with PCRE2's hard partial matching, which runs PCRE2's interpreter (the JIT code
    /// is compiled for complete matches only, pcre2jit), code no other step of a keystroke runs:
    /// cold on each key, it cost more than searching a few typed characters again
    /// (docs/PERFORMANCE.md, "Fewer proofs").
    static let proofStride = 64

    private var key: Key?
    private var text: [UInt8] = []
    private var checkpoint: LineAnalyzer.Checkpoint?
    private var frontier = 0
    /// What `plan` found for the line being analysed, for `remember`.
    private var planned: Plan?
    private struct Plan {
        var key: Key
        /// Whether the line is analysed from the remembered checkpoint.
        var resumes: Bool
        var editEnd: Int?
    }

    /// How to analyse `text`: from the remembered checkpoint when the bytes before its frontier
    /// are unchanged. Also notes where the edit that made `text` from the remembered line ends
    /// (none when `text` is the same line or no edit of it), for `remember`.
    mutating func plan(_ text: UnsafeBufferPointer<UInt8>, _ key: Key) -> LineAnalyzer.Resume? {
        guard key == self.key else {
            planned = Plan(key: key, resumes: false, editEnd: nil)
            return nil
        }
        let (prefix, suffix) = commonEnds(with: text)
        var resume: LineAnalyzer.Resume?
        if let checkpoint, prefix >= frontier { resume = LineAnalyzer.Resume(checkpoint: checkpoint, frontier: frontier) }
        let changed = Swift.max(self.text.count, text.count) - prefix - suffix
        let isEdit = changed > 0 && changed <= Self.largestEdit
        planned = Plan(key: key, resumes: resume != nil, editEnd: isEdit ? text.count - suffix : nil)
        return resume
    }

    /// Remembers `text`, the line `plan` was last asked about, and a checkpoint for typing on
    /// where its edit ends: proved by `prove` (given a cut of `text` and where to start) up to
    /// there. Without one, the remembered checkpoint holds as long as `text` was analysed from it.
    mutating func remember(_ text: UnsafeBufferPointer<UInt8>, prove: (Int, LineAnalyzer.Resume?) -> LineAnalyzer.Checkpoint?) {
        guard let plan = planned else { return }
        planned = nil
        self.key = plan.key
        self.text.removeAll(keepingCapacity: true)
        self.text.append(contentsOf: text)
        if !plan.resumes { checkpoint = nil }
        guard var cut = plan.editEnd else { return }
        // Analysed from the checkpoint, the line begins with the bytes before its frontier, so
        // its edit ends at or past the frontier and the checkpoint holds for the next one.
        if plan.resumes && cut - frontier < Self.proofStride { return }
        // The cut must follow a whole character (`SyntaxMatcher.provingCut`): an ASCII byte.
        while cut > 0 && text[cut - 1] >= 0x80 { cut -= 1 }
        // The proof goes on from the checkpoint the line was analysed from, if the cut is past it.
        let from = checkpoint.flatMap { frontier <= cut ? LineAnalyzer.Resume(checkpoint: $0, frontier: frontier) : nil }
        // PCRE2's partial matching misses matches in a subject with invalid UTF-8 (a union of
        // `^\S` and `^\+.*$` on "+é\xCC0" cut after the "0" finds nothing): only valid text
        // is proved. The bytes before the frontier were checked when it was proved.
        guard Self.isValidUTF8(text[(from?.frontier ?? 0)..<cut]) else { return }
        if let proved = prove(cut, from) { (checkpoint, frontier) = (proved, cut) }
    }

    private static func isValidUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// How many bytes `text` has in common with the remembered line at its start, and then at
    /// its end.
    private func commonEnds(with text: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
        self.text.withUnsafeBufferPointer { old in
            let shorter = Swift.min(old.count, text.count)
            let (oldBytes, newBytes) = (UnsafeRawBufferPointer(old), UnsafeRawBufferPointer(text))
            func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
                bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            }
            // Eight bytes at a time, then one.
            var prefix = 0
            while prefix + 8 <= shorter && word(oldBytes, prefix) == word(newBytes, prefix) { prefix += 8 }
            while prefix < shorter && old[prefix] == text[prefix] { prefix += 1 }
            var suffix = 0
            let most = shorter - prefix
            while suffix + 8 <= most && word(oldBytes, old.count - suffix - 8) == word(newBytes, text.count - suffix - 8) {
                suffix += 8
            }
            while suffix < most && old[old.count - 1 - suffix] == text[text.count - 1 - suffix] { suffix += 1 }
            return (prefix, suffix)
        }
    }
}
