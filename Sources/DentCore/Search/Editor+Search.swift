/// A search running in steps, and what to do with what it finds.
struct PendingSearch: Sendable {
    enum Purpose: Sendable, Equatable {
        /// As the find prompt is typed: select the match, or go back to where it started.
        case incremental
        /// Ctrl+N, Ctrl+P: select the match, or say there is none.
        case select
        /// The next match to ask about while replacing.
        case replaceNext
        /// Every match left, to replace at once.
        case replaceAll
    }

    var run: SearchRun
    var purpose: Purpose
    /// The file searched: the offsets mean nothing in another.
    let document: DocumentID
}

/// Searches in steps, so the editor stays responsive while a regular expression goes through
/// a 100 MB file. The core stays pure and single-threaded: it keeps the pending search and
/// advances it one bounded step at a time; the host calls `continueSearch()` whenever no input
/// is waiting (poll with a zero timeout) and draws between steps. Every key, click or paste
/// interrupts the search before it is handled (`interruptSearch`); a command that means to go
/// on with it (Enter in the find prompt, an answer while the replace question waits for its
/// match) takes it back, and every other command forgets it, or starts a search of its own.
extension Editor {
    /// True while a search runs in steps.
    public var isSearching: Bool { find.pending != nil || spelling.scan != nil }

    /// How far the running search has looked, in percent; nil when none runs.
    public var searchProgress: Int? { find.pending?.run.percentDone ?? spelling.scan?.percentDone }

    /// Bytes one step of a search looks at; nil (the default) for the measured defaults of
    /// `FindQuery.defaultStepBytes`. Tests make it small to see a search run in steps.
    public var searchStepBytes: Int? {
        get { find.stepBytes }
        set { find.stepBytes = newValue.map { Swift.max($0, 1) } }
    }

    /// Starts `run` and takes its first step at once, so in a small file the answer is there
    /// before the key's frame is drawn.
    mutating func startSearch(_ run: SearchRun, _ purpose: PendingSearch.Purpose) {
        find.pending = PendingSearch(run: run, purpose: purpose, document: currentID)
        continueSearch()
    }

    /// One step of the running search; when it ends, acts on what it found.
    public mutating func continueSearch() {
        if spelling.scan != nil { return continueSpellScan() }
        guard var pending = find.pending else { return }
        guard pending.document == currentID else {
            find.pending = nil
            return
        }
        let budget = find.stepBytes ?? FindQuery.defaultStepBytes(regex: pending.run.query.options.regex)
        let outcome = pending.run.step(in: document, budget: budget)
        if outcome == .searching {
            find.pending = pending
            return
        }
        find.pending = nil
        finish(pending.purpose, with: outcome)
    }

    /// Input arrived: the running search stops. It waits in `find.interrupted` while the input
    /// is handled, for a command that continues it (`resumeSearch`).
    mutating func interruptSearch() {
        // Next misspelling is not resumed: the key is the user's answer to "still looking".
        spelling.scan = nil
        find.interrupted = find.pending
        find.pending = nil
    }

    /// Takes back the search the current input interrupted; true when there was one.
    @discardableResult
    mutating func resumeSearch() -> Bool {
        guard let interrupted = find.interrupted else { return false }
        find.pending = interrupted
        return true
    }

    private mutating func finish(_ purpose: PendingSearch.Purpose, with outcome: SearchRun.Outcome) {
        switch (purpose, outcome) {
        case (.incremental, .found(let match)):
            go(to: match)
        case (.select, .found(let match)):
            jumping { $0.go(to: match) }
        case (.incremental, .notFound):
            find.origin?.restore(into: &document)
            report("Not found")
        case (.select, .notFound):
            report("Not found")
        case (.replaceNext, .found(let match)):
            askAboutMatch(match)
        case (.replaceNext, .notFound):
            finishReplace()
        case (.replaceAll, .collected(let matches)):
            replaceCollected(matches)
        default:
            break
        }
    }
}
