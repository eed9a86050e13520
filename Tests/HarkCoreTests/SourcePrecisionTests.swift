import Testing
@testable import HarkCore

/// False alarms a review of Hark's findings on 20 public apps found in how source code is read,
/// each pinned with the shape of the real code (reduced excerpts; the app, file and licence
/// are named at each).
@Suite struct SourcePrecisionTests {
    /// An app translated into German and Czech, as the apps below are.
    static let strings = [
        ("App/en.lproj/Localizable.strings", "\"Account\" = \"Account\";\n\"Ban %@\" = \"Ban %@\";\n\"Unban %@\" = \"Unban %@\";\n"),
        ("App/de.lproj/Localizable.strings", "\"Account\" = \"Konto\";\n\"Ban %@\" = \"%@ sperren\";\n"),
        ("App/cs.lproj/Localizable.strings", "\"Account\" = \"Účet\";\n\"Ban %@\" = \"Zablokovat %@\";\n\"Unban %@\" = \"Odblokovat %@\";\n"),
    ]

    func lint(_ files: [(String, String)], rule: String? = nil) throws -> [String] {
        let root = try TestSupport.write(SourcePrecisionTests.strings + files)
        return try TestSupport.lint(root, relativeTo: root, rule: rule)
    }

    /// mozilla-mobile/focus-ios, InternalSettings/InternalExperimentsSettingsView.swift (MPL-2.0),
    /// and duckduckgo/iOS, NewTabPageSectionsDebugView.swift (Apache-2.0): debug screens whose
    /// texts are `Text(verbatim:)`, the developer's way of saying "not for translation". The
    /// file is moved to a folder of its own here: `InternalSettings/` is an internal menu,
    /// whose switches are not judged at all.
    @Test func textVerbatimIsNotHardCodedNorStyledPerLocale() throws {
        let findings = try lint([("App/Experiments/InternalExperimentsSettingsView.swift", """
        import SwiftUI

        struct InternalExperimentsSettingsView: View {
            @State private var useStagingServer = false
            @State private var localFlagEnabled = false
            var body: some View {
                Form {
                    Toggle(isOn: $useStagingServer) {
                        Text(verbatim: "Use Staging Server")
                    }
                    Toggle(isOn: $localFlagEnabled) {
                        Text(verbatim: "Local setting enabled")
                    }
                }
            }
        }
        """)])
        #expect(!findings.contains { $0.contains("[l10n-hardcoded]") })
        // The name reads the same in every locale: its style is judged once, in English.
        #expect(findings.filter { $0.contains("[label-style]") } == [
            "App/Experiments/InternalExperimentsSettingsView.swift:12:17: warning: the label \"Local setting enabled\" says a state (\"enabled\"), which the switch already speaks and which goes stale when it changes (en) [label-style]",
        ])
    }

    /// duckduckgo/iOS, Widgets/WidgetVPNIntents.swift (Apache-2.0): intents hidden from
    /// Shortcuts, Spotlight and Siri, in each way Swift declares it, whose title and description
    /// no one sees. Their keys are still used: "Unban %@" stays out of `l10n-unused`.
    @Test func hiddenIntentsTitlesAndDescriptionsAreNotAudited() throws {
        let findings = try lint([("App/Widgets/WidgetVPNIntents.swift", """
        import AppIntents

        struct CancelSnoozeVPNIntent: AppIntent {
            static let title: LocalizedStringResource = "Resume VPN"
            static let description: LocalizedStringResource = "Unban %@"
            static var isDiscoverable: Bool { false }
        }

        struct SnoozeVPNIntent: AppIntent {
            static var isDiscoverable: Bool {
                return false
            }
            static let title: LocalizedStringResource = "Snooze VPN"
            static var description = IntentDescription(
                "Snoozes the VPN")
            @Parameter(title: "Minutes") var minutes: Int
        }

        struct DisableVPNIntent: AppIntent {
            static let isDiscoverable = true
            static let title: LocalizedStringResource = "Disable VPN"
        }
        """)])
        #expect(!findings.contains { $0.contains("Unban") && $0.contains("[l10n-unused]") })
        #expect(findings.filter { $0.hasPrefix("App/Widgets/") } == [
            "App/Widgets/WidgetVPNIntents.swift:16:23: error: \"Minutes\" is missing from Localizable.strings: the text in code shows the development language's \"Minutes\" (in all 2 translations) [l10n-missing]",
            "App/Widgets/WidgetVPNIntents.swift:21:49: error: \"Disable VPN\" is missing from Localizable.strings: the text in code shows the development language's \"Disable VPN\" (in all 2 translations) [l10n-missing]",
        ])
    }

    /// A `String` variable shown by `Text` is still hard-coded; a literal wrapped in
    /// `String("…")` is shown as written on purpose (mlem's developer settings), like
    /// `Text(verbatim:)`; `Text(verbatim:)` of a variable is spoken as an expression, with its note.
    @Test func verbatimKeepsItsNoteAndPlainStringsStayReported() throws {
        let findings = try lint([("App/FlagsView.swift", """
        import SwiftUI

        struct FlagsView: View {
            let flag: Flag
            let caption = "Caption"
            @State private var on = false
            var body: some View {
                Form {
                    Toggle(isOn: $on) { Text(verbatim: flag.rawValue) }
                    Toggle(isOn: $on) { Text(String("Plain")) }
                    Toggle(isOn: $on) { Text(caption) }
                }
            }
        }
        """)])
        #expect(findings.contains { $0.hasPrefix("App/FlagsView.swift:9:48: note: switch \"on\" is named by `flag.rawValue`") })
        #expect(findings.filter { $0.contains("[l10n-hardcoded]") }.map { String($0.prefix(while: { $0 != " " })) } == ["App/FlagsView.swift:5:19:"])
    }

    /// mlemgroup/mlem, Editors/PersonBanEditorView.swift:95 (GPL-3.0): a choice of two literals
    /// where SwiftUI takes a `LocalizedStringKey`; Xcode extracts "Ban %@" and "Unban %@".
    @Test func choiceOfLiteralsIsLocalized() throws {
        let findings = try lint([("App/PersonBanEditorView.swift", """
        import SwiftUI

        struct PersonBanEditorView: View {
            let person: Person
            let shouldBan: Bool
            @State private var removeContent = false
            var body: some View {
                Form {
                    Toggle("Account", isOn: $removeContent)
                }
                .navigationTitle(shouldBan ? "Ban \\(person.name)" : "Unban \\(person.name)")
            }
        }
        """)])
        #expect(!findings.contains { $0.contains("[l10n-hardcoded]") })
        // Both keys are looked up: "Unban %@" is missing in German only.
        #expect(findings.filter { $0.contains("[l10n-missing]") } == [
            "App/PersonBanEditorView.swift:11:61: error: \"Unban %@\" is missing from de.lproj/Localizable.strings: the title shows the development language's \"Unban %@\" (de) [l10n-missing]",
        ])
    }

    /// rileytestut/Delta, DeltaFeatures (AGPL-3.0): `Toggle(name, isOn:)` in a view whose
    /// `name` is its own `LocalizedStringKey` property, in a project that also declares an
    /// unrelated `static let name: SettingsUserInfoKey = "name"`.
    @Test func bareNameIsTheEnclosingTypesNotAnotherTypesStatic() throws {
        let findings = try lint([
            ("App/Types/SettingsUserInfoKey.swift", """
            import Foundation

            public extension SettingsUserInfoKey
            {
                static let name: SettingsUserInfoKey = "name"
                static let value: SettingsUserInfoKey = "value"
            }
            """),
            ("App/Views/OptionToggleView.swift", """
            import SwiftUI

            public struct OptionToggleView: View
            {
                var name: LocalizedStringKey

                @Binding
                var selectedValue: Bool

                public var body: some View {
                    Toggle(name, isOn: $selectedValue)
                }
            }
            """),
            // A static of the view's own type is what a bare name inside it means.
            ("App/Views/AccountToggleView.swift", """
            import SwiftUI

            struct AccountToggleView: View {
                static let title = NSLocalizedString("Account", comment: "")
                @State private var on = false
                var body: some View {
                    Toggle(title, isOn: $on)
                }
            }

            extension AccountToggleView {
                static let subtitle = "Not a key"
            }
            """),
        ])
        #expect(!findings.contains { $0.contains("SettingsUserInfoKey.swift") })
        #expect(findings.contains { $0.hasPrefix("App/Views/OptionToggleView.swift:11:16: note: switch \"selectedValue\" is named by `name`") })
        #expect(!findings.contains { $0.contains("AccountToggleView.swift") && ($0.contains("[name-unresolved]") || $0.contains("[l10n-hardcoded]")) })
    }

    @Test func enclosingTypesAreQualifiedAsSymbolsAre() throws {
        let file = SourceFile(path: "A.swift", bytes: Array("""
        enum L10n {
            enum Settings { static let a = x }
        }
        extension L10n.Settings {
            class var b: String { y }
        }
        """.utf8), dialect: .swift)
        let scope = SourceScope(source: file, symbols: SourceSymbols())
        let x = try #require(file.tokens.indices.first { file.isIdentifier($0, "x") })
        let y = try #require(file.tokens.indices.first { file.isIdentifier($0, "y") })
        #expect(scope.enclosingTypes(of: x) == ["L10n.Settings", "L10n"])
        #expect(scope.enclosingTypes(of: y) == ["L10n.Settings"])
    }

    /// Dimillian/IceCubesApp, IceCubesAppIntents/InlinePostIntent.swift:43 (AGPL-3.0): one
    /// key twice on a line is one use (one finding per locale, not two differing by column).
    @Test func aKeyTwiceOnALineIsOneUse() throws {
        let findings = try lint([("App/Intents/InlinePostIntent.swift", """
        import AppIntents

        struct InlinePostIntent: AppIntent {
            static let title: LocalizedStringResource = "Account"

            @Parameter(title: "Account", requestValueDialog: IntentDialog("Account"))
            var account: AppAccountEntity

            @Parameter(title: "Post visibility", requestValueDialog: IntentDialog("Visibility of your post"))
            var visibility: PostVisibility
        }
        """)], rule: "l10n-missing")
        #expect(findings.filter { $0.contains(":6:") }.isEmpty)
        #expect(findings.filter { $0.contains(":9:") }.map { String($0.prefix(while: { $0 != " " })) }
            == ["App/Intents/InlinePostIntent.swift:9:23:", "App/Intents/InlinePostIntent.swift:9:75:"])
    }

    /// Awful/Awful.app, PostsPageSettingsViewController.swift:166-172 (CC BY-NC-SA 3.0): a
    /// switch put in a stack beside a label is an element of its own, with no name.
    @Test func switchInAStacksArrangedSubviewsIsItsOwnElement() throws {
        let findings = try lint([("App/PostsPageSettingsViewController.swift", """
        import UIKit

        final class PostsPageSettingsViewController: UIViewController {
            private func setupImmersiveModeUI() {
                let label = UILabel()
                label.text = "Immersive Mode"
                label.font = UIFont.preferredFont(forTextStyle: .body)

                let modeSwitch = UISwitch()
                modeSwitch.isOn = immersiveModeEnabled
                modeSwitch.addTarget(self, action: #selector(toggleImmersiveMode(_:)), for: .valueChanged)
                immersiveModeSwitch = modeSwitch

                let stack = UIStackView(arrangedSubviews: [label, modeSwitch])
                stack.axis = .horizontal
            }
        }
        """), ("App/SettingsView.m", """
        @implementation SettingsView
        - (void)build {
            UISwitch *toggle = [[UISwitch alloc] init];
            UIStackView *row = [[UIStackView alloc] initWithArrangedSubviews:@[self.titleLabel, toggle]];
            [self addSubview:row];
        }
        @end
        """)])
        #expect(findings.filter { $0.contains("[label-missing]") || $0.contains("[name-unresolved]") }.map { String($0.prefix(while: { $0 != " " })) + " " + ($0.contains("[label-missing]") ? "label-missing" : "name-unresolved") }
            == ["App/PostsPageSettingsViewController.swift:9:26: label-missing", "App/SettingsView.m:3:26: label-missing"])
    }

    /// ish-app/ish, app/Roots.storyboard (GPL-3.0): an app whose only `.lproj` is `Base.lproj`
    /// has no translation to leave a text out of.
    @Test func aLoneBaseLprojIsNoTranslatedApp() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="vc1" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="insetGrouped" dataMode="static" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv1">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <sections>
                                    <tableViewSection id="sec1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="lbl1" style="IBUITableViewCellStyleDefault" id="cell1">
                                                <rect key="frame" x="0.0" y="18" width="414" height="43.5"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell1" id="cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Delete Filesystem" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl1">
                                                            <rect key="frame" x="20" y="0.0" width="374" height="43.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let alone = try TestSupport.write([("app/Roots.storyboard", storyboard), ("app/Base.lproj/About.storyboard", storyboard)])
        #expect(try TestSupport.lint(alone + "/app/Roots.storyboard", relativeTo: alone, rule: "l10n-hardcoded").isEmpty)
        // With a German table, the plain string is left out of German.
        let translated = try TestSupport.write([("app/Roots.storyboard", storyboard), ("app/Base.lproj/About.storyboard", storyboard),
                                                ("app/de.lproj/About.strings", "\"lbl1.text\" = \"Dateisystem löschen\";\n")])
        #expect(try TestSupport.lint(translated + "/app/Roots.storyboard", relativeTo: translated, rule: "l10n-hardcoded").map { String($0.prefix(while: { $0 != " " })) }
            == ["app/Roots.storyboard:18:49:"])
    }

    /// home-assistant/iOS, `Sources/HADesignSystem/Sources/Styles/BrandedSwitchToggleStyle.swift`
    /// (Apache-2.0): a style that re-wraps the toggle it is given, `Toggle(configuration)`, is no
    /// toggle of its own (it was one switch named by `configuration`, a `name-unresolved` note).
    @Test func aToggleStyleRedrawingItsToggleIsNoToggle() throws {
        let root = try TestSupport.write(SourcePrecisionTests.strings + [("App/BrandedSwitchToggleStyle.swift", """
        import SwiftUI

        public struct BrandedSwitchToggleStyle: ToggleStyle {
            public func makeBody(configuration: Configuration) -> some View {
                Toggle(configuration)
                    .toggleStyle(.switch)
                    .tint(.haPrimary)
            }
        }

        struct SettingsView: View {
            @State private var on = false
            var body: some View {
                Toggle("Account", isOn: $on)
                    .toggleStyle(BrandedSwitchToggleStyle())
                    .accessibilityHint("Account")
            }
        }
        """)])
        let units = try TestSupport.load([root])
        let ids = units.flatMap { ($0.model?.screens ?? []).flatMap(\.cells).map(\.id) }
        #expect(ids == ["on"])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "name-unresolved") == [])
    }
}
