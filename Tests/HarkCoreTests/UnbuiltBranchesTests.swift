import Testing
@testable import HarkCore

/// Code only debug builds compile never reaches users: its switches and texts are not audited,
/// though the keys it looks up are used (jellyfin/Swiftfin, MPL-2.0,
/// Shared/Views/SettingsView/DebugSettingsView.swift, in its shape).
@Suite struct UnbuiltBranchesTests {
    static let settings = """
    import SwiftUI

    #if DEBUG
    struct DebugSettingsView: View {
        @State private var sendProgressReports = false

        var body: some View {
            Form {
                Section("Device Details") {
                    Toggle(L10n.sendProgressReports, isOn: $sendProgressReports)
                }
            }
            .navigationTitle("Debug")
        }
    }
    #endif

    struct PlaybackSettingsView: View {
        @State private var autoPlay = false

        var body: some View {
            Form {
                Toggle("Auto Play", isOn: $autoPlay)
                #if !DEBUG
                Text("Release build")
                #else
                Text("Debug build")
                #endif
            }
        }
    }

    enum L10n {
        static let sendProgressReports = NSLocalizedString("sendProgressReports", comment: "")
    }
    """

    @Test func debugOnlyBranchesAreNotAudited() throws {
        let root = try TestSupport.write([
            ("App/Settings.swift", Self.settings),
            ("App/en.lproj/Localizable.strings", "\"Auto Play\" = \"Auto Play\";\n\"sendProgressReports\" = \"Send progress reports\";\n\"Release build\" = \"Release build\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Auto Play\" = \"Automatisch abspielen\";\n\"sendProgressReports\" = \"Fortschritt senden\";\n\"Release build\" = \"Release-Build\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        // Neither the debug view's toggle nor its texts, nor the debug branch after `#if !DEBUG`.
        for text in ["sendProgressReports\" has", "Device Details", "\"Debug\"", "Debug build"] {
            #expect(!findings.contains { $0.contains(text) }, "\(text): \(findings)")
        }
        // Its key is used all the same; the release view is audited.
        #expect(!findings.contains { $0.contains("[l10n-unused]") }, "\(findings)")
        #expect(findings.contains { $0.contains("App/Settings.swift:23:") && $0.contains("[hint-missing]") }, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 switch in code an iOS release build does not compile (#if DEBUG, #if os(macOS)…) not audited"), "\(run.stdout)")
    }

    @Test func objectiveCDebugBlocks() throws {
        let root = try TestSupport.write([
            ("App/SettingsViewController.m", """
            #import "SettingsViewController.h"

            @implementation SettingsViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
            #ifdef DEBUG
                UISwitch *logSwitch = [[UISwitch alloc] init];
                [self.view addSubview:logSwitch];
            #endif
            }

            @end
            """),
        ])
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(!run.stdout.contains("logSwitch"), "\(run.stdout)")
        #expect(run.stdout.contains("1 switch in code an iOS release build does not compile (#if DEBUG, #if os(macOS)…) not audited"), "\(run.stdout)")
    }

    /// Kiwix's settings (kiwix/kiwix-apple, GPL-3.0, Views/Settings/Settings.swift, in its
    /// shape): a macOS view with a blank-named checkbox, and the iOS view of the same settings.
    @Test func otherPlatformsBranchesAreNotAudited() throws {
        let root = try TestSupport.write([
            ("Views/Settings.swift", """
            import SwiftUI

            #if os(macOS)
            struct ReadingSettings: View {
                @State private var isSnippet = false
                var body: some View {
                    Toggle(" ", isOn: $isSnippet)
                }
            }
            #elseif os(iOS)
            struct ReadingSettings: View {
                @State private var isSnippet = false
                var body: some View {
                    Toggle("Search snippets", isOn: $isSnippet)
                }
            }
            #endif
            """),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("[label-missing]") }, "\(findings)")
        #expect(findings.contains { $0.contains("Views/Settings.swift:14:") && $0.contains("[hint-missing]") }, "\(findings)")
    }

    /// Provenance's premium toggle (Provenance-Emu/Provenance, PremiumThemedToggle.swift, in its
    /// shape): the `#else` of `#if !os(tvOS)` is tvOS's alone.
    @Test func elseOfNotAnotherPlatformIsNotAudited() throws {
        let root = try TestSupport.write([
            ("Views/PremiumToggle.swift", """
            import SwiftUI

            struct PremiumToggle: View {
                @Binding var isOn: Bool
                var body: some View {
                    #if !os(tvOS)
                    Toggle("Auto Save", isOn: $isOn)
                    #else
                    Toggle(isOn: $isOn) { EmptyView() }
                    #endif
                }
            }
            """),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("Views/PremiumToggle.swift:9:") }, "\(findings)")
        #expect(findings.contains { $0.contains("Views/PremiumToggle.swift:7:") && $0.contains("[hint-missing]") }, "\(findings)")
    }

    /// Yattee's tvOS settings (yattee/yattee, AGPL-3.0, in its shape): a key interpolated in a
    /// branch an iOS build leaves out is still the catalog's key its tvOS build reads, `%lld`
    /// for an `Int` whether its type is known from its literal (`let size = 20`) or not at all.
    @Test func keysInterpolatedInOtherPlatformsBranchesAreUsed() throws {
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "settings.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Settings"}}}},
          "settings.subtitles.fontSize %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lld pt"}}}},
          "settings.subtitles.lines %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lld lines"}}}},
          "settings.subtitles.shadow": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Shadow"}}}},
          "settings.other": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Other"}}}}}}
        """
        let root = try TestSupport.write([
            ("App/Localizable.xcstrings", catalog),
            ("App/SubtitleSettings.swift", """
            import SwiftUI

            struct SubtitleSettings: View {
                let size = 20
                let lines = Preferences.lineCount()
                var body: some View {
                    VStack {
                        Text("settings.title")
                        #if os(tvOS)
                        Text("settings.subtitles.fontSize \\(size)")
                        Text("settings.subtitles.lines \\(lines)")
                        Text("settings.subtitles.shadow")
                        #else
                        Text("settings.other")
                        #endif
                    }
                }
            }
            """),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused").isEmpty)
    }

    /// VLC's network browsers (videolan/vlc-ios, LGPL-2.1+ / MPL-2.0, in their shape): the tvOS
    /// text in `#if TARGET_OS_TV`, the iOS one after `#else`. Both keys are looked up; a branch
    /// that opens a brace the other closes is still read alone.
    @Test func objectiveCElseBranchAfterAnotherPlatformsIsRead() throws {
        let root = try TestSupport.write([
            ("App/PlexBrowser.m", """
            #import "PlexBrowser.h"

            @implementation PlexBrowser
            - (instancetype)init {
            #if TARGET_OS_TV
                NSString *name = NSLocalizedString(@"PLEX_SHORT", nil);
            #else
                NSString *name = NSLocalizedString(@"PLEX_LONG", nil);
            #endif
                return [super initWithName:name];
            }
            #if TARGET_OS_TV
            - (void)layoutForTV {
            #else
            - (void)layoutForPhone {
                NSLog(@"%@", NSLocalizedString(@"UNREAD", nil));
            #endif
            }
            - (NSArray *)titles {
                return @[NSLocalizedString(@"SERVERS", nil), NSLocalizedString(@"LIBRARIES", nil), NSLocalizedString(@"PLAYLISTS", nil)];
            }
            @end
            """),
            ("App/en.lproj/Localizable.strings", "\"PLEX_SHORT\" = \"Plex\";\n\"PLEX_LONG\" = \"Plex Media Server\";\n\"UNREAD\" = \"Unread\";\n"
                + "\"SERVERS\" = \"Servers\";\n\"LIBRARIES\" = \"Libraries\";\n\"PLAYLISTS\" = \"Playlists\";\n"),
            ("App/fr.lproj/Localizable.strings", "\"PLEX_SHORT\" = \"Plex\";\n\"PLEX_LONG\" = \"Serveur Plex\";\n\"UNREAD\" = \"Non lu\";\n"
                + "\"SERVERS\" = \"Serveurs\";\n\"LIBRARIES\" = \"Bibliothèques\";\n\"PLAYLISTS\" = \"Listes de lecture\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused.allSatisfy { $0.contains("\"UNREAD\"") }, "\(unused)")
    }

    @Test func conditionsAreClassified() {
        for condition in ["DEBUG", "DEBUG&&os(iOS)", "defined(DEBUG)", "DEBUG==1", "targetEnvironment(simulator)&&DEBUG", "os(macOS)",
                          "os(macOS)||os(watchOS)", "canImport(AppKit)", "TARGET_OS_OSX", "targetEnvironment(macCatalyst)", "TARGET_OS_MACCATALYST",
                          // The Corona-Warn-App's and Proton VPN's release configurations define
                          // RELEASE (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-DRELEASE`).
                          "!RELEASE", "!defined(RELEASE)", "!os(iOS)", "!canImport(UIKit)", "!os(iOS)||os(macOS)",
                          // Cryptomator's App Store screenshots (fastlane's Snapfile sets SNAPSHOTS).
                          "SNAPSHOTS", "defined(SCREENSHOTS)", "SNAPSHOTS&&os(iOS)"] {
            #expect(UnbuiltBranches.classify(condition) == .unbuilt, "\(condition)")
        }
        for condition in ["!DEBUG", "!defined(DEBUG)", "RELEASE", "os(iOS)", "canImport(UIKit)", "!targetEnvironment(macCatalyst)",
                          // Provenance's `#if !os(tvOS)`, whose `#else` is tvOS's.
                          "!os(tvOS)", "!os(watchOS)&&!os(tvOS)", "!TARGET_OS_TV", "!canImport(AppKit)", "!os(tvOS)&&!DEBUG", "!SNAPSHOTS"] {
            #expect(UnbuiltBranches.classify(condition) == .alone, "\(condition)")
        }
        // For any platform's release build, only the debug builds' tests count.
        for condition in ["DEBUG", "SNAPSHOTS&&os(iOS)", "DEBUG&&os(macOS)", "!RELEASE", "DEBUG||SNAPSHOTS"] {
            #expect(UnbuiltBranches.classify(condition, for: .anyRelease) == .unbuilt, "\(condition)")
        }
        for condition in ["os(macOS)", "!os(iOS)", "os(iOS)", "canImport(UIKit)", "DEBUG||os(macOS)", "!os(tvOS)&&!DEBUG"] {
            #expect(UnbuiltBranches.classify(condition, for: .anyRelease) == .other, "\(condition)")
        }
        for condition in ["!DEBUG", "RELEASE", "!SNAPSHOTS", "!DEBUG&&!SNAPSHOTS"] {
            #expect(UnbuiltBranches.classify(condition, for: .anyRelease) == .alone, "\(condition)")
        }
        for condition in ["DEBUG||BETA", "os(iOS)||os(macOS)", "RELEASE_ABNAHME", "DEBUGGING", "SNAPSHOT_TESTS_ENABLED", "targetEnvironment(simulator)", "!os(tvOS)&&BETA"] {
            #expect(UnbuiltBranches.classify(condition) == .other, "\(condition)")
        }
    }
}
