import Testing
@testable import HarkCore

/// A String Catalog an Xcode project copies into the app but the folder lacks: one a build
/// phase makes, or one a checkout lacks (Session's 14 MB `Localizable.xcstrings`, which a
/// snapshot of the repository left out). Its keys cannot be checked: the report says so once,
/// instead of an error for every lookup.
@Suite struct AbsentCatalogTests {
    /// oxen-io/session-ios (GPL-3.0), reduced: the project lists `Localizable.xcstrings` and
    /// `InfoPlist.xcstrings` in `Session/Meta/Translations`; only the second is there.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tB001 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F001 /* Localizable.xcstrings */; };
    \t\tB002 /* InfoPlist.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F002 /* InfoPlist.xcstrings */; };
    \t\tB003 /* Emoji+Category.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* Emoji+Category.swift */; };
    \t\tF001 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
    \t\tF002 /* InfoPlist.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = InfoPlist.xcstrings; sourceTree = "<group>"; };
    \t\tF003 /* Emoji+Category.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Emoji+Category.swift"; sourceTree = "<group>"; };
    \t\tG001 /* Translations */ = {isa = PBXGroup; children = (F001, F002, ); path = Session/Meta/Translations; sourceTree = "<group>"; };
    \t\tG002 /* Emoji */ = {isa = PBXGroup; children = (F003, ); path = Session/Emoji; sourceTree = "<group>"; };
    \t\tG003 = {isa = PBXGroup; children = (G001, G002, ); sourceTree = "<group>"; };
    \t\tP001 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B001, B002, ); };
    \t\tP002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B003, ); };
    \t\tC001 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
    \t\tL001 = {isa = XCConfigurationList; buildConfigurations = (C001, ); };
    \t\tT001 /* Session */ = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (P002, P001, ); name = Session; productType = "com.apple.product-type.application"; };
    \t\tR001 /* Project object */ = {isa = PBXProject; buildConfigurationList = L001; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G003; projectDirPath = ""; targets = (T001, ); };
    \t};
    \trootObject = R001 /* Project object */;
    }

    """

    static let infoPlistCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "NSCameraUsageDescription" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Session braucht die Kamera." } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Session needs the camera." } }
          }
        }
      },
      "version" : "1.0"
    }

    """

    static let emoji = """
    import Foundation

    enum Category {
        case smileys, animals

        var localizedName: String {
            switch self {
            case .smileys: return NSLocalizedString("emojiCategorySmileys", comment: "")
            case .animals: return NSLocalizedString("emojiCategoryAnimals", comment: "")
            }
        }
    }

    struct EmojiPicker {
        func title(of category: Category) -> String { category.localizedName }
        var first: String { Category.smileys.localizedName }
    }

    """

    @Test func keysOfACatalogTheProjectListsButTheFolderLacksAreNotChecked() throws {
        let root = try TestSupport.write([
            ("Session.xcodeproj/project.pbxproj", Self.project),
            ("Session/Meta/Translations/InfoPlist.xcstrings", Self.infoPlistCatalog),
            ("Session/Emoji/Emoji+Category.swift", Self.emoji),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing") == [])
        let leftOut = ProjectLoader.load(paths: [root], options: LoadOptions()).inventory.leftOut
        #expect(leftOut.contains { $0.hasPrefix("1 String Catalog an Xcode project copies into the app but the folder lacks (")
            && $0.hasSuffix("Session/Meta/Translations/Localizable.xcstrings): the keys looked up in it are not checked") }, "\(leftOut)")
    }

    /// Without the project, nothing says the table exists: the keys show raw, as they did with
    /// it before.
    @Test func withoutTheProjectTheKeysAreMissing() throws {
        let root = try TestSupport.write([
            ("Session/Meta/Translations/InfoPlist.xcstrings", Self.infoPlistCatalog),
            ("Session/Emoji/Emoji+Category.swift", Self.emoji),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.count == 2, "\(missing)")
    }
}
