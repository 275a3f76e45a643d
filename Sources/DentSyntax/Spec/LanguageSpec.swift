/// One `.lang` file (GtkSourceView's "Language Definition v2.0") turned into values: its
/// styles, its context definitions with their patterns already expanded (`\%{id}`, `\%[`,
/// `\%]`, the regex options written into each pattern), where each context is included, and
/// its `<replace>`s. References stay names here; `Grammar` resolves them across the files one
/// language needs. Ids are decorated as GtkSourceView decorates them: "c:comment".
struct LanguageSpec {
    var id: String
    var path: String
    var styles: [StyleSpec] = []
    var contexts: [ContextSpec] = []
    /// Each inclusion of a context in a container, in document order (inline definitions and
    /// `ref`s alike: GtkSourceView tries a container's children in this order).
    var children: [ChildSpec] = []
    var subPatterns: [SubPatternSpec] = []
    var replacements: [ReplaceSpec] = []
    /// The file's `define-regex`es by decorated id, expanded and wrapped as they are pasted
    /// where another file's `\%{lang:id}` names them.
    var regexes: [String: String] = [:]
    /// Other languages this file names (in `ref`, `map-to` or `\%{lang:id}`), which GtkSourceView
    /// loads into the same definition table while it parses the file.
    var dependencies: [String] = []
    var problems: [SpecProblem] = []
}

struct StyleSpec {
    var id: String
    var mapTo: String?
}

/// A context's flags; `extendParent` is on unless the spec turns it off, except for an empty
/// `<context id="…"/>` placeholder, which GtkSourceView defines with no flag at all.
struct ContextFlags: OptionSet, Hashable {
    let rawValue: UInt8
    static let extendParent = ContextFlags(rawValue: 1)
    static let endParent = ContextFlags(rawValue: 2)
    static let endAtLineEnd = ContextFlags(rawValue: 4)
    static let firstLineOnly = ContextFlags(rawValue: 8)
    static let onceOnly = ContextFlags(rawValue: 16)
    static let styleInside = ContextFlags(rawValue: 32)

    /// The attributes, in the order GtkSourceView reads them.
    static let attributes: [(String, ContextFlags)] = [
        ("extend-parent", .extendParent), ("end-parent", .endParent), ("end-at-line-end", .endAtLineEnd),
        ("first-line-only", .firstLineOnly), ("once-only", .onceOnly), ("style-inside", .styleInside),
    ]
}

/// A context class (`class="comment"`, `class-disabled="no-spell-check"`).
struct ClassSpec: Hashable {
    var name: String
    var enabled: Bool
}

struct ContextSpec {
    enum Kind {
        /// `<match>` or a keyword list: one match, no children.
        case simple(match: String)
        /// `<start>`/`<end>`; no start makes a "pure container" (the language's main context),
        /// which an inclusion turns into the inclusion of its children.
        case container(start: String?, end: String?)
    }

    var id: String
    var line: Int
    var kind: Kind
    var style: String?
    var classes: [ClassSpec]
    var flags: ContextFlags
}

struct ChildSpec {
    /// The including container's id.
    var parent: String
    /// The included context's id; "@id" for `original="true"` (the definition before any
    /// `<replace>`).
    var target: String
    /// `ref="id:*"`: the target's children, not the target.
    var isRefAll: Bool
    /// `style-ref` on a `ref` (or none with `ignore-style`) instead of the target's own.
    var overridesStyle: Bool
    var style: String?
    var line: Int
}

struct SubPatternSpec {
    enum Group: Hashable {
        case number(Int)
        case name(String)
    }

    enum Place: Hashable {
        /// In a simple context's match.
        case match
        case start
        case end
    }

    var parent: String
    var group: Group
    var place: Place
    var style: String?
    var classes: [ClassSpec]
    var line: Int
}

struct ReplaceSpec {
    var id: String
    var replacement: String
    var line: Int
    /// How many of the file's `dependencies` were named before this element: GtkSourceView
    /// parses a language where it is first named, so that language's `<replace>`s come before
    /// this one when several replace the same context (the last one wins).
    var dependenciesBefore: Int
}
