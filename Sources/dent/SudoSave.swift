import DentCore
import DentText
import Glibc

/// Save with sudo, the host's side: with the terminal given back (`ModesHandle.leaveScreen`),
/// runs `sudo -- DENT --save-from-fd 0 PATH` (dent's own executable, `SaveFromDescriptor`)
/// with the bytes on a pipe as its standard input, so the save as root is FileSaver's own.
/// sudo asks for the password on the terminal itself (/dev/tty); dent never sees or keeps it.
/// What sudo and the save write to stderr is collected for the message dent shows after.
enum SudoSave {
    /// How it went: saved, or why not (sudo's or the save's own words).
    enum Outcome: Equatable {
        case saved
        case failed(String)
    }

    /// Whether `sudo` is an executable on the PATH: without it Save with sudo is not offered.
    static let isInstalled = ShellProcess.isOnPath("sudo")

    /// Saves `buffer` to `path` as root through sudo; blocks until sudo and the save end.
    static func run(_ buffer: GapBuffer, to path: String) -> Outcome {
        guard let dent = ownExecutable() else { return .failed("dent cannot find its own executable (/proc/self/exe)") }
        announce(announcement(for: path))
        // Ctrl+C at sudo's prompt goes to dent's process group, dent included: only sudo is to
        // stop. The child starts with every signal at its default (ShellProcess).
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var saved = [sigaction(), sigaction()]
        for (index, number) in [SIGINT, SIGQUIT].enumerated() { sigaction(number, &ignore, &saved[index]) }
        defer { for (index, number) in [SIGINT, SIGQUIT].enumerated() { sigaction(number, &saved[index], nil) } }
        switch ShellProcess.start(["sudo", "--", dent, SaveFromDescriptor.option, "0", path], ownGroup: false) {
        case .failure(let why):
            return .failed("sudo could not start: \(why.reason)")
        case .success(let process):
            let (status, errors) = feed(buffer.allBytes, to: process)
            if status == 0 { return .saved }
            let said = CommandOutcome.printable(errors).split(separator: "\n").last.map { ": " + $0 } ?? ""
            return .failed("not saved with sudo (exit status \(status))\(said)")
        }
    }

    /// Writes `bytes` to the process's input while draining what it writes (a full stderr pipe
    /// must not stall it), then reaps it; its exit status (128 + N for signal N) and stderr.
    private static func feed(_ bytes: [UInt8], to process: ShellProcess) -> (Int32, [UInt8]) {
        var pipes = Pipes(process: process)
        var written = 0
        if bytes.isEmpty { pipes.closeInput() }
        while pipes.isOpen {
            pipes.wait(milliseconds: 1_000)
            pipes.feed(bytes, written: &written)
            pipes.readAvailable()
        }
        pipes.closeAll()
        var status: Int32 = 0
        while waitpid(process.pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros Swift does not import.
        let signal = status & 0x7F
        return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, pipes.errorBytes)
    }

    /// The path of the running dent (`/proc/self/exe` read, since sudo would read its own).
    private static func ownExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { storage in
            storage.baseAddress.map { readlink("/proc/self/exe", $0, storage.count - 1) } ?? -1
        }
        guard count > 0 else { return nil }
        return PathBytes.string(buffer[0..<count].map { UInt8(bitPattern: $0) })
    }

    /// A line on the terminal before sudo's prompt, so the prompt has a reason beside it.
    /// The line said before sudo runs, the name shown as the screen shows it: written to the
    /// terminal, a name's ESC, CSI or OSC would act on it.
    static func announcement(for path: String) -> String {
        "dent: saving \(PathBytes.shown(path)) as root with sudo\n"
    }

    private static func announce(_ text: String) {
        var line = text
        line.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
