import Testing
@testable import HarkCore

/// An enum no code names makes no value, so what its members look up shows nowhere: Swiftfin's
/// `TimestampType`, whose `displayTitle` reads `L10n.compact` (jellyfin/Swiftfin, MPL-2.0, in
/// its shape). Its keys are no uses: `l10n-unused` notes them, `l10n-missing` and `l10n-empty`
/// leave them alone. An enum the code names, a public one and an `@objc` one still use theirs.
@Suite struct UnreferencedEnumsTests {
    static let strings = """
    import Foundation

    enum L10n {
        static let compact = L10n.tr("Localizable", "compact", fallback: "Compact")
        static let split = L10n.tr("Localizable", "split", fallback: "Split")
        static let chapters = L10n.tr("Localizable", "chapters", fallback: "Chapters")
        static let remote = L10n.tr("Localizable", "remote", fallback: "Remote")
        static let bridged = L10n.tr("Localizable", "bridged", fallback: "Bridged")

        private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
            NSLocalizedString(key, tableName: table, value: value, comment: "")
        }
    }
    """

    static let timestampType = """
    // Nothing in the app names TimestampType.
    enum TimestampType: CaseIterable {
        case split, compact

        var displayTitle: String {
            switch self {
            case .split: L10n.split
            case .compact: L10n.compact
            }
        }
    }

    extension TimestampType {
        static let defaultTitle = TimestampType.split.displayTitle
    }

    enum MarkerType {
        case chapters

        var displayTitle: String { L10n.chapters }
    }

    public enum RemoteKind {
        case remote

        var displayTitle: String { L10n.remote }
    }

    @objc enum BridgedKind: Int {
        case bridged

        var displayTitle: String { L10n.bridged }
    }
    """

    static let player = """
    import SwiftUI

    struct PlayerSettings: View {
        @State private var marker = MarkerType.chapters
        var body: some View {
            Text(marker.displayTitle)
        }
    }
    """

    @Test func anEnumNoCodeNamesUsesNoKey() throws {
        let keys = ["compact", "split", "chapters", "remote", "bridged"]
        let english = keys.map { "\"\($0)\" = \"\($0.capitalized)\";\n" }.joined()
        let root = try TestSupport.write([
            ("App/Strings.swift", Self.strings),
            ("App/TimestampType.swift", Self.timestampType),
            ("App/PlayerSettings.swift", Self.player),
            ("App/en.lproj/Localizable.strings", english),
            ("App/el.lproj/Localizable.strings", "\"compact\" = \"\";\n\"split\" = \"Διαίρεση\";\n\"remote\" = \"Απομακρυσμένο\";\n\"bridged\" = \"Γέφυρα\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        let unused = findings.filter { $0.hasSuffix("[l10n-unused]") }.map { $0.components(separatedBy: "\"")[1] }
        #expect(unused == ["compact", "split"], "\(findings)")
        #expect(!findings.contains { $0.contains("[l10n-empty]") }, "\(findings)")
        // MarkerType is named, so its key is used, and Greek lacks it.
        let missing = findings.filter { $0.contains("[l10n-missing]") }
        #expect(missing.count == 1 && missing[0].contains("\"chapters\""), "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 enum no code names: the keys their code looks up count as unused"), "\(run.stdout)")
    }
}
