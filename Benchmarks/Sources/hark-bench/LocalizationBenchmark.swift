import Foundation
import HarkCore

/// A localization corpus: `locales` locales of `keys` keys in Localizable.strings (every third
/// locale UTF-16LE), plus a Localizable.stringsdict with `plurals` plural keys per locale.
struct LocalizationGenerator {
    var locales = 40
    var keys = 5_000
    var plurals = 200

    static let names = ["en", "fr", "de", "es", "it", "pt-BR", "pt-PT", "ru", "uk", "pl", "cs", "sk", "hu", "ro", "bg", "hr", "sl", "sr",
                        "el", "tr", "ar", "he", "fa", "hi", "th", "vi", "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant", "nl", "sv", "da",
                        "nb", "fi", "et", "lv", "lt", "ca", "eu", "gl", "is"]

    func write(to root: String) throws {
        for (index, locale) in LocalizationGenerator.names.prefix(locales).enumerated() {
            let folder = root + "/\(locale).lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var strings = "/* \(locale) */\n"
            for key in 0..<keys {
                // A few keys missing from some locales, a few with a changed placeholder.
                if index > 0 && key % 997 == index { continue }
                let value = index > 0 && key % 1009 == index ? "Valeur %@ numéro %@" : "Value %@ number %d «\(locale)» \(key)"
                strings += "\"KEY_\(key)\" = \"\(value)\";\n"
            }
            let data = index % 3 == 2 ? Data([0xFF, 0xFE]) + (strings.data(using: .utf16LittleEndian) ?? Data()) : Data(strings.utf8)
            try data.write(to: URL(fileURLWithPath: folder + "/Localizable.strings"))
            var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            for key in 0..<plurals {
                plist += "  <key>PLURAL_\(key)</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>%#@items@</string>\n"
                plist += "    <key>items</key>\n    <dict>\n      <key>NSStringFormatSpecTypeKey</key>\n      <string>NSStringPluralRuleType</string>\n"
                plist += "      <key>NSStringFormatValueTypeKey</key>\n      <string>d</string>\n"
                plist += "      <key>one</key>\n      <string>%d item</string>\n      <key>other</key>\n      <string>%d items</string>\n    </dict>\n  </dict>\n"
            }
            plist += "</dict>\n</plist>\n"
            try Data(plist.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.stringsdict"))
        }
    }
}

enum LocalizationBenchmark {
    static func run(root: String, harkBinary: String?, repeats: Int) throws {
        let files = files(under: root).filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("input: \(files.count) files (.strings and .stringsdict), \(bytes / 1_000_000) MB")
        func plistParse() throws {
            for file in files {
                _ = try PropertyListSerialization.propertyList(from: try Data(contentsOf: URL(fileURLWithPath: file)), format: nil)
            }
        }
        func command(_ executable: String, _ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        let locheck = findOnPath("locheck")
        try plistParse()
        var plist: [Double] = [], hark: [Double] = [], locheckTimes: [Double] = []
        for _ in 0..<repeats {
            plist.append(try seconds { try plistParse() })
            if let harkBinary {
                hark.append(try seconds { try command(harkBinary, ["lint", root, "--output", root + "/../l10n-report.txt", "--fail-on", "never"]) })
            }
            if let locheck { locheckTimes.append(try seconds { try command(locheck, ["discoverlproj", root]) }) }
        }
        let base = median(plist)
        func line(_ name: String, _ values: [Double]) {
            let m = median(values)
            print("\(name.padding(toLength: 48, withPad: " ", startingAt: 0)) median \(String(format: "%7.3f", m)) s   ratio \(String(format: "%5.2f", m / base))x")
        }
        line("PropertyListSerialization parse (baseline)", plist)
        if !hark.isEmpty { line("hark lint (localization-only, binary)", hark) }
        if locheckTimes.isEmpty {
            print("locheck: not on PATH, skipped (build it from its public sources to compare)")
        } else {
            line("locheck discoverlproj", locheckTimes)
            print("hark is \(String(format: "%.1f", median(locheckTimes) / median(hark)))x faster than locheck")
        }
    }

    static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
