import Foundation
import Glibc
import Synchronization
import Testing
import DentKeys
import DentTerminal

@Suite struct TerminfoTests {
    @Test func readsCapabilitiesOfAnInstalledEntry() throws {
        let xterm = try #require(Terminfo(term: "xterm-256color"))
        #expect(xterm.string("el") == Array("\u{1B}[K".utf8))
        // smcup switches to the alternate screen in every xterm entry; what follows it varies
        // with the ncurses version (6.4 adds `CSI 22;0;0 t`, saving the title), so only the
        // switch is checked.
        let smcup = try #require(xterm.string("smcup"))
        #expect(smcup.starts(with: Array("\u{1B}[?1049h".utf8)), "\(smcup)")
        #expect(xterm.parameterized("cup", 4, 7) == Array("\u{1B}[5;8H".utf8))
        #expect(xterm.string("no-such-cap") == nil)
    }

    @Test func anUnknownTerminalHasNoEntry() {
        #expect(Terminfo(term: "no-such-terminal-dent") == nil)
        #expect(Terminfo(term: "") == nil)
    }

    @Test func terminfoKeyCapabilitiesBecomeDecoderSequences() throws {
        let linux = try #require(Terminfo(term: "linux")).keySequences()
        #expect(linux[[0x1B, 0x09]] == KeyChord(.tab, .shift), "the Linux console's kcbt is ESC Tab")
        #expect(linux[Array("\u{1B}[[A".utf8)] == KeyChord(.function(1)))
        let xterm = try #require(Terminfo(term: "xterm-256color")).keySequences()
        #expect(xterm[Array("\u{1B}OA".utf8)] == KeyChord(.up))
        #expect(xterm.values.contains(KeyChord(.function(13))) == false, "kf13 is Shift+F1 in xterm, not F13")
    }
}

@Suite struct TerminalModesTests {
    @Test func entryEnablesTheScreenAndPasteAndAsksAboutTheKeyboard() {
        let modes = TerminalModes(terminfo: nil)
        #expect(String(decoding: modes.enter, as: UTF8.self) == "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?u\u{1B}[c")
        let exit = String(decoding: modes.exit, as: UTF8.self)
        #expect(exit == "\u{1B}[?2004l\u{1B}[?2026l\u{1B}[m\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test func mouseReportingIsOnlyOnWhenAskedAndAlwaysTurnedOff() {
        let modes = TerminalModes(terminfo: nil, mouse: true)
        #expect(String(decoding: modes.enter, as: UTF8.self).contains("\u{1B}[?1002h\u{1B}[?1006h"))
        #expect(String(decoding: modes.exit, as: UTF8.self).contains("\u{1B}[?1006l\u{1B}[?1002l"))
        #expect(!String(decoding: TerminalModes(terminfo: nil).enter, as: UTF8.self).contains("1002"))
    }

    @Test func aKittyAnswerPushesFlagsAndExitPopsThemBeforeLeavingTheScreen() {
        var modes = TerminalModes(terminfo: nil)
        #expect(modes.handle(.reply(.kittyKeyboardFlags(0))) == nil)
        #expect(modes.handle(.reply(.primaryDeviceAttributes([62, 22]))) == Array("\u{1B}[>1u".utf8))
        #expect(modes.keyboard == .kitty)
        #expect(String(decoding: modes.exit, as: UTF8.self).hasPrefix("\u{1B}[<u"))
        #expect(modes.handle(.reply(.primaryDeviceAttributes([62]))) == nil, "switched on once")
    }

    @Test func theOverlayFlagsAreSetOnThePushedEntryAndTheExitPopsItWhateverItHolds() {
        var modes = TerminalModes(terminfo: nil)
        #expect(modes.reportModifierKeys(true) == nil, "nothing before the terminal said it speaks the protocol")
        _ = modes.handle(.reply(.kittyKeyboardFlags(0)))
        _ = modes.handle(.reply(.primaryDeviceAttributes([62])))
        let plainExit = modes.exit
        #expect(modes.reportModifierKeys(true) == Array("\u{1B}[=27;1u".utf8), "flags 1|2|8|16 on the entry dent pushed")
        #expect(modes.reportsModifierKeys)
        #expect(modes.reportModifierKeys(true) == nil, "set once")
        let exit = String(decoding: modes.exit, as: UTF8.self)
        #expect(exit.hasPrefix("\u{1B}[<u") && exit.hasSuffix("\u{1B}[?1049l"), "the pop comes first, before leaving the screen")
        #expect(exit.split(separator: "\u{1B}[<", omittingEmptySubsequences: false).count == 2, "one pop: the entry goes whatever flags it holds")
        #expect(modes.exit == plainExit, "the crash handler's pre-built bytes stay right")
        #expect(modes.reportModifierKeys(false) == Array("\u{1B}[=1;1u".utf8), "a modal gets the plain flag back")
        _ = modes.reportModifierKeys(true)
        modes.resetKeyboard()
        #expect(!modes.reportsModifierKeys, "a suspend's exit popped them")
        #expect(modes.reportModifierKeys(true) == nil, "nothing until the terminal answered again")
    }

    @Test func withoutKittyModifyOtherKeysIsRequestedAndReset() {
        var modes = TerminalModes(terminfo: nil, alternateScreen: false)
        #expect(modes.handle(.reply(.primaryDeviceAttributes([1, 2]))) == Array("\u{1B}[>4;2m".utf8))
        #expect(modes.keyboard == .modifyOtherKeys)
        #expect(String(decoding: modes.exit, as: UTF8.self) == "\u{1B}[>4m\u{1B}[?2004l\u{1B}[?2026l\u{1B}[m\u{1B}[?25h")
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

/// One frame is one buffer written whole, however the descriptor takes it.
@Suite struct TerminalDeviceTests {
    /// A non-blocking pipe holds 64 KiB: a 1 MiB write goes out in short writes and EAGAINs
    /// while a reader drains it, and every byte arrives in order.
    @Test func aLargeWriteGoesOutWholeThroughShortWritesAndEAGAIN() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let readEnd = ends[0]
        let received = Mutex<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            defer { done.signal() }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                guard n > 0 else { break }
                received.withLock { $0 += buffer[0..<n] }
            }
        }
        reader.start()
        try TerminalDevice(descriptor: ends[1]).write(bytes)
        close(ends[1])
        done.wait()
        #expect(received.withLock { $0 } == bytes)
    }
}
