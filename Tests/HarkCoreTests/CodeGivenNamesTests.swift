import Testing
@testable import HarkCore

/// Names the code gives a switch from further away: a row type's many callers (Jami's
/// `ToggleCell`, twenty of them, each passing a SwiftGen accessor), one case's branch of an
/// enum's `switch self` (Metatext's notification types), and views only previews make (Ice
/// Cubes' `WrapperForPreview`), whose texts and switches no user meets. In the apps' shapes.
@Suite struct CodeGivenNamesTests {
    @Test func aRowWithTwentyCallersIsNamedByEach() throws {
        let settings = (0..<20).map { index in
            "            ToggleCell(toggleText: L10n.Account.setting\(index), isOn: $flags[\(index)])\n"
        }.joined()
        let accessors = (0..<20).map { index in
            "        static let setting\(index) = L10n.tr(\"Localizable\", \"account.setting\(index)\", fallback: \"Setting \(index)\")\n"
        }.joined()
        let english = (0..<20).map { "\"account.setting\($0)\" = \"Setting \($0)\";\n" }.joined()
        let root = try TestSupport.write([
            ("App/ToggleCell.swift", """
            import SwiftUI

            struct ToggleCell: View {
                let toggleText: String
                @Binding var isOn: Bool

                var body: some View {
                    Toggle(toggleText, isOn: $isOn)
                }
            }
            """),
            ("App/AccountSettingsView.swift", """
            import SwiftUI

            struct AccountSettingsView: View {
                @State private var flags = Array(repeating: false, count: 20)

                var body: some View {
                    Form {
            \(settings)        }
                }
            }
            """),
            ("App/Strings.swift", """
            import Foundation

            enum L10n {
                enum Account {
            \(accessors)    }

                static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                    NSLocalizedString(key, tableName: table, value: value, comment: "")
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", english),
            ("App/de.lproj/Localizable.strings", english.replacingOccurrences(of: "Setting", with: "Einstellung")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("[l10n-hardcoded]") || $0.contains("[name-unresolved]") }, "\(findings)")
        let speech = try HarkProcess.run(["speak", root, "--locale", "de"], in: root).stdout
        #expect(speech.contains("Einstellung 0, Aus"), "\(speech)")
    }

    @Test func aCaseNamesItsOwnBranch() throws {
        let root = try TestSupport.write([
            ("App/NotificationTypesView.swift", """
            import SwiftUI

            enum NotificationType: String {
                case follow, reblog, mention
            }

            extension NotificationType {
                var localizedStringKey: LocalizedStringKey {
                    switch self {
                    case .follow, .mention:
                        return "types.people"
                    case .reblog:
                        return "types.reblog"
                    }
                }
            }

            struct NotificationTypesView: View {
                @State private var reblog = false
                @State private var mention = false

                var body: some View {
                    Form {
                        Toggle(NotificationType.reblog.localizedStringKey, isOn: $reblog)
                        Toggle(NotificationType.mention.localizedStringKey, isOn: $mention)
                    }
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", "\"types.people\" = \"People\";\n\"types.reblog\" = \"Boosts\";\n"),
        ])
        let speech = try HarkProcess.run(["speak", root], in: root).stdout
        #expect(speech.contains("Boosts, off") && speech.contains("People, off"), "\(speech)")
        #expect(!speech.contains("<expression>"), "\(speech)")
    }

    @Test func aViewOnlyPreviewsMakeShowsNothing() throws {
        let root = try TestSupport.write([
            ("App/StatusRowMediaPreviewView.swift", """
            import SwiftUI

            struct StatusRowMediaPreviewView: View {
                var body: some View {
                    Text("status.media.sensitive")
                }
            }

            struct StatusRowMediaPreviewView_Previews: PreviewProvider {
                static var previews: some View {
                    WrapperForPreview()
                }
            }

            struct WrapperForPreview: View {
                @State private var isCompact = false

                var body: some View {
                    VStack {
                        Toggle("Compact", isOn: $isCompact)
                        Text("Preview for items")
                        StatusRowMediaPreviewView()
                    }
                }
            }
            """),
            ("App/MediaSettingsView.swift", """
            import SwiftUI

            struct MediaSettingsView: View {
                var body: some View {
                    StatusRowMediaPreviewView()
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", "\"status.media.sensitive\" = \"Sensitive content\";\n"),
            ("App/fr.lproj/Localizable.strings", "\"status.media.sensitive\" = \"Contenu sensible\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(findings.isEmpty, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 toggle in SwiftUI previews not audited"), "\(run.stdout)")
    }

    @Test func aViewAScreenMakesIsNoPreviewOnlyView() throws {
        let files: [(path: String, content: String)] = [("App/Views.swift", """
            import SwiftUI

            struct Row: View {
                @State private var isOn = false
                var body: some View { Toggle("Compact", isOn: $isOn) }
            }

            struct Screen: View {
                var body: some View { Row() }
            }

            #Preview {
                Row()
            }
            """)]
        let root = try TestSupport.write(files)
        let sources = try files.map { try SourceFile.load(root + "/" + $0.path) }
        #expect(PreviewOnlyViews.bodies(in: sources).isEmpty)
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(findings.contains { $0.contains("[hint-missing]") }, "\(findings)")
    }
}
