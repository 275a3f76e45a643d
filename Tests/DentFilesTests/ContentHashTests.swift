import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// A rewrite that keeps the size and the mtime (`dd conv=notrunc`, then `touch -r`) moves only
/// the change time, as a chmod does: the bytes' hash tells them apart.
@Suite struct ContentHashTests {
    static let base = IdentityTests.base

    static var ctimeOnly: FileIdentity {
        var identity = base
        identity.changed.nanoseconds += 1
        return identity
    }

    @Test func onlyAChangeTimeMoveIsCheckedAgainstTheHash() {
        let moved = Self.ctimeOnly
        #expect(Self.base.change(comparedTo: moved, contentHash: 7) { 7 } == .metadataChanged(moved), "a chmod")
        #expect(Self.base.change(comparedTo: moved, contentHash: 7) { 8 } == .contentChanged(moved), "a rewrite, mtime put back")
        #expect(Self.base.change(comparedTo: moved, contentHash: 7) { nil } == .contentChanged(moved), "unreadable: cannot tell")
        #expect(Self.base.change(comparedTo: moved, contentHash: nil) { 7 } == .contentChanged(moved),
                "a file too big to hash: a change-time move is a change")
        var written = Self.base
        written.modified.seconds += 1
        var asked = false
        #expect(Self.base.change(comparedTo: written, contentHash: 7) { asked = true; return 7 } == .contentChanged(written))
        #expect(Self.base.change(comparedTo: Self.base, contentHash: 7) { asked = true; return 8 } == .unchanged)
        #expect(Self.base.change(comparedTo: nil, contentHash: 7) { asked = true; return 8 } == .missing)
        #expect(!asked, "the file is read again only when just the change time moved")
    }

    @Test func theHashIsOfTheBytesWhereverTheGapIs() {
        var generator = SplitMix64(state: 9)
        for size in [0, 1, 7, 31, 32, 33, 100, 4097] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var moved = GapBuffer(bytes)
            for cut in [0, size / 3, size] {
                moved.insert(contentsOf: [1, 2, 3], at: cut)
                moved.remove(cut..<cut + 3)
                #expect(ContentHash.of(moved) == ContentHash.of(GapBuffer(bytes)), "size \(size), gap at \(cut)")
            }
            for index in bytes.indices {
                var changed = bytes
                changed[index] ^= 0x20
                #expect(ContentHash.of(GapBuffer(changed)) != ContentHash.of(GapBuffer(bytes)), "size \(size), byte \(index)")
            }
        }
        #expect(ContentHash.of(GapBuffer([0])) != ContentHash.of(GapBuffer([0, 0])), "zero padding does not hide the length")
    }

    @Test func aRewriteThatKeepsSizeAndMtimeIsAChangeAndAChmodIsNot() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "one two\n")
        let loaded = try FileLoader.load(path: dir.file("f"))
        let identity = try #require(loaded.identity)
        #expect(loaded.contentHash == ContentHash.ofFile(at: dir.file("f")))
        try #require(chmod(dir.file("f"), 0o600) == 0)
        #expect(identity.changeOnDisk(at: dir.file("f"), contentHash: loaded.contentHash) != .contentChanged(identity))
        guard case .metadataChanged = identity.changeOnDisk(at: dir.file("f"), contentHash: loaded.contentHash) else {
            Issue.record("a chmod keeps the bytes")
            return
        }
        let result = try Child.shell("cd \(Child.quote(dir.path)) && touch -r f ref "
            + "&& printf TWO | dd of=f bs=1 seek=4 conv=notrunc 2>/dev/null && touch -r ref f")
        #expect(result.exitStatus == 0, "\(result)")
        let now = try #require(FileIdentity.current(at: dir.file("f")))
        #expect(now.size == identity.size && now.modified == identity.modified, "size and mtime kept")
        #expect(identity.changeOnDisk(at: dir.file("f"), contentHash: loaded.contentHash) == .contentChanged(now))
        #expect(identity.changeOnDisk(at: dir.file("f")) == .metadataChanged(now), "what the identity alone says")
    }

    @Test func aSaveGivesTheHashOfWhatItWrote() throws {
        let dir = try Fixture.scratch()
        let saved = try FileSaver.save(GapBuffer(Array("saved\n".utf8)), to: dir.file("f"))
        #expect(saved.contentHash != nil)
        #expect(saved.contentHash == ContentHash.ofFile(at: dir.file("f")))
    }
}
