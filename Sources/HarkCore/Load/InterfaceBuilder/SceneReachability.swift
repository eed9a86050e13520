/// Which scenes of a storyboard the app can show. A scene is opened by being the storyboard's
/// initial controller, by a segue from a scene that is opened, by another storyboard's reference
/// to its identifier, or by code that names its identifier or its class
/// (`instantiateViewController(withIdentifier: "Settings")`, `SettingsViewController.instantiate()`).
/// A scene nothing opens is an old screen left in the document: Blockstream Green's
/// `WalletSettingsViewController`, replaced by `AppSettingsViewController`, whose identifier
/// and class no code names. Auditing it reports problems no user meets.
///
/// Only judged when the project has code, and when something in the storyboard is opened: a
/// storyboard of which nothing is opened is loaded in a way Hark does not see (an identifier
/// the code computes), so all of it is audited.
enum SceneReachability {
    struct Scene {
        let controllerID: String
        /// How the inventory names it: its identifier, class, title or object id.
        let name: String
        /// Whether the importer makes a screen of it (not a navigation controller or another
        /// container, not a reference to another storyboard).
        let isScreen: Bool
        let storyboardIdentifier: String?
        let customClass: String?
        /// The controller ids its segues lead to (`<segue destination="…">`, relationships and
        /// embeds included), but its manual segues'.
        let destinations: [String]
        /// The segues of the controller itself, which only code performs
        /// (`performSegue(withIdentifier: "showLogs", sender: nil)`): identifier and destination.
        let manualSegues: [(identifier: String?, destination: String)]
    }

    /// The scene's controller: the object of its `<objects>` that is the view controller.
    static func controller(of scene: XMLElement) -> XMLElement? {
        scene.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" }
    }

    /// `root`'s scenes that nothing opens, in the document's order. `mentions` is asked only
    /// when a scene is not reached from the initial controller.
    static func scenesNothingOpens(in root: XMLElement, mentions: () -> CodeMentions) -> [Scene] {
        let scenes = (root.child("scenes")?.children("scene") ?? []).compactMap(scene)
        let initial = root["initialViewController"].map { [$0] } ?? []
        var opened = reached(from: initial, scenes: scenes) { _ in true }
        guard opened.count < scenes.count else { return [] }
        let code = mentions()
        guard code.hasCode else { return [] }
        // Monal's `showLogs`, to a screen the app replaced: no code performs it.
        let performed = { (identifier: String?) in
            identifier.map { !isPlainName($0) || code.words.contains($0) } ?? false
        }
        let named = scenes.filter { scene in
            if let identifier = scene.storyboardIdentifier {
                if code.referencedIdentifiers.contains(identifier) || !isPlainName(identifier) || code.names(identifier) { return true }
            }
            return scene.customClass.map { code.words.contains($0) } ?? false
        }
        opened = reached(from: initial + named.map(\.controllerID), scenes: scenes, performing: performed)
        guard !opened.isEmpty else { return [] }
        return scenes.filter { !opened.contains($0.controllerID) }
    }

    /// An identifier code could name as a word: one Hark can search for. Another (`"Wallet
    /// Settings"`, a two-letter `"VC"`) is taken as named.
    private static func isPlainName(_ identifier: String) -> Bool {
        identifier.utf8.count >= 3 && identifier.utf8.allSatisfy(CodeAssignments.Scanner.isIdentifierByte)
            && !CodeAssignments.Scanner.isDigit(identifier.utf8.first ?? 0)
    }

    private static func scene(_ element: XMLElement) -> Scene? {
        guard let controller = controller(of: element), let id = controller["id"] else { return nil }
        var destinations: [String] = []
        var manual: [(identifier: String?, destination: String)] = []
        let ownConnections = controller.child("connections")
        element.forEachDescendant { node in
            guard node.name == "segue", let destination = node["destination"] else { return }
            // A segue of the controller itself is manual, but a container's relationship to its
            // children (a navigation controller's root).
            if let ownConnections, node.parent == ownConnections, node["kind"] != "relationship" {
                manual.append((node["identifier"], destination))
            } else {
                destinations.append(destination)
            }
        }
        let name = controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["title"] ?? controller["userLabel"]
            ?? controller.child("navigationItem", key: "navigationItem")?["title"] ?? id
        let isScreen = !InterfaceBuilderImporter.containerControllers.contains(controller.name) && controller.name != "viewControllerPlaceholder"
        return Scene(controllerID: id, name: name, isScreen: isScreen, storyboardIdentifier: controller["storyboardIdentifier"],
                     customClass: controller["customClass"], destinations: destinations, manualSegues: manual)
    }

    /// The controller ids `starts` and the segues from them lead to, manual segues when
    /// `performing` says code performs them.
    private static func reached(from starts: [String], scenes: [Scene], performing: (String?) -> Bool) -> Set<String> {
        var byID: [String: Scene] = [:]
        for scene in scenes { byID[scene.controllerID] = scene }
        var opened: Set<String> = []
        var pending = starts.filter { byID[$0] != nil }
        while let id = pending.popLast() {
            guard opened.insert(id).inserted, let scene = byID[id] else { continue }
            let performed = scene.manualSegues.filter { performing($0.identifier) }.map(\.destination)
            pending += (scene.destinations + performed).filter { byID[$0] != nil && !opened.contains($0) }
        }
        return opened
    }
}
