@testable import DentFiles
import DentTestSupport
import Glibc
import Testing

/// What this machine lets the tests do, each found out once by trying it, for the
/// `.enabled(if:)` traits of the tests that need it: a test the machine cannot run is reported
/// as skipped, with the trait's comment, never as passed.
enum HostAbilities {
    /// The tests run as root (chown to another user, chattr, mount namespaces, setpriv need it).
    static let isRoot = geteuid() == 0

    /// `chattr +i` works on a file in a scratch directory (root, and a file system with the
    /// immutable flag: not tmpfs before Linux 6.0, not overlayfs in some containers).
    static let canSetImmutable: Bool = {
        guard isRoot, let dir = try? Fixture.scratch("dent-probe"), (try? dir.write("f", "x")) != nil else { return false }
        guard Child.immutable(dir.file("f"), true) == nil else { return false }
        return Child.immutable(dir.file("f"), false) == nil
    }()

    /// A `user.*` extended attribute can be set on a file in a scratch directory.
    static let hasUserExtendedAttributes: Bool = {
        guard let dir = try? Fixture.scratch("dent-probe"), (try? dir.write("f", "x")) != nil,
              let attributes = ExtendedAttributes() else { return false }
        return attributes.set("user.dent.probe", Array("x".utf8), at: dir.file("f")) == 0
    }()

    /// The tests can run a child as user nobody (root, and `setpriv` from util-linux).
    static let canSwitchUser = Child.cannotSwitchUser() == nil

    /// Linux's transparent huge pages are given where a program asks for them (`madvise`
    /// mode, Debian's default): a program's advice is what decides, so a test checks it.
    static let hugePagesOnRequest: Bool = {
        TextFile.read("/sys/kernel/mm/transparent_hugepage/enabled")?.contains("[madvise]") == true
    }()

    /// The tests can mount a tmpfs in a private mount namespace (root, and `unshare -m` works).
    static let hasMountNamespaces: Bool = {
        guard isRoot, ProcessRunner.findInPath("unshare") != nil else { return false }
        return (try? Child.shell("unshare -m --propagation private true"))?.exitStatus == 0
    }()
}
