// swift-tools-version:6.0
import PackageDescription

// HarkCore's path is the package root so that the top-level `Rules/` and `Locales/` folders
// (the rule documents and the screen reader's vocabularies) ship as its resources.
let package = Package(
    name: "hark",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "HarkCore", targets: ["HarkCore"]),
        .executable(name: "hark", targets: ["hark"]),
    ],
    targets: [
        .target(
            name: "HarkCore",
            path: ".",
            exclude: ["Examples", "Benchmarks", "docs", "README.md", "CONTRIBUTING.md", ".ci", ".gitignore", "Sources/hark", "Tests", "Fuzz"],
            sources: ["Sources/HarkCore"],
            resources: [.copy("Rules"), .copy("Locales")]
        ),
        .executableTarget(
            name: "hark",
            dependencies: ["HarkCore"],
            path: "Sources/hark"
        ),
        // Benchmarks (not tests): `Benchmarks/run` builds this in release mode and runs it.
        .executableTarget(
            name: "hark-bench",
            dependencies: ["HarkCore"],
            path: "Benchmarks/Sources/hark-bench"
        ),
        .testTarget(
            name: "HarkCoreTests",
            dependencies: ["HarkCore", "hark"],
            path: "Tests/HarkCoreTests"
        ),
    ]
)
