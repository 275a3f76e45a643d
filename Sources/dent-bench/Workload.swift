import DentFiles
import DentTestSupport
import DentText
import Glibc

/// Generated test files, shaped like `../shared/bench/bench.py`'s: C-like code, ~66 bytes a
/// line, so 100 MB is about 1.5 million lines. Deterministic, so runs compare.
enum Workload {
    static let words = "buffer line cursor index offset count length width render screen glyph cache node tree rope chunk span range token style state event input output file path value result error status"
        .split(separator: " ").map(String.init)

    /// Bytes of generated code, at least `size` long, cut at a line end.
    static func code(size: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 128)
        bytes += Array("// DENTBENCH first line of the generated test file\n".utf8)
        var random = SplitMix64(state: 12345)
        func word() -> String { words[Int(random.next() % UInt64(words.count))] }
        while bytes.count < size {
            let line: String
            switch random.next() % 5 {
            case 0: line = "static int \(word())_\(word())(struct \(word()) *\(word()), size_t \(word()))"
            case 1: line = "    if (\(word()) > \(random.next() % 500) && \(word())->\(word()) != NULL) {"
            case 2: line = "        \(word())->\(word()) = \(word())_\(word())(\(word()), \(random.next() % 9999));"
            case 3: line = "    }"
            default: line = "    return \(word())_\(word()); // \(word()) \(word()) \(word())"
            }
            bytes += Array(line.utf8)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// The path of a generated code file of `size` bytes under /tmp, made on first use and
    /// kept, since its content depends only on the size.
    static func codeFile(size: Int) throws(FileError) -> String {
        let path = "/tmp/dent-bench-code-\(size).c"
        var info = stat()
        if stat(path, &info) == 0 && info.st_size >= size { return path }
        try FileSaver.save(GapBuffer(code(size: size)), to: path)
        return path
    }
}
