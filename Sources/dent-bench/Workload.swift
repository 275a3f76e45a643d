import DentFiles
import DentTestSupport
import DentText
import Glibc

/// Generated test files of C-like functions (comments, blank lines, braces, loops, switches),
/// about 66 bytes a line, so 100 MB (10⁸ bytes, as the benchmark's sizes count) is about 1.5
/// million lines: the shape of the files the editors are compared on (docs/PERFORMANCE.md).
/// Deterministic, so runs compare.
enum Workload {
    static let words = ("buffer line cursor index offset count length width height render screen glyph cache piece table "
        + "node tree rope chunk span range token style theme color attr mode state event input output file "
        + "path name value result error status flag option config limit total delta start end first last next prev")
        .split(separator: " ").map(String.init)
    static let types = ["int", "size_t", "uint32_t", "int64_t", "bool", "double", "char *", "const char *",
                        "struct span *", "struct node *"]

    /// Bytes of generated code, at least `size` long, cut at a function's end.
    static func code(size: Int) -> [UInt8] {
        var random = SplitMix64(state: 12345)
        let pool = (0..<3_000).map { _ in
            var generator = CodeGenerator(random: &random)
            return Array(generator.function().utf8)
        }
        var bytes = Array("// DENTBENCH first line of the generated test file: C-like code, do not edit\n".utf8)
        bytes.reserveCapacity(size + 4_096)
        while bytes.count < size { bytes += pool[Int(random.next() % UInt64(pool.count))] }
        return bytes
    }

    /// The path of a generated code file of `size` bytes under /tmp, made on first use and
    /// kept, since its content depends only on the size.
    static func codeFile(size: Int) throws(FileError) -> String {
        let path = "/tmp/dent-bench-code-v2-\(size).c"
        var info = stat()
        if stat(path, &info) == 0 && info.st_size >= size { return path }
        try FileSaver.save(GapBuffer(code(size: size)), to: path)
        return path
    }

    /// Bytes in `sizeMB` MB, counted as bench.py does (10⁶ a MB).
    static func bytes(sizeMB: Int) -> Int { sizeMB * 1_000_000 }

    /// The generated code file of `sizeMB` MB, read by DentFiles into a gap buffer.
    static func loaded(sizeMB: Int) throws(FileError) -> GapBuffer {
        try FileLoader.load(path: try codeFile(size: bytes(sizeMB: sizeMB))).buffer
    }
}
