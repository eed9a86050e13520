import Testing
@testable import HarkCore

/// Every Interface Builder file of the corpus, with what Hark reads from it pinned.
@Suite struct InterfaceBuilderCorpusTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let file: String
        /// Each switch: its spoken name (development language) and its state.
        let switches: [(name: String, on: Bool)]
        let title: String?
        var testDescription: String { FileSystem.baseName(file) }
    }

    static let files: [Expected] = [
        Expected(file: "joshuapekera__UIKitCatalog/UIKitCatalog/Base.lproj/SwitchViewController.storyboard",
                 switches: [("", true), ("", true)], title: "Switches"),
        Expected(file: "matrix-org__matrix-ios-kit/MatrixKit/Views/MXKTableViewCell/MXKTableViewCellWithLabelAndSwitch.xib",
                 switches: [("Label", true)], title: nil),
        Expected(file: "matrix-org__matrix-ios-kit/MatrixKit/Views/PushRule/MXKPushRuleCreationTableViewCell.xib",
                 switches: [("Sound:", false), ("Highlight:", false)], title: nil),
        Expected(file: "Ranchero-Software__NetNewsWire/iOS/Settings/Settings.storyboard",
                 switches: [("Sort Oldest to Newest", false), ("Group by Feed", false), ("Refresh to Clear Read Articles", false),
                            ("Confirm Mark All as Read", true), ("Open Links in NetNewsWire", true), ("Enable JavaScript", false),
                            ("Enable Full Screen Articles", false)], title: "Settings"),
        Expected(file: "NordicSemiconductor__IOS-nRF-Mesh-Library/Example/Source/UI/Base.lproj/SetHeartbeatPublication.storyboard",
                 switches: [("Relay", false), ("Proxy", false), ("Friend", false), ("Low Power", false)], title: "Set Heartbeat Publication"),
        Expected(file: "NordicSemiconductor__IOS-nRF-Mesh-Library/Example/Source/UI/Model/GenericOnOff.xib",
                 switches: [("Default Transition Time and Delay", true), ("Acknowledged", false)], title: nil),
        Expected(file: "GitHawkApp__GitHawk/Classes/Settings/Settings.storyboard",
                 switches: [("Badge Unread", true), ("Push Notifications", true), ("Read on Open", true), ("GitHawk Signature", true),
                            ("Open external links in Safari", true), ("Enable", true)], title: "Settings"),
        Expected(file: "RocketChat__Rocket.Chat.iOS/Rocket.Chat/Storyboards/NotificationsSettings.storyboard",
                 switches: [("Label", true)], title: nil),
        Expected(file: "RocketChat__Rocket.Chat.iOS/Rocket.Chat/Views/Form/Cells/CheckTableViewCell.xib",
                 switches: [("Label", true)], title: nil),
        Expected(file: "corona-warn-app__cwa-app-ios/src/xcode/ENA/ENA/Source/Developer Menu/Features/ConfigureAbleCells/CellsAndViewModels/DMSwitchTableViewCell.xib",
                 switches: [("Label", true)], title: nil),
        Expected(file: "Automattic__pocket-casts-ios/podcasts/FilterDownloadCell.xib",
                 switches: [("Filter Name Is Really Really Really Long", true)], title: nil),
        Expected(file: "Automattic__pocket-casts-ios/podcasts/EffectsViewController.xib",
                 switches: [("Trim Silence", true), ("Volume Boost", true)], title: nil),
    ]

    @Test func everyCorpusFileIsListed() {
        let found = FileSystem.files(under: TestSupport.corpus).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        #expect(Set(found.map { String($0.dropFirst(TestSupport.corpus.count + 1)) }) == Set(InterfaceBuilderCorpusTests.files.map(\.file)))
    }

    @Test(arguments: files)
    func readsSwitchesTheirLabelsAndStates(_ expected: Expected) throws {
        let unit = try #require(try TestSupport.load([TestSupport.corpus + "/" + expected.file]).first)
        let model = try #require(unit.model)
        let announcer = Announcer(vocabulary: try TestSupport.vocabularies().resolve("en").vocabulary,
                                  resolver: TextResolver(catalog: unit.catalog, locale: "en", developmentLanguage: "en"))
        let switchCells = model.screens.flatMap(\.cells).filter { $0.switchControl != nil }
        let actual = try switchCells.map { cell -> (String, Bool) in
            let element = try #require(cell.element)
            return (announcer.name(of: cell, element: element)?.text ?? "", cell.switchControl?.isOn ?? false)
        }
        #expect(actual.map(\.0) == expected.switches.map(\.name))
        #expect(actual.map(\.1) == expected.switches.map(\.on))
        if let title = expected.title {
            #expect(model.screens.contains { $0.title.map { announcer.resolver.resolve($0).text } == title })
        }
        // Positions point into the file.
        for cell in switchCells {
            #expect(cell.switchControl?.location.file.hasSuffix(FileSystem.baseName(expected.file)) == true)
            #expect((cell.switchControl?.location.line ?? 0) > 1)
        }
    }

    @Test func uiKitCatalogSwitchesHaveNoLabel() throws {
        let root = TestSupport.corpus + "/joshuapekera__UIKitCatalog"
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(findings == [
            "UIKitCatalog/Base.lproj/SwitchViewController.storyboard:29:49: error: switch \"juD-bH-XxM\" has no accessible name: set Accessibility > Label in the Identity inspector, or put a label beside the switch [label-missing]",
            "UIKitCatalog/Base.lproj/SwitchViewController.storyboard:50:49: error: switch \"w5d-qp-nmC\" has no accessible name: set Accessibility > Label in the Identity inspector, or put a label beside the switch [label-missing]",
        ])
    }

    @Test func matrixCellPairsItsLabelFromTheConstraints() throws {
        let unit = try #require(try TestSupport.load([TestSupport.corpus + "/matrix-org__matrix-ios-kit/MatrixKit/Views/MXKTableViewCell/MXKTableViewCellWithLabelAndSwitch.xib"]).first)
        let cell = try #require(unit.model?.screens.first?.cells.first)
        #expect(cell.id == "9dA-E8-w3v", "the element id is the switch's object id")
        #expect(cell.label?.location.line == 25)
        #expect(cell.label?.fontSize == 17)
        #expect(cell.layout?.spacing == nil, "switch.leading >= label.trailing + 8 is a minimum, not the spacing")
        let root = FileSystem.directoryName(TestSupport.corpus + "/matrix-org__matrix-ios-kit/MatrixKit/Views/MXKTableViewCell/x")
        let notes = try TestSupport.lint(root, relativeTo: root, rule: "placeholder-text")
        #expect(notes.count == 1 && notes[0].hasPrefix("MXKTableViewCellWithLabelAndSwitch.xib:25:21: note: the label \"Label\" is a placeholder"))
    }

    @Test func netNewsWireNamedTintColorsResolve() throws {
        let unit = try #require(try TestSupport.load([TestSupport.corpus + "/Ranchero-Software__NetNewsWire/iOS/Settings/Settings.storyboard"]).first)
        let tints = unit.model?.screens.flatMap(\.cells).compactMap(\.switchControl).map(\.onTintColor) ?? []
        #expect(tints.count == 7)
        // primaryAccentColor: sRGB 0.0314, 0.4157, 0.9333
        #expect(tints.allSatisfy { $0 == Color(red: 0x08, green: 0x6A, blue: 0xEE) })
    }

    @Test func pocketCastsAccessibilityLabelsAndDisplayP3Tints() throws {
        let unit = try #require(try TestSupport.load([TestSupport.corpus + "/Automattic__pocket-casts-ios/podcasts/EffectsViewController.xib"]).first)
        let controls = unit.model?.screens.flatMap(\.cells).compactMap(\.switchControl) ?? []
        #expect(controls.map(\.className) == ["ThemeableSwitch", "ThemeableSwitch"])
        #expect(controls.allSatisfy { $0.isSwitchKind })
        // displayP3 (0.9248, 0.5731, 0.2155) is about sRGB (0.99, 0.55, 0.10).
        let tint = try #require(controls.first?.onTintColor)
        #expect(tint.red >= 0xF8 && (0x88...0x90).contains(tint.green) && tint.blue <= 0x20, "\(tint)")
    }
}
