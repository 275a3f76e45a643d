import DentConfig
import Testing

/// Resolution across several files: order, root, folders, and what `unset` does to the pairs.
@Suite struct EditorConfigResolverTests {
    /// Sources closest first, as `EditorConfigFiles` finds them.
    private func pairs(_ path: String, _ sources: [(String, String)]) -> [String] {
        EditorConfigResolver.pairs(
            forFile: path, sources: sources.map { EditorConfigSource(directory: $0.0, text: $0.1) }
        ).map(\.description)
    }

    @Test func closerFilesAndLaterSectionsWin() {
        let result = pairs("/p/src/a.c", [
            ("/p/src", "[*.c]\nindent_size = 2\n[a.c]\nx = near\n"),
            ("/p", "[*]\nindent_size = 8\nx = far\ny = far\n[*]\nx = later\n"),
        ])
        #expect(result == ["indent_size=2", "x=near", "y=far", "tab_width=2"])
    }

    @Test func aRootFileEndsTheListAndSourcesBeyondItAreIgnored() {
        let result = pairs("/p/src/a.c", [
            ("/p/src", "[*]\na = 1\n"),
            ("/p", "root = true\n[*]\nb = 2\n"),
            ("/", "[*]\nc = 3\n"),
        ])
        #expect(result.sorted() == ["a=1", "b=2"])
    }

    @Test func globsAreMatchedFromTheFolderOfTheirFile() {
        let sources = [("/p/src", "[lib/*.c]\nnear = yes\n"), ("/p", "[src/lib/*.c]\nfar = yes\n[lib/*.c]\nwrong = yes\n")]
        #expect(pairs("/p/src/lib/a.c", sources).sorted() == ["far=yes", "near=yes"])
        #expect(pairs("/p/src/a.c", sources).isEmpty)
    }

    @Test func aSourceThatDoesNotHoldTheFileIsSkipped() {
        #expect(pairs("/q/a.c", [("/p", "[*]\nx = 1\n")]).isEmpty)
        #expect(pairs("/pq/a.c", [("/p", "[*]\nx = 1\n")]).isEmpty, "a folder name prefix is not a parent")
        #expect(pairs("/a.c", [("/", "[*.c]\nx = 1\n")]) == ["x=1"])
    }

    @Test func preamblePairsOtherThanRootDoNotApply() {
        #expect(pairs("/p/a.c", [("/p", "indent_style = tab\n[*.c]\nx = 1\n")]) == ["x=1"])
    }

    @Test func unsetIsReportedLikeAnyValueAndTheDefaultsFollowTheCore() {
        let sources = [("/p/u", "[*]\nindent_size = unset\ncharset = unset\n"), ("/p", "[*]\nindent_size = 4\ncharset = utf-8\n")]
        #expect(pairs("/p/u/a", sources) == ["indent_size=unset", "charset=unset", "tab_width=unset"])
        #expect(pairs("/p/a", [("/p", "[*]\nindent_size = tab\ntab_width = unset\n")]) == ["indent_size=tab", "tab_width=unset"])
    }
}
