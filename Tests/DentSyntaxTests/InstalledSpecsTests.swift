import DentSyntax
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
}
