import DentTestSupport
import Glibc
import Testing

/// Every module a target imports from this package is one Package.swift declares it depends on:
/// an undeclared import builds only while some other dependency happens to bring the module in,
/// and the layering docs/ARCHITECTURE.md describes is the declared one.
@Suite struct PackageDependencyTests {
    /// Each target's name and the names in its `dependencies: [...]`, read from Package.swift's
    /// text (a `.target(`, `.executableTarget(`, `.testTarget(` or `.systemLibrary(` each).
    static func declaredTargets(_ manifest: String) -> [String: Set<String>] {
        var targets: [String: Set<String>] = [:]
        let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("]
        var pieces = [Substring(manifest)]
        for kind in kinds { pieces = pieces.flatMap { $0.split(separator: kind, omittingEmptySubsequences: false).map { $0 } } }
        for piece in pieces.dropFirst() {
            guard let name = quoted(after: "name:", in: piece) else { continue }
            var dependencies = Set<String>()
            if let list = piece.firstRange(of: "dependencies: [") {
                let rest = piece[list.upperBound...]
                let end = rest.firstIndex(of: "]") ?? rest.endIndex
                let parts = rest[..<end].split(separator: "\"", omittingEmptySubsequences: false)
                dependencies = Set(stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) })
            }
            targets[name] = dependencies
        }
        return targets
    }

    static func quoted(after label: String, in text: Substring) -> String? {
        guard let found = text.firstRange(of: label) else { return nil }
        let parts = text[found.upperBound...].split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[1]) : nil
    }

    /// The Swift files under `directory`, recursively.
    static func swiftFiles(under directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var found: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = directory + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                found += swiftFiles(under: path)
            } else if name.hasSuffix(".swift") {
                found.append(path)
            }
        }
        return found
    }

    /// The modules `source` imports (`import X`, `@testable import X`).
    static func imports(in source: String) -> Set<String> {
        Set(source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index == 0 || words[0] == "@testable", words.count > index + 1 else { return nil }
            return String(words[index + 1])
        })
    }

    @Test func everyImportOfAPackageModuleIsDeclared() throws {
        let manifest = try #require(TextFile.read(TextFile.repositoryPath("Package.swift")))
        let targets = Self.declaredTargets(manifest)
        try #require(targets.count > 10, "Package.swift's targets were not found: \(targets.keys.sorted())")
        var undeclared: [String] = []
        for (target, dependencies) in targets.sorted(by: { $0.key < $1.key }) {
            let folder = ["Sources", "Tests"].map { TextFile.repositoryPath("\($0)/\(target)") }
            let sources = folder.flatMap(Self.swiftFiles(under:))
            let used = sources.compactMap(TextFile.read).reduce(into: Set<String>()) { $0.formUnion(Self.imports(in: $1)) }
            let missing = used.intersection(targets.keys).subtracting(dependencies).subtracting([target])
            undeclared += missing.sorted().map { "\(target) imports \($0)" }
        }
        #expect(undeclared.isEmpty, "declare these in Package.swift: \(undeclared.joined(separator: ", "))")
    }

    /// Every package module a target declares it depends on, it imports: a stale declaration
    /// tells the reader of Package.swift and docs/ARCHITECTURE.md a layering the code does not
    /// have. Executables are declared by the tests that run them, never imported.
    @Test func everyDeclaredModuleIsImported() throws {
        let manifest = try #require(TextFile.read(TextFile.repositoryPath("Package.swift")))
        let targets = Self.declaredTargets(manifest)
        let executables = Set(Self.executableNames(manifest))
        var unused: [String] = []
        for (target, dependencies) in targets.sorted(by: { $0.key < $1.key }) {
            let sources = ["Sources", "Tests"].flatMap { Self.swiftFiles(under: TextFile.repositoryPath("\($0)/\(target)")) }
            let used = sources.compactMap(TextFile.read).reduce(into: Set<String>()) { $0.formUnion(Self.imports(in: $1)) }
            unused += dependencies.subtracting(used).subtracting(executables).sorted().map { "\(target) declares \($0)" }
        }
        #expect(unused.isEmpty, "imported nowhere in the target: \(unused.joined(separator: ", "))")
    }

    /// docs/ARCHITECTURE.md opens each target's paragraph with the package modules it depends
    /// on, `**DentScreen** (DentWire, DentCore, …)` (after a `;`: `**dent** (executable; …)`):
    /// they are the ones Package.swift declares.
    @Test func theArchitectureNamesEachTargetsDependencies() throws {
        let manifest = try #require(TextFile.read(TextFile.repositoryPath("Package.swift")))
        let architecture = try #require(TextFile.read(TextFile.repositoryPath("docs/ARCHITECTURE.md")))
        let targets = Self.declaredTargets(manifest)
        var checked = 0
        for line in architecture.split(separator: "\n") where line.hasPrefix("**") {
            let parts = line.dropFirst(2).split(separator: "**", maxSplits: 1)
            guard parts.count == 2, let declared = targets[String(parts[0])], parts[1].hasPrefix(" (") else { continue }
            // Up to the `)`, leaving out what a `;` puts before the list (`executable; …`).
            let header = parts[1].dropFirst(2).prefix { $0 != ")" }
            let list = header.split(separator: ";").last ?? header
            let named = Set(list.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)).intersection(targets.keys)
            #expect(named == declared.intersection(targets.keys), "\(parts[0]): the header names \(named.sorted()), Package.swift declares \(declared.sorted())")
            checked += 1
        }
        #expect(checked >= 10, "only \(checked) target headers found in docs/ARCHITECTURE.md")
    }

    /// The names of the executable targets.
    static func executableNames(_ manifest: String) -> [String] {
        manifest.split(separator: ".executableTarget(").dropFirst().compactMap { quoted(after: "name:", in: $0) }
    }

    @Test func theManifestReaderFindsDependencies() {
        let manifest = """
            .target(name: "A", dependencies: ["B", "C"], swiftSettings: x),
            .systemLibrary(name: "C", path: "Sources/C"),
            .testTarget(
                name: "ATests",
                dependencies: ["A"]),
            """
        #expect(Self.declaredTargets(manifest) == ["A": ["B", "C"], "C": [], "ATests": ["A"]])
        #expect(Self.imports(in: "import Glibc\n@testable import A\n// import Not\n") == ["Glibc", "A"])
    }
}
