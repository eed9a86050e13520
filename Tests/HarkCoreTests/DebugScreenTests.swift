import Foundation
import Testing
@testable import HarkCore

/// Screens for developers are named so: the word "Debug" whole among a name's camel-case words.
@Suite struct DebugScreenTests {
    @Test func namesAreSplitIntoTheirWords() {
        #expect(DebugScreens.words(of: "URLDebugView") == ["url", "debug", "view"])
        #expect(DebugScreens.words(of: "NotificationDebugNotificationsView") == ["notification", "debug", "notifications", "view"])
        #expect(DebugScreens.words(of: "debug_menu-2FA") == ["debug", "menu", "2", "fa"])
    }

    @Test func debugFilesFoldersAndScreensAreDevelopersOwn() {
        for path in ["DuckDuckGo/Debug.storyboard", "App/Debug/FlagsView.swift", "Sources/NotificationDebugNotificationsView.swift",
                     "App/Debugging/Log.swift", "App/debug.storyboard", "ENA/Developer Menu/Features/Cells/DMSwitchTableViewCell.xib",
                     "Blockzilla/InternalSettings/InternalOnboardingSettingsView.swift"] {
            #expect(DebugScreens.isDebugFile(path), "\(path)")
        }
        for path in ["App/DebuggerSettings.swift", "App/Settings.storyboard", "Debug/App/Settings.swift", "App/Debugs.swift",
                     "DeveloperPortal/App/Settings.swift", "App/InternalStorage/InternalStorageView.swift"] {
            #expect(!DebugScreens.isDebugFile(path), "\(path)")
        }
        #expect(DebugScreens.isDebugScreen("CarPlayDebugSettingsView"))
        #expect(!DebugScreens.isDebugScreen("SettingsView"))
        #expect(!DebugScreens.isDebugScreen(nil))
    }

    @Test func aDebugScreensTextsAreNeitherMissingNorItsSwitchesShortOfAHint() throws {
        // Brave's Settings/Debug menus: English on purpose, and no user reaches them.
        let view = "import SwiftUI\n\nstruct NewsDebugSettingsView: View {\n    @State private var logging = false\n\n    var body: some View {\n"
            + "        Form {\n            Text(\"Cached Files\")\n            Toggle(\"Enable callback logging\", isOn: $logging)\n        }\n    }\n}\n"
        let root = try TestSupport.write([
            ("App/Settings/NewsDebugSettingsView.swift", view),
            ("App/Settings/SettingsView.swift", view.replacingOccurrences(of: "NewsDebugSettingsView", with: "SettingsView")),
            ("App/en.lproj/Localizable.strings", "\"Other\" = \"Other\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Other\" = \"Andere\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root).filter { $0.hasSuffix("[l10n-missing]") || $0.hasSuffix("[hint-missing]") }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.hasPrefix("App/Settings/SettingsView.swift") }, "\(findings)")
    }

    /// home-assistant/iOS (Apache-2.0), in its shape: `DebugView`'s developer section opens the
    /// design system's gallery, which opens its component views; nothing else names them. A
    /// view a user's screen names too is audited.
    @Test func viewsOnlyDebugScreensOpenAreDevelopersOwn() throws {
        let root = try TestSupport.write([
            ("App/Debug/DebugView.swift", """
            import SwiftUI

            struct DebugView: View {
                @State private var taps = 0
                var body: some View {
                    List {
                        if taps < 10 {
                            Button { taps += 1 } label: { Image("logo") }
                        } else {
                            NavigationLink { ComponentsLibraryView() } label: { Text("Components library") }
                            NavigationLink { SharedRow() } label: { Text("Shared row") }
                        }
                    }
                }
            }

            """),
            ("Gallery/ComponentsLibraryView.swift", """
            import SwiftUI

            public struct ComponentsLibraryView: View {
                public var body: some View {
                    List { ForEach(DesignSystemComponent.allCases, id: \\.self) { $0.preview }; ComponentHeader() }
                }
            }

            // The file's own helper (Yattee's `LogViewerView.swift` and its `LogEntryRow`): no
            // other file can name it.
            private struct ComponentHeader: View {
                var body: some View { Text("Components") }
            }

            """),
            ("Gallery/DesignSystemComponent.swift", """
            import SwiftUI

            enum DesignSystemComponent: CaseIterable {
                case button

                @ViewBuilder var preview: some View {
                    Button("Negative") {}
                }
            }

            """),
            ("App/SharedRow.swift", """
            import SwiftUI

            struct SharedRow: View {
                var body: some View { Text("Shared") }
            }

            """),
            ("App/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                var body: some View { List { Text(NSLocalizedString("settings.title", comment: "")); SharedRow() } }
            }

            """),
            ("App/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n"),
            ("App/de.lproj/Localizable.strings", "\"settings.title\" = \"Einstellungen\";\n"),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing").map { $0.components(separatedBy: ": error: ").first ?? $0 }
        #expect(missing == ["App/SharedRow.swift:4:32"], "\(missing)")
    }
}
