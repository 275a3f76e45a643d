/// A language spec as the catalog (DentFiles' spec directories) hands it to the engine: the
/// parsed XML of one `.lang` file and where it came from.
public struct SpecSource: Sendable {
    public var root: XMLElement
    /// The file's path, for messages.
    public var path: String
    public init(root: XMLElement, path: String) {
        self.root = root
        self.path = path
    }
}

/// Something wrong in a spec: the file, the line (0 when not at a line) and what, as
/// `dent --check-syntax` prints it ("file:line: reason").
public struct SpecProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String
    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
    public var description: String { line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)" }
}
