import DentKeys

/// Where the session is with a big first file shown from its start (`PendingOpen`): its
/// preview is drawn, then the whole file is read on another thread while input waits for the
/// read (`Job`: the preview with its `BackgroundOpen`, in the session), its progress shown
/// when a report is due, and once the file is whole the input held meanwhile is handled.
/// One value, so a job without its held input, or held input with nothing loading, cannot be.
enum FirstFileLoad<Job> {
    /// Nothing pending: input goes to the editor.
    case done
    /// The preview, shown by the next frame; the whole file is read once it is.
    case preview(PendingOpen)
    /// The whole file being read by `job`, the preview drawn; `held` is the input that came
    /// meanwhile, in order; `reports`, when the read's progress is next shown.
    case loading(Job, held: [(event: KeyEvent, bytes: [UInt8])], reports: ProgressReports)

    /// The preview, once its frame is drawn: the caller waits for the whole file (`startLoading`),
    /// or reads it itself. Nil when there is none.
    /// The first file is whole: nothing of it waits to be read.
    var isDone: Bool {
        if case .done = self { true } else { false }
    }

    mutating func takePreview() -> PendingOpen? {
        guard case .preview(let preview) = self else { return nil }
        self = .done
        return preview
    }

    /// The whole file is read by `job` from `now` (milliseconds): input is held from now on
    /// until it is whole.
    mutating func startLoading(_ job: Job, at now: UInt64) {
        self = .loading(job, held: [], reports: ProgressReports(started: now))
    }

    /// The job reading the whole file, while one is.
    var job: Job? {
        guard case .loading(let job, _, _) = self else { return nil }
        return job
    }

    /// Keeps `event` (read as `bytes`) for when the file is whole; false, keeping nothing, when
    /// no file is loading and the event is the caller's to handle now.
    mutating func hold(_ event: KeyEvent, bytes: [UInt8]) -> Bool {
        guard case .loading(let job, var held, let reports) = self else { return false }
        // Emptied first, so the array is not copied on each append.
        self = .done
        held.append((event, bytes))
        self = .loading(job, held: held, reports: reports)
        return true
    }

    /// The job whose progress is to be shown at `now`, when a report is due (a read over within
    /// `ProgressReports.quiet` shows none); the next is then due an interval later.
    mutating func progressDue(now: UInt64) -> Job? {
        guard case .loading(let job, let held, var reports) = self, reports.isDue(now: now) else { return nil }
        self = .loading(job, held: held, reports: reports)
        return job
    }

    /// Milliseconds from `now` until the read's progress is next shown, while it runs.
    func nextReport(now: UInt64) -> UInt64? {
        guard case .loading(_, _, let reports) = self else { return nil }
        return reports.wait(now: now)
    }

    /// The file is whole: the input held while it was read, in the order it came; nothing is
    /// pending any more.
    mutating func finish() -> [(event: KeyEvent, bytes: [UInt8])] {
        guard case .loading(_, let held, _) = self else { return [] }
        self = .done
        return held
    }
}
