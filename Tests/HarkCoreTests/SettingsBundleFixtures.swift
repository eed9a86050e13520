import Foundation
@testable import HarkCore

/// Settings bundles for tests, in the shapes Xcode writes: XML plists with Xcode's DOCTYPE and
/// tab indentation, `.strings` files in UTF-16 with a BOM (as the Settings Bundle template's),
/// and binary panes as the build's copy step can write them.
enum SettingsBundleFixtures {
    /// One specifier: `Type` first, as Xcode's template orders keys; `entries` are raw
    /// `<key>…</key>` value pairs, the value given as XML.
    static func specifier(_ type: String, _ entries: [(String, String)] = []) -> String {
        var text = "\t\t<dict>\n\t\t\t<key>Type</key>\n\t\t\t<string>\(type)</string>\n"
        for (key, value) in entries { text += "\t\t\t<key>\(key)</key>\n\t\t\t\(value)\n" }
        return text + "\t\t</dict>\n"
    }

    static func string(_ text: String) -> String { "<string>\(text)</string>" }

    /// A pane: `StringsTable` (when given) then `PreferenceSpecifiers`.
    static func pane(_ specifiers: [String], stringsTable: String? = "Root") -> String {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        if let stringsTable { text += "\t<key>StringsTable</key>\n\t<string>\(stringsTable)</string>\n" }
        text += "\t<key>PreferenceSpecifiers</key>\n\t<array>\n" + specifiers.joined() + "\t</array>\n</dict>\n</plist>\n"
        return text
    }

    static func toggle(_ title: String?, key: String?, defaultValue: String? = "<true/>") -> String {
        var entries: [(String, String)] = []
        if let title { entries.append(("Title", string(title))) }
        if let key { entries.append(("Key", string(key))) }
        if let defaultValue { entries.append(("DefaultValue", defaultValue)) }
        return specifier("PSToggleSwitchSpecifier", entries)
    }

    static func group(_ title: String?, footer: String? = nil) -> String {
        var entries: [(String, String)] = []
        if let title { entries.append(("Title", string(title))) }
        if let footer { entries.append(("FooterText", string(footer))) }
        return specifier("PSGroupSpecifier", entries)
    }

    static func childPane(_ title: String, file: String) -> String {
        specifier("PSChildPaneSpecifier", [("Title", string(title)), ("File", string(file))])
    }

    /// `"key" = "value";` lines as UTF-16LE with a BOM.
    static func strings(_ entries: [(String, String)], comment: String? = nil) -> [UInt8] {
        var text = comment.map { "/* \($0) */\n\n" } ?? ""
        for (key, value) in entries { text += "\"\(key)\" = \"\(value)\";\n" }
        return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// Writes files (relative path -> bytes) under a new temporary folder; returns the folder.
    static func write(_ files: [(String, [UInt8])]) throws -> String {
        let root = try TestSupport.makeTemporaryFolder()
        for (path, bytes) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: FileSystem.directoryName(full), withIntermediateDirectories: true)
            try FileSystem.writeAtomically(bytes, to: full)
        }
        return root
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Xcode's Settings Bundle template (File > New > Target… > Settings Bundle), as Xcode 15
    /// and 16 create it: a group, a text field, a toggle and a slider, and an English table.
    static let xcodeTemplate: [(String, [UInt8])] = [
        ("Settings.bundle/Root.plist", utf8(pane([
            specifier("PSGroupSpecifier", [("Title", string("Group"))]),
            specifier("PSTextFieldSpecifier", [("Title", string("Name")), ("Key", string("name_preference")),
                                               ("DefaultValue", "<string></string>"), ("IsSecure", "<false/>"),
                                               ("KeyboardType", string("Alphabet")), ("AutocapitalizationType", string("None")),
                                               ("AutocorrectionType", string("No"))]),
            specifier("PSToggleSwitchSpecifier", [("Title", string("Enabled")), ("Key", string("enabled_preference")),
                                                  ("DefaultValue", "<true/>")]),
            specifier("PSSliderSpecifier", [("Key", string("slider_preference")), ("DefaultValue", "<real>0.5</real>"),
                                            ("MinimumValue", "<integer>0</integer>"), ("MaximumValue", "<integer>1</integer>"),
                                            ("MinimumValueImage", "<string></string>"), ("MaximumValueImage", "<string></string>")]),
        ]))),
        ("Settings.bundle/en.lproj/Root.strings", strings([("Group", "Group"), ("Name", "Name"), ("none given", "none given"), ("Enabled", "Enabled")],
            comment: "A single strings file, whose title is specified in your preferences schema. The strings files provide the localized content to display to the user for each of your preferences.")),
    ]
}
