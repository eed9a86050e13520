/// Reads an Interface Builder file (`.storyboard` or `.xib`) as a screen model: scenes (or a
/// XIB's top-level objects) become screens, table sections and cells become sections and cells,
/// `<switch>` elements (and custom `UIControl` switches) become switches paired with the label
/// beside them. Every node keeps the position of its XML element.
struct InterfaceBuilderImporter {
    let file: String
    let localization: IBLocalization
    let colors: IBColorResolver
    let images: [String: (width: Double, height: Double)]
    let designTime: DesignTimeTexts

    /// Reads `file`. A document for another platform (macOS, watchOS, tvOS) is `Skip`ped, found
    /// in a folder or named: it is valid, just no iOS screen. A document of a type Hark does not
    /// know is skipped when found and an error when asked for by name.
    static func load(file: String, developmentLanguage: String, phrasing: FixPhrasing, found: Bool) throws -> AppModel {
        try read(XMLTree.load(file: file), file: file, developmentLanguage: developmentLanguage, phrasing: phrasing, found: found)
    }

    /// Reads a document's XML (`file` names it, and places it among its localizations).
    static func read(_ root: XMLElement, file: String, developmentLanguage: String, phrasing: FixPhrasing, found: Bool) throws -> AppModel {
        if isLegacyArchive(root) {
            // Xcode 4's keyed-archive XIB (iNaturalist still ships thirteen): valid, but not the
            // document format Hark reads. Found in a folder it is passed over with a note.
            if found { throw Skip(reason: "Xcode 4's archive format: saved again in a current Xcode, it is read") }
            throw InputError("an Interface Builder archive in Xcode 4's format: Hark reads the <document> format Xcode writes since Xcode 5; save it again in a current Xcode",
                             at: root.location)
        }
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            let platform = root["type"].map(platformName) ?? "not an Interface Builder document"
            let isOtherPlatform = root["type"].map(isKnownOtherPlatform) ?? false
            if root.name == "document" && (found || isOtherPlatform) { throw Skip(reason: "\(platform), not iOS") }
            throw InputError("not an iOS Interface Builder document (\(platform); the root is not <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">)",
                             at: root.location)
        }
        let localization = IBLocalization(file: file)
        let resources = root.child("resources")
        var images: [String: (width: Double, height: Double)] = [:]
        for image in resources?.children("image") ?? [] {
            if let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init) {
                images[name] = (width, height)
            }
        }
        // The project's code, for the views it gives their texts at run time.
        let code = CodeAssignments.of(project: LocalizationRoots.projectFolder(above: PathDisplay().absolute(FileSystem.directoryName(file))))
        let importer = InterfaceBuilderImporter(file: file, localization: localization,
                                                colors: IBColorResolver(resources: resources), images: images,
                                                designTime: DesignTimeTexts(root: root, file: file, code: code))
        let screens = root.child("scenes") != nil ? importer.storyboardScreens(root) : importer.xibScreens(root)
        var app = AppInfo(name: localization.tableName, developmentLanguage: developmentLanguage,
                          localizations: localization.root, deploymentTarget: deploymentTarget(root))
        let (ids, keys) = objectIDsAndRuntimeKeys(root, collectingIDs: localization.isBaseInternationalized, code: code)
        if localization.isBaseInternationalized { app.objectIDs = ids }
        var model = AppModel(file: file, app: app, screens: screens, phrasing: phrasing)
        if !keys.isEmpty { model.keysUsedElsewhere[LocalizedText.defaultTable] = keys }
        return model
    }

    /// `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">`, the format
    /// Interface Builder wrote before Xcode 5 (and later for "Opens in Xcode 4.x").
    private static func isLegacyArchive(_ root: XMLElement) -> Bool {
        root.name == "archive" && (root["type"]?.hasPrefix("com.apple.InterfaceBuilder") ?? false)
    }

    /// The platform a document's type names: `com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB` is macOS.
    private static func platformName(_ type: String) -> String {
        otherPlatforms.first { type.contains($0.marker) }?.name ?? "a document of type \(type)"
    }

    private static func isKnownOtherPlatform(_ type: String) -> Bool {
        otherPlatforms.contains { type.contains($0.marker) }
    }

    private static let otherPlatforms = [(marker: ".AppleTV.", name: "a tvOS document"),
                                         (marker: ".WatchKit.", name: "a watchOS document"),
                                         (marker: ".Cocoa.", name: "a macOS document")]

    /// `<deployment version="4352">`: the version in hex, 0x1100 = 17.0.
    static func deploymentTarget(_ root: XMLElement) -> String? {
        guard let version = root.child("dependencies")?.children("deployment").first?["version"].flatMap(Int.init) else { return nil }
        return "\(version >> 8 & 0xFF).\(version >> 4 & 0xF)"
    }

    // MARK: - Screens

    private static let containerControllers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]

    func storyboardScreens(_ root: XMLElement) -> [Screen] {
        var screens: [Screen] = []
        var used: Set<String> = []
        for scene in root.child("scenes")?.children("scene") ?? [] {
            guard let objects = scene.child("objects"),
                  let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  !InterfaceBuilderImporter.containerControllers.contains(controller.name) else { continue }
            var id = controller["storyboardIdentifier"] ?? controller["id"] ?? "scene-\(screens.count + 1)"
            if !used.insert(id).inserted { id += "-" + (controller["id"] ?? "\(screens.count + 1)") }
            var title: LocalizedText? = nil
            if let item = controller.child("navigationItem", key: "navigationItem"), let text = item["title"], let itemID = item["id"] {
                title = localization.text(text, object: itemID, property: "title", at: item.location)
            } else if let text = controller["title"], let controllerID = controller["id"] {
                title = localization.text(text, object: controllerID, property: "title", at: controller.location)
            }
            screens.append(screen(id: id, title: title, content: controller.children, at: controller.location))
        }
        return screens
    }

    func xibScreens(_ root: XMLElement) -> [Screen] {
        guard let objects = root.child("objects") else { return [] }
        let content = objects.children.filter { $0.name != "placeholder" }
        guard !content.isEmpty else { return [] }
        return [screen(id: localization.tableName, title: nil, content: content, at: objects.location)]
    }

    /// The screen of `content` (a controller's children, a XIB's top-level objects) and all in it.
    private func screen(id: String, title: LocalizedText?, content: [XMLElement], at location: SourceLocation) -> Screen {
        var sections: [Section] = []
        var cellsInTables: Set<XMLElement> = []
        // One walk of the screen for its tables, cells and switches (each walk of a large
        // storyboard's screen showed in profiles).
        var tables: [XMLElement] = [], allCells: [XMLElement] = [], allSwitches: [XMLElement] = []
        XMLElement.forEach(in: content) { node in
            switch node.name {
            case "tableView": tables.append(node)
            case "tableViewCell": allCells.append(node)
            default: if isSwitch(node) { allSwitches.append(node) }
            }
        }
        for table in tables {
            for section in table.child("sections")?.children("tableViewSection") ?? [] {
                let header = section["headerTitle"].flatMap { text in
                    section["id"].map { localization.text(text, object: $0, property: "headerTitle", at: section.location) }
                }
                let cellElements = section.child("cells")?.children("tableViewCell") ?? []
                cellElements.forEach { cellsInTables.insert($0) }
                sections.append(Section(id: section["id"] ?? "section-\(sections.count + 1)", header: header,
                                        cells: cellElements.flatMap(cells(of:)), ignore: IgnoreList(), location: section.location))
            }
            let prototypes = table.child("prototypes")?.children("tableViewCell") ?? []
            if !prototypes.isEmpty {
                prototypes.forEach { cellsInTables.insert($0) }
                sections.append(Section(id: (table["id"] ?? "table") + "-prototypes", header: nil, cells: prototypes.flatMap(cells(of:)),
                                        ignore: IgnoreList(), location: table.location))
            }
        }
        // Cells outside table views (a XIB of one cell), then switches in plain views.
        let looseCells = allCells.filter { !cellsInTables.contains($0) }
        if !looseCells.isEmpty {
            sections.append(Section(id: "cells", header: nil, cells: looseCells.flatMap(cells(of:)), ignore: IgnoreList(), location: looseCells[0].location))
        }
        let looseSwitches = allSwitches.filter { !isInCell($0) }
        if !looseSwitches.isEmpty {
            sections.append(Section(id: "views", header: nil, cells: looseSwitchCells(looseSwitches),
                                    ignore: IgnoreList(), location: looseSwitches[0].location))
        }
        return Screen(id: id, title: title, background: nil, sections: sections, ignore: IgnoreList(), location: location)
    }

    private func isInCell(_ element: XMLElement) -> Bool {
        var current = element.parent
        while let node = current {
            if node.name == "tableViewCell" || node.name == "collectionViewCell" { return true }
            current = node.parent
        }
        return false
    }

    // MARK: - Cells

    /// A switch: `<switch>`, or a custom control whose class says it is one.
    private func isSwitch(_ node: XMLElement) -> Bool {
        if node.name == "switch" { return true }
        guard node.name == "control", let custom = node["customClass"]?.lowercased() else { return false }
        return custom.contains("switch") || custom.contains("toggle")
    }

    private func labels(in element: XMLElement) -> [XMLElement] {
        element.descendants("label").filter(isTextLabel)
    }

    private func isTextLabel(_ node: XMLElement) -> Bool {
        node.name == "label" && (node["text"] != nil || node.child("attributedString", key: "attributedText") != nil)
    }

    /// A table cell: one model cell per switch (each with its own label), or one text cell.
    func cells(of cell: XMLElement) -> [Cell] {
        // One walk of the cell for its switches, labels and constraints.
        var cellSwitches: [XMLElement] = [], cellLabels: [XMLElement] = [], constraints: [XMLElement] = []
        cell.forEachDescendant { node in
            switch node.name {
            case "label": if isTextLabel(node) { cellLabels.append(node) }
            case "constraint": constraints.append(node)
            default: if isSwitch(node) { cellSwitches.append(node) }
            }
        }
        let cellAccessibility = accessibility(of: cell)
        guard !cellSwitches.isEmpty else {
            let text = cellLabels.first.flatMap(labelText)
            return [Cell(id: elementID(cell), text: text, label: nil, switchControl: nil, accessibility: cellAccessibility,
                         layout: nil, background: nil, expectedSpeech: [], ignore: IgnoreList(), aliases: aliases(cell), location: cell.location)]
        }
        let pairs = LabelPairing(container: cell, constraints: constraints).pairs(switches: cellSwitches, labels: cellLabels)
        return cellSwitches.map { control in
            let pair = pairs[control]
            return Cell(id: elementID(control), text: nil, label: pair.map { cellLabel($0.label) }, switchControl: switchControl(control),
                        accessibility: cellSwitches.count == 1 ? Self.applyingToItsSwitch(cellAccessibility) : nil, layout: pair.flatMap(layout),
                        background: background(behind: control), expectedSpeech: [], ignore: IgnoreList(), aliases: aliases(control),
                        location: cell.location)
        }
    }

    /// A cell's accessibility settings as they count for its one switch: its traits only when
    /// the cell is made the element VoiceOver reads (Accessibility Enabled in the inspector).
    /// Otherwise they are the cell's own (Xcode writes "Not Enabled" for many cells) and the
    /// switch keeps its traits: openHAB's slider cell gave its switch a `traits-missing`.
    static func applyingToItsSwitch(_ cellSpec: AccessibilitySpec?) -> AccessibilitySpec? {
        guard var spec = cellSpec else { return nil }
        if spec.isElement != true { spec.traits = nil }
        let setsNothing = spec.label == nil && spec.hint == nil && spec.value == nil && spec.traits == nil
            && spec.isElement == nil && spec.hidden == nil
        return setsNothing ? nil : spec
    }

    /// Switches in plain views: each one's label is looked for among the views around it
    /// (its superview), each label naming one switch. A view is searched once for all its
    /// switches, however many there are.
    private func looseSwitchCells(_ controls: [XMLElement]) -> [Cell] {
        var order: [XMLElement] = []
        var groups: [XMLElement: (container: XMLElement, switches: [XMLElement])] = [:]
        for control in controls {
            let container = control.parent?.parent ?? control
            let key = container
            if groups[key] == nil { order.append(key) }
            groups[key, default: (container, [])].switches.append(control)
        }
        var pairs: [XMLElement: LabelPairing.Pair] = [:]
        for key in order {
            guard let group = groups[key] else { continue }
            pairs.merge(LabelPairing(container: group.container).pairs(switches: group.switches, labels: labels(in: group.container))) { first, _ in first }
        }
        return controls.map { looseSwitchCell($0, pair: pairs[$0]) }
    }

    private func looseSwitchCell(_ control: XMLElement, pair: LabelPairing.Pair?) -> Cell {
        Cell(id: elementID(control), text: nil, label: pair.map { cellLabel($0.label) }, switchControl: switchControl(control),
                    accessibility: nil, layout: pair.flatMap(layout), background: background(behind: control), expectedSpeech: [],
                    ignore: IgnoreList(), aliases: aliases(control), location: control.location)
    }

    /// The first opaque background color among the views around `element`, if the file says.
    private func background(behind element: XMLElement) -> Color? {
        var current = element.parent
        while let node = current {
            if case .color(let color) = colors.resolve(node.child("color", key: "backgroundColor")), color.alpha == 255 { return color }
            current = node.parent
        }
        return nil
    }

    private func layout(_ pair: LabelPairing.Pair) -> CellLayout? {
        guard pair.baselineAligned != nil || pair.spacing != nil || pair.verticalOffset != nil else { return nil }
        return CellLayout(baselineAligned: pair.baselineAligned, spacing: pair.spacing, location: pair.label.location,
                          verticalOffset: pair.verticalOffset, fillsRow: pair.fillsRow)
    }

    /// The element id reports use: the accessibility identifier if set, else the object id.
    func elementID(_ element: XMLElement) -> String {
        element.child("accessibility", key: "accessibilityConfiguration")?["identifier"] ?? element["id"] ?? "?"
    }

    /// The object id, when the element id is the accessibility identifier (suppressions name either).
    func aliases(_ element: XMLElement) -> [String] {
        guard let objectID = element["id"], objectID != elementID(element) else { return [] }
        return [objectID]
    }

    private func labelText(_ label: XMLElement) -> LocalizedText? {
        guard let id = label["id"] else { return nil }
        let text: LocalizedText
        if let written = label["text"] {
            text = designTime.text(localization.text(written, object: id, property: "text", at: label.location), of: label, .text)
        } else if let attributed = label.child("attributedString", key: "attributedText")?.children("fragment").compactMap({ $0["content"] }).joined() {
            text = designTime.text(localization.text(attributed, object: id, property: "attributedText", at: label.location), of: label, .text)
        } else {
            return nil
        }
        // A label given a key to localize when it loads (IBLocalizable's `localizableString`)
        // shows that key's value, not the document's text: Open Food Facts' "Label", and its
        // French draft in the English storyboard.
        if case .designTime = text { return text }
        // A text its note keeps out of the strings files (BartyCrouch's `#bc-ignore!`) shows as
        // written in every language, on purpose.
        if let written = label["text"], InterfaceBuilderNote.keepsOutOfTranslation(label) { return .verbatim(.literal(written, at: text.location), at: text.location) }
        let localizesItself = designTime.code.localizesOwnText(label["customClass"] ?? "UILabel")
        return Self.hasRuntimeLocalizationKey(label) || localizesItself ? .designTime(text, at: text.location) : text
    }

    private func cellLabel(_ label: XMLElement) -> CellLabel {
        var textColor: Color? = nil
        // A colour the code sets (openHAB's cells colour their labels by the item's state) is
        // not judged: what the screen shows is known only when the app runs.
        if case .color(let color) = colors.resolve(label.child("color", key: "textColor")), !designTime.isSetByCode(label, .textColor) {
            textColor = color
        }
        var result = CellLabel(text: labelText(label), textColor: textColor, fontSize: nil, location: label.location)
        // A label of a custom class may set its own font in code (GitHawk's SettingsLabel uses
        // a Dynamic Type font): the file's font is then not what the screen shows.
        if label["customClass"] == nil, let font = label.child("fontDescription", key: "fontDescription") {
            // A text style by name (`style="UICTFontTextStyleBody"`), or a fixed font: the system
            // font (`type="system"`, `type="boldSystem"`, `weight="semibold"`) or a named one.
            if let style = font["style"].flatMap(TextStyle.init(interfaceBuilderName:)) {
                result.textStyle = style
            } else {
                result.fontSize = font["pointSize"].flatMap(Double.init)
            }
            if font["type"] == "boldSystem" {
                result.fontWeight = .bold
            } else if let weight = font["weight"].flatMap(FontWeight.init(rawValue:)) {
                result.fontWeight = weight
            } else if let name = font["name"] {
                result.fontWeight = FontWeight(fontName: name)
            }
        }
        // Interface Builder omits the flag when it is off, and numberOfLines when it is 1.
        if label["customClass"] == nil {
            result.adjustsFontForContentSizeCategory = label["adjustsFontForContentSizeCategory"] == "YES"
        }
        result.numberOfLines = Int(label["numberOfLines"] ?? "1")
        // Autoshrink (Interface Builder writes the flag only when it is off): the text shrinks to
        // its minimum scale, or its minimum font size, before it is cut.
        if label["adjustsFontSizeToFit"] != "NO" {
            if let scale = label["minimumScaleFactor"].flatMap(Double.init), scale > 0, scale < 1 {
                result.minimumScaleFactor = scale
            } else if let minimum = label["minimumFontSize"].flatMap(Double.init), let size = result.pointSize ?? Optional(TextStyle.body.pointSize),
                      minimum > 0, minimum < size {
                result.minimumScaleFactor = minimum / size
            }
        }
        return result
    }

    private func switchControl(_ control: XMLElement) -> SwitchControl {
        func color(_ key: String) -> Color? {
            if case .color(let color) = colors.resolve(control.child("color", key: key)) { return color }
            return nil
        }
        func image(_ attribute: String) -> SwitchImage? {
            guard let name = control[attribute] else { return nil }
            let size = images[name]
            return SwitchImage(name: name, width: size?.width ?? 0, height: size?.height ?? 0, location: control.location)
        }
        let isUISwitch = control.name == "switch"
        let className = control["customClass"] ?? (isUISwitch ? "UISwitch" : "UIControl")
        return SwitchControl(
            className: className, superclass: isUISwitch ? .uiSwitch : .uiControl,
            // In Interface Builder an absent `on` means off (UIKit's own default is on).
            isOn: control["on"] == "YES", isEnabled: control["enabled"] != "NO",
            onTintColor: color("onTintColor"), thumbTintColor: color("thumbTintColor"), tintColor: color("tintColor"),
            onImage: image("onImage"), offImage: image("offImage"),
            frame: LabelPairing.frame(control), accessibility: accessibility(of: control),
            ignore: IgnoreList(), location: control.location)
    }

    private static let traitNames: [String: AccessibilityTrait] = [
        "button": .button, "notEnabled": .notEnabled, "selected": .selected, "header": .header, "staticText": .staticText,
        "image": .image, "link": .link, "adjustable": .adjustable, "toggleButton": .toggleButton,
        "searchField": .searchField, "keyboardKey": .keyboardKey,
    ]

    /// `<accessibility key="accessibilityConfiguration" label=… hint=… identifier=…>` with its
    /// `<accessibilityTraits key="traits" …/>` and `<bool key="isElement" value=…/>`.
    private func accessibility(of element: XMLElement) -> AccessibilitySpec? {
        guard let configuration = element.child("accessibility", key: "accessibilityConfiguration"), let id = element["id"] else { return nil }
        var spec = AccessibilitySpec(location: configuration.location)
        spec.label = configuration["label"].map {
            designTime.text(localization.text($0, object: id, property: "accessibilityLabel", at: configuration.location), of: element, .accessibilityLabel)
        }
        spec.hint = configuration["hint"].map {
            designTime.text(localization.text($0, object: id, property: "accessibilityHint", at: configuration.location), of: element, .accessibilityHint)
        }
        spec.value = configuration["value"].map { localization.text($0, object: id, property: "accessibilityValue", at: configuration.location) }
        if let isElement = configuration.children("bool").first(where: { $0["key"] == "isElement" })?["value"] {
            spec.isElement = isElement == "YES"
        }
        if let traits = configuration.child("accessibilityTraits", key: "traits") {
            var set: Set<AccessibilityTrait> = []
            for (name, trait) in InterfaceBuilderImporter.traitNames where traits[name] == "YES" { set.insert(trait) }
            // Interface Builder's trait list replaces the defaults, but a control stays interactive.
            if traits["notEnabled"] != "YES" { set.insert(.userInteractionEnabled) }
            spec.traits = set
        }
        return spec
    }
}
