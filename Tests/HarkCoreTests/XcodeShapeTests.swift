import Foundation
import Testing
@testable import HarkCore

/// Issue 9, defect 9: Cocoa, tvOS and watchOS Interface Builder documents found in a folder are
/// skipped with a note (headers as NetNewsWire, VLC and GitHawk ship them), never exit 2.
@Suite struct NonIOSDocumentTests {
    static func document(_ type: String, _ runtime: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(type)\" version=\"3.0\" toolsVersion=\"14087.3\" targetRuntime=\"\(runtime)\" propertyAccessControl=\"none\" useAutolayout=\"YES\">\n    <objects/>\n</document>\n"
    }

    @Test func otherPlatformsAreSkippedWithANote() throws {
        let document = Self.document
        let root = try TestSupport.write([
            ("App/Shared/RenameSheet.xib", document("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa")),
            // NetNewsWire's macOS app beside its iOS one: the folder is left out whole.
            ("App/Mac/MainWindow.xib", document("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa")),
            ("App/TV/VLCSettingsViewController.xib", document("com.apple.InterfaceBuilder.AppleTV.XIB", "AppleTV")),
            ("App/Watch/Interface.storyboard", document("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit")),
            ("App/iOS/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
        ])
        let run = try HarkProcess.run(["lint", "App", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Read: 1 storyboard or XIB (2 switches)."), "\(run.stdout)")
        #expect(run.stdout.contains("App/Shared/RenameSheet.xib (a macOS document, not iOS)"))
        #expect(run.stdout.contains("Not read: 1 file in macOS, tvOS, watchOS and visionOS folders (keys their code uses count as used)."))
        #expect(run.stdout.contains("App/TV/VLCSettingsViewController.xib (a tvOS document, not iOS)"))
        #expect(run.stdout.contains("App/Watch/Interface.storyboard (a watchOS document, not iOS)"))
    }

    /// docs/folder-search.md: a path named on the command line is read, but a macOS storyboard
    /// is still skipped by its document type.
    @Test func otherPlatformsNamedOnTheCommandLineAreSkippedToo() throws {
        let root = try TestSupport.write([
            ("App/Mac/Base.lproj/Main.storyboard", Self.document("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa")),
            ("App/Watch/Interface.storyboard", Self.document("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit")),
            ("App/TV/Main.storyboard", Self.document("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV")),
            ("App/iOS/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/Unknown.xib", Self.document("com.example.Designer.XIB", "Example")),
        ])
        let run = try HarkProcess.run(["lint", "App/Mac/Base.lproj/Main.storyboard", "App/Watch/Interface.storyboard", "App/TV/Main.storyboard",
                                       "App/iOS/Base.lproj/Settings.storyboard", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Read: 1 storyboard or XIB (2 switches)."), "\(run.stdout)")
        #expect(run.stdout.contains("App/Mac/Base.lproj/Main.storyboard (a macOS document, not iOS)"))
        #expect(run.stdout.contains("App/Watch/Interface.storyboard (a watchOS document, not iOS)"))
        #expect(run.stdout.contains("App/TV/Main.storyboard (a tvOS document, not iOS)"))
        let alone = try HarkProcess.run(["lint", "App/Mac/Base.lproj/Main.storyboard"], in: root)
        #expect(alone.status == 0, "\(alone.stdout)\(alone.stderr)")
        // A document of a type Hark does not know, asked for by name, is still an error.
        let unknown = try HarkProcess.run(["lint", "App/Unknown.xib"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stdout.contains("not an iOS Interface Builder document (a document of type com.example.Designer.XIB;"), "\(unknown.stdout)")
    }
}

/// An XIB in Xcode 4's archive format (the head of iNaturalist's `TaxonTwoNameTableViewCell.xib`,
/// MIT): found in a folder it is passed over with a note, never exit 2; named, it is an error
/// that says why.
@Suite struct LegacyArchiveTests {
    static let archive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1792</int>
        \t\t<string key="IBDocument.SystemVersion">14F27</string>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">7706</string>
        \t\t<bool key="IBDocument.PluginDeclaredDependenciesTrackSystemTargetVersion">YES</bool>
        \t\t<int key="IBDocument.defaultPropertyAccessControl">3</int>
        \t</data>
        </archive>

        """

    @Test func foundInAFolderItIsSkippedWithANote() throws {
        let root = try TestSupport.write([
            ("App/Views/TaxonTwoNameTableViewCell.xib", Self.archive),
            ("App/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
        ])
        let run = try HarkProcess.run(["lint", "App", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Read: 1 storyboard or XIB (2 switches)."), "\(run.stdout)")
        #expect(run.stdout.contains("App/Views/TaxonTwoNameTableViewCell.xib (Xcode 4's archive format: saved again in a current Xcode, it is read)"), "\(run.stdout)")
    }

    @Test func namedItIsAnErrorThatSaysWhy() throws {
        let root = try TestSupport.write([("Cell.xib", Self.archive)])
        let run = try HarkProcess.run(["lint", "Cell.xib"], in: root)
        #expect(run.status == 2)
        #expect(run.stdout.contains("Cell.xib:2:1: error: an Interface Builder archive in Xcode 4's format"), "\(run.stdout)\(run.stderr)")
    }
}

/// The files Xcode's templates create, as they come: each reads, and an untouched stringsdict
/// template says what it still lacks.
@Suite struct XcodeTemplateTests {
    static let stringsdictTemplate = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>StringKey</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@VARIABLE@</string>
    \t\t<key>VARIABLE</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string></string>
    \t\t\t<key>zero</key>
    \t\t\t<string></string>
    \t\t\t<key>one</key>
    \t\t\t<string></string>
    \t\t\t<key>two</key>
    \t\t\t<string></string>
    \t\t\t<key>few</key>
    \t\t\t<string></string>
    \t\t\t<key>many</key>
    \t\t\t<string></string>
    \t\t\t<key>other</key>
    \t\t\t<string></string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

    @Test func anUntouchedStringsdictTemplateLacksItsValueType() throws {
        let root = try TestSupport.write([("en.lproj/Localizable.stringsdict", Self.stringsdictTemplate)])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-plurals") == [
            "en.lproj/Localizable.stringsdict:9:3: error: \"StringKey\" (%#@VARIABLE@) has NSStringFormatValueTypeKey \"\": the plural form is chosen by a number, write d, ld or f (en) [l10n-plurals]",
            "en.lproj/Localizable.stringsdict:9:3: note: \"StringKey\" (%#@VARIABLE@) has the forms two, few, many, which en never uses (en) [l10n-plurals]",
        ])
    }

    // Xcode's Settings.bundle template (UTF-16 Root.strings) is read and spoken in
    // SettingsBundleTests.xcodeTemplateIsReadAndSpoken, in XML and in binary.

    /// The template's Root.plist with an internal DTD subset in its DOCTYPE (an external entity
    /// read by a title): refused with its position, never read, and the rest of the run goes on.
    @Test func aHostileDTDInASettingsBundleRootPlistIsRefusedWithItsPosition() throws {
        let xcodeDoctype = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
        let hostile = SettingsBundleFixtures.xcodeTemplate.map { path, bytes in
            guard path.hasSuffix("Root.plist") else { return ("App/" + path, bytes) }
            let text = String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: xcodeDoctype, with: #"<!DOCTYPE plist [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>"#)
                .replacingOccurrences(of: "<string>Enabled</string>", with: "<string>&xxe;</string>")
            return ("App/" + path, Array(text.utf8))
        }
        let root = try SettingsBundleFixtures.write(hostile + [("App/en.lproj/Localizable.strings", Array("\"Done\" = \"Done\";\n".utf8))])
        let run = try HarkProcess.run(["lint", "App"], in: root)
        #expect(run.status == 2)
        #expect(run.stdout.contains("App/Settings.bundle/Root.plist:2:17: error: the XML declares an internal DTD subset, which can define entities: Hark refuses it for safety [input-error]"), "\(run.stdout)")
        #expect(!run.stdout.contains("root:"), "the entity is never read")
        #expect(run.stdout.contains("Read: 1 localization folder."), "\(run.stdout)")
    }
}
