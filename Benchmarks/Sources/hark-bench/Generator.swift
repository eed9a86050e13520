import Foundation
import HarkCore

/// Writes a synthetic app: `screens` screens of `cells` switch cells each, strings in
/// `locales` locales (every fourth one UTF-16LE, as older Xcode projects ship them).
struct Generator {
    var screens = 1_000
    var cells = 20
    var locales = 12
    /// Every switch a custom control (one in ten otherwise): an app full of findings.
    var customSwitches = false

    static let localeNames = ["en", "fr", "de", "es", "it", "pt-BR", "ru", "ja", "zh-Hans", "ko", "ar", "he",
                              "nl", "sv", "da", "fi", "nb", "pl", "tr", "cs"]

    func write(to root: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        var model = "{\n  \"hark\": 1,\n  \"app\": {\"name\": \"Synthetic\", \"developmentLanguage\": \"en\", \"localizations\": \"Locales\"},\n  \"screens\": [\n"
        for screen in 0..<screens {
            model += "    {\"id\": \"screen-\(screen)\", \"title\": {\"key\": \"S\(screen)_TITLE\"}, \"sections\": [\n"
            model += "      {\"id\": \"main\", \"header\": {\"key\": \"S\(screen)_HEADER\"}, \"cells\": [\n"
            for cell in 0..<cells {
                let key = "S\(screen)_C\(cell)"
                let custom = customSwitches || cell % 10 == 9
                let switchJSON = custom
                    ? "{\"class\": \"BKSwitch\", \"superclass\": \"UIControl\", \"on\": false}"
                    : "{\"on\": \(cell % 3 == 0), \"enabled\": \(cell % 7 != 6), \"onTintColor\": \"#34C759\", \"frame\": {\"x\": 308, \"y\": 6.5, \"width\": 51, \"height\": 31}, \"accessibility\": {\"hint\": {\"key\": \"\(key)_HINT\"}}}"
                model += "        {\"id\": \"cell-\(cell)\", \"text\": {\"key\": \"\(key)\"}, \"switch\": \(switchJSON)}"
                model += cell + 1 < cells ? ",\n" : "\n"
            }
            model += "      ]}\n    ]}" + (screen + 1 < screens ? ",\n" : "\n")
        }
        model += "  ]\n}\n"
        try Data(model.utf8).write(to: URL(fileURLWithPath: root + "/Synthetic.json"))

        for (index, locale) in Generator.localeNames.prefix(locales).enumerated() {
            let fullStop = ["ja", "zh-Hans"].contains(locale) ? "。" : "."
            var strings = "/* Synthetic strings: \(locale) */\n"
            for screen in 0..<screens {
                strings += "\"S\(screen)_TITLE\" = \"Screen \(screen) (\(locale))\";\n\"S\(screen)_HEADER\" = \"SECTION \(screen) \(locale)\";\n"
                for cell in 0..<cells {
                    let key = "S\(screen)_C\(cell)"
                    // Some keys are left out of one locale so the audit has findings to report.
                    if locale == "fr" && cell == 4 && screen % 50 == 0 { continue }
                    strings += "\"\(key)\" = \"Setting \(cell) «\(locale)» é\";\n"
                    // Each locale its own text, ending with its own full stop, as real translations do.
                    strings += "\"\(key)_HINT\" = \"Turns setting \(cell) on screen \(screen) on or off «\(locale)»\(fullStop)\";\n"
                }
            }
            let folder = root + "/Locales/\(locale).lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let data: Data
            if index % 4 == 3 {
                data = Data([0xFF, 0xFE]) + (strings.data(using: .utf16LittleEndian) ?? Data())
            } else {
                data = Data(strings.utf8)
            }
            try data.write(to: URL(fileURLWithPath: folder + "/Localizable.strings"))
        }
    }
}
