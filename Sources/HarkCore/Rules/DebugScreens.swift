/// Screens made for the app's developers (a debug menu, a log viewer), which apps do not
/// translate: a file, its folder or its screen named with the word "Debug" (`Debug.storyboard`,
/// `Debug/FlagsView.swift`, `NotificationDebugNotificationsView.swift`, a `DebugMenu` screen).
/// The word is found whole in a name's camel-case words ("DebuggerSettings" is another word).
/// So is a developer's menu: "Developer" alone, or before or after "Options", "Settings", "Menu",
/// "Tools" or "Mode" (Element X's `DeveloperOptionsScreen`, behind seven taps on the version;
/// Linphone's `SettingsDeveloperFragment`, behind three), or first before words that only say
/// it is a screen (Gem Wallet's `DeveloperScene`, titled "Developer"), also as
/// any folder above the file (the Corona-Warn-App's `Developer Menu/Features/…`). So is an
/// internal menu: "Internal" before one of those words (focus-ios's `InternalSettings/`, shown
/// after five taps on the logo, in English on purpose), and so is a tester's menu: "QA" before
/// one of them or "Features" (Proton Pass's `QA Features/QAFeaturesView`, opened in QA builds
/// only, after three taps on the version).
/// `l10n-hardcoded`, `l10n-missing`, `hint-missing` and `placeholder-text` leave them alone:
/// their words are English on purpose (Brave's `Settings/Debug/` menus), and no user reaches
/// them.
enum DebugScreens {
    private static let debug = Array("debug".utf8)
    private static let developer = Array("developer".utf8)
    private static let internalMenu = Array("internal".utf8)
    private static let testersMenu = Array("qa".utf8)
    /// Words after "developer" that make a name a developer's screen, not one about a developer.
    private static let developerScreens: Set<String> = ["options", "settings", "menu", "tools", "mode"]
    /// Words that name a kind of screen and nothing of its subject (`DeveloperViewController`).
    private static let screenKinds: Set<String> = ["view", "scene", "screen", "controller", "page", "fragment"]

    /// A file named so, or its folder; or a folder above it named as a developer's menu (the
    /// Corona-Warn-App's `Developer Menu/Features/…/DMSwitchTableViewCell.xib`). A `Debug`
    /// folder further up may hold a whole app (a build configuration's copy), so not that word.
    static func isDebugFile(_ path: String) -> Bool {
        let file = FileSystem.baseName(path)
        let folders = path.split(separator: "/").dropLast()
        if namesDebugging(String(file.prefix { $0 != "." })) || folders.last.map({ namesDebugging(String($0)) }) == true { return true }
        return folders.dropLast().contains { namesDebugging(String($0)) && words(of: String($0)).contains("developer") }
    }

    static func isDebugScreen(_ screenID: String?) -> Bool {
        screenID.map(namesDebugging) ?? false
    }

    /// Whether one of the name's words is "debug" or "debugging", in any case, or it names a
    /// developer's or an internal menu.
    static func namesDebugging(_ name: String) -> Bool {
        // The words looked for in the bytes first: every text's screen is asked.
        let spellsDebug = spells(debug, in: name), spellsDeveloper = spells(developer, in: name)
        let spellsInternal = spells(internalMenu, in: name), spellsQA = spells(testersMenu, in: name)
        guard spellsDebug || spellsDeveloper || spellsInternal || spellsQA else { return false }
        let words = words(of: name)
        if spellsDebug, words.contains(where: { $0 == "debug" || $0 == "debugging" }) { return true }
        // Either order: Linphone names its developer's settings `SettingsDeveloperFragment`.
        if spellsDeveloper, let at = words.firstIndex(of: "developer"),
           (at == 0 && words.dropFirst().allSatisfy(screenKinds.contains))
            || (at + 1 < words.count && developerScreens.contains(words[at + 1]))
            || (at > 0 && developerScreens.contains(words[at - 1])) { return true }
        if spellsQA, let at = words.firstIndex(of: "qa"), at + 1 < words.count,
           developerScreens.contains(words[at + 1]) || words[at + 1] == "features" { return true }
        guard spellsInternal, let at = words.firstIndex(of: "internal") else { return false }
        return at + 1 < words.count && developerScreens.contains(words[at + 1])
    }

    /// Whether `name` holds `word` (lower-case ASCII) in any case.
    private static func spells(_ word: [UInt8], in name: String) -> Bool {
        name.withUTF8Bytes { bytes -> Bool in
            guard bytes.count >= word.count else { return false }
            return (0...(bytes.count - word.count)).contains { start in word.indices.allSatisfy { bytes[start + $0] | 0x20 == word[$0] } }
        }
    }

    /// A name's words, lower-cased: split at anything not a letter or digit and before an
    /// upper-case letter that follows a lower-case one or starts a capitalized word after an
    /// acronym ("URLDebugView": url, debug, view).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()); current = "" }
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}

/// Whether each place is on a developer's screen (`DebugScreens`), for a pass over texts or
/// switches that come file by file: each file is asked once.
struct DeveloperScreenFilter {
    private var lastFile: InternedPath? = nil
    private var inDebugFile = false
    /// The files whose views only developer screens open (`DeveloperOnlyFiles`).
    private let developerOnlyFiles: Set<String>

    init(_ context: AuditContext) {
        developerOnlyFiles = context.model?.app.developerOnlyFiles ?? []
    }

    /// Whether `location`, on the screen `screenID`, is on a developer's screen.
    mutating func excludes(_ location: SourceLocation, screen screenID: String?) -> Bool {
        if location.internedFile !== lastFile {
            lastFile = location.internedFile
            inDebugFile = DebugScreens.isDebugFile(location.file) || developerOnlyFiles.contains(location.file)
        }
        return inDebugFile || DebugScreens.isDebugScreen(screenID)
    }
}
