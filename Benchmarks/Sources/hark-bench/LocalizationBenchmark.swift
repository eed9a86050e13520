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
    static func run(root: String, harkBinary: String, repeats: Int) throws {
        let files = files(under: root).filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("input: \(files.count) files (.strings and .stringsdict), \(bytes / 1_000_000) MB")
        func plistParse() throws {
            for file in files {
                _ = try PropertyListSerialization.propertyList(from: try Data(contentsOf: URL(fileURLWithPath: file)), format: nil)
            }
        }
        let locheck = findOnPath("locheck")
        try plistParse()
        var plist = Costs(), hark = Costs(), locheckCosts = Costs()
        for _ in 0..<repeats {
            plist.append(try measure { try plistParse() })
            hark.append(try runChild(harkBinary, ["lint", root, "--output", root + "/../l10n-report.txt", "--fail-on", "never", "--quiet"]))
            // locheck exits 1 when it finds problems, as it does here.
            if let locheck { locheckCosts.append(try runChild(locheck, ["discoverlproj", root, "--base", "en"], acceptedStatuses: [0, 1])) }
        }
        func line(_ name: String, _ costs: Costs) {
            print(name.padding(toLength: 48, withPad: " ", startingAt: 0)
                  + String(format: " wall %7.3f s (%5.2f×)   cpu %7.3f s (%5.2f×)", costs.wall, costs.wall / plist.wall, costs.cpu, costs.cpu / plist.cpu)
                  + (costs.maxRSSBytes > 0 ? "   peak \(megabytes(costs.maxRSSBytes))" : ""))
        }
        line("PropertyListSerialization parse (baseline)", plist)
        line("hark lint (localization-only, binary)", hark)
        reportGoal("localization-only audit against Foundation", measured: ratio(hark.cpu / plist.cpu)
                   + " PropertyListSerialization's parse in CPU time (wall \(ratio(hark.wall / plist.wall)))",
                   target: "≤ 0.25×, 4× faster", met: hark.cpu / plist.cpu <= 0.25)
        if locheckCosts.runs.isEmpty {
            print("locheck: not on PATH, skipped (Benchmarks/run puts ../shared/peers/locheck on PATH when it is there)")
        } else {
            line("locheck discoverlproj --base en", locheckCosts)
            let faster = locheckCosts.cpu / hark.cpu
            reportGoal("localization-only audit against locheck", measured: String(format: "%.1f× faster in CPU time (wall %.1f×)",
                       faster, locheckCosts.wall / hark.wall), target: "≥ 25× faster", met: faster >= 25)
        }
    }

    static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
