@testable import dent
import DentFiles
import DentTestSupport
import Glibc
import Synchronization
import Testing

/// A language server's process can never outlive dent (issue 54, "Robustness"): its own
/// session and group, nicer than dent, killed when the thread that started it ends, only its
/// pipes open; ending every server takes two short waits whatever the servers do, and leaves
/// no process of their groups. (Here because only this target may import the executable.)
@Suite(.serialized) struct ServerProcessTests {
    /// Fields of /proc/PID/stat after the command's name: state is [0], ppid [1], pgrp [2],
    /// session [3], nice [16].
    static func stat(_ pid: pid_t) -> [String]? {
        guard let text = TextFile.read("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ").map(String.init)
    }

    /// Live (not zombie) processes of process group `group`.
    static func members(ofGroup group: pid_t) -> [pid_t] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        var found: [pid_t] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), let fields = stat(pid), fields.count > 2, fields[0] != "Z", fields[2] == String(group) else { continue }
            found.append(pid)
        }
        return found
    }

    /// The live processes of group `group` once a SIGKILL sent to them has had up to two
    /// seconds to land (a killed process is gone a moment after the signal, not at once).
    static func survivors(ofGroup group: pid_t) -> [pid_t] {
        let deadline = Session.milliseconds() + 2_000
        var left = members(ofGroup: group)
        while !left.isEmpty && Session.milliseconds() < deadline {
            _ = poll(nil, 0, 10)
            left = members(ofGroup: group)
        }
        return left
    }

    static func start(_ words: [String]) throws -> ServerProcess {
        switch ServerProcess.start(words) {
        case .success(let process): return process
        case .failure(let why): throw why
        }
    }

    /// All the server writes on its stdout until it closes it.
    static func output(of process: ServerProcess) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [pollfd(fd: process.output, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, 5_000)
            let count = read(process.output, &chunk, chunk.count)
            if count > 0 { bytes += chunk.prefix(count) } else if count == 0 || errno != EAGAIN { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aServerRunsInASessionAndGroupOfItsOwnTenNicerThanDent() throws {
        let server = try Self.start(["sleep", "30"])
        defer { server.closePipes() }
        let fields = try #require(Self.stat(server.pid))
        let ours = try #require(Self.stat(getpid()))
        #expect(fields[2] == String(server.pid), "its own process group")
        #expect(fields[3] == String(server.pid), "its own session")
        #expect(Int(fields[16]) == (Int(ours[16]) ?? 0) + Int(ServerProcess.niceness))
        ServerEnding.end([server.pid])
        #expect(kill(server.pid, 0) != 0 && errno == ESRCH, "ended and reaped")
    }

    @Test func onlyItsPipesAreOpenInTheServer() throws {
        let server = try Self.start(["ls", "/proc/self/fd"])
        defer { server.closePipes() }
        let open = Set(Self.output(of: server).split(separator: "\n").compactMap { Int($0) })
        ServerEnding.end([server.pid])
        // ls's own descriptor of the folder it lists is the one more.
        #expect(open.isSuperset(of: [0, 1, 2]) && open.count <= 4, "\(open.sorted())")
    }

    @Test func theServerIsKilledWhenTheThreadThatStartedItEnds() throws {
        let started = Mutex<ServerProcess?>(nil)
        let thread = try #require(WorkerThread.start(joinable: true) {
            let process = try? Self.start(["sleep", "30"])
            started.withLock { $0 = process }
        })
        thread.join()
        let server = try #require(started.withLock { $0 })
        defer { server.closePipes() }
        var status: Int32 = 0
        while waitpid(server.pid, &status, 0) < 0 && errno == EINTR {}
        #expect(status & 0x7F == SIGKILL, "the parent-death signal, not the end of its sleep")
    }

    @Test func aProgramThatIsNotThereSaysSo() {
        guard case .failure(let why) = ServerProcess.start(["dent-test-no-such-server"]) else {
            Issue.record("started a program that does not exist")
            return
        }
        #expect(why.reason == "dent-test-no-such-server: No such file or directory")
    }

    @Test func endingAServerThatIgnoresSIGTERMTakesTwoGracesAndLeavesNothingOfItsGroup() throws {
        let server = try Self.start(["sh", "-c", "trap '' TERM; while :; do sleep 1; done"])
        defer { server.closePipes() }
        let before = Session.milliseconds()
        ServerEnding.end([server.pid])
        let took = Session.milliseconds() - before
        // Two graces and a reap: far from the 30 s of waiting on it, whatever the machine's load.
        #expect(took >= UInt64(2 * ServerEnding.grace) && took < 1_000, "\(took) ms")
        #expect(Self.survivors(ofGroup: server.pid).isEmpty)
    }

    @Test func aServerThatExitsAtOnceIsReapedWithoutWaitingAndItsGroupIsSwept() throws {
        // The shell exits; the sleep it left in its group would outlive it.
        let server = try Self.start(["sh", "-c", "sleep 30 & exit 0"])
        defer { server.closePipes() }
        ServerEnding.end([server.pid])
        #expect(Self.survivors(ofGroup: server.pid).isEmpty)
    }
}
