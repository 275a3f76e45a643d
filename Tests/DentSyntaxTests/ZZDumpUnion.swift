import Testing
import Foundation
@testable import DentSyntax

@Test func zzDumpCUnion() throws {
    let set = SpecFixtures.installed()
    guard let grammar = set.grammar(for: "c") else { return }
    for index in grammar.definitions.indices {
        let parts = grammar.children(of: Int32(index)).compactMap { child -> String? in
            let definition = grammar[child.definition]
            return definition.patternRegex(grammar.log) == nil ? nil : definition.pattern
        }.filter { !SyntaxRegex.isAnchored($0) }
        guard parts.count > 5 else { continue }
        let union = TransitionUnion.pattern(parts, marks: parts.indices.map { TransitionMarks.suffix(of: parts[$0], child: $0) })
        print("CONTEXT \(grammar.definitions[index].id) \(parts.count)\n\(union)\n")
    }
}
