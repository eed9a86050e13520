import Foundation
import HarkCore

/// A synthetic SwiftUI app in the shape real ones have: `views` settings views of `toggles`
/// toggles each, in sections, titled through a SwiftGen `L10n` accessor file, with modifiers,
/// comments, multi-line and interpolated strings, and an English strings table.
struct SourceGenerator {
    var views = 400
    var toggles = 40

    func write(to folder: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/App/Views", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/App/Generated", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
        var accessors = "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n\nimport Foundation\n\ninternal enum L10n {\n"
        var table = ""
        for view in 0..<views {
            accessors += "  internal enum Screen\(view) {\n"
            var source = """
            import SwiftUI

            /* Settings screen \(view).
               /* Nested comment, as Swift allows. */ */
            struct SettingsView\(view): View {
                @AppStorage("screen\(view)") private var settings = Settings()
                let subtitle: String

                var body: some View {
                    Form {

            """
            for toggle in 0..<toggles {
                let key = "screen\(view).toggle\(toggle)"
                accessors += "    /// Setting \(toggle)\n    internal static let toggle\(toggle) = L10n.tr(\"Localizable\", \"\(key)\", fallback: \"Setting \(toggle)\")\n"
                table += "\"\(key)\" = \"Setting \(toggle) of screen \(view)\";\n"
                if toggle % 10 == 0 { source += "            Section(\"Group \\(\(toggle / 10))\") {\n" }
                switch toggle % 4 {
                case 0:
                    source += "                Toggle(L10n.Screen\(view).toggle\(toggle), isOn: $settings.flag\(toggle)) // a line comment\n"
                case 1:
                    source += "                Toggle(isOn: $settings.flag\(toggle)) {\n                    VStack(alignment: .leading) {\n                        Text(L10n.Screen\(view).toggle\(toggle))\n                        Text(subtitle).font(.caption)\n                    }\n                }\n"
                case 2:
                    source += "                Toggle(\"Setting \\(\(toggle)) of #\(view)\", isOn: $settings.flag\(toggle))\n                    .accessibilityHint(#\"Turns \"setting\" \(toggle) on\"#)\n                    .disabled(settings.locked)\n"
                default:
                    source += "                Toggle(isOn: $settings.flag\(toggle)) { Label(L10n.Screen\(view).toggle\(toggle), systemImage: \"gear\") }\n                    .accessibilityIdentifier(\"toggle-\(toggle)\")\n"
                }
                if toggle % 10 == 9 || toggle == toggles - 1 { source += "            }\n" }
            }
            source += """
                    }
                    .navigationTitle(\"\"\"
                        Settings \(view)
                        \"\"\")
                }
            }

            """
            accessors += "  }\n"
            try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/App/Views/SettingsView\(view).swift"))
        }
        accessors += "  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {\n"
            + "    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)\n"
            + "    return String(format: format, locale: Locale.current, arguments: args)\n  }\n}\n"
        try Data(accessors.utf8).write(to: URL(fileURLWithPath: folder + "/App/Generated/Strings.swift"))
        try Data(table.utf8).write(to: URL(fileURLWithPath: folder + "/App/en.lproj/Localizable.strings"))
    }
}

/// Times Hark's Swift tokenizer and its whole reading of the sources against two baselines in
/// the same process: a plain byte scan counting line breaks, and Foundation's
/// `String(decoding:as:)` of the same bytes.
enum SourceBenchmark {
    static func run(folder: String, repeats: Int) throws {
        let paths = files(under: folder).filter { $0.hasSuffix(".swift") }
        let sources = try paths.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
        let bytes = sources.reduce(0) { $0 + $1.count }
        let megabytes = Double(bytes) / 1_000_000
        print("input: \(paths.count) Swift files, \(String(format: "%.1f", megabytes)) MB")
        var scan: [Double] = [], decode: [Double] = [], tokenize: [Double] = [], read: [Double] = []
        var sink = 0
        // One untimed warm-up of each, then interleaved timed runs.
        for round in 0...repeats {
            // CPU time: on a shared machine wall-clock throughput moves with everyone's load.
            let s = measure { for source in sources { sink &+= source.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } } }.cpu
            let d = measure { for source in sources { sink &+= String(decoding: source, as: UTF8.self).utf8.count } }.cpu
            let t = measure { for source in sources { sink &+= HarkLibrary.tokenizeSource(source) } }.cpu
            var switches = 0
            let r = measure { switches = HarkLibrary.readSources(folder: folder) }.cpu
            sink &+= switches
            guard round > 0 else { continue }
            scan.append(s); decode.append(d); tokenize.append(t); read.append(r)
        }
        let base = median(scan)
        func line(_ name: String, _ values: [Double]) -> String {
            let m = median(values)
            return "\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", megabytes / m)) MB/s"
                + "   \(String(format: "%6.2f", m / megabytes * 1000)) ms/MB   ratio \(String(format: "%5.2f", m / base))x"
        }
        print(line("byte scan counting line breaks (baseline)", scan))
        print(line("String(decoding:as:) of the same bytes", decode))
        print(line("Hark Swift tokenizer", tokenize))
        print(line("Hark source reading (files, toggles, keys)", read))
        print("(\(repeats) runs each, interleaved; CPU time (source reading uses every core); ratio = time / baseline median; "
              + "lower is better; \(sink % 2))")
        let throughput = megabytes / median(tokenize)
        reportGoal("Swift tokenizer", measured: String(format: "%.0f MB/s of CPU time", throughput), target: "≥ 100 MB/s", met: throughput >= 100)
    }
}
