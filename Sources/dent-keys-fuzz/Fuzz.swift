import DentKeys
import Glibc

/// libFuzzer entry point for the key decoder. The input's first byte picks how the rest is cut
/// into reads, so splits are fuzzed too; after every read the decoder must account for every
/// byte (in an event or still pending) and keep its pending bytes bounded. Some reads are
/// followed by the Esc timeout's flush or the paste timeout's `endPaste`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = input.first else { return 0 }
    let step = Int(first % 16) + 1
    var decoder = KeyDecoder(extraSequences: [[0x1B, 0x09]: KeyChord(.tab, .shift), [0x08]: KeyChord(.backspace)])
    var printer = EventPrinter()
    var consumed = 0
    var index = 1
    while index < input.count {
        let end = Swift.min(index + step, input.count)
        let decoded = decoder.decodeCounted(input[index..<end])
        consumed += decoded.map(\.byteCount).reduce(0, +)
        for item in decoded { _ = printer.lines(for: item.event) }
        if input[index] == 0x1B && step % 3 == 0 { consumed += decoder.flushCounted().map(\.byteCount).reduce(0, +) }
        // A paste the host ends for lack of its end marker (the run loop's paste timeout).
        if decoder.isInPaste && step % 5 == 0 { consumed += decoder.endPaste().map(\.byteCount).reduce(0, +) }
        precondition(consumed + decoder.pendingCount == end - 1, "bytes lost or invented")
        precondition(decoder.pendingCount <= KeyDecoderLimits.string + 8, "pending bytes unbounded")
        index = end
    }
    consumed += (decoder.flushCounted() + decoder.endPaste()).map(\.byteCount).reduce(0, +)
    precondition(consumed + decoder.pendingCount == input.count - 1)
    return 0
}

#if !FUZZING
/// Without libFuzzer (`swift run dent-keys-fuzz FILE...`): replays saved inputs, such as a crash
/// file, through the same checks.
@main
struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "r") else {
                print("dent-keys-fuzz: cannot open \(path)")
                continue
            }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while case let n = fread(&buffer, 1, buffer.count, file), n > 0 { bytes += buffer[0..<n] }
            fclose(file)
            bytes.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { _ = fuzzKeyDecoder(base, buffer.count) }
            }
            print("\(path): ok")
        }
    }
}
#endif
