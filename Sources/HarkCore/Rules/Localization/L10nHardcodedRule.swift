/// `l10n-hardcoded`: in a localized app, a visible or spoken text given as a plain string: it
/// reads the same in every language, so translators never see it. (An app with no
/// localizations has nothing to be hard-coded against.)
struct L10nHardcodedRule: Rule {
    let id = "l10n-hardcoded"

    enum Message: FindingMessage {
        case plainString(role: TextUse.Role, text: String)
        /// Source code passing a `String` where SwiftUI localizes only a `LocalizedStringKey`.
        case stringVariable(role: TextUse.Role, expression: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .plainString(let role, let text):
                return "the \(role.rawValue) \"\(text)\" is a plain string, the same in every language: \(context.phrasing.localize)"
            case .stringVariable(let role, let expression):
                return "the \(role.rawValue) is the String `\(expression)`, shown as it is in every language unless the code that sets it localizes it: \(context.phrasing.localize)"
            }
        }

        var subject: String {
            switch self {
            case .plainString(let role, _), .stringVariable(let role, _): return role.rawValue
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        guard let model = context.model, model.app.localizations != nil, isTranslated(context) else { return }
        // Texts come file by file: each file is asked once, when its first plain text comes.
        var lastFile: InternedPath? = nil
        var inDebugFile = false
        for use in context.textUses {
            let message: Message
            switch use.text {
            case .literal(let text, _) where !text.isBlank: message = .plainString(role: use.role, text: text)
            case .expression(let source, true, _): message = .stringVariable(role: use.role, expression: source)
            default: continue
            }
            let location = use.text.location
            if location.internedFile !== lastFile {
                lastFile = location.internedFile
                inDebugFile = DebugScreens.isDebugFile(location.file)
            }
            if inDebugFile || DebugScreens.isDebugScreen(use.screenID) { continue }
            emitter.report(message, at: location, screen: use.screenID, cell: use.cell, suppressed: use.suppressedRules)
        }
    }

    /// Whether the app has a language besides its development language: a lone `Base.lproj`
    /// (or `en.lproj` in an English app) translates nothing, so nothing is left out of it.
    private func isTranslated(_ context: AuditContext) -> Bool {
        let development = LocaleCode(context.unit.developmentLanguage).language
        return context.catalog.locales.contains { LocaleCode($0).language != development }
    }
}

/// Screens made for the app's developers (a debug menu, a log viewer), which apps do not
/// translate: a file, its folder or its screen named with the word "Debug" (`Debug.storyboard`,
/// `Debug/FlagsView.swift`, `NotificationDebugNotificationsView.swift`, a `DebugMenu` screen).
/// The word is found whole in a name's camel-case words ("DebuggerSettings" is another word).
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
