import Foundation

/// The names of the accessor types a project's `swiftgen.yml` has SwiftGen generate for its
/// strings tables. Zotero and Home Assistant run SwiftGen as a build phase and keep its output
/// out of version control: code writes `L10n.close` and `L10n.Shareext.itemTitle`, which no file
/// Hark reads declares. A type the configuration names is SwiftGen's, so its members spell keys
/// exactly, one-word keys (`close`, `ok`) included (`GeneratedAccessors`).
///
/// Only the `strings:` section is read, line by line (Hark reads no YAML otherwise): each of its
/// outputs generates `params: enumName:` when one is given, else SwiftGen's default, `L10n`.
enum SwiftGenConfig {
    /// SwiftGen's type name when an output gives none.
    static let defaultEnumName = "L10n"
    /// A configuration past this is not SwiftGen's (they are a few hundred bytes).
    static let sizeLimit = 262_144

    /// The accessor types of the SwiftGen configurations in `folder`, if any.
    static func stringsEnumNames(in folder: String) -> Set<String> {
        var names: Set<String> = []
        for name in FileSystem.contents(of: folder).sorted() where isConfigurationName(name) {
            let path = FileSystem.join(folder, name)
            guard let bytes = try? FileSystem.readBytes(path, as: InputKind(name: "SwiftGen configuration", limit: sizeLimit)) else { continue }
            names.formUnion(stringsEnumNames(yaml: String(decoding: bytes, as: UTF8.self)))
        }
        return names
    }

    /// SwiftGen's file name, `swiftgen.yml` (`swiftgen config run` reads it from the working
    /// folder), or one a project names and passes (`--config swiftgen-bwa.yml`, Bitwarden
    /// Authenticator's): any `swiftgen*.yml` or `.yaml`.
    static func isConfigurationName(_ name: String) -> Bool {
        name.lowercased().hasPrefix("swiftgen") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
    }

    /// The accessor types the `strings:` section of a configuration's text generates.
    static func stringsEnumNames(yaml: String) -> Set<String> {
        var inStrings = false
        var outputs = 0
        var namedOutputs = 0
        var names: Set<String> = []
        for rawLine in yaml.split(whereSeparator: \.isNewline) {
            let line = rawLine.prefix { $0 != "#" }
            guard let first = line.first, !line.allSatisfy(\.isWhitespace) else { continue }
            // A top-level key starts a section.
            if first != " " && first != "\t" && first != "-" {
                inStrings = line.hasPrefix("strings:")
                continue
            }
            guard inStrings else { continue }
            let content = line.drop { $0 == " " || $0 == "\t" || $0 == "-" }
            if content.hasPrefix("templateName:") || content.hasPrefix("templatePath:") { outputs += 1 }
            if content.hasPrefix("enumName:") {
                namedOutputs += 1
                let value = content.dropFirst("enumName:".count).trimmingCharacters(in: .whitespaces)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                if isTypeName(value) { names.insert(value) }
            }
        }
        // Outputs without a name of their own generate `L10n`.
        if outputs > namedOutputs { names.insert(defaultEnumName) }
        return names
    }

    private static func isTypeName(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, first.properties.isUppercase else { return false }
        return value.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    }
}
