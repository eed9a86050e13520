/// Writes a screen model in the spec's JSON format (format version 1), so a team can see and
/// hand-edit what Hark understood of a storyboard, and feed it back to `hark lint`.
struct ModelExporter: Sendable {
    /// Paths in the output (the localizations folder) are made relative to this folder.
    let outputFolder: String

    init(outputFolder: String) {
        self.outputFolder = outputFolder
    }

    func render(_ model: AppModel) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.member("hark", ModelLoader.formatVersion)
        json.key("app")
        json.beginObject()
        json.member("name", model.app.name)
        json.member("developmentLanguage", model.app.developmentLanguage)
        json.member("localizations", model.app.localizations.map(relative))
        json.member("deploymentTarget", model.app.deploymentTarget)
        if model.app.textsAreKeysByFormat { json.member("textsAreKeys", true) }
        json.endObject()
        json.key("screens")
        json.beginArray()
        for screen in model.screens { write(screen, to: &json) }
        json.endArray()
        if let codeTexts = model.codeTexts {
            json.key("codeTexts")
            json.beginArray()
            for text in codeTexts { value(text, to: &json) }
            json.endArray()
        }
        if !model.keysUsedElsewhere.isEmpty {
            json.key("keysUsedElsewhere")
            json.beginObject()
            for table in model.keysUsedElsewhere.keys.sorted() {
                json.key(table)
                json.beginArray()
                for key in (model.keysUsedElsewhere[table] ?? []).sorted() { json.string(key) }
                json.endArray()
            }
            json.endObject()
        }
        json.endObject()
        return json.bytes
    }

    private func relative(_ path: String) -> String {
        let absolute = PathDisplay().absolute(path)
        let base = PathDisplay().absolute(outputFolder)
        let from = base.split(separator: "/"), to = absolute.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private func write(_ screen: Screen, to json: inout JSONWriter) {
        json.beginObject()
        json.member("id", screen.id)
        text("title", screen.title, to: &json)
        color("background", screen.background, to: &json)
        ignore(screen.ignore, to: &json)
        json.key("sections")
        json.beginArray()
        for section in screen.sections {
            json.beginObject()
            json.member("id", section.id)
            text("header", section.header, to: &json)
            text("footer", section.footer, to: &json)
            ignore(section.ignore, to: &json)
            json.key("cells")
            json.beginArray()
            for cell in section.cells { write(cell, to: &json) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private func write(_ cell: Cell, to json: inout JSONWriter) {
        json.beginObject()
        json.member("id", cell.id)
        text("text", cell.text, to: &json)
        if let lines = cell.numberOfLines { json.member("numberOfLines", lines) }
        if !cell.branches.isEmpty {
            json.key("branches")
            json.beginArray()
            for branch in cell.branches {
                json.beginObject()
                json.member("chain", branch.chain)
                json.member("branch", branch.branch)
                json.endObject()
            }
            json.endArray()
        }
        if let label = cell.label {
            json.key("label")
            json.beginObject()
            text("text", label.text, to: &json)
            color("textColor", label.textColor, to: &json)
            if let size = label.fontSize { json.key("fontSize"); json.number(size) }
            if let style = label.textStyle { json.member("textStyle", style.rawValue) }
            if let weight = label.fontWeight { json.member("fontWeight", weight.rawValue) }
            if let adjusts = label.adjustsFontForContentSizeCategory { json.key("adjustsFontForContentSizeCategory"); json.bool(adjusts) }
            if let lines = label.numberOfLines { json.member("numberOfLines", lines) }
            if let scale = label.minimumScaleFactor { json.key("minimumScaleFactor"); json.number(scale) }
            json.endObject()
        }
        if let control = cell.switchControl { write(control, to: &json) }
        accessibility(cell.accessibility, to: &json)
        if let layout = cell.layout {
            json.key("layout")
            json.beginObject()
            if let aligned = layout.baselineAligned { json.key("baselineAligned"); json.bool(aligned) }
            if let spacing = layout.spacing { json.key("spacing"); json.number(spacing) }
            if let offset = layout.verticalOffset { json.key("verticalOffset"); json.number(offset) }
            if let fills = layout.fillsRow { json.key("fillsRow"); json.bool(fills) }
            json.endObject()
        }
        color("background", cell.background, to: &json)
        json.member("opens", cell.opens?.screenID)
        if !cell.expectedSpeech.isEmpty {
            json.key("expect")
            json.beginObject()
            json.key("speech")
            json.beginObject()
            for expected in cell.expectedSpeech { json.member(expected.locale, expected.text) }
            json.endObject()
            json.endObject()
        }
        ignore(cell.ignore, to: &json)
        json.endObject()
    }

    private func write(_ control: SwitchControl, to json: inout JSONWriter) {
        json.key("switch")
        json.beginObject()
        json.member("class", control.className)
        json.member("superclass", control.superclass.rawValue)
        if control.style != .switch { json.member("style", control.style.rawValue) }
        // Always explicit: UIKit's default is on, Interface Builder's is off.
        json.key("on"); json.bool(control.isOn)
        json.key("enabled"); json.bool(control.isEnabled)
        color("onTintColor", control.onTintColor, to: &json)
        color("thumbTintColor", control.thumbTintColor, to: &json)
        color("tintColor", control.tintColor, to: &json)
        for (key, image) in [("onImage", control.onImage), ("offImage", control.offImage)] {
            guard let image else { continue }
            json.key(key)
            json.beginObject()
            json.member("name", image.name)
            json.key("width"); json.number(image.width)
            json.key("height"); json.number(image.height)
            json.endObject()
        }
        if let frame = control.frame {
            json.key("frame")
            json.beginObject()
            for (key, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
                json.key(key); json.number(value)
            }
            json.endObject()
        }
        accessibility(control.accessibility, to: &json)
        if let preference = control.preference { write(preference, to: &json) }
        ignore(control.ignore, to: &json)
        json.endObject()
    }

    private func write(_ preference: Preference, to json: inout JSONWriter) {
        json.key("preference")
        json.beginObject()
        json.member("key", preference.key)
        for (key, value) in [("defaultValue", preference.defaultValue), ("trueValue", preference.trueValue), ("falseValue", preference.falseValue)] {
            guard let value else { continue }
            json.key(key)
            switch value {
            case .bool(let flag): json.bool(flag)
            case .number(let number): json.number(number)
            case .string(let text): json.string(text)
            }
        }
        json.endObject()
    }

    private func accessibility(_ spec: AccessibilitySpec?, to json: inout JSONWriter) {
        guard let spec else { return }
        json.key("accessibility")
        json.beginObject()
        if let isElement = spec.isElement { json.key("isElement"); json.bool(isElement) }
        text("label", spec.label, to: &json)
        text("hint", spec.hint, to: &json)
        text("value", spec.value, to: &json)
        if let traits = spec.traits {
            json.key("traits")
            json.beginArray()
            for trait in traits.sorted() { json.string(trait.rawValue) }
            json.endArray()
        }
        if let hidden = spec.hidden { json.key("hidden"); json.bool(hidden) }
        json.endObject()
    }

    private func text(_ key: String, _ text: LocalizedText?, to json: inout JSONWriter) {
        guard let text else { return }
        json.key(key)
        value(text, to: &json)
    }

    private func value(_ text: LocalizedText, to json: inout JSONWriter) {
        func array(_ key: String, _ texts: [LocalizedText]) {
            json.key(key)
            json.beginArray()
            for text in texts { value(text, to: &json) }
            json.endArray()
        }
        switch text {
        case .literal(let value, _):
            json.string(value)
        case .key(let name, let table, let defaultValue, _):
            json.beginObject()
            json.member("key", name)
            if table != LocalizedText.defaultTable { json.member("table", table) }
            json.member("default", defaultValue)
            json.endObject()
        case .expression(let source, let verbatim, _):
            json.beginObject()
            json.member("expression", source)
            if verbatim { json.key("verbatim"); json.bool(true) }
            json.endObject()
        case .joined(let parts, let separator, _):
            json.beginObject()
            array("join", parts)
            if !separator.isEmpty { json.member("separator", separator) }
            json.endObject()
        case .oneOf(let choices, _):
            json.beginObject()
            array("oneOf", choices)
            json.endObject()
        case .format(let format, let arguments, _):
            json.beginObject()
            json.key("format")
            value(format, to: &json)
            array("arguments", arguments)
            json.endObject()
        case .verbatim(let text, _):
            json.beginObject()
            json.key("verbatim")
            value(text, to: &json)
            json.endObject()
        case .designTime(let text, _):
            json.beginObject()
            json.key("designTime")
            value(text, to: &json)
            json.endObject()
        }
    }

    private func color(_ key: String, _ color: Color?, to json: inout JSONWriter) {
        json.member(key, color?.description)
    }

    private func ignore(_ list: IgnoreList, to json: inout JSONWriter) {
        guard !list.isEmpty else { return }
        json.key("ignore")
        json.beginArray()
        for entry in list.ruleIDs { json.string(entry.id) }
        json.endArray()
    }
}
