import DentCore
import DentFiles
import DentKeys
import DentTerminal

/// The host's side of Save and Save As (`.save`, `.saveAs`, `.cancelSave`): the checks made
/// before writing (a change on disk, a Save As onto another file), the write on a thread of its
/// own (`BackgroundSave`) with its progress on the status line and Esc's cancel, the input held
/// meanwhile (`SaveInFlight`), and the outcome, which goes to the file's watch and the editor.
/// One save at a time: every key that could ask for another waits for the one running.
final class Saves {
    private var running: SaveInFlight<BackgroundSave>?
    private let signals: SignalPipe

    init(signals: SignalPipe) {
        self.signals = signals
    }

    /// The file being saved, while one is: its changes on disk are the save's own.
    var documentID: DocumentID? { running?.id }

    /// Carries out one of the save effects.
    func perform(_ effect: Effect, editor: inout Editor, watches: inout FileWatches) {
        switch effect {
        case .save(let id, let overwrite): save(id, overwrite: overwrite, editor: &editor, watches: &watches)
        case .saveAs(let id, let typed): saveAs(id, typed: typed, editor: &editor, watches: &watches)
        case .cancelSave: cancel(editor: &editor)
        default: break
        }
    }

    /// Keeps `event` until the save is over, unless it is to be handled now (`SaveInFlight`);
    /// false, keeping nothing, while no save runs.
    func hold(_ event: KeyEvent, bytes: [UInt8], editor: Editor) -> Bool {
        guard running != nil else { return false }
        return running?.hold(event, bytes: bytes, as: editor.inputDuringSave(event)) ?? false
    }

    /// After a wake: a save that is over goes to the watch and the editor, and the input held
    /// while it ran comes back, in order, for the caller to handle. Nil while none is over.
    func finish(editor: inout Editor, watches: inout FileWatches) -> [(event: KeyEvent, bytes: [UInt8])]? {
        guard let save = running, let outcome = save.job.take() else { return nil }
        running = nil
        report(outcome, id: save.id, path: save.path, isSaveAs: save.isSaveAs, editor: &editor, watches: &watches)
        return save.held
    }

    /// Tells the editor how far the save has got, once it has run `ProgressReports.quiet` and
    /// then every `interval`; true when it did (a frame shows it).
    func showProgress(now: UInt64, editor: inout Editor) -> Bool {
        guard running?.reports.isDue(now: now) == true, let monitor = running?.job.monitor else { return false }
        let progress = monitor.progress
        editor.saveProgressed(written: progress.written, total: progress.total)
        return true
    }

    /// Milliseconds from `now` until the progress is next shown, while a save runs.
    func nextDeadline(now: UInt64) -> UInt64? {
        running?.reports.wait(now: now)
    }

    /// Saves the file `id`, unless it changed on disk since it was read: then the user decides.
    private func save(_ id: DocumentID, overwrite: Bool, editor: inout Editor, watches: inout FileWatches) {
        guard let path = editor.document(id)?.path else { return }
        switch watches.diskNews(id, path: path) {
        case .changed where !overwrite: return editor.askBeforeOverwriting(id)
        case .missing: editor.fileMissingOnDisk(id)
        default: break
        }
        write(id, to: path, isSaveAs: false, editor: &editor, watches: &watches)
    }

    /// Save As: writes the file `id` to `typed` (`~` expanded). Onto its own path it is a save
    /// (a change on disk is asked about); anywhere else the document takes the path only once
    /// the write succeeded (`saveFinished`).
    private func saveAs(_ id: DocumentID, typed: String, editor: inout Editor, watches: inout FileWatches) {
        let path = HomePath.expanded(typed, home: environment("HOME"))
        if path == editor.document(id)?.path, watches.diskNews(id, path: path) == .changed {
            return editor.askBeforeOverwriting(id)
        }
        // Another file that exists is never written over by a Save As: a name mistyped onto a
        // file would lose it. (Its own file, under any name, is a save.)
        if !SameFile.check(path, editor.document(id)?.path ?? ""), FileIdentity.current(at: path) != nil {
            let error = "\(typed) already exists: Save As does not write over another file; choose another name"
            editor.saveFinished(id, error: error, lines: 0, path: path)
            return
        }
        write(id, to: path, isSaveAs: true, editor: &editor, watches: &watches)
    }

    /// Writes the text of the file `id` to `path` on a thread of its own; on this one when no
    /// thread can be started.
    private func write(_ id: DocumentID, to path: String, isSaveAs: Bool, editor: inout Editor, watches: inout FileWatches) {
        guard running == nil else {
            // Every key that could ask for a save waits for the one running (`hold`), so this is
            // never meant to happen; said without touching the save that runs.
            editor.message = Message("Not saved: another save is still running; save again once it is done", isError: true)
            return
        }
        guard let index = editor.index(of: id) else {
            return report(.failure(FileError("the file is not open")), id: id, path: path, isSaveAs: isSaveAs, editor: &editor, watches: &watches)
        }
        // The text goes to the thread as a value; the session holds every edit until it is back.
        guard let waker = signals.waker(), let job = BackgroundSave.start(editor.files[index].document.text.bytes, to: path, waker: waker) else {
            let outcome = Result { () throws(FileError) in try FileSaver.save(editor.files[index].document.text.bytes, to: path) }
            return report(outcome, id: id, path: path, isSaveAs: isSaveAs, editor: &editor, watches: &watches)
        }
        running = SaveInFlight(job: job, id: id, path: path, isSaveAs: isSaveAs, started: Session.milliseconds())
        editor.saveStarted(id)
    }

    /// How the save of `id` to `path` ended goes to the file's watch and to the editor.
    private func report(_ outcome: Result<SaveResult, FileError>, id: DocumentID, path: String, isSaveAs: Bool,
                        editor: inout Editor, watches: inout FileWatches) {
        let newPath = isSaveAs ? path : nil
        switch outcome {
        case .success(let result):
            watches.saved(id, path: path, identity: result.identity, contentHash: result.contentHash)
            watches.wrote(id, path: path)
            let lines = editor.index(of: id).map { editor.files[$0].document.text.countedLines } ?? 0
            editor.saveFinished(id, error: nil, lines: lines, path: newPath)
        case .failure(let error) where error.isCancelled:
            editor.saveCancelled(id)
        case .failure(let error):
            // Put back from its backup, the file is what dent knows, with a new mtime.
            if let restored = error.restoredIdentity { watches.restored(id, identity: restored) }
            if !isSaveAs && error.isPermissionDenied {
                editor.saveDenied(id, error: error.description)
            } else {
                editor.saveFinished(id, error: error.description, lines: 0, path: newPath)
            }
        }
    }

    /// Esc: the save stops if it still can; when it cannot, the editor says so.
    private func cancel(editor: inout Editor) {
        guard let job = running?.job else { return }
        if !job.monitor.cancel() { editor.saveCannotBeCancelled() }
    }
}
