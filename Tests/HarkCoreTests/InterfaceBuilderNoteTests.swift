import Testing
@testable import HarkCore

/// A text Interface Builder's note marks "Do not translate" (a placeholder code replaces) is
/// never asked of a translation; a free comment that mentions the words is not such a mark.
@Suite struct InterfaceBuilderNoteTests {
    @Test(arguments: [
        ("Class = \"UILabel\"; text = \"Title\"; ObjectID = \"2Q5-Vd-FED\"; Note = \"Placeholder - Do not translate\";", true),
        ("Class = \"UITextField\"; placeholder = \"type\"; ObjectID = \"0zS-QM-zwQ\"; Note = \"DNT\";", true),
        ("Class = \"UIButton\"; normalTitle = \"Go\"; ObjectID = \"abc-12-xyz\"; Note = \"Don’t localize: the app's name\";", true),
        ("Class = \"UILabel\"; text = \"Title\"; ObjectID = \"2Q5-Vd-FED\";", false),
        ("Class = \"UILabel\"; text = \"Title\"; ObjectID = \"2Q5-Vd-FED\"; Note = \"The screen's title\";", false),
        ("Class = \"UILabel\"; text = \"Title\"; ObjectID = \"2Q5-Vd-FED\"; Note = \"Shown in the DNTP list\";", false),
        ("Do not translate Patron", false),
    ])
    func theNoteFieldAloneDecides(_ comment: String, _ expected: Bool) {
        #expect(InterfaceBuilderNote.saysDoNotTranslate(comment) == expected)
    }

    @Test func aCatalogTextMarkedSoIsNeverMissing() throws {
        // Go Map!!'s mul.lproj/POI.xcstrings, in its shape.
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "0zS-QM-zwQ.placeholder" : {
              "comment" : "Class = \\"UITextField\\"; placeholder = \\"type\\"; ObjectID = \\"0zS-QM-zwQ\\"; Note = \\"Placeholder - Do not translate\\";",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "type"
                  }
                }
              }
            },
            "2Q5-Vd-FED.text" : {
              "comment" : "Do not translate Patron",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Become a Patron"
                  }
                }
              }
            },
            "8Hc-Qx-1aB.text" : {
              "comment" : "Class = \\"UILabel\\"; text = \\"Name\\"; ObjectID = \\"8Hc-Qx-1aB\\";",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Bezeichnung"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Name"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let root = try TestSupport.write([("POI/mul.lproj/POI.xcstrings", catalog)])
        let missing = try TestSupport.lint(root + "/POI", relativeTo: root, rule: "l10n-missing")
        #expect(missing.count == 1, "\(missing)")
        #expect(missing.first?.contains("\"2Q5-Vd-FED.text\"") == true, "\(missing)")
    }

    /// keepassium/KeePassium (GPL-3.0), general/about/Base.lproj/AboutVC.storyboard: a label whose
    /// note is BartyCrouch's `#bc-ignore!` is left out of every `AboutVC.strings` on purpose; a
    /// label with no note, or another note, is still missing from the translation.
    @Test func aLabelItsNoteKeepsOutOfTranslationIsNeverMissing() throws {
        func cell(_ id: String, _ text: String, note: String?) -> String {
            let comments = note.map { "<attributedString key=\"userComments\"><fragment content=\"\($0)\"/></attributedString>" } ?? ""
            return """
            <tableViewCell id="c\(id)"><rect key="frame" x="0" y="0" width="390" height="44"/>\
            <tableViewCellContentView key="contentView" id="v\(id)"><subviews>\
            <label text="\(text)" id="l\(id)"><rect key="frame" x="16" y="12" width="200" height="20"/>\(comments)</label>\
            <switch on="YES" id="s\(id)"><rect key="frame" x="320" y="6" width="51" height="31"/></switch></subviews>\
            <constraints><constraint firstItem="s\(id)" firstAttribute="leading" secondItem="l\(id)" secondAttribute="trailing" constant="8" id="k\(id)"/></constraints>\
            </tableViewCellContentView></tableViewCell>
            """
        }
        let cells = cell("1", "Accept input from AutoFill providers", note: "#bc-ignore!") + cell("2", "Lock on exit", note: nil)
            + cell("3", "Sync", note: "The sync switch")
        let root = try TestSupport.write([
            ("App/Base.lproj/AboutVC.storyboard", HostileInputs.storyboard(cells: cells)),
            ("App/en.lproj/AboutVC.strings", "\"sec.headerTitle\" = \"Sound\";\n"),
            ("App/de.lproj/AboutVC.strings", "\"sec.headerTitle\" = \"Ton\";\n"),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.contains { $0.contains("\"l2.text\"") } && missing.contains { $0.contains("\"l3.text\"") }, "\(missing)")
        #expect(!missing.contains { $0.contains("\"l1.text\"") }, "\(missing)")
    }

    /// Siskin IM's chat screen: its title, under a title view of its own, carries the mark on
    /// the view controller; an attributed label is in no strings file at all, mark or none.
    @Test func aTitleItsNoteKeepsOutAndAnAttributedLabelAreNeverMissing() throws {
        let ignore = "<attributedString key=\"userComments\"><fragment content=\"#bc-ignore!\"/></attributedString>"
        func scene(_ id: String, title: String, note: Bool, item: Bool) -> String {
            let navigationItem = item ? "<navigationItem key=\"navigationItem\" title=\"\(title)\" id=\"n\(id)\"/>" : ""
            return """
            <scene sceneID="s\(id)"><objects>\
            <viewController title="\(title)" id="vc\(id)" sceneMemberID="viewController">\
            <view key="view" id="v\(id)"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>\
            <label id="l\(id)"><rect key="frame" x="16" y="100" width="200" height="20"/>\
            <attributedString key="attributedText"><fragment content="Fingerprint \(id)"/></attributedString></label>\
            </subviews></view>\(navigationItem)\(note ? ignore : "")</viewController>\
            </objects></scene>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>\(scene("1", title: "Chat", note: true, item: false))\(scene("2", title: "Roster", note: true, item: true))\
            \(scene("3", title: "Settings", note: false, item: false))</scenes>
            </document>
            """
        let root = try TestSupport.write([
            ("App/Base.lproj/Main.storyboard", storyboard),
            ("App/en.lproj/Main.strings", "\"vc3.title\" = \"Settings\";\n"),
            ("App/de.lproj/Main.strings", "\"vc3.title\" = \"Einstellungen\";\n"),
            ("App/fr.lproj/Main.strings", "\"vc4.title\" = \"Réglages\";\n"),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.count == 1 && missing.allSatisfy { $0.contains("\"vc3.title\" is missing from fr.lproj/Main.strings") }, "\(missing)")
    }

    /// A document older than Xcode 5 numbers its objects: `"32.title"` is its text where the
    /// comment Xcode exports names object 32, and the app's own key otherwise.
    @Test func aNumberedObjectsTextIsKnownByItsComment() {
        let text = """
        /* Class = "NSButtonCell"; title = "Cancel"; ObjectID = "32"; */
        "32.title" = "Cancel";

        /* Class = "NSTextFieldCell"; title = "Name"; ObjectID = "320"; */
        "32.placeholder" = "Name";

        /* The page for an unknown feed */
        "404.title" = "Not found";
        "Pxh-2c-jEm.title" = "Password";
        "-1.title" = "Owner";
        """
        let table = StringsParser.read(Array(text.utf8), file: "en.lproj/FeedCredentials.strings", table: "FeedCredentials", locale: "en")
        #expect(table.entries.map(\.isDocumentText) == [true, false, false, true, false])
    }
}
