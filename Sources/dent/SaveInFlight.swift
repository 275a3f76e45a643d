import DentCore
import DentKeys

/// A save running in the background (`Job`: its `BackgroundSave`, in the session), what it is
/// for, when its progress is next shown, and the input held until it is over. One value, so
/// input held without a save, or a save that ends without handing its input back, cannot be.
struct SaveInFlight<Job> {
    let job: Job
    let id: DocumentID
    /// Where the file is written: its own path, or a Save As's (the document takes it once written).
    let path: String
    let isSaveAs: Bool
    /// When the progress is next shown: a quick save shows nothing.
    var reports: ProgressReports
    /// The input that came meanwhile and waits for the save, in the order it came.
    private(set) var held: [(event: KeyEvent, bytes: [UInt8])] = []

    init(job: Job, id: DocumentID, path: String, isSaveAs: Bool, started: UInt64) {
        self.job = job
        self.id = id
        self.path = path
        self.isSaveAs = isSaveAs
        reports = ProgressReports(started: started)
    }

    /// Keeps `event` (read as `bytes`) for after the save, unless it is to be handled now: the
    /// save's own keys always; a move only while nothing waits, since moving first would change
    /// where the waiting keys type. True when kept.
    mutating func hold(_ event: KeyEvent, bytes: [UInt8], as kind: InputDuringSave) -> Bool {
        switch kind {
        case .saveKey: return false
        case .view where held.isEmpty: return false
        case .view, .hold:
            held.append((event, bytes))
            return true
        }
    }
}
