// The filetree/ cases of editorconfig-core-test, run on disk: the tree is written under /tmp and
// each case looks its file up with `EditorConfigFiles`, searching for the case's configuration
// file name as `editorconfig -f name` does. All 24 rows are ported; none is skipped
// (`path_separator_backslash_in_cmd_line` is run with its POSIX answer, as the suite does off
// Windows).

import DentConfig
@testable import DentFiles
import Glibc
import Testing

@Suite struct EditorConfigFilesTests {
    @Test(arguments: EditorConfigFiletree.cases)
    func filetree(_ testCase: EditorConfigFiletreeCase) {
        let tree = EditorConfigTree()
        for (path, text) in EditorConfigFiletree.files { tree.write("filetree/" + path, text) }
        let pairs = EditorConfigFiles.pairs(for: tree.path("filetree/" + testCase.path), named: testCase.configName)
        #expect(pairs.map(\.description).sorted() == testCase.expected.sorted())
    }

    @Test func findsDotEditorconfigFilesUpwardsAndStopsAtTheRoot() {
        let tree = EditorConfigTree()
        tree.write(".editorconfig", "root = true\n[*]\nindent_style = tab\nfar = 1\n")
        tree.write("a/.editorconfig", "[*.c]\nindent_style = space\nindent_size = 2\n")
        tree.write("a/b/c/.editorconfig", "[*]\nnear = 1\n")
        let properties = EditorConfigFiles.properties(for: tree.path("a/b/c/d/e.c"))
        #expect(properties.indentStyle == .space)
        #expect(properties.indentSize == .columns(2))
        #expect(properties.raw["far"] == "1")
        #expect(properties.raw["near"] == "1")
        #expect(EditorConfigFiles.sources(for: tree.path("a/b/c/d/e.c")).map(\.directory)
            == [tree.path("a/b/c"), tree.path("a"), tree.root])
    }

    @Test func skipsAFolderAFifoAndAnUnreadableFileNamedEditorconfig() {
        let tree = EditorConfigTree()
        tree.write(".editorconfig", "root = true\n[*]\nkey = parent\n")
        tree.makeFolders("dir/.editorconfig")
        tree.makeFolders("fifo")
        mkfifo(tree.path("fifo/.editorconfig"), 0o644)
        tree.write("locked/.editorconfig", "[*]\nother = 1\n", mode: 0o000)
        #expect(EditorConfigFiles.pairs(for: tree.path("dir/a.c")).map(\.description) == ["key=parent"])
        #expect(EditorConfigFiles.pairs(for: tree.path("fifo/a.c")).map(\.description) == ["key=parent"])
        let locked = EditorConfigFiles.properties(for: tree.path("locked/a.c"))
        #expect(locked.raw["key"] == "parent")
        if geteuid() != 0 { #expect(locked.raw["other"] == nil, "root can read it anyway") }
    }

    @Test func aFileInAFolderThatDoesNotExistStillGetsItsParentsSettings() {
        let tree = EditorConfigTree()
        tree.write(".editorconfig", "root = true\n[new/*.md]\ntrim_trailing_whitespace = false\n")
        #expect(EditorConfigFiles.properties(for: tree.path("new/x.md")).trimTrailingWhitespace == false)
    }

    @Test func aRelativePathIsTakenFromTheWorkingDirectory() {
        let tree = EditorConfigTree()
        tree.write(".editorconfig", "root = true\n[*.c]\nindent_size = 3\n")
        let cwd = EditorConfigPaths.currentDirectory() ?? "/"
        let up = String(repeating: "../", count: cwd.split(separator: "/").count)
        let relative = up + tree.root.dropFirst() + "/./src/../a.c"
        #expect(EditorConfigFiles.properties(for: relative).indentSize == .columns(3))
    }

    @Test func pathsAreMadeAbsoluteAndNormalizedLexically() {
        #expect(EditorConfigPaths.absolute("a/b.c", currentDirectory: "/w") == "/w/a/b.c")
        #expect(EditorConfigPaths.absolute("./a//b/../c.c", currentDirectory: "/w/x") == "/w/x/a/c.c")
        #expect(EditorConfigPaths.absolute("../../../a", currentDirectory: "/w") == "/a")
        #expect(EditorConfigPaths.absolute("/abs/./f", currentDirectory: nil) == "/abs/f")
        #expect(EditorConfigPaths.absolute("rel", currentDirectory: nil) == nil)
        #expect(EditorConfigPaths.parent(of: "/a/b") == "/a")
        #expect(EditorConfigPaths.parent(of: "/a") == "/")
        #expect(EditorConfigPaths.parent(of: "/") == "/")
        #expect(EditorConfigPaths.child(".editorconfig", of: "/") == "/.editorconfig")
    }
}
