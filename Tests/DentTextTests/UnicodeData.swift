import Glibc
import Testing
import DentTestSupport

/// Reads the Unicode Character Database files Debian's `unicode-data` package installs (the
/// same files scripts/gen-width-table.py reads), so the width tests check the tables against
/// the data, not against themselves. A missing file fails the test: .ci/run installs it.
enum UnicodeData {
    static let directory = "/usr/share/unicode"

    /// The data lines of `file` (comments and blank lines dropped), split at `;`.
    static func records(_ file: String) -> [[String]] {
        guard let text = contents(of: "\(directory)/\(file)") else {
            Issue.record("cannot read \(directory)/\(file): install Debian's unicode-data package (`make test` does)")
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = data.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            return fields.count >= 2 ? fields : nil
        }
    }

    /// The code points of a field like `1F600` or `1100..115F`.
    static func codePoints(_ field: String) -> ClosedRange<UInt32> {
        let bounds = field.split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
        return (bounds.first ?? 0)...(bounds.last ?? 0)
    }

    /// Code points whose value in `file` (second field) satisfies `keep`.
    static func codePoints(in file: String, where keep: (String) -> Bool) -> [ClosedRange<UInt32>] {
        records(file).filter { keep($0[1]) }.map { codePoints($0[0]) }
    }

    /// Code points of general category `categories`, from UnicodeData.txt (with its ranges).
    static func codePoints(ofCategories categories: Set<String>) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var first: UInt32?
        for fields in records("UnicodeData.txt") where fields.count > 2 {
            guard let value = UInt32(fields[0], radix: 16) else { continue }
            if fields[1].hasSuffix(", First>") { first = value; continue }
            if categories.contains(fields[2]) { result.append((first ?? value)...value) }
            first = nil
        }
        return result
    }

    /// Sequences of code points (first field, space-separated) of an emoji data file, whose
    /// type (second field) is in `types`.
    static func sequences(in file: String, types: Set<String>) -> [String] {
        records(file).filter { types.contains($0[1]) }.compactMap { fields in
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            return scalars.isEmpty ? nil : String(String.UnicodeScalarView(scalars))
        }
    }

    static func contents(of path: String) -> String? { TextFile.read(path) }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
