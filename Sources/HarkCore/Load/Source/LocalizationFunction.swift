/// A project's own way to localize a string, named in the configuration's
/// `"localizationFunctions"`: `"L10n.tr(table, key)"` (a call, with the argument positions of
/// the key and the table), `"loc"` (a call whose first argument is the key), `".localized"` or
/// `".loco()"` (a property or method of the key: `"Title".localized`).
struct LocalizationFunction: Sendable, Equatable {
    enum Form: Sendable, Equatable {
        case call(keyPosition: Int, tablePosition: Int?)
        case postfix
    }

    /// The name as written in code: `L10n.tr`, `loc`, `localized`.
    let name: String
    let form: Form

    /// Parses a configuration entry; nil when it is not one of the forms above.
    init?(_ entry: String) {
        let text = entry.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix(".") {
            let name = String(text.dropFirst().prefix { $0 != "(" })
            guard LocalizationFunction.isName(name) else { return nil }
            self.name = name
            form = .postfix
            return
        }
        let name = String(text.prefix { $0 != "(" })
        guard LocalizationFunction.isName(name) else { return nil }
        self.name = name
        guard let open = text.firstIndex(of: "(") else {
            form = .call(keyPosition: 0, tablePosition: nil)
            return
        }
        guard text.hasSuffix(")") else { return nil }
        let parameters = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let key = parameters.firstIndex(of: "key") else { return nil }
        form = .call(keyPosition: key, tablePosition: parameters.firstIndex(of: "table"))
    }

    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(part.first?.isNumber ?? true)
        }
    }
}

extension FormatSpecifiers {
    /// Whether a key says anything once its format specifiers are left out (`%@:` does not).
    static func hasWords(_ key: String) -> Bool {
        // Each range once: `%*d` reads two arguments (the width, the value) from one.
        var utf8 = Array(key.utf8)
        var removedFrom = utf8.count
        for specifier in parse(key).specifiers.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
            where specifier.range.upperBound <= removedFrom {
            utf8.removeSubrange(specifier.range)
            removedFrom = specifier.range.lowerBound
        }
        return String(decoding: utf8, as: UTF8.self).unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
