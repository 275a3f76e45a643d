/// Reading a file for Insert file: its bytes exactly as on disk, with the checks opening has
/// (no directory, device or FIFO; nothing over the size limit is read).
public enum FileInsertion {
    /// The bytes of the file at `path`; an error names a file that does not exist, since
    /// inserting one would say nothing.
    public static func bytes(at path: String, maximumSize: Int64) throws(FileError) -> [UInt8] {
        guard let bytes = try FileLoader.bytes(path: path, maximumSize: maximumSize) else {
            throw FileError("cannot insert \(path): no such file")
        }
        return bytes
    }
}
