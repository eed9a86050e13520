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
        let storyboardIdentifier: String?
        let customClass: String?
        /// The controller ids its segues lead to (`<segue destination="…">`, relationships and
        /// embeds included), but its manual segues'.
        let destinations: [String]
        /// The segues of the controller itself, which only code performs
        /// (`performSegue(withIdentifier: "showLogs", sender: nil)`): identifier and destination.
        let manualSegues: [(identifier: String?, destination: String)]
    }

    /// The controller ids of `root`'s scenes that nothing opens. `mentions` is asked only when a
    /// scene is not reached from the initial controller.
    static func scenesNothingOpens(in root: XMLElement, mentions: () -> CodeMentions) -> Set<String> {
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
        return Set(scenes.map(\.controllerID)).subtracting(opened)
    }

    /// An identifier code could name as a word: one Hark can search for. Another (`"Wallet
    /// Settings"`, a two-letter `"VC"`) is taken as named.
    private static func isPlainName(_ identifier: String) -> Bool {
        identifier.utf8.count >= 3 && identifier.utf8.allSatisfy(CodeAssignments.Scanner.isIdentifierByte)
            && !CodeAssignments.Scanner.isDigit(identifier.utf8.first ?? 0)
    }

    private static func scene(_ element: XMLElement) -> Scene? {
        guard let controller = element.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }),
              let id = controller["id"] else { return nil }
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
        return Scene(controllerID: id, storyboardIdentifier: controller["storyboardIdentifier"], customClass: controller["customClass"],
                     destinations: destinations, manualSegues: manual)
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
