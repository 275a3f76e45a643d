/// One `key = value` line of an `.editorconfig` file.
public struct EditorConfigPair: Sendable, Equatable, CustomStringConvertible {
    /// Always lower case: "Pair keys are case-insensitive. All keys are lowercased after parsing."
    public var key: String
    /// Lower case for the keys in `caseInsensitiveKeys`, as written for every other key.
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The pair as a core reports it, `key=value` (the form the core tests compare).
    public var description: String { "\(key)=\(value)" }

    /// Keys whose values the specification calls case-insensitive ("Supported Pairs"), so they are
    /// lowered when read, as core-c does; any other value is kept as written (core test
    /// `lowercase_values3`: `test_property=TestValue`).
    public static let caseInsensitiveKeys: Set<String> = [
        "indent_style", "indent_size", "tab_width", "end_of_line", "charset",
        "insert_final_newline", "trim_trailing_whitespace", "root",
    ]

    /// A pair as read from a file: key lowered, value lowered when its key is case-insensitive.
    static func reading(key: String, value: String) -> EditorConfigPair {
        let key = key.lowercased()
        return EditorConfigPair(key: key, value: caseInsensitiveKeys.contains(key) ? value.lowercased() : value)
    }
}

/// A `[glob]` header and the pairs under it.
public struct EditorConfigSection: Sendable, Equatable {
    /// The text between the brackets, untrimmed inside (core test `spaces_in_section_name`);
    /// constant, because `glob` is compiled from it.
    public let name: String
    public var pairs: [EditorConfigPair]
    /// 1-based line of the header, for messages.
    public var line: Int
    /// `name` compiled once, so resolving many files does not parse it again.
    public let glob: EditorConfigGlob

    public init(name: String, pairs: [EditorConfigPair] = [], line: Int) {
        self.name = name
        self.pairs = pairs
        self.line = line
        self.glob = EditorConfigGlob(name)
    }
}

/// The parsed contents of one `.editorconfig` file (EditorConfig specification, "Parts of an
/// EditorConfig file"): the preamble's pairs, then the sections in file order.
public struct EditorConfigFile: Sendable, Equatable {
    /// Pairs before the first section; only `root` has a meaning there.
    public var preamble: [EditorConfigPair] = []
    public var sections: [EditorConfigSection] = []
    /// Lines that are none of blank, comment, section header or pair ("Any line that is not one of
    /// the above is invalid"); they are skipped, and kept here so an editor can point at them.
    public var problems: [ConfigDiagnostic] = []

    public init(preamble: [EditorConfigPair] = [], sections: [EditorConfigSection] = []) {
        self.preamble = preamble
        self.sections = sections
    }

    /// True when the preamble holds `root = true` (any case, core test `root_file_mixed_case`):
    /// the search for files stops here ("File Processing").
    public var isRoot: Bool {
        preamble.last { $0.key == "root" }?.value == "true"
    }
}
