// swift-tools-version:6.0
import PackageDescription

/// Warnings are errors so "zero warnings" is checked by every build, not by review.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

/// Release builds carry the Swift runtime (and ICU) inside the binary (what
/// `--static-swift-stdlib` does, for every release build): dent then needs no toolchain to run,
/// starts sooner (no libraries to map and relocate) and takes less memory
/// (docs/PERFORMANCE.md). Debug builds, which the tests use, stay dynamic.
let selfContained = BuildSettingCondition.when(configuration: .release)

let shipped: [SwiftSetting] = strict + [.unsafeFlags(["-static-stdlib"], selfContained)]
let linkedIn: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], selfContained)]

/// ICU from the toolchain (`_FoundationICU`, what Foundation's regular expressions run on),
/// without Foundation itself: DentRegex calls its C API (`CompiledRegex`). ICU is C++.
let icu: [LinkerSetting] = [.linkedLibrary("_FoundationICU"), .linkedLibrary("stdc++")]

/// PCRE2 for the highlighter: the shared library in debug builds, the static one from
/// libpcre2-dev in release builds, so a release binary needs nothing PCRE2 beyond itself.
let pcre2: [LinkerSetting] = [
    .linkedLibrary("pcre2-8", .when(configuration: .debug)),
    .linkedLibrary(":libpcre2-8.a", .when(configuration: .release)),
]

let package = Package(
    name: "dent",
    products: [
        .executable(name: "dent", targets: ["dent"]),
        .executable(name: "dent-bench", targets: ["dent-bench"]),
        .executable(name: "dent-keys-fuzz", targets: ["dent-keys-fuzz"]),
        .executable(name: "dent-editor-fuzz", targets: ["dent-editor-fuzz"]),
    ],
    targets: [
        .systemLibrary(name: "CTerminfo", path: "Sources/CTerminfo"),
        .target(name: "CPty"),
        .target(name: "CWriteback"),
        .target(name: "CMemfd"),
        // fork + exec for language servers: their own session, nicer, killed when dent dies.
        .target(name: "CSpawn"),
        .systemLibrary(name: "CPCRE2", path: "Sources/CPCRE2"),
        // libxml2's headers for the types; the library itself is opened with dlopen (CXML.h).
        .target(name: "CXML", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        // hunspell for spell checking, opened with dlopen on first use; no headers needed.
        .target(name: "CHunspell"),
        .target(name: "DentText", swiftSettings: shipped),
        .target(name: "DentKeys", swiftSettings: shipped),
        // The language-server protocol, pure: JSON, framing, JSON-RPC, positions, URIs (issue 54).
        .target(name: "DentLSP", dependencies: ["DentText"], swiftSettings: shipped),
        // Configuration uses DentLSP's JSON: `language-server-options` is checked as it is read.
        .target(name: "DentConfig", dependencies: ["DentKeys", "DentLSP"], swiftSettings: shipped),
        .target(name: "DentRegex", dependencies: ["DentText"], swiftSettings: shipped, linkerSettings: icu),
        .target(name: "DentSyntax", dependencies: ["CPCRE2"], swiftSettings: shipped, linkerSettings: pcre2),
        .target(name: "DentCore", dependencies: ["DentText", "DentKeys", "DentConfig", "DentRegex", "DentSyntax", "DentLSP"], swiftSettings: shipped),
        // The wire layer: cells, grids and the frame diff into terminal bytes, knowing nothing of editing.
        .target(name: "DentWire", dependencies: ["DentText"], swiftSettings: shipped),
        .target(name: "DentScreen", dependencies: ["DentWire", "DentCore", "DentText", "DentKeys", "DentConfig", "DentSyntax", "DentLSP"], swiftSettings: shipped),
        .target(name: "DentTerminal", dependencies: ["CTerminfo", "CMemfd", "DentKeys"], swiftSettings: shipped),
        .target(name: "DentFiles", dependencies: ["DentText", "DentConfig", "DentSyntax", "CWriteback", "CXML", "CHunspell"], swiftSettings: shipped),
        .executableTarget(
            name: "dent",
            dependencies: ["DentText", "DentKeys", "DentConfig", "DentCore", "DentWire", "DentScreen", "DentTerminal", "DentFiles", "DentSyntax", "DentLSP", "CSpawn"],
            swiftSettings: shipped, linkerSettings: linkedIn),
        .executableTarget(
            name: "dent-bench",
            dependencies: ["DentText", "DentKeys", "DentCore", "DentWire", "DentScreen", "DentFiles", "DentRegex", "DentSyntax", "DentLSP", "DentTestSupport"],
            swiftSettings: shipped, linkerSettings: linkedIn),
        .executableTarget(name: "dent-keys-fuzz", dependencies: ["DentKeys"], swiftSettings: shipped, linkerSettings: linkedIn),
        .executableTarget(
            name: "dent-editor-fuzz", dependencies: ["DentTestSupport", "DentCore", "DentFiles", "DentSyntax"], swiftSettings: shipped, linkerSettings: linkedIn),
        .executableTarget(name: "dent-save-probe", dependencies: ["DentFiles", "DentText"], swiftSettings: shipped, linkerSettings: linkedIn),
        // A language server that plays a script, for the tests of dent's client (issue 54). Not
        // a product: it is built with the tests and shipped nowhere, and dent never links it.
        .executableTarget(name: "dent-fake-lsp", dependencies: ["DentLSP"], swiftSettings: shipped, linkerSettings: linkedIn),
        .target(
            name: "DentTestSupport",
            dependencies: ["DentText", "DentKeys", "DentConfig", "DentWire", "DentScreen", "DentCore", "DentSyntax", "DentLSP", "CPty"],
            swiftSettings: shipped),
        .testTarget(name: "DentTextTests", dependencies: ["DentText", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentKeysTests", dependencies: ["DentKeys", "DentTestSupport"], exclude: ["vectors.tsv"], swiftSettings: strict),
        .testTarget(name: "DentConfigTests", dependencies: ["DentConfig", "DentKeys", "DentLSP", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentRegexTests", dependencies: ["DentRegex", "DentText", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentSyntaxTests", dependencies: ["DentSyntax", "DentFiles", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentCoreTests", dependencies: ["DentCore", "DentConfig", "DentFiles", "DentKeys", "DentLSP", "DentSyntax", "DentText", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentWireTests", dependencies: ["DentWire", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentScreenTests", dependencies: ["DentScreen", "DentWire", "DentConfig", "DentCore", "DentKeys", "DentSyntax", "DentText", "DentTestSupport", "DentLSP"], swiftSettings: strict),
        .testTarget(name: "DentTerminalTests", dependencies: ["DentTerminal", "DentKeys"], swiftSettings: strict),
        .testTarget(
            name: "DentFilesTests",
            dependencies: ["DentFiles", "DentConfig", "DentSyntax", "DentText", "DentTestSupport", "dent-save-probe"],
            swiftSettings: strict),
        .testTarget(name: "DentLSPTests", dependencies: ["DentLSP", "DentTestSupport", "dent-fake-lsp"], swiftSettings: strict),
        .testTarget(
            name: "DentEndToEndTests",
            dependencies: ["dent", "DentCore", "DentKeys", "DentWire", "DentScreen", "DentTerminal", "DentText", "DentFiles", "DentLSP", "DentTestSupport"],
            swiftSettings: strict),
        /// The editor fuzzer over the whole pure pipeline (core, screen, wire and the virtual
        /// terminal its frames play on), in every `swift test` with fixed seeds.
        .testTarget(name: "FuzzTests", dependencies: ["DentTestSupport"], swiftSettings: strict),
        /// Checks of the repository itself (the manifest's layering, no force-unwraps, README and
        /// .ci/run agreeing): they read files and need no dent binary.
        .testTarget(name: "RepositoryTests", dependencies: ["DentTestSupport"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
