import Testing
import DentFiles
import DentTestSupport

@Suite struct DirectoryListingTests {
    /// The stale-temporary sweep and the backup search ask for the names that start with one
    /// prefix; they get those whose bytes start with its bytes, and no other (a name that is
    /// only canonically equivalent is another file, not one dent made).
    @Test func namesStartingWithAPrefixMatchByteForByte() throws {
        let dir = try Fixture.scratch()
        let names = [".f.dent-tmp-1-a", ".f.dent-tmp-22-b", ".f.dent-tmp", ".g.dent-tmp-1-a", "f",
                     ".\u{E9}.dent-tmp-3-c", ".e\u{301}.dent-tmp-4-d"]
        for name in names { try dir.write(name, "x") }
        #expect(DirectoryListing.names(of: dir.path, startingWith: ".f.dent-tmp-").sorted() == [".f.dent-tmp-1-a", ".f.dent-tmp-22-b"])
        #expect(DirectoryListing.names(of: dir.path, startingWith: ".\u{E9}.dent-tmp-") == [".\u{E9}.dent-tmp-3-c"])
        #expect(DirectoryListing.names(of: dir.path, startingWith: "").sorted() == names.sorted(), "an empty prefix keeps every name but . and ..")
        #expect(DirectoryListing.names(of: dir.file("missing"), startingWith: "").isEmpty)
    }
}
