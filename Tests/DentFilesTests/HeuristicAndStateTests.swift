import DentFiles
import DentTestSupport
import Glibc
import Testing

/// The binary-file guess and the state directory's location.
@Suite struct HeuristicAndStateTests {
    @Test func binaryGuessesFollowTheRules() {
        #expect(!BinaryHeuristic.looksBinary(Array("text with\tcontrols\u{1B}[0m\r\n\u{0C}".utf8), truncated: false))
        #expect(BinaryHeuristic.looksBinary([0x41, 0x00, 0x41], truncated: false), "any NUL")
        #expect(BinaryHeuristic.looksBinary([0x01, 0x02, 0x03, 0x41], truncated: false), "unusual controls")
        #expect(!BinaryHeuristic.looksBinary(Array(repeating: 0x41, count: 95) + [0xFF, 0xFE, 0xFD, 0xFC, 0xFB], truncated: false),
                "5% invalid UTF-8 is Latin-1 text")
        #expect(BinaryHeuristic.looksBinary(Array(repeating: 0x41, count: 80) + Array(repeating: 0xFF, count: 20), truncated: false))
        #expect(!BinaryHeuristic.looksBinary(Array("ab".utf8) + [0xE6, 0x97], truncated: true), "a sequence cut by the sample")
        #expect(BinaryHeuristic.looksBinary(Array("ab".utf8) + [0xE6, 0x97], truncated: false), "a sequence cut by the end")
        #expect(BinaryHeuristic.looksBinary(Array("a".utf8) + [0xED, 0xA0, 0x80], truncated: false), "UTF-16 surrogates are invalid")
    }

    @Test func theStateDirectoryFollowsXDG() {
        func state(_ variables: [String: String]) -> String {
            StateDirectory.standard(environment: { variables[$0] }).path
        }
        #expect(state(["XDG_STATE_HOME": "/x/state", "HOME": "/home/ann"]) == "/x/state/dent")
        #expect(state(["XDG_STATE_HOME": "relative", "HOME": "/home/ann"]) == "/home/ann/.local/state/dent")
        #expect(state(["XDG_STATE_HOME": "", "HOME": "/home/ann"]) == "/home/ann/.local/state/dent")
        #expect(state([:]).hasSuffix("/.local/state/dent") || state([:]).hasPrefix("/tmp/dent-state-"))
    }
}
