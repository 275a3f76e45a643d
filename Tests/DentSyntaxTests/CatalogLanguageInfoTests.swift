import Testing
@testable import DentSyntax

@Suite struct CatalogLanguageInfoTests {
    func root(_ attributes: [(String, String)], metadata: [(String, String)] = []) -> XMLElement {
        let properties = metadata.map { XMLNode.element(XMLElement(name: "property", attributes: [XMLAttribute("name", $0.0)], children: [.text($0.1)])) }
        return XMLElement(name: "language", attributes: attributes.map { XMLAttribute($0.0, $0.1) },
                          children: [.element(XMLElement(name: "metadata", children: properties))], line: 3)
    }

    @Test func readsWhatGtkSourceViewReads() throws {
        let info = try LanguageInfo.read(root([("id", "Py"), ("_name", "Python"), ("version", "2.0"), ("_section", "Script")],
                                              metadata: [("globs", "*.py; *.pyi;;"), ("mimetypes", "text/x-python;application/x-python")]),
                                         path: "/p/py.lang").get()
        #expect(info == LanguageInfo(id: "py", name: "Python", section: "Script", isHidden: false, globs: ["*.py", "*.pyi"],
                                     mimeTypes: ["text/x-python", "application/x-python"], path: "/p/py.lang"))
    }

    @Test func listsAreTrimmedOfBlanksAroundEachItemOnly() {
        #expect(LanguageInfo.list(" *.c ;\t*.h\r\n; ;\n*.in c;") == ["*.c", "*.h", "*.in c"])
        #expect(LanguageInfo.list(nil).isEmpty && LanguageInfo.list(" \t\r\n").isEmpty)
        #expect(CatalogText.trimmed("\r\n é \t"[...]) == "é")
    }

    @Test func theCommentPrefixesAreRead() throws {
        let info = try LanguageInfo.read(root([("id", "f"), ("name", "F"), ("version", "2.0")],
                                              metadata: [("line-comment-start", " ! "), ("block-comment-start", "(*"), ("block-comment-end", "*)")]),
                                         path: "f.lang").get()
        #expect(info.lineComment == "!" && info.blockCommentStart == "(*" && info.blockCommentEnd == "*)")
        let none = try LanguageInfo.read(root([("id", "g"), ("name", "G"), ("version", "2.0")]), path: "g.lang").get()
        #expect(none.lineComment.isEmpty && none.blockCommentStart.isEmpty)
    }

    @Test func theIdFallsBackToTheNameAndSectionToOther() throws {
        let info = try LanguageInfo.read(root([("name", "My Lang"), ("version", "2.0"), ("hidden", "yes")]), path: "x").get()
        #expect(info.id == "my lang")
        #expect(info.section == "Other")
        #expect(info.isHidden)
        #expect(info.globs.isEmpty)
    }

    @Test func problemsSayTheLine() {
        let cases: [(XMLElement, String)] = [
            (XMLElement(name: "style-scheme", line: 3), "not <language>"),
            (root([("id", "a"), ("version", "2.0")]), "no name"),
            (root([("id", "a"), ("name", "A")]), "no version"),
            (root([("id", "a"), ("name", "A"), ("version", "1.0")]), "version 1.0"),
        ]
        for (element, message) in cases {
            guard case .failure(let problem) = LanguageInfo.read(element, path: "f.lang") else {
                Issue.record("\(message): read")
                continue
            }
            #expect(problem.path == "f.lang" && problem.line == 3 && problem.message.contains(message), "\(problem)")
        }
    }

    @Test func theListingRoundTripsThroughItsCacheText() {
        let good = LanguageInfo(id: "a", name: "A\tname", section: "S", isHidden: true, globs: ["*.a", "A"], mimeTypes: ["text/x-a"],
                                path: "/d/a.lang", lineComment: "//", blockCommentStart: "/*", blockCommentEnd: "*/")
        let bad = SpecProblem(path: "/d/b.lang", line: 7, message: "tag\nmismatch \\ here")
        let listing = SpecListing(folders: [
            .init(path: "/d", stamp: FileStamp(size: 10, changed: 123_456_789_012), files: [
                .init(name: "a.lang", stamp: FileStamp(size: 1, changed: 2), language: .success(good)),
                .init(name: "b.lang", stamp: FileStamp(size: 3, changed: 4), language: .failure(bad)),
            ]),
            .init(path: "/missing", stamp: nil, files: []),
        ], mimeFiles: [
            .init(path: "/usr/share/mime/globs2", stamp: FileStamp(size: 5, changed: 6),
                  bytes: Array("# comment\n50:text/x-c++src:*.C:cs\n10:text/x-makefile:makefile.*\n".utf8)),
            .init(path: "/usr/share/mime/subclasses", stamp: FileStamp(size: 7, changed: 8), bytes: Array("application/x-abiword application/xml\n".utf8)),
            .init(path: "/usr/share/mime/aliases", stamp: nil, bytes: []),
        ])
        #expect(SpecListing.decode(listing.encoded()) == listing)
        let globs = SpecListing.decode(listing.encoded())?.mimeGlobs
        #expect(globs?.hierarchy.lineage(of: "application/x-abiword") == ["application/x-abiword", "application/xml"])
        #expect(globs?.types(of: "x.C") == ["text/x-c++src"])
    }

    @Test func aTornOrForeignCacheIsNotUsed() {
        let listing = SpecListing(folders: [.init(path: "/d", stamp: FileStamp(size: 1, changed: 1), files: [])])
        let bytes = listing.encoded()
        #expect(SpecListing.decode(Array(bytes.dropLast())) == nil)
        #expect(SpecListing.decode(Array("something else\n".utf8)) == nil)
        #expect(SpecListing.decode(Array(bytes) + Array("file\tx\n".utf8)) == nil)
    }

    @Test func theFirstDefinitionOfAnIdWins() {
        let first = LanguageInfo(id: "c", name: "Mine", path: "/user/c.lang")
        let second = LanguageInfo(id: "c", name: "C", path: "/usr/c.lang")
        let listing = SpecListing(folders: [
            .init(path: "/user", stamp: FileStamp(size: 0, changed: 0), files: [.init(name: "c.lang", stamp: FileStamp(size: 0, changed: 0), language: .success(first))]),
            .init(path: "/usr", stamp: FileStamp(size: 0, changed: 0), files: [.init(name: "c.lang", stamp: FileStamp(size: 0, changed: 0), language: .success(second))]),
        ])
        #expect(listing.languages == [first])
    }
}
