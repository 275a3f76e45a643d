import DentTestSupport
import Glibc

/// GtkSourceView itself, through the repository's `scripts/gsv-reference.py`: the styles it gives
/// a file, for the conformance tests. They are skipped only where `/usr/bin/python3` cannot load
/// GtkSourceView 4 (Debian's python3-gi and gir1.2-gtksource-4) or its specs are not installed;
/// .ci/run fails if they are skipped where those are installed.
enum GtkReference {
    static var script: String { packageRoot + "/scripts/gsv-reference.py" }

    static let isAvailable: Bool = {
        guard SpecFixtures.installedSpecsExist, access("/usr/bin/python3", X_OK) == 0 else { return false }
        let check = try? ProcessRunner.run("/usr/bin/python3", ["-c", "import gi; gi.require_version('GtkSource', '4')"])
        return check?.exitStatus == 0
    }()

    /// The package's directory, from this file's path (Tests/DentSyntaxTests/Support/…).
    static var packageRoot: String {
        "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    }

    /// The first four columns of `gsv-reference.py FILE --lang ID --no-header` for `bytes` saved as
    /// a file called `name`; `specs` (id → text) are installed for it first, in a
    /// `$XDG_DATA_HOME/gtksourceview-4/language-specs` of its own, where GtkSourceView looks first.
    static func spans(of bytes: [UInt8], name: String, language: String, specs: [String: String] = [:],
                      extraArguments: [String] = [], columns: [Int] = [0, 1, 2, 3]) throws -> String {
        var template = Array("/tmp/dent-gsv-XXXXXX".utf8CString)
        guard let directory = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({ String(cString: $0) })
        else { throw ProcessError("mkdtemp failed") }
        let path = directory + "/" + name
        let specDirectories = ["/gtksourceview-4", "/gtksourceview-4/language-specs"].map { directory + $0 }
        let specPaths = specs.keys.map { specDirectories[1] + "/\($0).lang" }
        defer {
            (specPaths + [path]).forEach { unlink($0) }
            (specDirectories.reversed() + [directory]).forEach { rmdir($0) }
        }
        guard SpecFixtures.writeFile(path, bytes) else { throw ProcessError("cannot write \(path)") }
        if !specs.isEmpty {
            specDirectories.forEach { mkdir($0, 0o700) }
            for (id, text) in specs where !SpecFixtures.writeFile(specDirectories[1] + "/\(id).lang", Array(text.utf8)) {
                throw ProcessError("cannot write the spec \(id)")
            }
        }
        let result = try ProcessRunner.run("/usr/bin/python3", [script, path, "--lang", language, "--no-header"] + extraArguments,
                                           environment: specs.isEmpty ? [:] : ["XDG_DATA_HOME": directory],
                                           timeout: .seconds(120))
        guard result.exitStatus == 0 else { throw ProcessError(result.description) }
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: true).map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            return columns.map { String(fields[$0]) }.joined(separator: "\t") + "\n"
        }.joined()
    }
}
