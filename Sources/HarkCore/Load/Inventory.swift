/// What a run read, for the report's last line: a folder with toggles in it and nothing
/// audited must never look clean.
struct Inventory: Sendable, Equatable {
    struct Skipped: Sendable, Equatable {
        let file: String
        let reason: String
    }

    struct FormatCount: Sendable, Equatable {
        let name: String
        let pluralName: String
        var files: Int
        var switches: Int
    }

    /// Files read and switches found per format, in the order formats were first seen.
    private(set) var formats: [FormatCount] = []
    var localizationFolders = 0
    var skipped: [Skipped] = []
    /// What a format found but could not resolve, in its own words.
    var notes: [String] = []
    /// What folder searches left out as no screen of the app (`ForeignFolder`), with counts.
    var leftOut: [String] = []

    mutating func record(_ format: any InputFormat, switches: Int) {
        record(FormatCount(name: format.name, pluralName: format.pluralName, files: 1, switches: switches))
    }

    mutating func record(_ count: FormatCount) {
        if let index = formats.firstIndex(where: { $0.name == count.name }) {
            formats[index].files += count.files
            formats[index].switches += count.switches
        } else {
            formats.append(count)
        }
    }
}
