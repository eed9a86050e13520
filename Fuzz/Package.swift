// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for HarkCore, one per parser (see README.md). A package of its own, so the
// main package's build and tests never see the fuzzer flags. `Fuzz/run TARGET SECONDS` builds
// and runs one; by hand, from this folder:
//   swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
let targets = [
    "FuzzScreenModel", "FuzzAudit", "FuzzStrings", "FuzzStringsDict", "FuzzStringCatalog",
    "FuzzInterfaceBuilder", "FuzzXML", "FuzzPropertyList", "FuzzSettingsBundle", "FuzzConfiguration", "FuzzGitIgnore",
    "FuzzSwiftComments", "FuzzSwiftSource",
]

let package = Package(
    name: "hark-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` pins the package's name, whatever the checkout folder is called.
        .package(name: "hark", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "HarkCore", package: "hark")]),
    ] + targets.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "HarkCore", package: "hark")])
    }
)
