/// The note a developer writes for translators in Interface Builder's Document inspector
/// ("Localizer Hint"). Xcode copies it into the comment of each text it exports, after the
/// object's class, property and id: `Class = "UILabel"; text = "Title"; ObjectID = "2Q5-Vd-FED";
/// Note = "Placeholder - Do not translate";`. A text whose note says not to translate it is a
/// placeholder code replaces at run time (Go Map!! marks hundreds so): it is never translated,
/// and no language lacks it.
enum InterfaceBuilderNote {
    /// Phrases that tell translators to leave a text alone, lowercased.
    static let doNotTranslate = ["do not translate", "don't translate", "do not localize", "don't localize", "dnt", "not for translation"]

    /// The same, for a `.strings` file's comment as bytes: most comments hold no note, and
    /// are not made into a `String` to learn that.
    static func saysDoNotTranslate(comment bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.firstRange(of: noteField) != nil else { return false }
        return saysDoNotTranslate(String(decoding: bytes, as: UTF8.self))
    }

    private static let noteField = Array("Note = \"".utf8)

    /// Whether `comment`, an exported comment, holds a `Note = "…"` saying not to translate.
    /// Only that field is read: a free comment such as "Do not translate Patron" (the word, in
    /// a sentence to be translated) is the developer's, not a flag.
    static func saysDoNotTranslate(_ comment: String?) -> Bool {
        guard let comment, let start = comment.range(of: "Note = \"") else { return false }
        let rest = comment[start.upperBound...]
        return noteSaysDoNotTranslate(String(rest.range(of: "\";").map { rest[..<$0.lowerBound] } ?? rest))
    }

    /// Whether a note's own text says not to translate.
    static func noteSaysDoNotTranslate(_ text: String) -> Bool {
        let note = text.lowercased().replacingOccurrences(of: "’", with: "'")
        return doNotTranslate.contains { phrase in
            guard let found = note.range(of: phrase) else { return false }
            // "dnt" only as a word of its own.
            guard phrase == "dnt" else { return true }
            let before = found.lowerBound == note.startIndex ? nil : note[note.index(before: found.lowerBound)]
            let after = found.upperBound == note.endIndex ? nil : note[found.upperBound]
            return !(before?.isLetter ?? false) && !(after?.isLetter ?? false)
        }
    }

    /// Whether an exported comment (`Class = "NSTextFieldCell"; title = "Text Cell"; ObjectID
    /// = "XXp-Rw-8h6";`) says the document's text is one of Interface Builder's placeholders,
    /// which the code replaces: no translation of it is needed (Clipy's macOS table cells).
    static func exportsPlaceholder(comment bytes: ArraySlice<UInt8>) -> Bool {
        let text = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }
        guard text.starts(with: classField), let separator = text.firstRange(of: fieldSeparator) else { return false }
        // The second field, the property and its text: `title = "Text Cell"`.
        let rest = text[separator.upperBound...]
        guard let equals = rest.firstRange(of: valueOpening) else { return false }
        let value = rest[equals.upperBound...]
        guard let close = value.firstRange(of: fieldSeparator) else { return false }
        return InterfaceBuilderIDs.placeholderTexts.contains(String(decoding: value[..<close.lowerBound], as: UTF8.self).trimmedWhitespace)
    }

    private static let classField = Array("Class = \"".utf8)
    private static let fieldSeparator = Array("\"; ".utf8)
    private static let valueOpening = Array(" = \"".utf8)

    /// BartyCrouch's mark, in a view's note, for a text its strings files leave out.
    static let bartyCrouchIgnore = "#bc-ignore!"

    /// Whether a document's view carries, in its own note (`<attributedString
    /// key="userComments">`), BartyCrouch's mark (its text is in no strings file, on purpose),
    /// or a note saying not to translate it: it shows as written in every language (OwnTracks'
    /// settings named by their configuration keys, "cmd", "locked": "Don't translate, technical
    /// term"). Code that sets the view's text at run time is found first (Go Map!! marks its
    /// placeholders so).
    static func keepsOutOfTranslation(_ view: XMLElement) -> Bool {
        guard let note = view.child("attributedString", key: "userComments")?.children("fragment").compactMap({ $0["content"] }).joined(),
              !note.isEmpty else { return false }
        return note.contains(bartyCrouchIgnore) || noteSaysDoNotTranslate(note)
    }
}
