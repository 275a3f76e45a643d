// swift-tools-version:6.0
import PackageDescription

/// Warnings are errors so "zero warnings" is checked by every build, not by review.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "dent",
    products: [
        .executable(name: "dent", targets: ["dent"]),
        .executable(name: "dent-bench", targets: ["dent-bench"]),
        .executable(name: "dent-keys-fuzz", targets: ["dent-keys-fuzz"]),
    ],
    targets: [
        .systemLibrary(name: "CTerminfo", path: "Sources/CTerminfo"),
        .target(name: "CPty"),
        .target(name: "DentText", swiftSettings: strict),
        .target(name: "DentKeys", swiftSettings: strict),
        .target(name: "DentConfig", dependencies: ["DentKeys"], swiftSettings: strict),
        .target(name: "DentRegex", dependencies: ["DentText"], swiftSettings: strict),
        .target(name: "DentCore", dependencies: ["DentText", "DentKeys", "DentConfig", "DentRegex"], swiftSettings: strict),
        .target(name: "DentScreen", dependencies: ["DentCore", "DentText"], swiftSettings: strict),
        .target(name: "DentTerminal", dependencies: ["CTerminfo", "DentKeys"], swiftSettings: strict),
        .target(name: "DentFiles", dependencies: ["DentText", "DentConfig"], swiftSettings: strict),
        .executableTarget(
            name: "dent",
            dependencies: ["DentText", "DentKeys", "DentConfig", "DentCore", "DentScreen", "DentTerminal", "DentFiles"],
            swiftSettings: strict),
        .executableTarget(
            name: "dent-bench",
            dependencies: ["DentText", "DentKeys", "DentCore", "DentScreen", "DentFiles", "DentTestSupport"],
            swiftSettings: strict),
        .executableTarget(name: "dent-keys-fuzz", dependencies: ["DentKeys"], swiftSettings: strict),
        .executableTarget(name: "dent-save-probe", dependencies: ["DentFiles", "DentText"], swiftSettings: strict),
        .target(
            name: "DentTestSupport",
            dependencies: ["DentText", "DentScreen", "DentCore", "CPty"],
            swiftSettings: strict),
        .testTarget(name: "DentTextTests", dependencies: ["DentText", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentKeysTests", dependencies: ["DentKeys", "DentTestSupport"], exclude: ["vectors.tsv"], swiftSettings: strict),
        .testTarget(name: "DentConfigTests", dependencies: ["DentConfig"], swiftSettings: strict),
        .testTarget(name: "DentRegexTests", dependencies: ["DentRegex", "DentText", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentCoreTests", dependencies: ["DentCore", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentScreenTests", dependencies: ["DentScreen", "DentTestSupport"], swiftSettings: strict),
        .testTarget(name: "DentTerminalTests", dependencies: ["DentTerminal", "DentKeys"], swiftSettings: strict),
        .testTarget(
            name: "DentFilesTests",
            dependencies: ["DentFiles", "DentText", "DentTestSupport", "dent-save-probe"],
            swiftSettings: strict),
        .testTarget(
            name: "DentEndToEndTests",
            dependencies: ["dent", "DentTestSupport"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
