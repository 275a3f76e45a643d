/// Names one open file for as long as it stays open, whatever its path: Save As changes the
/// path and text from a pipe has none, so effects and the host's per-file state (journal,
/// identity on disk) go by this id instead.
public struct DocumentID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public var description: String { "#\(rawValue)" }
}

/// Text offered back in place of a file's, and when it was written: a recovery journal that
/// differs from its file (the time says which of the two is newer), a rescue file
/// (`FILE.dent-save`), or the complete backup an interrupted in-place save left beside it (the
/// time the save began).
public struct RecoveryOffer: Sendable, Equatable {
    public var bytes: [UInt8]
    public var time: String
    /// The file the text comes from (a journal, a rescue file), which the host removes once the
    /// text is saved or discarded; empty when the host keeps track itself.
    public var source: String

    public init(bytes: [UInt8], time: String, source: String = "") {
        self.bytes = bytes
        self.time = time
        self.source = source
    }
}

/// What the disk did to an open file behind the editor's back.
public enum DiskNews: Sendable, Equatable {
    /// Another program changed the file while it had unsaved changes: Revert reloads it, and
    /// the next save asks before writing over it.
    case changed
    /// The file was deleted or renamed away: the next save creates it again, and says so.
    case missing
}

/// One open file: its document (text, cursor, selection, scroll and undo travel with it) and
/// what is waiting to be said about it. A file opened behind another (`dent a b`) or changed on
/// disk while it is not shown keeps its news until it is shown, so a question is never asked
/// over a different file's text.
public struct OpenFile: Sendable {
    public let id: DocumentID
    public var document: Document
    /// What opening found (read-only, binary, a new file): the message when first shown.
    var notice: Message?
    /// Recovery journals (of sessions that ended) and rescue files to offer when shown, one at a
    /// time, in this order (newest first).
    var recoveries: [RecoveryOffer]
    /// The one offered now.
    var recovery: RecoveryOffer? { recoveries.first }
    /// A backup of an interrupted save to offer when shown (after the journal, if both wait).
    var backup: RecoveryOffer?
    /// How many backups cut short by interrupted saves lie beside the file, asked about (remove
    /// them?) when shown, after the journal and the complete backup.
    var incompleteBackups = 0
    /// What happened to the file on disk since it was read or saved, while the editor holds
    /// text the disk does not: a standing notice on the status line (never a question: a
    /// question that appeared by itself would take the keys being typed as its answer).
    public internal(set) var diskNews: DiskNews?
    /// Lines EditorConfig's `trim_trailing_whitespace` changed before the save under way: the
    /// save says it, since those bytes change without the user typing anything.
    var trimmedBeforeSave = 0
    /// The pane whose view of the file `document.view` is; other panes park theirs (`Pane`).
    var viewPane: PaneID

    init(id: DocumentID, document: Document, pane: PaneID, notice: Message? = nil, recoveries: [RecoveryOffer] = [],
         backup: RecoveryOffer? = nil) {
        self.id = id
        self.document = document
        self.viewPane = pane
        self.notice = notice
        self.recoveries = recoveries
        self.backup = backup
    }
}
