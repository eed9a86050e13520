/// Where the code makes the project's own types: `SettingsToggleRow(title: L10n.Settings.x,
/// isOn: $value)`. A reusable row shows a text it is given (`let title: String`, then
/// `Text(title)` or `Toggle(title, isOn:)`), and only its callers say what that text is: Zotero's
/// settings rows are each given a SwiftGen accessor, Mullvad's switch rows a translated string.
struct TypeCalls: Sendable {
    struct Site: Sendable {
        let file: Int
        /// The type's name where it is called (the token before the `(`).
        let name: Int
    }

    /// The calls of each type asked for (the project's types with instance properties), by the
    /// type's own name.
    let sites: [String: [Site]]

    /// A type named and called at once (`Row(`), not declared (`struct Row(`…), not a member
    /// (`.Row(`), and not inside a preview, which no user sees.
    init(files: [SourceFile], typeNames: Set<String>) {
        var sites: [String: [Site]] = [:]
        for (index, source) in files.enumerated() where source.dialect == .swift {
            var found: [(name: String, site: Site)] = []
            for token in 0..<max(source.count - 1, 0) where source.kind(token) == .identifier && source.kind(token + 1) == .openParen {
                guard let first = source.bytes[Int(source.tokens[token].start)...].first,
                      first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
                if token > 0, source.kind(token - 1) == .dot || TypeCalls.declaring.contains(source.text(token - 1)) { continue }
                let name = source.text(token)
                if typeNames.contains(name) { found.append((name, Site(file: index, name: token))) }
            }
            guard !found.isEmpty else { continue }
            // Both in token order: one walk, however many previews and calls a file has.
            let previews = SwiftUIPreviews.ranges(in: source)
            var preview = 0
            for (name, site) in found {
                while preview < previews.count, previews[preview].upperBound <= site.name { preview += 1 }
                if preview < previews.count, previews[preview].contains(site.name) { continue }
                sites[name, default: []].append(site)
            }
        }
        self.sites = sites
    }

    static let lookupFunctions: Set<String> = ["NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
                                                "NSLocalizedStringWithDefaultValue"]

    private static let declaring: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol", "func", "typealias"]
}

extension TextEvaluator {
    /// The most callers read for one property: a row made in more places than this is a
    /// framework of the app's own, whose texts are better judged where they are written. A
    /// settings screen's own row has tens (Jami's `ToggleCell`, twenty, each given a SwiftGen
    /// accessor: at 16 its text was reported as a hard-coded `String`).
    static let maximumCallers = 64

    /// The texts a type's callers give its stored property `name` (no value, no getter), when
    /// every caller gives one Hark can read: one text for one caller, else one of them
    /// (`LocalizedText.oneOf`, each checked, the first spoken). A `String` property shows what
    /// it is given as it is (a literal passed there is a plain string); a `LocalizedStringKey`
    /// looks a literal up. A `String` some caller gives as a lookup whose key only run time
    /// knows (`NSLocalizedString(key.title, comment: "")`, Mullvad's notification rows, every
    /// other caller passing a text Hark reads or such a lookup) is an expression still, but a
    /// localized one: not a `String` shown as it is. Nil when a caller passes nothing under
    /// that label (its own initializer takes another), passes code Hark cannot read, or there
    /// are no callers.
    func valueGivenByCallers(of name: String, declaration: SourceScope.Declaration, typeBody: Int, in file: Int,
                             at location: SourceLocation, depth: EvaluationDepth) -> LocalizedText? {
        guard let type = declaration.type else { return nil }
        let isLocalized = SourceSymbols.isLocalizedType(type)
        guard isLocalized || type == "String" || type == "String?" else { return nil }
        guard depth.level < TextEvaluator.maximumCallerDepth,
              let qualified = SourceScope(source: files[file], symbols: symbols).enclosingTypes(of: typeBody + 1).first,
              let typeName = qualified.split(separator: ".").last.map(String.init) else { return nil }
        let sites = calls(ofType: typeName)
        guard !sites.isEmpty, sites.count <= TextEvaluator.maximumCallers else { return nil }
        var values: [LocalizedText] = []
        var computedLookups = false
        for site in sites {
            guard let argument = files[site.file].call(at: site.name).argument(name) else { return nil }
            let value = text(argument.range, in: site.file, context: isLocalized ? .localizedKey : .string, depth: depth + 1)
            if !isLocalized, case .expression(_, false, _) = value, isLookupCall(argument.range, in: site.file) {
                computedLookups = true
                continue
            }
            // Code Hark cannot read, but for a chain of an accessor the build generates
            // (`L10n.Settings.General.showTitle`, matched to its key once the tables are read).
            let unread = value.leaves.contains { leaf in
                switch leaf {
                case .expression(let code, let verbatim, _): return verbatim || !GeneratedAccessors.isGenerated(code)
                case .verbatim(let text, _): return text.containsExpression
                default: return false
                }
            }
            if unread { return nil }
            values.append(value)
        }
        if computedLookups { return .expression(name, verbatim: false, at: location) }
        return values.count == 1 ? values[0] : .oneOf(values, at: values[0].location)
    }

    /// Whether `range` is one call of a lookup: `NSLocalizedString(…)`, `String(localized: …)`,
    /// a localization function the configuration names.
    private func isLookupCall(_ range: Range<Int>, in file: Int) -> Bool {
        let source = files[file]
        let start = range.lowerBound
        guard source.kind(start) == .identifier, source.kind(start + 1) == .openParen,
              source.partner(start + 1) + 1 == range.upperBound else { return false }
        let name = source.text(start)
        if name == "String" { return source.isIdentifier(start + 2, "localized") }
        return TypeCalls.lookupFunctions.contains(name) || functions.contains { $0.name == name && $0.form != .postfix }
    }

    /// How deep a chain of rows handing a text down may go (a row given its title by a row
    /// given its title…).
    static let maximumCallerDepth = 6
}
