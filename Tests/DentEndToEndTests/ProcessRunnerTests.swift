import DentTestSupport
import Glibc
import Testing

/// The harness itself: a runner that hangs or loses output would make every end-to-end test lie.
@Suite("Test support: ProcessRunner")
struct ProcessRunnerTests {
    @Test("Exit status, stdout and stderr are collected separately")
    func statusAndStreams() throws {
        let result = try ProcessRunner.run("sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.termination == .exited(3))
        #expect(result.stdout == "out\n")
        #expect(result.stderr == "err\n")
    }

    @Test("A process killed by a signal reports the signal")
    func signal() throws {
        let result = try ProcessRunner.run("sh", ["-c", "kill -TERM $$"])
        #expect(result.termination == .signaled(SIGTERM))
        #expect(result.exitStatus == nil)
    }

    @Test("Large stdin and large output on both pipes at once do not deadlock")
    func largeStreams() throws {
        let input = [UInt8]((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let result = try ProcessRunner.run("sh", ["-c", "tee /dev/stderr"], stdin: input, timeout: .seconds(20))
        #expect(result.exitStatus == 0)
        #expect(result.standardOutput == input)
        #expect(result.standardError == input)
    }

    @Test("A grandchild that keeps the pipes open (a daemon) does not hang the caller")
    func daemonizingChild() throws {
        let start = ContinuousClock.now
        let result = try ProcessRunner.run("sh", ["-c", "sleep 5 & echo started"], timeout: .seconds(20))
        #expect(result.exitStatus == 0)
        #expect(result.stdout == "started\n")
        #expect(ContinuousClock.now - start < .seconds(4))
    }

    @Test("Environment changes reach the child; nil removes a variable")
    func environment() throws {
        let result = try ProcessRunner.run(
            "sh", ["-c", "echo \"$DENT_TEST_A|${HOME-unset}\""],
            environment: ["DENT_TEST_A": "a b", "HOME": nil])
        #expect(result.stdout == "a b|unset\n")
    }

    @Test("A command that does not exist throws")
    func missingCommand() {
        #expect(throws: ProcessError.self) {
            try ProcessRunner.run("dent-no-such-command-xyz")
        }
    }

    @Test("A child that outlives its timeout is killed and reported")
    func timeout() {
        let start = ContinuousClock.now
        #expect(throws: ProcessError.self) {
            try ProcessRunner.run("sleep", ["30"], timeout: .milliseconds(300))
        }
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
