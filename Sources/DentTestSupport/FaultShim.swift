import Glibc

/// The LD_PRELOAD shim in Sources/CFaultInjection/fault_injection.c, compiled with the system
/// C compiler into a test's scratch directory (it must never be linked into the test binary).
public enum FaultShim {
    static func source() -> String {
        var path: String = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Sources/CFaultInjection/fault_injection.c"
    }

    /// Builds the shim into `directory`; returns the .so path.
    public static func build(in directory: ScratchDirectory) throws -> String {
        guard let compiler = ProcessRunner.findInPath("cc") else {
            throw ProcessError("no C compiler (Debian: apt-get install gcc)")
        }
        let output = directory.file("libdentfault.so")
        let result = try ProcessRunner.run(compiler, ["-shared", "-fPIC", "-O1", "-o", output, source(), "-ldl"])
        guard result.exitStatus == 0 else { throw ProcessError("cc failed: \(result)") }
        return output
    }

    /// The environment for a child whose `op` fails with `code` on files under `path` (or, for
    /// a read or a write with a `gate`, waits until the gate exists).
    public static func environment(shim: String, op: String, code: Int32, path: String,
                                   after: Int? = nil, times: Int? = nil, gate: String? = nil) -> [String: String?] {
        ["LD_PRELOAD": shim, "DENT_FAULT_OP": op, "DENT_FAULT_ERRNO": String(code), "DENT_FAULT_PATH": path,
         "DENT_FAULT_AFTER": after.map(String.init), "DENT_FAULT_TIMES": times.map(String.init), "DENT_FAULT_GATE": gate]
    }
}
