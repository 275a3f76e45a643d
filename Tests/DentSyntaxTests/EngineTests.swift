import DentSyntax
import Testing

/// Each construct of the `.lang` format on a fixture (EngineFixtures), and the same fixtures
/// against GtkSourceView itself.
@Suite struct EngineTests {
    @Test(arguments: EngineFixtures.all)
    func fixtureHighlightsAsExpected(_ fixture: EngineFixture) throws {
        let set = SpecFixtures.set(fixture.specs)
        let highlighted = try #require(Highlighted(set, fixture.language), "\(set.problems)")
        #expect(highlighted.runs(fixture.text) == fixture.expected)
        #expect(set.problems.isEmpty, "\(set.problems)")
    }

    @Test(.enabled(if: GtkReference.isAvailable, "needs /usr/bin/python3 with GtkSource 4 (python3-gi, gir1.2-gtksource-4) and the installed specs"),
          arguments: EngineFixtures.all)
    func fixtureHighlightsAsGtkSourceViewDoes(_ fixture: EngineFixture) throws {
        let set = SpecFixtures.set(fixture.specs)
        let highlighted = try #require(Highlighted(set, fixture.language))
        let theirs = try GtkReference.spans(of: Array(fixture.text.utf8), name: "fixture.txt", language: fixture.language,
                                            specs: fixture.specs)
        #expect(highlighted.listing(fixture.text) == theirs)
    }
}
