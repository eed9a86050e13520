/// Turns a screen-model JSON file (`docs/model.md`, format version 1) into an `AppModel`;
/// `ModelExporter` writes one back.
enum ModelLoader {
    static let formatVersion = 1

    /// Whether a JSON file looks like a screen model (a top-level object with "hark").
    static func isModel(_ document: JSONDocument) -> Bool {
        document.root.kind == .object && document.member("hark", ofObjectAt: document.root.index) != nil
    }

    static func decode(_ document: JSONDocument, file: String, phrasing: FixPhrasing = ScreenModelFormat().phrasing) throws -> AppModel {
        var root = try JSONObjectReader(document.root, in: document, context: "the screen model")
        let versionNode = try root.required("hark")
        guard case .number(let version) = versionNode.value, version == Double(formatVersion) else {
            throw InputError("\"hark\" must be the format version \(formatVersion)", at: root.location(of: versionNode))
        }
        let app = try decodeApp(try root.required("app"), document: document, modelFile: file)
        var screens: [Screen] = []
        var screenIDs: Set<String> = []
        for node in try root.array("screens") ?? [] {
            let screen = try decodeScreen(node, document: document)
            guard screenIDs.insert(screen.id).inserted else {
                throw InputError("duplicate screen id \"\(screen.id)\"", at: screen.location)
            }
            screens.append(screen)
        }
        let codeTexts = try root.array("codeTexts")?.map { try JSONObjectReader.text($0, in: document, key: "codeTexts") }
        var model = AppModel(file: file, app: app, screens: screens, phrasing: phrasing, codeTexts: codeTexts)
        if let node = root.node("keysUsedElsewhere") { model.keysUsedElsewhere = try decodeKeysUsedElsewhere(node, reader: root) }
        try root.finish()
        return model
    }

    /// `{"Localizable": ["KEY", …]}`: table name to keys.
    private static func decodeKeysUsedElsewhere(_ node: JSONNode, reader: JSONObjectReader) throws -> [String: Set<String>] {
        guard case .object(let members) = node.value else {
            throw InputError("\"keysUsedElsewhere\" must be an object of table name to an array of keys", at: reader.location(of: node))
        }
        var keys: [String: Set<String>] = [:]
        for member in members {
            guard case .array(let entries) = member.value.value else {
                throw InputError("the table \"\(member.key)\" of \"keysUsedElsewhere\" must be an array of keys", at: reader.location(of: member.value))
            }
            for entry in entries { keys[member.key, default: []].insert(try reader.stringValue(entry, key: "keysUsedElsewhere")) }
        }
        return keys
    }

    private static func decodeApp(_ node: JSONNode, document: JSONDocument, modelFile: String) throws -> AppInfo {
        var reader = try JSONObjectReader(node, in: document, context: "\"app\"")
        let name = try reader.string("name") ?? ""
        let language = try reader.string("developmentLanguage") ?? "en"
        let localizations = try reader.string("localizations").map { folder in
            folder.hasPrefix("/") ? folder : FileSystem.join(FileSystem.directoryName(modelFile), folder)
        }
        let target = try reader.string("deploymentTarget")
        let textsAreKeys = try reader.bool("textsAreKeys") ?? false
        try reader.finish()
        var app = AppInfo(name: name, developmentLanguage: language, localizations: localizations, deploymentTarget: target)
        app.textsAreKeysByFormat = textsAreKeys
        return app
    }

    private static func decodeScreen(_ node: JSONNode, document: JSONDocument) throws -> Screen {
        var reader = try JSONObjectReader(node, in: document, context: "a screen")
        let id = try reader.requiredString("id")
        reader.rename("screen", named: id)
        let title = try reader.text("title")
        let background = try reader.color("background")
        let ignore = try decodeIgnore(&reader, document: document)
        var sections: [Section] = []
        var cellIDs: Set<String> = []
        for (index, sectionNode) in (try reader.array("sections") ?? []).enumerated() {
            var section = try decodeSection(sectionNode, index: index, document: document)
            section.suppressedRules = Set((ignore.ruleIDs + section.ignore.ruleIDs).map(\.id))
            for i in section.cells.indices {
                let cell = section.cells[i]
                guard cellIDs.insert(cell.id).inserted else {
                    throw InputError("duplicate cell id \"\(cell.id)\" in screen \"\(id)\"", at: cell.location)
                }
                section.cells[i].suppressedRules = Set((ignore.ruleIDs + section.ignore.ruleIDs + cell.ignore.ruleIDs
                    + (cell.switchControl?.ignore.ruleIDs ?? [])).map(\.id))
            }
            sections.append(section)
        }
        try reader.finish()
        return Screen(id: id, title: title, background: background, sections: sections, ignore: ignore,
                      suppressedRules: Set(ignore.ruleIDs.map(\.id)), location: document.location(node.offset))
    }

    private static func decodeSection(_ node: JSONNode, index: Int, document: JSONDocument) throws -> Section {
        var reader = try JSONObjectReader(node, in: document, context: "section \(index + 1)")
        let id = try reader.string("id") ?? "section-\(index + 1)"
        let header = try reader.text("header")
        let footer = try reader.text("footer")
        let ignore = try decodeIgnore(&reader, document: document)
        var cells: [Cell] = []
        for cellNode in try reader.array("cells") ?? [] {
            cells.append(try decodeCell(cellNode, document: document))
        }
        try reader.finish()
        return Section(id: id, header: header, cells: cells, ignore: ignore, location: document.location(node.offset), footer: footer)
    }

    private static func decodeCell(_ node: JSONNode, document: JSONDocument) throws -> Cell {
        var reader = try JSONObjectReader(node, in: document, context: "a cell")
        let id = try reader.requiredString("id")
        reader.rename("cell", named: id)
        let text = try reader.text("text")
        let numberOfLines = try reader.lineCount("numberOfLines")
        let branches = try (reader.array("branches") ?? []).map { try decodeBranch($0, document: document) }
        let label = try reader.node("label").map { try decodeLabel($0, document: document) }
        let control = try reader.node("switch").map { try decodeSwitch($0, document: document) }
        let accessibility = try reader.node("accessibility").map { try decodeAccessibility($0, document: document) }
        let layout = try reader.node("layout").map { try decodeLayout($0, document: document) }
        let background = try reader.color("background")
        let expected = try reader.node("expect").map { try decodeExpectation($0, document: document) } ?? []
        let opens = try reader.node("opens").map { Opening(screenID: try reader.stringValue($0, key: "opens"), location: reader.location(of: $0)) }
        let ignore = try decodeIgnore(&reader, document: document)
        try reader.finish()
        var cell = Cell(id: id, text: text, label: label, switchControl: control, accessibility: accessibility,
                        layout: layout, background: background, expectedSpeech: expected, ignore: ignore,
                        location: document.location(node.offset), opens: opens)
        cell.numberOfLines = numberOfLines
        cell.branches = branches
        return cell
    }

    private static func decodeBranch(_ node: JSONNode, document: JSONDocument) throws -> ExclusiveBranch {
        var reader = try JSONObjectReader(node, in: document, context: "\"branches\"")
        let chain = try reader.requiredString("chain")
        let branch = try reader.required("branch")
        guard case .number(let number) = branch.value, number >= 0, number == number.rounded(), number < 1_000_000 else {
            throw InputError("\"branch\" must be a whole number from 0", at: document.location(branch.offset))
        }
        try reader.finish()
        return ExclusiveBranch(chain: chain, branch: Int(number))
    }

    private static func decodeLabel(_ node: JSONNode, document: JSONDocument) throws -> CellLabel {
        var reader = try JSONObjectReader(node, in: document, context: "\"label\"")
        var label = CellLabel(text: try reader.text("text"), textColor: try reader.color("textColor"),
                              fontSize: try reader.number("fontSize"), location: reader.location)
        label.numberOfLines = try reader.lineCount("numberOfLines")
        if let node = reader.node("minimumScaleFactor") {
            guard case .number(let scale) = node.value, scale > 0, scale <= 1 else {
                throw InputError("\"minimumScaleFactor\" must be a number more than 0 and at most 1", at: reader.location(of: node))
            }
            label.minimumScaleFactor = scale
        }
        label.textStyle = try reader.choice("textStyle", as: TextStyle.self)
        label.fontWeight = try reader.choice("fontWeight", as: FontWeight.self)
        label.adjustsFontForContentSizeCategory = try reader.bool("adjustsFontForContentSizeCategory")
        if label.textStyle != nil, label.fontSize != nil, let node = reader.node("fontSize") {
            throw InputError("give \"textStyle\" (a Dynamic Type style, sized by it) or \"fontSize\" (a fixed size), not both",
                             at: reader.location(of: node))
        }
        try reader.finish()
        return label
    }

    private static func decodeLayout(_ node: JSONNode, document: JSONDocument) throws -> CellLayout {
        var reader = try JSONObjectReader(node, in: document, context: "\"layout\"")
        let layout = CellLayout(baselineAligned: try reader.bool("baselineAligned"), spacing: try reader.number("spacing"),
                                location: reader.location, verticalOffset: try reader.number("verticalOffset"),
                                fillsRow: try reader.bool("fillsRow"))
        try reader.finish()
        return layout
    }

    private static func decodeExpectation(_ node: JSONNode, document: JSONDocument) throws -> [ExpectedSpeech] {
        var reader = try JSONObjectReader(node, in: document, context: "\"expect\"")
        var result: [ExpectedSpeech] = []
        if let speech = reader.node("speech") {
            guard case .object(let members) = speech.value else {
                throw InputError("\"speech\" must be an object of locale to announcement", at: document.location(speech.offset))
            }
            for member in members {
                guard case .string(let text) = member.value.value else {
                    throw InputError("the expected speech for \"\(member.key)\" must be a string", at: document.location(member.value.offset))
                }
                result.append(ExpectedSpeech(locale: member.key, text: text, location: document.location(member.value.offset)))
            }
        }
        try reader.finish()
        return result
    }

    private static func decodeSwitch(_ node: JSONNode, document: JSONDocument) throws -> SwitchControl {
        var reader = try JSONObjectReader(node, in: document, context: "\"switch\"")
        let className = try reader.string("class") ?? "UISwitch"
        var superclass: SwitchControl.Superclass = .uiSwitch
        if let superNode = reader.node("superclass") {
            let name = try reader.stringValue(superNode, key: "superclass")
            guard let parsed = SwitchControl.Superclass(rawValue: name) else {
                throw InputError("\"superclass\" must be \"UISwitch\" or \"UIControl\", found \"\(name)\"", at: reader.location(of: superNode))
            }
            superclass = parsed
        } else if className != "UISwitch" {
            throw InputError("custom switch class \"\(className)\" needs a \"superclass\" (\"UISwitch\" or \"UIControl\"): their accessibility differs",
                             at: reader.location)
        }
        if className == "UISwitch" && superclass != .uiSwitch {
            throw InputError("UISwitch's superclass cannot be \(superclass.rawValue)", at: reader.location)
        }
        var style = SwitchControl.Style.switch
        if let styleNode = reader.node("style") {
            let name = try reader.stringValue(styleNode, key: "style")
            guard let parsed = SwitchControl.Style(rawValue: name) else {
                throw InputError("\"style\" must be \"switch\" or \"button\", found \"\(name)\"", at: reader.location(of: styleNode))
            }
            style = parsed
        }
        var control = SwitchControl(
            className: className, superclass: superclass,
            isOn: try reader.bool("on") ?? true,
            isEnabled: try reader.bool("enabled") ?? true,
            onTintColor: try reader.color("onTintColor"),
            thumbTintColor: try reader.color("thumbTintColor"),
            tintColor: try reader.color("tintColor"),
            onImage: try reader.node("onImage").map { try decodeImage($0, key: "onImage", document: document) },
            offImage: try reader.node("offImage").map { try decodeImage($0, key: "offImage", document: document) },
            frame: try reader.node("frame").map { try decodeFrame($0, document: document) },
            accessibility: try reader.node("accessibility").map { try decodeAccessibility($0, document: document) },
            ignore: try decodeIgnore(&reader, document: document),
            location: reader.location,
            preference: try reader.node("preference").map { try decodePreference($0, document: document) })
        control.style = style
        try reader.finish()
        return control
    }

    private static func decodePreference(_ node: JSONNode, document: JSONDocument) throws -> Preference {
        var reader = try JSONObjectReader(node, in: document, context: "\"preference\"")
        func value(_ key: String) throws -> PreferenceValue? {
            guard let node = reader.node(key) else { return nil }
            switch node.value {
            case .bool(let flag): return .bool(flag)
            case .number(let number): return .number(number)
            case .string(let text): return .string(text)
            default: throw InputError("\"\(key)\" must be a boolean, number or string, found \(node.kind.typeName)", at: reader.location(of: node))
            }
        }
        let preference = Preference(key: try reader.string("key"), defaultValue: try value("defaultValue"),
                                    trueValue: try value("trueValue"), falseValue: try value("falseValue"), location: reader.location)
        try reader.finish()
        return preference
    }

    private static func decodeImage(_ node: JSONNode, key: String, document: JSONDocument) throws -> SwitchImage {
        var reader = try JSONObjectReader(node, in: document, context: "", named: key)
        let image = SwitchImage(name: try reader.requiredString("name"), width: try reader.requiredNumber("width"),
                                height: try reader.requiredNumber("height"), location: reader.location)
        try reader.finish()
        return image
    }

    private static func decodeFrame(_ node: JSONNode, document: JSONDocument) throws -> Frame {
        var reader = try JSONObjectReader(node, in: document, context: "\"frame\"")
        let frame = Frame(x: try reader.requiredNumber("x"), y: try reader.requiredNumber("y"),
                          width: try reader.requiredNumber("width"), height: try reader.requiredNumber("height"))
        try reader.finish()
        return frame
    }

    private static func decodeAccessibility(_ node: JSONNode, document: JSONDocument) throws -> AccessibilitySpec {
        var reader = try JSONObjectReader(node, in: document, context: "\"accessibility\"")
        var spec = AccessibilitySpec(location: reader.location)
        spec.isElement = try reader.bool("isElement")
        spec.label = try reader.text("label")
        spec.hint = try reader.text("hint")
        spec.value = try reader.text("value")
        spec.hidden = try reader.bool("hidden")
        if let traitNodes = try reader.array("traits") {
            var traits: Set<AccessibilityTrait> = []
            for traitNode in traitNodes {
                let name = try reader.stringValue(traitNode, key: "traits")
                guard let trait = AccessibilityTrait(rawValue: name) else {
                    let known = AccessibilityTrait.allCases.map(\.rawValue).joined(separator: ", ")
                    throw InputError("unknown trait \"\(name)\" (known traits: \(known))", at: reader.location(of: traitNode))
                }
                traits.insert(trait)
            }
            spec.traits = traits
        }
        try reader.finish()
        return spec
    }

    private static func decodeIgnore(_ reader: inout JSONObjectReader, document: JSONDocument) throws -> IgnoreList {
        var list = IgnoreList()
        for node in try reader.array("ignore") ?? [] {
            list.ruleIDs.append((try reader.stringValue(node, key: "ignore"), document.location(node.offset)))
        }
        return list
    }
}
