import DentLSP
import Glibc

/// The fake's run: read framed messages from standard input, log each one as it arrives
/// (before acting on it, so a test that has the fake's answer knows the log holds what came
/// before), and carry out what the script says.
struct FakeSession {
    var server: FakeServer
    let io: FakeIO

    /// Runs until the input ends or an action ends the process; returns the exit status.
    mutating func run() -> Int32 {
        if let status = perform(server.rule(for: .start) ?? [], answering: nil) { return status }
        var decoder = MessageFrameDecoder()
        while let chunk = io.read() {
            decoder.append(chunk)
            do throws(FramingError) {
                while let body = try decoder.next() {
                    if let status = receive(body) { return status }
                }
            } catch {
                io.log(["framing-error": .string("\(error)")])
                return 1
            }
        }
        return perform(server.rule(for: .endOfInput) ?? [], answering: nil) ?? 0
    }

    /// Logs and handles one message body; an exit status when it ends the process.
    mutating func receive(_ body: [UInt8]) -> Int32? {
        let json: JSONValue
        do throws(JSONError) {
            json = try JSONValue(parsing: body)
        } catch {
            io.log(["unparsable": .string(String(decoding: body, as: UTF8.self))])
            return nil
        }
        io.log(json)
        guard let message = try? RPCMessage(json) else { return nil }
        let request: RPCRequest? = if case .request(let request) = message { request } else { nil }
        return perform(server.actions(for: message), answering: request)
    }

    /// Carries out `actions`, answering `request` with a reply or an error; an exit status
    /// when one of them ends the process.
    mutating func perform(_ actions: [FakeAction], answering request: RPCRequest?) -> Int32? {
        for action in actions {
            switch action {
            case .reply(let result): request.map { io.send($0.reply(result).json) }
            case .error(let error): request.map { io.send($0.reply(error).json) }
            case .wait(let milliseconds): io.wait(milliseconds: milliseconds)
            case .notify(let notification): io.send(notification.json)
            case .request(let method, let params, let id):
                io.send(RPCRequest(id: server.requestID(id), method: method, params: params).json)
            case .raw(let bytes): io.write(bytes, to: 1)
            case .frame(let body): io.write(MessageFrame.encode(body), to: 1)
            case .oversized(let length): io.write(Array("Content-Length: \(length)\r\n\r\n".utf8), to: 1)
            case .stderr(let text): io.write(Array(text.utf8), to: 2)
            case .mark(let text): io.log(["mark": .string(text)])
            case .exit(let status): return status
            case .crash: Self.crash()
            case .ignoreSIGTERM: signal(SIGTERM, SIG_IGN)
            case .spawn(let words): io.log(["spawned": .int(Int(Self.spawn(words)))])
            }
        }
        return nil
    }

    /// Starts `words` in the fake's own process group, its output thrown away; its pid (-1
    /// when it could not start).
    static func spawn(_ words: [String]) -> pid_t {
        var pid: pid_t = -1
        var arguments = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [Int32(0), 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0) }
        return posix_spawnp(&pid, words[0], &actions, nil, &arguments, environ) == 0 ? pid : -1
    }

    /// Aborts, as a server that crashes does, without leaving a core file behind.
    static func crash() -> Never {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        abort()
    }
}
