/// Settings of a save that callers rarely change.
public struct SaveOptions: Sendable {
    /// Where backups go when the file's own folder is not writable.
    public var stateDirectory: StateDirectory
    /// Use an unnamed temporary file (Linux `O_TMPFILE`, linked in just before the rename) when
    /// the file system supports it: a process killed mid-save leaves no temporary file behind.
    /// False forces the portable `mkstemp` path (the tests cover both).
    public var unnamedTemporaryFiles: Bool
    /// Where the save counts the bytes it writes and finds whether it was asked to stop (a
    /// save running on a thread of its own, watched by the run loop).
    public var monitor: SaveMonitor

    public init(stateDirectory: StateDirectory = .standard(), unnamedTemporaryFiles: Bool = true, monitor: SaveMonitor = SaveMonitor()) {
        self.stateDirectory = stateDirectory
        self.unnamedTemporaryFiles = unnamedTemporaryFiles
        self.monitor = monitor
    }
}
