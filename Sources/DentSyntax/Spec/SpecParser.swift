/// Reads one `.lang` file's XML into a `LanguageSpec`, element by element in document order as
/// GtkSourceView's parser does (gtksourcelanguage-parser-2.c): `<default-regex-options>` and
/// `<keyword-char-class>` apply to the patterns after them, a `\%{id}` must name a
/// `define-regex` seen before it. Where GtkSourceView gives up on the whole file, this parser
/// records a `SpecProblem` and leaves out only the broken element.
struct SpecParser {
    private var spec: LanguageSpec
    private let language: String
    /// A `define-regex` of another language ("def:net-address"), expanded; nil when unknown.
    private let foreignRegex: (String) -> String?
    private var options: SyntaxRegexOptions = []
    private var opening = "\\b"
    private var closing = "\\b"
    private var regexes: [String: String] = [:]
    /// The ids of the containers the walk is inside, innermost last.
    private var parents: [String] = []
    private var unnamed = 0

    /// The spec of `source`; problems are in its `problems` (a file that is not a version 2.0
    /// language gives a spec with no contexts).
    static func parse(_ source: SpecSource, foreignRegex: @escaping (String) -> String?) -> LanguageSpec {
        let root = source.root
        let id = root.attribute("id") ?? ""
        var parser = SpecParser(spec: LanguageSpec(id: id, path: source.path), language: id, foreignRegex: foreignRegex)
        if root.name != "language" {
            parser.problem(root, "the root element is <\(root.name)>, not <language>")
        } else if root.attribute("version") != "2.0" {
            parser.problem(root, "wrong language version '\(root.attribute("version") ?? "(none)")', expected '2.0'")
        } else if id.isEmpty {
            parser.problem(root, "the language has no id")
        } else {
            parser.visitChildren(of: root)
        }
        return parser.spec
    }

    private init(spec: LanguageSpec, language: String, foreignRegex: @escaping (String) -> String?) {
        self.spec = spec
        self.language = language
        self.foreignRegex = foreignRegex
    }

    private mutating func visitChildren(of element: XMLElement) {
        for child in element.elements { visit(child) }
    }

    private mutating func visit(_ element: XMLElement) {
        switch element.name {
        case "metadata": return
        case "styles": element.elements(named: "style").forEach { style($0) }
        case "default-regex-options": options = Self.regexOptions(of: element, base: [])
        case "keyword-char-class":
            let chars = element.text
            opening = "(?<!\(chars))(?=\(chars))"
            closing = "(?<=\(chars))(?!\(chars))"
        case "define-regex": defineRegex(element)
        case "replace": replace(element)
        case "context": context(element)
        default: visitChildren(of: element)
        }
    }

    // MARK: styles, regexes, replacements

    private mutating func style(_ element: XMLElement) {
        let id = decorated(element.attribute("id") ?? "")
        var mapTo = element.attribute("map-to")
        if let target = mapTo {
            if let owner = Self.owner(of: target) {
                if !owner.isEmpty { depend(on: owner) }
            } else {
                problem(element, "the map-to attribute '\(target)' for the style '\(id)' lacks the prefix")
                mapTo = nil
            }
        }
        spec.styles.append(StyleSpec(id: id, mapTo: mapTo))
    }

    private mutating func defineRegex(_ element: XMLElement) {
        let id = decorated(element.attribute("id") ?? "")
        let flags = Self.regexOptions(of: element, base: options)
        guard let body = expand(element.text, flags, at: element) else { return }
        regexes[id] = PatternText.wrapDefinition(body, options: flags)
        spec.regexes[id] = regexes[id]
    }

    private mutating func replace(_ element: XMLElement) {
        guard let id = element.attribute("id"), let target = element.attribute("ref") else {
            return problem(element, "<replace> needs both id and ref")
        }
        spec.replacements.append(ReplaceSpec(id: id, replacement: decorated(target), line: element.line,
                                             dependenciesBefore: spec.dependencies.count))
    }

    // MARK: contexts

    private mutating func context(_ element: XMLElement) {
        let ignoreStyle = Self.bool(element.attribute("ignore-style"))
        let style = element.attribute("style-ref").map(decorated)
        let classes = Self.classes(of: element)
        if let ref = element.attribute("ref") {
            return reference(ref, at: element, ignoreStyle: ignoreStyle, style: style)
        }
        if ignoreStyle { return problem(element, "ignore-style used not in a reference to context") }
        let id = decorated(element.attribute("id") ?? nextUnnamed())
        if let group = element.attribute("sub-pattern") {
            return subPattern(group, id: id, at: element, style: style, classes: classes)
        }
        if element.elements.isEmpty && PatternText.trimmed(element.text).isEmpty {
            // A placeholder (`<context id="hook"/>`, for a <replace>): GtkSourceView defines it
            // as "$^" with no style, class or flag.
            return define(ContextSpec(id: id, line: element.line, kind: .simple(match: "$^"), style: nil,
                                      classes: [], flags: []))
        }
        guard let kind = contextKind(element) else { return }
        var flags = ContextFlags.extendParent
        for (name, flag) in ContextFlags.attributes {
            if let value = element.attribute(name) {
                if Self.bool(value) { flags.insert(flag) } else { flags.remove(flag) }
            }
        }
        define(ContextSpec(id: id, line: element.line, kind: kind, style: style, classes: classes, flags: flags))
        parents.append(id)
        visitChildren(of: element)
        parents.removeLast()
    }

    private mutating func define(_ context: ContextSpec) {
        spec.contexts.append(context)
        if let parent = parents.last {
            spec.children.append(ChildSpec(parent: parent, target: context.id, isRefAll: false,
                                           overridesStyle: false, style: nil, line: context.line))
        }
    }

    private mutating func reference(_ ref: String, at element: XMLElement, ignoreStyle: Bool, style: String?) {
        guard let parent = parents.last else { return problem(element, "a reference outside any context") }
        var target: String
        if let owner = Self.owner(of: ref), !owner.isEmpty {
            if owner != language { depend(on: owner) }
            target = ref
        } else {
            target = language + ":" + ref
        }
        let all = ref.hasSuffix(":*")
        if all { target.removeLast(2) }
        let overrides = ignoreStyle || style != nil
        if all && overrides {
            return problem(element, "style override used with wildcard context reference in ref '\(ref)'")
        }
        if Self.bool(element.attribute("original")) { target = "@" + target }
        spec.children.append(ChildSpec(parent: parent, target: target, isRefAll: all, overridesStyle: overrides,
                                       style: style, line: element.line))
    }

    private mutating func subPattern(_ group: String, id: String, at element: XMLElement, style: String?,
                                     classes: [ClassSpec]) {
        guard let parent = parents.last,
              let owner = spec.contexts.last(where: { $0.id == parent }) else {
            return problem(element, "sub-pattern '\(id)' outside any context")
        }
        let place: SubPatternSpec.Place?
        switch (owner.kind, element.attribute("where") ?? "") {
        case (.simple, ""), (.simple, "default"): place = .match
        case (.container, "start"): place = .start
        case (.container, "end"): place = .end
        default: place = nil
        }
        guard let place else {
            return problem(element, "invalid location ('\(element.attribute("where") ?? "")') for sub pattern '\(id)'")
        }
        let number = Self.nonNegativeInteger(group)
        spec.subPatterns.append(SubPatternSpec(parent: parent, group: number.map { .number($0) } ?? .name(group),
                                               place: place, style: style, classes: classes, line: element.line))
    }

    /// The context's patterns from its `<match>`, `<start>`, `<end>`, or keyword list (with
    /// `<prefix>`/`<suffix>` as they stand when the first `<keyword>` comes), expanded.
    private mutating func contextKind(_ element: XMLElement) -> ContextSpec.Kind? {
        var match: (String, SyntaxRegexOptions)?
        var start: (String, SyntaxRegexOptions)?
        var end: (String, SyntaxRegexOptions)?
        var prefix: String?
        var suffix: String?
        var keywords: [String] = []
        var keywordPrefix = ""
        for child in element.elements {
            let flags = Self.regexOptions(of: child, base: options)
            switch child.name {
            case "match" where !child.children.isEmpty: match = (child.text, flags)
            case "start": start = (child.text, flags)
            case "end": end = (child.text, flags)
            case "prefix": prefix = child.text
            case "suffix": suffix = child.text
            case "keyword" where !child.children.isEmpty:
                if keywords.isEmpty { keywordPrefix = prefix ?? opening }
                keywords.append(child.text)
            default: continue
            }
        }
        if !keywords.isEmpty {
            match = (keywordPrefix + "(" + keywords.joined(separator: "|") + ")" + (suffix ?? closing), options)
        }
        if let (pattern, flags) = match {
            guard start == nil, end == nil else {
                problem(element, "a context with both <match> and <start>/<end>")
                return nil
            }
            guard let text = contextPattern(pattern, flags, at: element, endMayReferToStart: false) else { return nil }
            return .simple(match: text)
        }
        if end != nil && start == nil {
            problem(element, "a context with <end> but no <start>")
            return nil
        }
        var startText: String?
        var endText: String?
        if let (pattern, flags) = start {
            guard let text = contextPattern(pattern, flags, at: element, endMayReferToStart: false) else { return nil }
            startText = text
        }
        if let (pattern, flags) = end {
            guard let text = contextPattern(pattern, flags, at: element, endMayReferToStart: true) else { return nil }
            endText = text
        }
        return .container(start: startText, end: endText)
    }

    private mutating func contextPattern(_ pattern: String, _ flags: SyntaxRegexOptions, at element: XMLElement,
                                         endMayReferToStart: Bool) -> String? {
        guard let text = expand(pattern, flags, at: element) else { return nil }
        let full = PatternText.optionPrefix(flags) + text
        if PatternText.hasSingleByteEscape(full) {
            problem(element, "using \\C is not supported in language definitions")
            return nil
        }
        if !endMayReferToStart && PatternText.hasStartReference(full) {
            problem(element, "context '\(element.attribute("id") ?? "")' cannot contain a \\%{...@start} command")
            return nil
        }
        return full
    }

    /// `\%{id}` and `\%[`/`\%]` expanded; nil (and a problem) for an unknown id.
    private mutating func expand(_ pattern: String, _ flags: SyntaxRegexOptions, at element: XMLElement) -> String? {
        var foreign: [String] = []
        let expanded = PatternText.expandReferences(pattern) { id in
            let full = Self.hasOwner(id) ? id : language + ":" + id
            if let own = regexes[full] { return own }
            guard let owner = Self.owner(of: full), owner != language else { return nil }
            foreign.append(owner)
            return foreignRegex(full)
        }
        foreign.forEach { depend(on: $0) }
        switch expanded {
        case .success(let text):
            return PatternText.expandBoundaries(text, opening: opening, closing: closing)
        case .failure(let unknown):
            problem(element, "Unknown id “\(decorated(unknown.id))” in regex “\(pattern)”")
            return nil
        }
    }

    // MARK: helpers

    private mutating func nextUnnamed() -> String {
        defer { unnamed += 1 }
        return "unnamed-\(unnamed)"
    }

    private func decorated(_ id: String) -> String {
        Self.hasOwner(id) ? id : language + ":" + id
    }

    private mutating func depend(on language: String) {
        if !spec.dependencies.contains(language) { spec.dependencies.append(language) }
    }

    private mutating func problem(_ element: XMLElement, _ message: String) {
        spec.problems.append(SpecProblem(path: spec.path, line: element.line, message: message))
    }
}
