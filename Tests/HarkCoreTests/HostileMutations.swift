import Foundation
@testable import HarkCore

/// The hostile cases, generated from the well-formed files of `HostileInputs.formats`.
extension HostileInputs {
    /// Each file cut at its first bytes and at seven points through it.
    static var truncations: [HostileCase] {
        formats.flatMap { format in
            let count = format.content.count
            let offsets = Set([0, 1, 2] + (1...7).map { count * $0 / 8 }).sorted()
            return offsets.map { format.hostile("truncated at byte \($0)", Array(format.content[..<$0])) }
        }
    }

    static let invalidUTF8: [(String, [UInt8])] = [
        ("a lone continuation byte", [0x80]), ("an overlong '/'", [0xC0, 0xAF]),
        ("an encoded surrogate", [0xED, 0xA0, 0x80]), ("the byte 0xFF", [0xFF]), ("a cut sequence", [0xE2, 0x82]),
    ]

    /// Invalid UTF-8 in the middle of every format; every format in UTF-16, whole and broken.
    static var encodings: [HostileCase] {
        var cases: [HostileCase] = []
        for format in formats {
            let middle = format.content.count / 2
            for (label, bytes) in invalidUTF8 {
                let broken = Array(format.content[..<middle]) + bytes + Array(format.content[middle...])
                cases.append(format.hostile("invalid UTF-8: \(label)", broken, format.invalidText))
            }
        }
        for name in [".strings", ".stringsdict", "storyboard", "XIB", "Settings.bundle", ".gitignore"] {
            let format = format(name)
            let text = String(decoding: format.content, as: UTF8.self).replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
            let units = Array(text.utf16)
            let half = units.count / 2
            func le(_ units: [UInt16]) -> [UInt8] { units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
            func be(_ units: [UInt16]) -> [UInt8] { units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
            let broken: HostileCase.Expectation = format.readsBrokenFiles ? .read : .refused
            cases += [
                format.hostile("UTF-16LE with byte-order mark", [0xFF, 0xFE] + le(units), .read),
                format.hostile("UTF-16BE with byte-order mark", [0xFE, 0xFF] + be(units), .read),
                format.hostile("UTF-16LE without byte-order mark", le(units), .read),
                format.hostile("UTF-16BE without byte-order mark", be(units), .read),
                format.hostile("UTF-16LE of odd length", [0xFF, 0xFE] + le(units) + [0x0A], broken),
                format.hostile("UTF-16BE without mark, of odd length", Array(be(units).dropLast()), broken),
                format.hostile("UTF-16 with a lone high surrogate", [0xFF, 0xFE] + le(Array(units[..<half]) + [0xD800] + Array(units[half...])), broken),
                format.hostile("UTF-16 with a lone low surrogate", [0xFE, 0xFF] + be(Array(units[..<half]) + [0xDC00] + Array(units[half...])), broken),
                format.hostile("UTF-16 ending in a high surrogate", [0xFF, 0xFE] + le(units + [0xD83D]), broken),
            ]
        }
        for name in ["model", ".xcstrings", "--config", "--baseline"] {
            let format = format(name)
            let text = String(decoding: format.content, as: UTF8.self)
            cases.append(format.hostile("JSON in UTF-16LE", [0xFF, 0xFE] + utf16LE(text), format.readsBrokenFiles ? .read : .refused))
            cases.append(format.hostile("JSON in UTF-16BE without mark", utf16BE(text), format.readsBrokenFiles ? .read : .refused))
        }
        return cases
    }

    /// NUL bytes, byte-order marks of every kind, empty files.
    static var nulsAndMarks: [HostileCase] {
        var cases: [HostileCase] = []
        for format in formats {
            let content = format.content
            cases.append(format.hostile("NUL first", [0] + content))
            cases.append(format.hostile("NUL in the middle", Array(content[..<(content.count / 2)]) + [0] + Array(content[(content.count / 2)...])))
            cases.append(format.hostile("NUL last", content + [0]))
            cases.append(format.hostile("empty", []))
            guard format.name != ".strings UTF-16" else { continue }
            cases.append(format.hostile("UTF-8 byte-order mark", [0xEF, 0xBB, 0xBF] + content))
            cases.append(format.hostile("two UTF-8 byte-order marks", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + content))
            cases.append(format.hostile("UTF-32LE byte-order mark", [0xFF, 0xFE, 0, 0] + content))
            cases.append(format.hostile("nothing but a byte-order mark", [0xEF, 0xBB, 0xBF]))
        }
        return cases
    }

    static let tenMegabytes = 10 * 1_048_576

    /// Lines of 10 MB, nesting 100,000 deep.
    static var hugeAndDeep: [HostileCase] {
        let long = String(repeating: "x", count: tenMegabytes)
        let deep = 100_000
        func json(_ name: String, _ text: String, _ expectation: HostileCase.Expectation? = nil) -> HostileCase {
            format(name).hostile("10 MB line", Array(text.utf8), expectation)
        }
        return [
            json(".strings", "\"MUTE\" = \"\(long)\";"),
            json(".strings", "/* \(long)"),
            json(".stringsdict", stringsDict.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "%d items</string>", with: "\(long)</string>")),
            json(".xcstrings", catalog.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "Stumm", with: long)),
            json("storyboard", storyboard().replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "Mute &amp; more", with: long)),
            json("model", model.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "Silences alerts.", with: long)),
            json("--config", configuration.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "AirPlay", with: long)),
            json("--transcript", transcript + "general\tcontrol\tmute\tde\t\(long)\n"),
            format("model").hostile("100,000 nested arrays",
                                    Array("{\"hark\": 1, \"app\": {}, \"screens\": \(String(repeating: "[", count: deep))\(String(repeating: "]", count: deep))}".utf8), .refused),
            format("model").hostile("100,000 nested objects",
                                    Array("{\"hark\": 1, \"app\": \(String(repeating: "{\"a\":", count: deep))1\(String(repeating: "}", count: deep))}".utf8), .refused),
            format(".xcstrings").hostile("100,000 nested objects",
                                         Array("{\"sourceLanguage\": \"en\", \"strings\": \(String(repeating: "{\"a\":", count: deep))1\(String(repeating: "}", count: deep))}".utf8)),
            format("--config").hostile("100,000 nested arrays", Array("{\"hark\": 1, \"doNotTranslate\": \(String(repeating: "[", count: deep))\(String(repeating: "]", count: deep))}".utf8), .refused),
            format("--baseline").hostile("100,000 nested arrays", Array("{\"hark\": 2, \"findings\": \(String(repeating: "[", count: deep))\(String(repeating: "]", count: deep))}".utf8), .refused),
            format("storyboard").hostile("100,000 nested elements",
                                         Array(storyboard(cells: String(repeating: "<view>", count: deep) + String(repeating: "</view>", count: deep)).utf8), .refused),
            format(".stringsdict").hostile("100,000 nested arrays",
                                           Array(stringsDict.replacingOccurrences(of: "<string>d</string>", with: String(repeating: "<array>", count: deep) + String(repeating: "</array>", count: deep)).utf8)),
            format(".strings").hostile("100,000 comment openers", Array(String(repeating: "/*", count: deep).utf8)),
        ] + justUnderTheLimits
    }

    /// Nesting as deep as the readers allow (512 JSON levels, 256 XML elements), read by code
    /// that recurses, on the worker threads that parse strings tables.
    static var justUnderTheLimits: [HostileCase] {
        let unit = "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}"
        let variations = (0..<165).reduce(unit) { inner, _ in "{\"variations\":{\"plural\":{\"other\":\(inner)}}}" }
        let views = String(repeating: "<view id=\"v\"><subviews>", count: 120) + "<switch id=\"s\"/>" + String(repeating: "</subviews></view>", count: 120)
        return [
            format(".xcstrings").hostile("variations nested 165 deep",
                                         Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":\(variations)}}}}".utf8)),
            format(".stringsdict").hostile("arrays nested 250 deep",
                                           Array(stringsDict.replacingOccurrences(of: "<string>d</string>", with: String(repeating: "<array>", count: 250) + String(repeating: "</array>", count: 250)).utf8)),
            format("storyboard").hostile("a switch in views nested 240 deep", Array(storyboard(cells: "<tableViewCell id=\"c\">\(views)</tableViewCell>").utf8), .read),
            format("model").hostile("arrays nested 500 deep", Array(model.replacingOccurrences(of: "\"Silences alerts.\"", with: String(repeating: "[", count: 500) + String(repeating: "]", count: 500)).utf8), .refused),
        ]
    }

    /// Entity expansion bombs and external entities, in UTF-8 and UTF-16; entity and character
    /// references that name no character.
    static var markup: [HostileCase] {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
             <!ENTITY lol "lol">
             <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
             <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
             <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label text="&lol9;" id="l"/></objects></document>
            """
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label text="&xxe;" id="l"/></objects></document>
            """
        let parameter = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd"> %remote; ]>
            <document/>
            """
        let undeclared = "<?xml version=\"1.0\"?>\n<!ENTITY a \"b\">\n<document/>\n"
        var cases: [HostileCase] = []
        for name in ["storyboard", "XIB", ".stringsdict"] {
            let format = format(name)
            let expectation: HostileCase.Expectation = format.readsBrokenFiles ? .read : .refused
            cases += [
                format.hostile("billion laughs", Array(laughs.utf8), expectation),
                format.hostile("billion laughs in UTF-16LE", [0xFF, 0xFE] + utf16LE(laughs.replacingOccurrences(of: "1.0\"?>", with: "1.0\" encoding=\"UTF-16\"?>")), expectation),
                format.hostile("external entity", Array(external.utf8), expectation),
                format.hostile("external entity in UTF-16BE", utf16BE(external), expectation),
                format.hostile("parameter entity", Array(parameter.utf8), expectation),
                format.hostile("entity declared outside a DOCTYPE", Array(undeclared.utf8), expectation),
                format.hostile("character reference to a surrogate",
                               Array(String(decoding: format.content, as: UTF8.self).replacingOccurrences(of: "</string>", with: "&#xD800;</string>")
                                   .replacingOccurrences(of: "text=\"Mute", with: "text=\"&#xDFFF;Mute").replacingOccurrences(of: "text=\"Loose", with: "text=\"&#xDFFF;").utf8), expectation),
            ]
        }
        // A Settings bundle's Root.plist as Xcode writes it, its DOCTYPE given an internal subset.
        let xcodeDoctype = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
        func pane(_ prolog: String, title: String, encoding: String = "UTF-8") -> String {
            settingsPane.replacingOccurrences(of: xcodeDoctype, with: prolog).replacingOccurrences(of: "<string>Mute</string>", with: "<string>\(title)</string>")
                .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(encoding)\"")
        }
        let laughsSubset = laughs.split(separator: "\n").dropFirst().prefix { !$0.hasPrefix("<document") }.joined(separator: "\n")
        let settings = format("Settings.bundle")
        cases += [
            settings.hostile("billion laughs", Array(pane(laughsSubset, title: "&lol9;").utf8), .refused),
            settings.hostile("billion laughs in UTF-16LE", [0xFF, 0xFE] + utf16LE(pane(laughsSubset, title: "&lol9;", encoding: "UTF-16")), .refused),
            settings.hostile("external entity", Array(pane("<!DOCTYPE plist [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>", title: "&xxe;").utf8), .refused),
            settings.hostile("external entity in UTF-16BE",
                             utf16BE(pane("<!DOCTYPE plist [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>", title: "&xxe;", encoding: "UTF-16")), .refused),
            settings.hostile("parameter entity", Array(pane("<!DOCTYPE plist [ <!ENTITY % remote SYSTEM \"http://127.0.0.1:9/x.dtd\"> %remote; ]>", title: "Mute").utf8), .refused),
            settings.hostile("entity declared outside a DOCTYPE", Array(pane("<!ENTITY a \"b\">", title: "&a;").utf8), .refused),
            settings.hostile("an empty internal subset", Array(pane("<!DOCTYPE plist [ ]>", title: "Mute").utf8), .refused),
        ]
        cases += [
            format("model").hostile("lone surrogate escape", Array(model.replacingOccurrences(of: "\\u00e9", with: "\\ud800").utf8), .refused),
            format(".xcstrings").hostile("lone surrogate escape", Array(catalog.replacingOccurrences(of: "Stumm", with: "\\udc00").utf8)),
            format(".strings").hostile("lone surrogate escape", Array(strings.replacingOccurrences(of: "\\UDE00", with: "").utf8)),
            format("--config").hostile("lone surrogate escape", Array(configuration.replacingOccurrences(of: "AirPlay", with: "\\ud83d").utf8), .refused),
            format(".strings").hostile("an escape at the very end", Array("\"A\" = \"\\".utf8)),
            format(".xcstrings").hostile("a key repeated 100,000 times",
                                         Array("{\"sourceLanguage\":\"en\",\"strings\":{\(Array(repeating: "\"k\":{}", count: 100_000).joined(separator: ","))}}".utf8)),
        ]
        return cases
    }
}
