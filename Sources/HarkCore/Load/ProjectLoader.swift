/// Finds what to audit under the paths given on the command line: screen models (`*.json`
/// files with a "hark" key), Interface Builder files (`.storyboard`, `.xib`), and the
/// `.lproj` folders no model or storyboard uses (audited in localization-only mode).
public enum ProjectLoader {
    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    static func loadInterfaceBuilder(_ file: String, developmentLanguage: String?) throws -> AuditUnit {
        let language = developmentLanguage ?? "en"
        let (model, localization) = try InterfaceBuilderImporter.load(file: file, developmentLanguage: language)
        let catalog = try localization.root.map { try LocalizationCatalog.load(root: $0) } ?? .empty
        return AuditUnit(model: model, catalog: catalog, developmentLanguage: language)
    }

    public static func load(paths: [String], developmentLanguage: String?) throws -> [AuditUnit] {
        var units: [AuditUnit] = []
        for path in paths {
            guard FileSystem.exists(path) else { throw InputError("no such file or folder", file: path) }
            if FileSystem.isDirectory(path) {
                units += try loadFolder(path, developmentLanguage: developmentLanguage)
            } else if isInterfaceBuilderFile(path) {
                units.append(try loadInterfaceBuilder(path, developmentLanguage: developmentLanguage))
            } else {
                units.append(try loadModel(path, developmentLanguage: developmentLanguage))
            }
        }
        return units
    }

    static func loadModel(_ file: String, developmentLanguage: String?) throws -> AuditUnit {
        guard file.hasSuffix(".json") else {
            throw InputError("not a screen model: Hark reads *.json screen models, .storyboard and .xib files, and folders", file: file)
        }
        let document = try JSONParser.parse(try FileSystem.readBytes(file), file: file)
        guard ModelLoader.isModel(document) else {
            throw InputError("not a Hark screen model (no \"hark\" format key at the top)", at: document.location(document.root.offset))
        }
        return try unit(for: try ModelLoader.decode(document, file: file), developmentLanguage: developmentLanguage)
    }

    static func unit(for model: AppModel, developmentLanguage: String?) throws -> AuditUnit {
        var catalog = LocalizationCatalog.empty
        if let folder = model.app.localizations {
            guard FileSystem.isDirectory(folder) else {
                throw InputError("the localizations folder \"\(folder)\" named by \"app.localizations\" does not exist", file: model.file)
            }
            catalog = try LocalizationCatalog.load(root: folder)
        }
        return AuditUnit(model: model, catalog: catalog,
                         developmentLanguage: developmentLanguage ?? model.app.developmentLanguage)
    }

    static func loadFolder(_ folder: String, developmentLanguage: String?) throws -> [AuditUnit] {
        let files = FileSystem.files(under: folder)
        var models: [AuditUnit] = []
        for file in files where file.hasSuffix(".json") {
            let bytes = try FileSystem.readBytes(file)
            let document: JSONDocument
            do {
                document = try JSONParser.parse(bytes, file: file)
            } catch {
                // Another tool's broken JSON is not ours to judge; a broken model is.
                if bytes.count < 64 * 1024 * 1024 && containsHarkKey(bytes) { throw error }
                continue
            }
            guard ModelLoader.isModel(document) else { continue }
            models.append(try unit(for: try ModelLoader.decode(document, file: file), developmentLanguage: developmentLanguage))
        }
        for file in files where isInterfaceBuilderFile(file) {
            models.append(try loadInterfaceBuilder(file, developmentLanguage: developmentLanguage))
        }

        // Localization-only mode for every folder of `.lproj` folders that no model uses.
        let used = Set(models.compactMap { $0.catalog.root.isEmpty ? nil : $0.catalog.root })
        var roots: [String] = []
        for file in files {
            let folder = FileSystem.directoryName(file)
            let root: String
            if file.hasSuffix(".xcstrings") {
                root = folder
            } else if (file.hasSuffix(".strings") || file.hasSuffix(".stringsdict")) && folder.hasSuffix(".lproj") {
                root = FileSystem.directoryName(folder)
            } else {
                continue
            }
            if !used.contains(root) && !roots.contains(root) { roots.append(root) }
        }
        guard !roots.isEmpty || !models.isEmpty else {
            throw InputError("found no screen model (*.json with a \"hark\" key), storyboard, XIB, <lang>.lproj/*.strings or *.xcstrings here", file: folder)
        }
        return try models + roots.sorted().map { root in
            let catalog = try LocalizationCatalog.load(root: root)
            let language = developmentLanguage ?? (catalog.tables["en"] != nil ? "en" : "Base")
            return AuditUnit(model: nil, catalog: catalog, developmentLanguage: language)
        }
    }

    private static func containsHarkKey(_ bytes: [UInt8]) -> Bool {
        let needle = Array("\"hark\"".utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
