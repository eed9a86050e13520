/// Which views of an Interface Builder document the app's code gives a text when it runs (their
/// outlets are assigned `.text`, `.attributedText` or an accessibility label, or code looks them
/// up by their tag): the document's own text for them is a design-time value, a placeholder
/// (`"Anytime"` in Pocket Casts' `RadioButtonCell.xib`, whose `title` outlet every caller sets).
struct DesignTimeTexts {
    /// Each object's outlet names (`<outlet property="title" destination="uMU-T0-YsD"/>`).
    let outlets: [String: Set<String>]
    /// The classes of the objects whose outlets point at each object (a cell's, a view
    /// controller's), where every such object has a class of its own.
    let outletOwners: [String: Set<String>]
    /// What code that sets this document's views must name: the document (`"RadioButtonCell"`),
    /// its owners' and cells' classes, its reuse and storyboard identifiers.
    let anchors: Set<String>
    /// The superclasses the project declares above those classes: the code that declares one
    /// runs for the document's objects too (openHAB's `GenericUITableViewCell` colours the
    /// labels of every cell class below it).
    let inherited: Set<String>
    let code: CodeAssignments

    init(root: XMLElement, file: String, code: CodeAssignments) {
        var outlets: [String: Set<String>] = [:]
        var outletOwners: [String: Set<String>] = [:]
        var ownerless: Set<String> = []
        var anchors: Set<String> = []
        let name = FileSystem.baseName(file)
        anchors.insert("\"" + String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) + "\"")
        func visit(_ element: XMLElement) {
            if element.name == "outlet" || element.name == "outletCollection" {
                if let property = element["property"], let destination = element["destination"] {
                    outlets[destination, default: []].insert(property)
                    // `<tableViewCell customClass="…"><connections><outlet …/>`.
                    if let owner = element.parent?.parent?["customClass"] {
                        outletOwners[destination, default: []].insert(owner)
                    } else {
                        ownerless.insert(destination)
                    }
                }
            }
            // The class first: most elements have none, and need no test of their owner.
            if let custom = element["customClass"], !custom.hasPrefix("UI"),
               element.name == "placeholder" || element.name == "tableViewCell" || element.name == "collectionViewCell"
                || element.parent?.name == "objects" || element["sceneMemberID"] == "viewController" {
                anchors.insert(custom)
            }
            if let identifier = element["reuseIdentifier"] { anchors.insert("\"" + identifier + "\"") }
            if let identifier = element["storyboardIdentifier"] { anchors.insert("\"" + identifier + "\"") }
        }
        visit(root)
        root.forEachDescendant(visit)
        self.outlets = outlets
        self.outletOwners = outletOwners.filter { !ownerless.contains($0.key) }
        self.anchors = anchors
        inherited = code.superclasses(of: anchors)
        self.code = code
    }

    /// Whether the app's code sets `property` of `element` when it runs.
    func isSetByCode(_ element: XMLElement, _ property: CodeAssignments.Property) -> Bool {
        if let id = element["id"], let names = outlets[id], code.sets(property, outlets: names, anchors: anchors, inherited: inherited, owners: outletOwners[id]) {
            return true
        }
        if property == .text, let tag = element["tag"].flatMap(Int.init), tag != 0, code.looksUp(tag: tag, anchors: anchors) { return true }
        return false
    }

    /// Whether the code that names `cell` (its class, its reuse identifier, its scene's
    /// controller) fills the cell's built-in `textLabel` (`cell.textLabel?.text = …`): Delta's
    /// switch cells, "Syncing" set in `tableView(_:cellForRowAt:)`. Anchored on the cell alone,
    /// not the document: another scene's code says nothing of this cell.
    func fillsTextLabel(of cell: XMLElement) -> Bool {
        var anchors: Set<String> = []
        if let custom = cell["customClass"], !custom.hasPrefix("UI") { anchors.insert(custom) }
        if let identifier = cell["reuseIdentifier"] { anchors.insert("\"" + identifier + "\"") }
        var current = cell.parent
        while let node = current {
            if node["sceneMemberID"] == "viewController" {
                if let custom = node["customClass"], !custom.hasPrefix("UI") { anchors.insert(custom) }
                break
            }
            current = node.parent
        }
        return !anchors.isEmpty && code.sets(.text, outlets: ["textLabel"], anchors: anchors, inherited: code.superclasses(of: anchors))
    }

    /// The ids of the document's objects whose own text no user sees: labels whose text the
    /// code sets (Provenance's game cell, whose "Long Game Title: Extra Extra Long…" its
    /// `titleLabel.text = game.title` replaces), and controllers whose navigation item has a
    /// title of its own, which the bar shows instead (Blockchain's "Address View Controller"
    /// under "Home Address"), as the screen model titles them. A controller with a tab bar item
    /// of no title keeps its own: the tab may show it.
    func objectsTextShownNowhere(_ root: XMLElement) -> Set<String> {
        var ids: Set<String> = []
        root.forEachDescendant { element in
            guard let id = element["id"] else { return }
            if element.name == "label", isSetByCode(element, .text) {
                ids.insert(id)
            } else if element["sceneMemberID"] == "viewController", element["title"] != nil,
                      element.child("navigationItem", key: "navigationItem")?["title"]?.isEmpty == false,
                      element.child("tabBarItem", key: "tabBarItem").map({ $0["title"]?.isEmpty == false }) ?? true {
                ids.insert(id)
            }
        }
        return ids
    }

    /// `text` as the document holds it; what the code gives it, when that is a constant
    /// lookup; or a design-time value when code sets it to what only run time knows.
    func text(_ text: LocalizedText, of element: XMLElement, _ property: CodeAssignments.Property) -> LocalizedText {
        guard isSetByCode(element, property) else { return text }
        return codeText(of: element, property) ?? .designTime(text, at: text.location)
    }

    /// The text the code gives `element`'s `property` where every assignment is a constant
    /// lookup (`CodeAssignments.lookups`): that key, or a choice of the keys it picks among
    /// (Seafile's "Enable FaceID" or "Enable TouchID"). Where the code's text is, not the
    /// document's: the code's own audit checks the lookup. Nil for a view the code looks up by
    /// its tag, whose values are not read.
    func codeText(of element: XMLElement, _ property: CodeAssignments.Property) -> LocalizedText? {
        guard let id = element["id"], let names = outlets[id] else { return nil }
        if property == .text, let tag = element["tag"].flatMap(Int.init), tag != 0, code.looksUp(tag: tag, anchors: anchors) { return nil }
        guard let lookups = code.lookups(property, outlets: names, anchors: anchors, inherited: inherited, owners: outletOwners[id]),
              let first = lookups.first else { return nil }
        return lookups.count == 1 ? first.text : .oneOf(lookups.map(\.text), at: first.location)
    }
}
