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
        // `swift package hark`: lint (or speak, explain…) from the command line.
        .plugin(name: "HarkCommandPlugin", targets: ["HarkCommandPlugin"]),
        // Lints a target's storyboards, XIBs and strings during the build.
        .plugin(name: "HarkBuildToolPlugin", targets: ["HarkBuildToolPlugin"]),
    ],
    targets: [
        .target(
            name: "HarkCore",
            path: ".",
            exclude: ["Examples", "Benchmarks", "docs", "README.md", "CONTRIBUTING.md", ".ci", ".gitignore", "Sources/hark", "Tests",
                      "Plugins", "Makefile", "Fuzz"],
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
        .plugin(
            name: "HarkCommandPlugin",
            capability: .command(intent: .custom(verb: "hark", description: "Audit the package's settings screens and strings with Hark")),
            dependencies: ["hark"]
        ),
        .plugin(
            name: "HarkBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["hark"]
        ),
        .testTarget(
            name: "HarkCoreTests",
            dependencies: ["HarkCore", "hark"],
            path: "Tests/HarkCoreTests"
        ),
    ]
)
