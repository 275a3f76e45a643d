@testable import DentSyntax
import Testing

/// Every installed GtkSourceView 4 spec loads, and all its regexes compile (`check`), as CI
/// checks after installing libgtksourceview-4-common. The helper specs (the parts of
/// JavaScript and TypeScript, gtk-doc) have no main context of their own: they are checked
/// through the languages that include them.
@Suite struct InstalledSpecsTests {
    @Test(.enabled(if: SpecFixtures.installedSpecsExist, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
    func everyInstalledSpecLoadsAndCompiles() {
        var languages = 0
        for id in SpecFixtures.installedPaths.keys.sorted() {
            let set = SpecFixtures.installed()
            let problems = set.check(id)
            if set.canHighlight(id) {
                languages += 1
                #expect(problems.isEmpty, "\(id): \(problems)")
            } else {
                #expect(problems.map(\.message) == ["Missing main language definition (id = \"\(id)\".)"], "\(id)")
            }
        }
        #expect(languages >= 151)
    }

    /// Marking the children's parts never makes PCRE2 refuse a search it takes unmarked, in any
    /// context of any installed spec (the children alone: the ends in front are never marked),
    /// and most children are marked.
    @Test(.enabled(if: SpecFixtures.installedSpecsExist, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
    func everyInstalledContextsSearchTakesItsMarks() throws {
        let set = SpecFixtures.installed()
        var (children, marked) = (0, 0)
        for id in SpecFixtures.installedPaths.keys.sorted() {
            guard let grammar = set.grammar(for: id) else { continue }
            for index in grammar.definitions.indices {
                let parts = grammar.children(of: Int32(index)).compactMap { child -> String? in
                    let definition = grammar[child.definition]
                    return definition.patternRegex(grammar.log) == nil ? nil : definition.pattern
                }.filter { !SyntaxRegex.isAnchored($0) }
                guard !parts.isEmpty, (try? SyntaxRegex(TransitionUnion.pattern(parts))) != nil else { continue }
                let union = TransitionUnion.pattern(parts, marks: parts.indices.map { TransitionMarks.suffix(of: parts[$0], child: $0) })
                #expect(throws: Never.self, "\(id), context \(grammar.definitions[index].id)") { try SyntaxRegex(union) }
                children += parts.count
                marked += parts.filter(TransitionMarks.isMarkable).count
            }
        }
        #expect(marked * 10 >= children * 9, "\(marked) of \(children) children marked")
    }
}
