import Testing
@testable import DentSyntax

@Suite struct StyleTableTests {
    /// A chain is remembered once asked for, and a `<style>` defined later that lengthens it
    /// (the memo's one dependency) is seen by the next ask.
    @Test func aChainAskedBeforeALaterDefinitionFollowsIt() {
        let table = StyleTable()
        table.define(StyleSpec(id: "t:a", mapTo: "t:b"))
        let a = table.id(for: "t:a")
        #expect(table.chain(of: a) == ["t:b"])
        #expect(table.chain(of: a) == ["t:b"])
        table.define(StyleSpec(id: "t:b", mapTo: "def:c"))
        #expect(table.chain(of: a) == ["t:b", "def:c"])
        #expect(table.chain(of: table.id(for: "def:c")) == [])
        #expect(table.chain(of: a) == table.chain(after: "t:a"))
    }
}
