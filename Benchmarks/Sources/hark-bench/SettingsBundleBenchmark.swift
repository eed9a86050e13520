import Foundation
import HarkCore

/// A large Settings bundle: one pane of `toggles` toggle switches in groups of ten, in XML or
/// binary (written by Foundation, that is by CoreFoundation's own writer), with an English and a
/// French table. Times Hark's whole audit of the bundle against `PropertyListSerialization`
/// merely parsing its pane.
enum SettingsBundleBenchmark {
    static func write(to root: String, toggles: Int, binary: Bool) throws -> String {
        let bundle = root + "/Settings.bundle"
        try? FileManager.default.removeItem(atPath: root)
        for folder in ["en.lproj", "fr.lproj"] {
            try FileManager.default.createDirectory(atPath: bundle + "/" + folder, withIntermediateDirectories: true)
        }
        var specifiers: [[String: Any]] = []
        var english = "", french = ""
        for index in 0..<toggles {
            if index % 10 == 0 { specifiers.append(["Type": "PSGroupSpecifier", "Title": "GROUP_\(index / 10)"]) }
            specifiers.append(["Type": "PSToggleSwitchSpecifier", "Title": "SETTING_\(index)", "Key": "setting_\(index)", "DefaultValue": index % 3 == 0])
            english += "\"SETTING_\(index)\" = \"Setting number \(index)\";\n"
            french += "\"SETTING_\(index)\" = \"Réglage numéro \(index)\";\n"
        }
        for group in 0..<(toggles + 9) / 10 {
            english += "\"GROUP_\(group)\" = \"Group \(group)\";\n"
            french += "\"GROUP_\(group)\" = \"Groupe \(group)\";\n"
        }
        let pane: [String: Any] = ["StringsTable": "Root", "PreferenceSpecifiers": specifiers]
        let data = try PropertyListSerialization.data(fromPropertyList: pane, format: binary ? .binary : .xml, options: 0)
        try data.write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        try Data(english.utf8).write(to: URL(fileURLWithPath: bundle + "/en.lproj/Root.strings"))
        try Data(french.utf8).write(to: URL(fileURLWithPath: bundle + "/fr.lproj/Root.strings"))
        return bundle
    }

    static func run(root: String, toggles: Int, repeats: Int) throws {
        for binary in [false, true] {
            let bundle = try write(to: root + (binary ? "/binary" : "/xml"), toggles: toggles, binary: binary)
            let pane = bundle + "/Root.plist"
            let size = (try FileManager.default.attributesOfItem(atPath: pane)[.size] as? Int) ?? 0
            func parse() throws { _ = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: pane)), format: nil) }
            func load() throws {
                guard try HarkLibrary.importSettingsBundle(path: bundle) == toggles else { throw BenchError("not every toggle was read") }
            }
            func audit() throws { _ = try HarkLibrary.lint(paths: [bundle], format: "text") }
            try parse()
            try load()
            try audit()
            var foundation: [Double] = [], hark: [Double] = [], reading: [Double] = []
            for _ in 0..<repeats {
                foundation.append(try seconds { try parse() })
                reading.append(try seconds { try load() })
                hark.append(try seconds { try audit() })
            }
            let base = median(foundation)
            print("Settings bundle, \(toggles) toggles, \(binary ? "binary" : "XML") pane of \(size / 1000) kB:")
            print("  PropertyListSerialization parse only (baseline)   median \(String(format: "%7.3f", base)) s")
            print("  Hark reads the bundle (plist and model)          median \(String(format: "%7.3f", median(reading))) s   ratio \(String(format: "%5.2f", median(reading) / base))x")
            print("  Hark full audit (2 locales, text report)         median \(String(format: "%7.3f", median(hark))) s   ratio \(String(format: "%5.2f", median(hark) / base))x")
        }
    }
}
