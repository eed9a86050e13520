/// Whether an Xcode target builds for iOS, read from its build settings: `SDKROOT` and
/// `SUPPORTED_PLATFORMS`. Each configuration's value is found as Xcode layers them: the
/// target's own settings, its `.xcconfig` file, then the project's settings and the project's
/// `.xcconfig` for the configuration of the same name. Maccy's project says `SDKROOT = macosx`
/// once, at the project's level; IINA's says it in `Configs/Shared.xcconfig`, through two
/// `#include`s. Their `Toggle`s are macOS check boxes, which VoiceOver on iOS never meets.
///
/// Only a target every configuration of which names another platform is one: a setting Hark
/// cannot read (a `$(VARIABLE)`, a file it cannot find), `auto`, or none at all leave it an iOS
/// target, so code is never dropped on a guess.
struct XcodeTargetPlatforms {
    typealias Objects = [String: OpenStepValue]
    typealias Settings = [String: String]

    let objects: Objects
    /// Every file reference's absolute path (`XcodeProject.Reader.paths`).
    let paths: [String: String]
    /// The settings of each `.xcconfig` file a configuration is based on, by path: read once,
    /// though every target's every configuration may name the same file.
    private var configFiles: [String: Settings] = [:]
    /// The project's own settings per configuration name.
    private var projectSettings: [String: Settings] = [:]

    init(objects: Objects, paths: [String: String], projectConfigurationList: String?) {
        self.objects = objects
        self.paths = paths
        for object in objects.values where object["isa"]?.string == "XCBuildConfiguration" {
            guard let path = Self.baseConfigurationFile(of: object, paths: paths), configFiles[path] == nil else { continue }
            configFiles[path] = Self.readConfigFile(path, depth: 0)
        }
        projectSettings = settings(ofList: projectConfigurationList)
    }

    /// Whether the target `object` builds only for macOS, tvOS, watchOS or visionOS.
    func isOtherPlatformOnly(_ object: OpenStepValue) -> Bool {
        let product = object["productType"]?.string ?? ""
        if product.contains(".watchapp") || product.contains(".watchkit") { return true }
        let configurations = settings(ofList: object["buildConfigurationList"]?.string)
        guard !configurations.isEmpty else { return false }
        return configurations.allSatisfy { name, own in
            let project = projectSettings[name] ?? [:]
            func setting(_ key: String) -> String? { own[key] ?? project[key] }
            if let supported = setting("SUPPORTED_PLATFORMS") {
                return Self.isKnown(supported) && !supported.split(separator: " ").contains("iphoneos")
            }
            guard let sdk = setting("SDKROOT"), Self.isKnown(sdk) else { return false }
            return Self.otherSDKs.contains { sdk.hasPrefix($0) }
        }
    }

    /// The values `key` takes in the target's configurations, sorted, each layered as above
    /// (`INFOPLIST_FILE`, which configurations usually share); none when no layer sets it.
    func values(of key: String, for object: OpenStepValue) -> [String] {
        let configurations = settings(ofList: object["buildConfigurationList"]?.string)
        return Set(configurations.compactMap { name, own in own[key] ?? projectSettings[name]?[key] }).sorted()
    }

    /// Each configuration's name with its settings: those written in the project over those of
    /// its `.xcconfig` file.
    private func settings(ofList listID: String?) -> [String: Settings] {
        guard let list = listID.flatMap({ objects[$0] }) else { return [:] }
        var result: [String: Settings] = [:]
        for id in list["buildConfigurations"]?.array ?? [] {
            guard let configuration = id.string.flatMap({ objects[$0] }) else { continue }
            var settings = Self.baseConfigurationFile(of: configuration, paths: paths).flatMap { configFiles[$0] } ?? [:]
            for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                if let value = value.string { settings[key] = value }
            }
            result[configuration["name"]?.string ?? id.string ?? ""] = settings
        }
        return result
    }

    /// The `.xcconfig` file a configuration is based on: a file reference, or (Xcode 16) a path
    /// relative to a synchronized folder, NetNewsWire's `xcconfig/NetNewsWire_macapp_target.xcconfig`.
    private static func baseConfigurationFile(of configuration: OpenStepValue, paths: [String: String]) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string { return paths[reference] }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string.flatMap({ paths[$0] }),
              let relative = configuration["baseConfigurationReferenceRelativePath"]?.string else { return nil }
        return XcodeProject.normalized(FileSystem.join(anchor, relative))
    }

    /// The settings an `.xcconfig` file assigns, `#include`d files first as they come: one
    /// `KEY = value` a line, `//` comments, conditional keys (`KEY[sdk=…]`) left out.
    static func readConfigFile(_ path: String, depth: Int) -> Settings {
        guard depth < 8, let bytes = try? FileSystem.readBytes(path, as: InputKind(name: "build configuration file", limit: 256 * 1024)) else {
            return [:]
        }
        var settings: Settings = [:]
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let name = String(line[line.index(after: open)..<close])
                let included = name.hasPrefix("/") ? name : FileSystem.join(FileSystem.directoryName(path), name)
                settings.merge(readConfigFile(XcodeProject.normalized(included), depth: depth + 1)) { _, new in new }
                continue
            }
            let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
            guard let equals = code.firstIndex(of: "=") else { continue }
            let key = code[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            settings[key] = code[code.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return settings
    }

    /// A value Hark can read as it is: no build variable in it.
    static func isKnown(_ value: String) -> Bool { !value.contains("$(") && !value.contains("${") }

    private static let otherSDKs = ["macosx", "appletvos", "watchos", "xros"]
}
