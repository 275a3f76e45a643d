/// The context definitions one language highlights with: its spec and every spec it pulls in
/// (`def`, `css` and `js` for `html`...), in one table as GtkSourceView keeps them per language
/// (its GtkSourceContextData), with each file's `<replace>`s applied and every reference
/// resolved (`_gtk_source_context_data_finish_parse`). A reference that cannot be resolved is
/// a problem and is left out; the rest works.
final class Grammar {
    let language: String
    private(set) var definitions: [Definition] = []
    let root: Int32
    let log: ProblemLog

    /// nil when the language's main context ("id:id") is missing. `replacements` are every
    /// file's `<replace>`s in the order GtkSourceView's parse meets them.
    init?(language: String, specs: [LanguageSpec], replacements: [(path: String, replace: ReplaceSpec)],
          styles: StyleTable, classes: ClassTable, log: ProblemLog) {
        self.language = language
        self.log = log
        var table: [String: Int32] = [:]
        for spec in specs {
            spec.styles.forEach(styles.define)
            for context in spec.contexts {
                guard table[context.id] == nil else {
                    log.add(SpecProblem(path: spec.path, line: context.line, message: "duplicated context id “\(context.id)”"))
                    continue
                }
                table[context.id] = Int32(definitions.count)
                table["@" + context.id] = Int32(definitions.count)
                definitions.append(Definition(spec: context, path: spec.path, styles: styles, classes: classes))
            }
        }
        Self.replace(in: &table, replacements, log: log)
        guard let root = table[language + ":" + language] else {
            log.add(SpecProblem(path: specs.first?.path ?? language, line: 0,
                                message: "Missing main language definition (id = \"\(language)\".)"))
            return nil
        }
        self.root = root
        for spec in specs {
            resolveChildren(spec, table: table, styles: styles)
            attachSubPatterns(spec, table: table, styles: styles, classes: classes)
        }
    }

    subscript(_ index: Int32) -> Definition { definitions[Int(index)] }

    /// What the engine tries in a context of `index`, in order (worked out on first use).
    func children(of index: Int32) -> [Definition.Child] {
        let definition = self[index]
        if let children = definition.children { return children }
        let children = flatten(index, visiting: [])
        definition.children = children
        return children
    }

    /// `<replace id="a" ref="b"/>`: every later lookup of `a` finds `b` (`original="true"`
    /// still finds `a` as defined).
    private static func replace(in table: inout [String: Int32], _ replacements: [(path: String, replace: ReplaceSpec)],
                                log: ProblemLog) {
        for (path, replacement) in replacements {
            guard table[replacement.id] != nil else {
                log.add(SpecProblem(path: path, line: replacement.line, message: "unknown context “\(replacement.id)”"))
                continue
            }
            guard let target = table[replacement.replacement] else {
                log.add(SpecProblem(path: path, line: replacement.line, message: "unknown context “\(replacement.replacement)”"))
                continue
            }
            table[replacement.id] = target
        }
    }

    private func resolveChildren(_ spec: LanguageSpec, table: [String: Int32], styles: StyleTable) {
        for child in spec.children {
            guard let parent = table["@" + child.parent] else { continue }
            guard let target = table[child.target] else {
                let shown = child.target.hasPrefix("@") ? String(child.target.dropFirst()) : child.target
                log.add(SpecProblem(path: spec.path, line: child.line, message: "invalid context reference “\(shown)”"))
                continue
            }
            let definition = self[target]
            let isRefAll = child.isRefAll || definition.isPureContainer
            if isRefAll && child.overridesStyle {
                log.add(SpecProblem(path: spec.path, line: child.line,
                                    message: "style override used with wildcard context reference in ref “\(child.target)”"))
                continue
            }
            let style = child.overridesStyle ? child.style.map { styles.id(for: $0) } : definition.style
            let resolved = Definition.Child(definition: target, style: style,
                                            ignoresStyleDeeply: child.overridesStyle && child.style == nil)
            self[parent].declaredChildren.append((resolved, isRefAll))
        }
    }

    private func attachSubPatterns(_ spec: LanguageSpec, table: [String: Int32], styles: StyleTable, classes: ClassTable) {
        for sub in spec.subPatterns {
            guard let parent = table["@" + sub.parent] else { continue }
            self[parent].subPatterns.append(Definition.SubPattern(
                group: sub.group, place: sub.place, style: sub.style.map { styles.id(for: $0) },
                classes: classes.masks(sub.classes)))
        }
    }

    /// The children the engine tries in a context of `index`, wildcards expanded; a wildcard
    /// that leads back to a definition being expanded (a spec including itself in a loop) is a
    /// problem and is cut there.
    private func flatten(_ index: Int32, visiting: Set<Int32>) -> [Definition.Child] {
        var result: [Definition.Child] = []
        let definition = self[index]
        for (child, isRefAll) in definition.declaredChildren {
            guard isRefAll else {
                result.append(child)
                continue
            }
            if visiting.contains(child.definition) || child.definition == index {
                log.add(SpecProblem(path: definition.path, line: definition.line,
                                    message: "context “\(definition.id)” includes itself through “\(self[child.definition].id):*”"))
                continue
            }
            result += flatten(child.definition, visiting: visiting.union([index]))
        }
        return result
    }
}
