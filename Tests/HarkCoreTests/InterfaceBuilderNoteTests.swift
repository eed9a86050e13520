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
}
