/// Hark's own data, found once per run: the rule documents and the screen reader's words.
struct Resources {
    let rules: RuleCatalog
    let vocabularies: VocabularyStore

    static func load() throws -> Resources {
        let root = try ResourceLocator.requireRoot()
        return Resources(rules: try RuleCatalog.load(resourceRoot: root), vocabularies: try VocabularyStore.load(resourceRoot: root))
    }

    /// Warns once per locale that English words stand in for a vocabulary Hark lacks.
    static func warnAboutFallbacks(_ locales: [String]) {
        for locale in locales {
            Output.error("hark: no screen-reader vocabulary for '\(InputError.printable(locale))': speaking its announcements with English words")
        }
    }

    /// Reports every input that could not be read on standard error, its path as reports show it.
    static func reportFailures(_ failures: [InputError], paths: PathDisplay = PathDisplay()) {
        for failure in failures {
            let place = failure.location.map { "\(paths.relative($0.file)):\($0.line):\($0.column)" } ?? paths.relative(failure.file)
            Output.error("hark: error: \(InputError.printable(place)): \(failure.message)")
        }
    }
}
