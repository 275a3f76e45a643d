import CSpawn
import DentText
import Glibc

/// A child process's stdin, stdout and stderr as three pipes, every end close-on-exec from the
/// start (a child started meanwhile on another thread inherits none of them): `ShellProcess`
/// and `ServerProcess` give the child its ends as 0, 1 and 2 and keep dent's.
struct ChildPipes {
    private let ends: [(read: Int32, write: Int32)]

    /// Three new pipes; why not otherwise (those made are closed).
    static func make() -> Result<ChildPipes, ShellError> {
        var ends: [(read: Int32, write: Int32)] = []
        for _ in 0..<3 {
            var fds: [Int32] = [-1, -1]
            guard dent_spawn_pipe(&fds) == 0 else {
                let why = ShellError("no pipe: \(String(cString: strerror(errno)))")
                for pair in ends { close(pair.read); close(pair.write) }
                return .failure(why)
            }
            ends.append((fds[0], fds[1]))
        }
        return .success(ChildPipes(ends: ends))
    }

    /// The child's ends: what it reads, writes and logs.
    var child: (input: Int32, output: Int32, errors: Int32) { (ends[0].read, ends[1].write, ends[2].write) }

    /// The child started: its ends are closed here, and dent's, made non-blocking, are handed
    /// over: the child's input, output and errors.
    func handOver() -> (input: Int32, output: Int32, errors: Int32) {
        for fd in [child.input, child.output, child.errors] { close(fd) }
        let kept = (input: ends[0].write, output: ends[1].read, errors: ends[2].read)
        for fd in [kept.input, kept.output, kept.errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return kept
    }

    /// The child did not start: every end is closed.
    func closeAll() {
        for pair in ends { close(pair.read); close(pair.write) }
    }

    /// Reads what the non-blocking pipe `fd` holds now, a chunk at a time, handing each to `take`
    /// until it returns false; false once the pipe is at its end or failed (not when it is only
    /// empty for now).
    static func readAvailable(_ fd: Int32, chunk size: Int = 65_536, _ take: (ArraySlice<UInt8>) -> Bool) -> Bool {
        var chunk = [UInt8](repeating: 0, count: size)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                if !take(chunk[0..<count]) { return true }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count < 0 && errno == EAGAIN
            }
        }
    }
}

/// Runs `body` with `words` as a C argument vector (each word as the bytes it names,
/// `PathBytes`, NULL-terminated), freed after.
func withArgumentVector<R>(_ words: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { PathBytes.withCString($0) { strdup($0) } } + [nil]
    defer { for argument in arguments { free(argument) } }
    return body(arguments)
}
