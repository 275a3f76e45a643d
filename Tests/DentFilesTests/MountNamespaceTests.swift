import DentFiles
import DentTestSupport
import Glibc
import Testing

/// A full disk and a read-only file system, for real: a 1 MiB tmpfs mounted in a private mount
/// namespace (`unshare -m --propagation private`), so nothing is visible outside the test.
@Suite(.enabled(if: HostAbilities.hasMountNamespaces, "needs root and unshare -m (util-linux)"))
struct MountNamespaceTests {
    /// Runs `steps` in a new mount namespace with a 1 MiB tmpfs on `mount`; returns the output.
    static func inNamespace(mount: String, _ steps: String) throws -> ProcessResult {
        let script = "set -e; mount -t tmpfs -o size=1m,mode=755 tmpfs \(Child.quote(mount)); " + steps
        return try Child.shell("exec unshare -m --propagation private sh -c \(Child.quote(script))")
    }

    /// The probe commands as shell words, for scripts.
    static func probe(_ words: String) throws -> String {
        "\(Child.quote(try Child.probe())) \(words)"
    }

    @Test func aFullDiskFailsTheAtomicSaveAndKeepsTheOriginal() throws {
        let dir = try Fixture.scratch()
        let m = Child.quote(dir.path)
        let result = try Self.inNamespace(mount: dir.path, """
            \(try Self.probe("fill \(m)/f 300000 1"))
            \(try Self.probe("save \(m)/f 900000 2")) || echo refused
            \(try Self.probe("check \(m)/f 300000 1")) && echo original
            ls -A \(m)
            """)
        #expect(result.stdout == "refused\noriginal\nf\n", "\(result)")
        #expect(result.stderr.contains("No space left on device"), "\(result)")
    }

    @Test func aFullDiskFailsTheInPlaceSaveAndKeepsTheOriginal() throws {
        let dir = try Fixture.scratch()
        let state = try Fixture.scratch("dent-state")
        let m = Child.quote(dir.path)
        let result = try Self.inNamespace(mount: dir.path, """
            \(try Self.probe("fill \(m)/f 300000 1")); ln \(m)/f \(m)/g
            XDG_STATE_HOME=\(Child.quote(state.path)) \(try Self.probe("save \(m)/f 900000 2")) || echo refused
            \(try Self.probe("check \(m)/g 300000 1")) && echo original
            ls -A \(m)
            """)
        #expect(result.stdout == "refused\noriginal\nf\ng\n", "\(result)")
        #expect(result.stderr.contains("No space left on device (reserving space)"), "\(result)")
    }

    @Test func aSaveThatFitsSucceedsOnTmpfs() throws {
        let dir = try Fixture.scratch()
        let m = Child.quote(dir.path)
        let result = try Self.inNamespace(mount: dir.path, """
            \(try Self.probe("fill \(m)/f 300000 1"))
            \(try Self.probe("save \(m)/f 400000 2"))
            \(try Self.probe("check \(m)/f 400000 2")) && echo new
            ls -A \(m)
            """)
        #expect(result.stdout == "saved atomic\nnew\nf\n", "\(result)")
    }

    @Test func aReadOnlyFileSystemIsRefused() throws {
        let dir = try Fixture.scratch()
        let m = Child.quote(dir.path)
        let result = try Self.inNamespace(mount: dir.path, """
            \(try Self.probe("fill \(m)/f 1000 1"))
            mount -o remount,ro \(m)
            \(try Self.probe("writable \(m)/f"))
            \(try Self.probe("save \(m)/f 2000 2")) || echo refused
            \(try Self.probe("check \(m)/f 1000 1")) && echo original
            """)
        #expect(result.stdout.hasPrefix("notWritable(cannot save \(dir.file("f")): Read-only file system"), "\(result)")
        #expect(result.stdout.hasSuffix("refused\noriginal\n"), "\(result)")
        #expect(result.stderr.contains("cannot save \(dir.file("f")): Read-only file system"), "\(result)")
    }
}
