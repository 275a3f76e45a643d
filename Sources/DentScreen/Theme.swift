import DentSyntax
import DentWire

/// How highlighted text looks: a pen for each style name a theme knows (`def:comment`,
/// `c:string`, ...). A run's style is looked up by its own name, then along its `map-to` chain
/// (`SyntaxStyle.mapsTo`), the first name the theme knows winning, as GtkSourceView resolves a
/// scheme's styles; a style none of whose names the theme knows is drawn plain.
public struct Theme: Sendable, Equatable {
    public var name: String
    public var pens: [String: Pen]

    public init(name: String, pens: [String: Pen]) {
        self.name = name
        self.pens = pens
    }

    /// The pen of `style`, nil when the theme leaves it plain.
    public func pen(for style: SyntaxStyle) -> Pen? {
        if let pen = pens[style.name] { return pen }
        for name in style.mapsTo { if let pen = pens[name] { return pen } }
        return nil
    }

    /// The default theme: the terminal's own colours (the 8 ANSI colours, which the user's
    /// terminal theme picks for its background) and attributes, so it suits dark and light
    /// terminals alike, as nano's and micro's defaults do. The hues follow micro's 16-colour
    /// scheme (comments blue, constants red, statements yellow, types green, preprocessor
    /// magenta, identifiers cyan); errors and notes are marked by a background, with text on it
    /// in the default or black colour, readable on any background. Two language styles get
    /// their own pen where their `map-to` chain would make them look like their neighbours:
    /// JSON's keys (`def:constant`, red like its strings) and the shell's common commands
    /// (`def:keyword`, yellow like `if` and `done`) are cyan, as functions are.
    public static let standard = Theme(name: "default", pens: [
        "def:comment": fg(4), "def:shebang": fg(4, .bold), "def:doc-comment": fg(4), "def:doc-comment-element": fg(4, .bold),
        "def:constant": fg(1), "def:string": fg(1), "def:character": fg(1), "def:number": fg(1),
        "def:floating-point": fg(1), "def:decimal": fg(1), "def:base-n-integer": fg(1),
        "def:special-constant": fg(1, .bold), "def:boolean": fg(1, .bold), "def:special-char": fg(5),
        "def:identifier": fg(6), "def:function": fg(6), "def:builtin": fg(6),
        "def:statement": fg(3), "def:keyword": fg(3), "def:operator": Pen.plain,
        "def:type": fg(2), "def:preprocessor": fg(5),
        "def:error": Pen(style: .bold, background: .ansi(1)), "def:warning": Pen(style: .bold, foreground: .ansi(3)),
        "def:note": Pen(style: .bold, foreground: .ansi(0), background: .ansi(3)),
        "def:net-address": Pen(style: .underline), "def:underlined": Pen(style: .underline),
        "def:link-text": fg(4, .underline), "def:link-destination": Pen(style: .underline),
        "def:heading": fg(2, .bold), "def:emphasis": Pen(style: .underline), "def:strong-emphasis": Pen(style: .bold),
        "def:inline-code": fg(6), "def:preformatted-section": fg(6), "def:list-marker": fg(3, .bold),
        "def:insertion": fg(2), "def:deletion": fg(1), "def:thematic-break": fg(2, .bold),
        "json:keyname": fg(6), "sh:common-command": fg(6),
    ])

    private static func fg(_ color: UInt8, _ style: Style = []) -> Pen { Pen(style: style, foreground: .ansi(color)) }
}

extension Theme {
    /// A theme from a scheme's styles, in 24-bit colour: the frame encoder downgrades each
    /// colour to what the terminal shows (`TerminalCaps.colors`: 256 or 8). The scheme's own
    /// text background is not painted: its colours land on the terminal's background, so a
    /// dark scheme suits a dark terminal. The UI styles (`current-line`, `search-match`...)
    /// stay dent's.
    /// Line backgrounds have no cell attribute here and are dropped; italic and strikethrough
    /// are kept and drawn where the terminal has them (`TerminalCaps.shown`).
    public init(name: String, scheme: [String: SchemeStyle]) {
        var pens: [String: Pen] = [:]
        for (style, look) in scheme where style.contains(":") {
            var attributes: Style = []
            if look.bold == true { attributes.insert(.bold) }
            if look.italic == true { attributes.insert(.italic) }
            if look.strikethrough == true { attributes.insert(.strikethrough) }
            if let underline = look.underline, underline != .off { attributes.insert(.underline) }
            pens[style] = Pen(style: attributes, foreground: look.foreground.map(Color.init) ?? .default,
                              background: look.background.map(Color.init) ?? .default)
        }
        self.init(name: name, pens: pens)
    }

    /// The theme of a scheme as the catalog reads it (`SpecCatalog.scheme`), parents included.
    public init(scheme: StyleScheme) {
        let looks = Dictionary(uniqueKeysWithValues: scheme.declaredNames.compactMap { name in scheme.style(named: name).map { (name, $0) } })
        self.init(name: scheme.id, scheme: looks)
    }
}

extension Color {
    /// A scheme's colour in 24 bits.
    init(_ color: SchemeColor) { self = .rgb(color.red, color.green, color.blue) }
}
