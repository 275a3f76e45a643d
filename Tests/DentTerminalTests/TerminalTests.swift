import Glibc
import Testing
import DentTerminal

@Suite struct TerminfoTests {
    @Test func readsCapabilitiesOfAnInstalledEntry() throws {
        let xterm = try #require(Terminfo(term: "xterm-256color"))
        #expect(xterm.string("el") == Array("\u{1B}[K".utf8))
        #expect(xterm.string("smcup") == Array("\u{1B}[?1049h\u{1B}[22;0;0t".utf8))
        #expect(xterm.parameterized("cup", 4, 7) == Array("\u{1B}[5;8H".utf8))
        #expect(xterm.string("no-such-cap") == nil)
    }

    @Test func anUnknownTerminalHasNoEntry() {
        #expect(Terminfo(term: "no-such-terminal-dent") == nil)
        #expect(Terminfo(term: "") == nil)
    }

    @Test func screenModesLeaveEverythingTheyEnter() {
        let modes = ScreenModes(terminfo: nil)
        #expect(modes.enter == Array("\u{1B}[?1049h\u{1B}[?2004h".utf8))
        let exit = String(decoding: modes.exit, as: UTF8.self)
        #expect(exit.contains("\u{1B}[?2004l") && exit.contains("\u{1B}[?25h") && exit.hasSuffix("\u{1B}[?1049l"))
    }
}

/// Signals change process-wide state, so these run one at a time.
@Suite(.serialized) struct SignalPipeTests {
    @Test func aSignalArrivesAsAByteOnThePipe() throws {
        let pipe = try SignalPipe()
        raise(SIGWINCH)
        var fds = [pollfd(fd: pipe.readFD, events: Int16(POLLIN), revents: 0)]
        #expect(poll(&fds, 1, 5_000) == 1)
        #expect(pipe.drain() == [SIGWINCH])
        #expect(pipe.drain() == [])
    }
}
