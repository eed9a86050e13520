/// Screens made for the app's developers (a debug menu, a log viewer), which apps do not
/// translate: a file, its folder or its screen named with the word "Debug" (`Debug.storyboard`,
/// `Debug/FlagsView.swift`, `NotificationDebugNotificationsView.swift`, a `DebugMenu` screen).
/// The word is found whole in a name's camel-case words ("DebuggerSettings" is another word).
/// `l10n-hardcoded`, `l10n-missing` and `hint-missing` leave them alone: their words are
/// English on purpose (Brave's `Settings/Debug/` menus), and no user reaches them.
enum DebugScreens {
    private static let debug = Array("debug".utf8)

    static func isDebugFile(_ path: String) -> Bool {
        let file = FileSystem.baseName(path)
        let folder = FileSystem.baseName(FileSystem.directoryName(path))
        return namesDebugging(String(file.prefix { $0 != "." })) || namesDebugging(folder)
    }

    static func isDebugScreen(_ screenID: String?) -> Bool {
        screenID.map(namesDebugging) ?? false
    }

    /// Whether one of the name's words is "debug" or "debugging", in any case.
    static func namesDebugging(_ name: String) -> Bool {
        // "debug" in any case, looked for in the bytes first: every text's screen is asked.
        let spellsDebug = name.withUTF8Bytes { bytes -> Bool in
            guard bytes.count >= 5 else { return false }
            let word = DebugScreens.debug
            return (0...(bytes.count - 5)).contains { start in (0..<5).allSatisfy { bytes[start + $0] | 0x20 == word[$0] } }
        }
        return spellsDebug && words(of: name).contains { $0 == "debug" || $0 == "debugging" }
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
