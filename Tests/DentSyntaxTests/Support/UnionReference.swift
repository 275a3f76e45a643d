import DentTestSupport
import Testing
@testable import DentSyntax

/// The reference for a union of transitions: the parts joined as written, one alternative each,
/// searched by PCRE2 for the leftmost position where any of them matches.
struct UnionReference {
    let union: SyntaxRegex
    let matcher = SyntaxMatcher()

    init(_ parts: [String]) throws {
        union = try SyntaxRegex("(" + parts.joined(separator: "|") + ")")
    }

    /// Checks `found` against the reference from every position (character boundaries or not) of
    /// `count` random lines made of `pieces`.
    func check(lines count: Int, of pieces: [String], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation,
               found: (UnsafeBufferPointer<UInt8>, Int) -> Int?) {
        var random = SplitMix64(state: seed)
        for _ in 0..<count {
            let line = Array((0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
            line.withUnsafeBufferPointer { buffer in
                for start in 0...buffer.count {
                    let expected = matcher.match(union, in: buffer, from: start) ? matcher.range(of: 0)?.lowerBound : nil
                    #expect(found(buffer, start) == expected, "\(String(decoding: line, as: UTF8.self)) from \(start)",
                            sourceLocation: sourceLocation)
                }
            }
        }
    }
}
