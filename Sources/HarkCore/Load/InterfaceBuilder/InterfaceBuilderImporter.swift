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
        // A leftover no target copies, found in a folder (named, it is read as asked).
        if found, let copied = ShippedInterfaceFiles.leftOut(XcodeProject.normalized(PathDisplay().absolute(file))) {
            throw Skip(reason: "no Xcode target copies it into the app, though one copies \(copied)")
        }
        return try read(XMLTree.load(file: file), file: file, developmentLanguage: developmentLanguage, phrasing: phrasing, found: found)
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
        let projectFolder = LocalizationRoots.projectFolder(above: PathDisplay().absolute(FileSystem.directoryName(file)))
        let code = CodeAssignments.of(project: projectFolder)
        // A XIB holding an object of a class no document can make (its `init?(coder:)` is
        // `fatalError`) is never loaded by a working app; named, it is read as asked.
        if found, root.child("scenes") == nil, let objects = root.child("objects"),
           let undecodable = objects.children.lazy.filter({ $0.name != "placeholder" }).compactMap({ $0["customClass"] })
            .first(where: code.undecodable.contains) {
            throw Skip(reason: "never loaded: no document can make its \(undecodable), whose init(coder:) is fatalError")
        }
        let importer = InterfaceBuilderImporter(file: file, localization: localization,
                                                colors: IBColorResolver(resources: resources), images: images,
                                                designTime: DesignTimeTexts(root: root, file: file, code: code))
        // A scene nothing opens is no screen of the app; found in a folder, it is left out (named,
        // the storyboard is read whole, as asked).
        let isStoryboard = root.child("scenes") != nil
        let unopened = found && isStoryboard ? SceneReachability.scenesNothingOpens(in: root) { CodeMentions.of(project: projectFolder) } : []
        let screens = isStoryboard ? importer.storyboardScreens(root, leavingOut: Set(unopened.map(\.controllerID))) : importer.xibScreens(root)
        var app = AppInfo(name: localization.tableName, developmentLanguage: developmentLanguage,
                          localizations: localization.root, deploymentTarget: deploymentTarget(root))
        let (ids, keys) = objectIDsAndRuntimeKeys(root, collectingIDs: localization.isBaseInternationalized, code: code)
        if localization.isBaseInternationalized {
            app.objectIDs = ids
            app.objectsTextShownNowhere = importer.designTime.objectsTextShownNowhere(root)
        }
        var model = AppModel(file: file, app: app, screens: screens, phrasing: phrasing)
        model.unopenedScenes = unopened.filter(\.isScreen).map(\.name)
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

    static let containerControllers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]

    /// The screens of a storyboard's scenes, but those whose controller ids are in `leavingOut`.
    func storyboardScreens(_ root: XMLElement, leavingOut: Set<String> = []) -> [Screen] {
        var screens: [Screen] = []
        var used: Set<String> = []
        for scene in root.child("scenes")?.children("scene") ?? [] {
            guard let objects = scene.child("objects"), let controller = SceneReachability.controller(of: scene),
                  !InterfaceBuilderImporter.containerControllers.contains(controller.name),
                  !leavingOut.contains(controller["id"] ?? "") else { continue }
            var id = controller["storyboardIdentifier"] ?? controller["id"] ?? "scene-\(screens.count + 1)"
            if !used.insert(id).inserted { id += "-" + (controller["id"] ?? "\(screens.count + 1)") }
            var title: LocalizedText? = nil
            // A title its note keeps out of the strings files (BartyCrouch's `#bc-ignore!`: Siskin
            // IM's "Chat", under a title view of its own) shows as written, on purpose.
            if let item = controller.child("navigationItem", key: "navigationItem"), let text = item["title"], let itemID = item["id"] {
                title = InterfaceBuilderNote.keepsOutOfTranslation(item) || InterfaceBuilderNote.keepsOutOfTranslation(controller)
                    ? .verbatim(.literal(text, at: item.location), at: item.location)
                    : localization.text(text, object: itemID, property: "title", at: item.location)
            } else if let text = controller["title"], let controllerID = controller["id"] {
                title = InterfaceBuilderNote.keepsOutOfTranslation(controller)
                    ? .verbatim(.literal(text, at: controller.location), at: controller.location)
                    : localization.text(text, object: controllerID, property: "title", at: controller.location)
            }
            // The scene's other top-level objects are shown only where something puts them: a
            // switch there may be a cell's `accessoryView` (iSH's settings).
            let detached = objects.children.filter { $0 != controller && $0.name != "placeholder" }
            screens.append(screen(id: id, title: title, content: controller.children, detached: detached, at: controller.location))
        }
        return screens
    }

    func xibScreens(_ root: XMLElement) -> [Screen] {
        guard let objects = root.child("objects") else { return [] }
        let content = objects.children.filter { $0.name != "placeholder" }
        guard !content.isEmpty else { return [] }
        return [screen(id: localization.tableName, title: nil, content: content, detached: content, at: objects.location)]
    }

    /// The screen of `content` (a controller's children, a XIB's top-level objects) and all in it.
    /// `detached`: the document's top-level objects, which a cell's outlet may make its accessory.
    private func screen(id: String, title: LocalizedText?, content: [XMLElement], detached: [XMLElement], at location: SourceLocation) -> Screen {
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
        let accessories = accessorySwitches(of: allCells, among: detached)
        let cells = { (cell: XMLElement) in self.cells(of: cell, accessory: accessories[cell]) }
        for table in tables {
            for section in table.child("sections")?.children("tableViewSection") ?? [] {
                // A header its note keeps out of the strings files (KeePassium's "Troubleshooting",
                // `#bc-ignore!`) shows as written, on purpose, as a title does.
                let header = section["headerTitle"].flatMap { text in
                    InterfaceBuilderNote.keepsOutOfTranslation(section)
                        ? .verbatim(.literal(text, at: section.location), at: section.location)
                        : section["id"].map { localization.text(text, object: $0, property: "headerTitle", at: section.location) }
                }
                let cellElements = section.child("cells")?.children("tableViewCell") ?? []
                cellElements.forEach { cellsInTables.insert($0) }
                sections.append(Section(id: section["id"] ?? "section-\(sections.count + 1)", header: header,
                                        cells: cellElements.flatMap(cells), ignore: IgnoreList(), location: section.location))
            }
            let prototypes = table.child("prototypes")?.children("tableViewCell") ?? []
            if !prototypes.isEmpty {
                prototypes.forEach { cellsInTables.insert($0) }
                sections.append(Section(id: (table["id"] ?? "table") + "-prototypes", header: nil, cells: prototypes.flatMap(cells),
                                        ignore: IgnoreList(), location: table.location))
            }
        }
        // Cells outside table views (a XIB of one cell), then switches in plain views.
        let looseCells = allCells.filter { !cellsInTables.contains($0) }
        if !looseCells.isEmpty {
            sections.append(Section(id: "cells", header: nil, cells: looseCells.flatMap(cells), ignore: IgnoreList(), location: looseCells[0].location))
        }
        let inAccessories = Set(accessories.values)
        let looseSwitches = allSwitches.filter { !isInCell($0) && !inAccessories.contains($0) }
        if !looseSwitches.isEmpty {
            sections.append(Section(id: "views", header: nil, cells: looseSwitchCells(looseSwitches),
                                    ignore: IgnoreList(), location: looseSwitches[0].location))
        }
        return Screen(id: id, title: title, background: nil, sections: sections, ignore: IgnoreList(), location: location)
    }

    /// Each cell's switch set by `<outlet property="accessoryView" destination=…>` to one of the
    /// document's top-level objects: UIKit shows it on the cell's trailing side, and VoiceOver
    /// reads the row as one element named by the cell's text, as for `cell.accessoryView = …`.
    private func accessorySwitches(of cells: [XMLElement], among topLevel: [XMLElement]) -> [XMLElement: XMLElement] {
        var accessories: [XMLElement: XMLElement] = [:]
        for cell in cells {
            guard let outlet = cell.child("connections")?.children("outlet").first(where: { $0["property"] == "accessoryView" }),
                  let target = outlet["destination"],
                  let control = topLevel.first(where: { $0["id"] == target }), isSwitch(control) else { continue }
            accessories[cell] = control
        }
        return accessories
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
    /// `accessory`: the switch the cell's outlet makes its `accessoryView`.
    func cells(of cell: XMLElement, accessory: XMLElement? = nil) -> [Cell] {
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
        let switchCount = cellSwitches.count + (accessory == nil ? 0 : 1)
        guard switchCount > 0 else {
            let text = cellLabels.first.flatMap(labelText)
            return [Cell(id: elementID(cell), text: text, label: nil, switchControl: nil, accessibility: cellAccessibility,
                         layout: nil, background: nil, expectedSpeech: [], ignore: IgnoreList(), aliases: aliases(cell), location: cell.location)]
        }
        let pairs = LabelPairing(container: cell, constraints: constraints).pairs(switches: cellSwitches, labels: cellLabels)
        // A cell of one switch and no label of its own shows its `textLabel`, when code fills it.
        let filledTextLabel = switchCount == 1 && cellLabels.isEmpty ? textLabelSetByCode(of: cell) : nil
        let inside = cellSwitches.map { control in
            let pair = pairs[control]
            return Cell(id: elementID(control), text: nil, label: pair.map { cellLabel($0.label) } ?? filledTextLabel, switchControl: switchControl(control),
                        accessibility: switchCount == 1 ? Self.applyingToItsSwitch(cellAccessibility) : nil, layout: pair.flatMap(layout),
                        background: background(behind: control), expectedSpeech: [], ignore: IgnoreList(), aliases: aliases(control),
                        location: cell.location)
        }
        guard let accessory else { return inside }
        // The cell's text names its accessory: its `textLabel` (a standard style's), else its
        // first label. It sits apart from the switch, so no layout is judged between them.
        let textLabel = cell["textLabel"].flatMap { id in cellLabels.first { $0["id"] == id } } ?? cellLabels.first
        return inside + [Cell(id: elementID(accessory), text: nil, label: textLabel.map(cellLabel) ?? filledTextLabel, switchControl: switchControl(accessory),
                              accessibility: switchCount == 1 ? Self.applyingToItsSwitch(cellAccessibility) : nil, layout: nil,
                              background: background(behind: cell), expectedSpeech: [], ignore: IgnoreList(), aliases: aliases(accessory),
                              location: cell.location)]
    }

    /// The cell's built-in `textLabel` as its switch's label, when code fills it
    /// (`DesignTimeTexts.fillsTextLabel`): a text the app gives at run time.
    private func textLabelSetByCode(of cell: XMLElement) -> CellLabel? {
        guard designTime.fillsTextLabel(of: cell) else { return nil }
        return CellLabel(text: .expression("the cell's textLabel, which the code fills", verbatim: false, at: cell.location),
                         textColor: nil, fontSize: nil, location: cell.location)
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
            // A top-level object has no view around it: a label elsewhere in the document is
            // not beside it.
            let container = control.parent?.name == "objects" ? control : control.parent?.parent ?? control
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
}
