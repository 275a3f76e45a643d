// The editorconfig-core-test suite (https://github.com/editorconfig/editorconfig-core-test), run
// through the pure parser and resolver. Each case is one `new_ec_test` row of the suite's
// CMakeLists.txt files: the .in file is the only configuration file, in the case's folder, and the
// pairs for the file must be exactly the expected `key=value` lines. The filetree/ cases need
// several files in several folders and run on disk in DentFilesTests/EditorConfigFilesTests.swift.
//
// Not ported:
// - properties `indent_size_default_pre_0_9_0`: it passes `-b 0.8.0`, asking the core to behave
//   as specification 0.8.0 did; dent implements the current specification only.
// - cli `test_long_version_switch`, `test_short_version_switch`: they test the `editorconfig`
//   command's `--version` output; dent has no such command.
// - glob: the suite at commit 895b3a65 counts 130 glob cases; 128 are ported from its stored
//   rows, `star_after_slash_ML_in_subdir` was rebuilt from its name and the specification (its row
//   was not available), and one further row added in that revision could not be recovered.
// - parser: that revision counts 34 parser cases; the 30 whose rows were available are ported.
//   The other four use empty_values.in and leading_slash.in, whose rows were not available: the
//   `(spec)` cases below check those files against the specification's wording instead, using an
//   earlier revision of each file (two bytes differ from 895b3a65's), as is whitespace.in.
// - Rows from older revisions that the current specification contradicts (`:` as a separator,
//   comments after a value, truncation of long keys and values) are not included.

import DentConfig
import Testing

@Suite struct EditorConfigCoreTests {
    @Test(arguments: EditorConfigGlobCases.star + EditorConfigGlobCases.brackets + EditorConfigGlobCases.starStar)
    func glob(_ testCase: EditorConfigCoreCase) { check(testCase) }

    @Test(arguments: EditorConfigGlobCases.braces + EditorConfigGlobCases.bracePatterns)
    func braces(_ testCase: EditorConfigCoreCase) { check(testCase) }

    @Test(arguments: EditorConfigParserCases.parser + EditorConfigParserCases.specification)
    func parser(_ testCase: EditorConfigCoreCase) { check(testCase) }

    @Test(arguments: EditorConfigParserCases.properties + EditorConfigParserCases.cliAndMeta)
    func properties(_ testCase: EditorConfigCoreCase) { check(testCase) }

    @Test func everyCaseNamesAFileThatExists() {
        let cases = EditorConfigGlobCases.star + EditorConfigGlobCases.brackets + EditorConfigGlobCases.starStar
            + EditorConfigGlobCases.braces + EditorConfigGlobCases.bracePatterns + EditorConfigParserCases.parser
            + EditorConfigParserCases.specification + EditorConfigParserCases.properties
            + EditorConfigParserCases.cliAndMeta
        #expect(cases.filter { EditorConfigCoreFiles.all[$0.file] == nil }.map(\.name) == [])
        #expect(Set(cases.map(\.name)).count == cases.count, "case names are unique")
    }

    private func check(_ testCase: EditorConfigCoreCase) {
        guard let text = EditorConfigCoreFiles.all[testCase.file] else {
            Issue.record("no file \(testCase.file)")
            return
        }
        let source = EditorConfigSource(directory: testCase.directory, text: text)
        let pairs = EditorConfigResolver.pairs(forFile: testCase.directory + "/" + testCase.path, sources: [source])
        #expect(pairs.map(\.description).sorted() == testCase.expected.sorted())
    }
}
