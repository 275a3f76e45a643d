import DentTestSupport
import Glibc
import Testing

/// The LD_PRELOAD shim in Sources/CFaultInjection/fault_injection.c, compiled with the system
/// C compiler into a test's scratch directory (it must never be linked into the test binary).
enum FaultShim {
    static func source() -> String {
        var path: String = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Sources/CFaultInjection/fault_injection.c"
    }

    /// Builds the shim into `directory`; returns the .so path.
    static func build(in directory: ScratchDirectory) throws -> String {
        let compiler = try #require(ProcessRunner.findInPath("cc"), "no C compiler (Debian: apt-get install gcc)")
        let output = directory.file("libdentfault.so")
        let result = try ProcessRunner.run(compiler, ["-shared", "-fPIC", "-O1", "-o", output, source(), "-ldl"])
        try #require(result.exitStatus == 0, "cc failed: \(result)")
        return output
    }

    /// The environment for a child whose `op` fails with `code` on files under `path`.
    static func environment(shim: String, op: String, code: Int32, path: String,
                            after: Int? = nil, times: Int? = nil) -> [String: String?] {
        ["LD_PRELOAD": shim, "DENT_FAULT_OP": op, "DENT_FAULT_ERRNO": String(code), "DENT_FAULT_PATH": path,
         "DENT_FAULT_AFTER": after.map(String.init), "DENT_FAULT_TIMES": times.map(String.init)]
    }
}
