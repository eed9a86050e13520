import Foundation
import Testing
@testable import HarkCore

/// One hostile input: files (and FIFOs, links, sparse files) laid out in a fresh folder, the
/// `hark` command that reads them, and what Hark must do.
struct HostileCase: Sendable, CustomTestStringConvertible {
    enum Entry: Sendable {
        case file(String, [UInt8])
        case fifo(String)
        case link(String, to: String)
        case folder(String)
        /// A file of `size` bytes that takes no disk: `prefix`, then a hole.
        case sparse(String, size: Int, prefix: [UInt8])
    }

    enum Expectation: Sendable {
        /// Any of 0, 1 and 2; every error names a line and column.
        case positioned
        /// Exit 2, every error positioned.
        case refused
        /// Exit 2 with this file-level message (a FIFO, a file too large).
        case unreadable(String)
        /// Exit 0 or 1: read (a broken strings table is an `l10n-syntax` finding, not a failure).
        case read
    }

    let name: String
    let entries: [Entry]
    let arguments: [String]
    let expectation: Expectation

    var testDescription: String { name }
}

/// A format under attack: its well-formed file (in the shape real files have), where that file
/// goes, and the arguments that make `hark lint` read it.
struct HostileFormat: Sendable {
    let name: String
    let path: String
    let content: [UInt8]
    /// Files beside it that are fine (a model for `--config`, a second locale).
    let companions: [HostileCase.Entry]
    let arguments: [String]
    /// Whether a broken file is still read rather than refused: a strings table keeps its error
    /// as an `l10n-syntax` finding, an ignore file is lines of patterns whatever they say.
    let readsBrokenFiles: Bool
    /// Whether the format is JSON (which is UTF-8 only).
    let isJSON: Bool
    /// Whether bytes that are not text in its encoding are refused. Source code is read as
    /// bytes (its tokens are ASCII), and a string's invalid UTF-8 shows as U+FFFD.
    var refusesInvalidText = true

    /// What an input that is not valid text gets.
    var invalidText: HostileCase.Expectation { readsBrokenFiles ? .read : refusesInvalidText ? .refused : .positioned }

    func hostile(_ label: String, _ bytes: [UInt8], _ expectation: HostileCase.Expectation? = nil) -> HostileCase {
        HostileCase(name: "\(name): \(label)", entries: companions + [.file(path, bytes)], arguments: arguments,
                    expectation: expectation ?? (readsBrokenFiles ? .read : .positioned))
    }
}

enum HostileInputs {
    static let model = """
        {
          "hark": 1,
          "app": { "name": "Settings", "developmentLanguage": "en" },
          "screens": [
            {
              "id": "general", "title": "General",
              "sections": [
                {
                  "id": "sound", "header": "Sound",
                  "cells": [
                    { "id": "mute", "label": { "text": "Mute \\u00e9" }, "switch": { "on": true },
                      "accessibility": { "hint": "Silences alerts." } }
                  ]
                }
              ]
            }
          ]
        }

        """

    static let strings = """
        /* Class = "UILabel"; text = "Mute"; ObjectID = "Xx4-AP-OQs"; */
        "MUTE" = "Stumm";

        /* A comment with "quotes" */
        "ESCAPES" = "Tab\\t, quote \\", \\U00E9 and \\UD83D\\UDE00";
        "FORMAT" = "%1$@ has %2$d items";

        """

    static let stringsDict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@items@</string>
        \t\t<key>items</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d item</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d items</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Mute" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Stumm"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func storyboard(cells: String = cell("1")) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="vc" sceneMemberID="viewController">
                            <tableView key="view" style="grouped" id="tv">
                                <sections>
                                    <tableViewSection headerTitle="Sound" id="sec">
                                        <cells>\(cells)</cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static func cell(_ id: String) -> String {
        """
        <tableViewCell id="c\(id)"><rect key="frame" x="0" y="0" width="390" height="44"/>\
        <tableViewCellContentView key="contentView" id="v\(id)"><subviews>\
        <label text="Mute &amp; more" id="l\(id)"><rect key="frame" x="16" y="12" width="200" height="20"/></label>\
        <switch on="YES" id="s\(id)"><rect key="frame" x="320" y="6" width="51" height="31"/></switch></subviews>\
        <constraints><constraint firstItem="s\(id)" firstAttribute="leading" secondItem="l\(id)" secondAttribute="trailing" constant="8" id="k\(id)"/></constraints>\
        </tableViewCellContentView></tableViewCell>
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="v">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Loose" id="l"><rect key="frame" x="16" y="10" width="100" height="20"/></label>
                        <switch id="t"><rect key="frame" x="300" y="5" width="51" height="31"/></switch>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    static let configuration = """
        {
          "hark": 1,
          "doNotTranslate": ["AirPlay", "Wi-Fi"],
          "rules": { "hint-missing": "off", "l10n-unused": "warning" }
        }

        """

    static let baseline = """
        {
          "hark": 2,
          "findings": [
            { "rule": "label-style", "file": "Settings.json", "screen": "general", "element": "mute", "message": "m" }
          ]
        }

        """

    static let settingsPane = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>StringsTable</key>
        	<string>Root</string>
        	<key>PreferenceSpecifiers</key>
        	<array>
        		<dict>
        			<key>Type</key>
        			<string>PSGroupSpecifier</string>
        			<key>Title</key>
        			<string>Sound</string>
        		</dict>
        		<dict>
        			<key>Type</key>
        			<string>PSToggleSwitchSpecifier</string>
        			<key>Title</key>
        			<string>Mute</string>
        			<key>Key</key>
        			<string>mute_preference</string>
        			<key>DefaultValue</key>
        			<true/>
        		</dict>
        	</array>
        </dict>
        </plist>

        """

    /// The same pane as Xcode's `plutil -convert binary1` writes it.
    static let binarySettingsPane = BinaryPlistWriter.encode(.dictionary([
        ("StringsTable", .string("Root")),
        ("PreferenceSpecifiers", .array([
            .dictionary([("Type", .string("PSGroupSpecifier")), ("Title", .string("Sound"))]),
            .dictionary([("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string("Mute")),
                         ("Key", .string("mute_preference")), ("DefaultValue", .bool(true))]),
        ])),
    ]))

    /// No line starts with `*`: cut there, it would ignore everything (and rightly find nothing).
    static let gitignore = """
        # Xcode
        build/
        DerivedData/
        xcuserdata/*.xcuserstate
        !default.xcworkspace
        /Pods
        Generated/**/*.swift
        Sample[0-9].json

        """

    /// A SwiftUI settings view with every kind of literal and comment the tokenizer reads.
    static let swiftView = #"""
        import SwiftUI

        /// Settings, as an app writes them.
        struct SettingsView: View {
            @AppStorage("mute") private var isMuted = false
            @State private var count = 3
            private let pattern = /[a-z]+\d/

            var body: some View {
                Form {
                    Section(header: Text("Sound")) {
                        Toggle("Mute", isOn: $isMuted)
                            .accessibilityHint(Text("Silences alerts."))
                        Toggle(isOn: $isMuted) {
                            Text(String(localized: "Items \(count)", comment: "A count"))
                        }
                    }
                    /* A block comment /* nested */ here */
                    Text(#"Raw "quoted" text"#)
                    Text("""
                        Multi-line \(count + 1) text
                        """)
                }
                .navigationTitle(NSLocalizedString("Settings", comment: "Title"))
            }
        }

        """#

    /// A table view controller that makes a `UISwitch` its cell's accessory, with an `#if`.
    static let objectiveCController = """
        #import "SettingsViewController.h"

        @implementation SettingsViewController

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
            cell.textLabel.text = NSLocalizedString(@"Mute", @"A setting");
            UISwitch *toggle = [[UISwitch alloc] init];
            toggle.on = YES;
        #if DEBUG
            toggle.accessibilityHint = @"Silences alerts.";
        #else
            toggle.accessibilityHint = NSLocalizedString(@"Silences alerts.", nil);
        #endif
            cell.accessoryView = toggle;
            char separator = '/';
            return cell;
        }

        @end

        """

    static let transcript = GoldenTranscript.header + "\n# roles: no\ngeneral\tcontrol\tmute\ten\tMute é, switch button, on\n"

    static let formats: [HostileFormat] = [
        HostileFormat(name: "model", path: "Settings.json", content: Array(model.utf8), companions: [],
                      arguments: ["lint", "Settings.json"], readsBrokenFiles: false, isJSON: true),
        HostileFormat(name: ".strings", path: "App/de.lproj/Localizable.strings", content: Array(strings.utf8),
                      companions: [.file("App/en.lproj/Localizable.strings", Array(strings.utf8))],
                      arguments: ["lint", "App"], readsBrokenFiles: true, isJSON: false),
        HostileFormat(name: ".strings UTF-16", path: "App/de.lproj/Localizable.strings", content: [0xFF, 0xFE] + utf16LE(strings),
                      companions: [.file("App/en.lproj/Localizable.strings", Array(strings.utf8))],
                      arguments: ["lint", "App"], readsBrokenFiles: true, isJSON: false),
        HostileFormat(name: ".stringsdict", path: "App/en.lproj/Localizable.stringsdict", content: Array(stringsDict.utf8),
                      companions: [.file("App/en.lproj/Localizable.strings", Array(strings.utf8))],
                      arguments: ["lint", "App"], readsBrokenFiles: true, isJSON: false),
        HostileFormat(name: ".xcstrings", path: "App/Localizable.xcstrings", content: Array(catalog.utf8), companions: [],
                      arguments: ["lint", "App"], readsBrokenFiles: true, isJSON: true),
        HostileFormat(name: "storyboard", path: "Base.lproj/Main.storyboard", content: Array(storyboard().utf8), companions: [],
                      arguments: ["lint", "Base.lproj/Main.storyboard"], readsBrokenFiles: false, isJSON: false),
        HostileFormat(name: "XIB", path: "View.xib", content: Array(xib.utf8), companions: [],
                      arguments: ["lint", "."], readsBrokenFiles: false, isJSON: false),
        HostileFormat(name: "--config", path: "hark.json", content: Array(configuration.utf8),
                      companions: [.file("Settings.json", Array(model.utf8))],
                      arguments: ["lint", "Settings.json", "--config", "hark.json"], readsBrokenFiles: false, isJSON: true),
        HostileFormat(name: "--baseline", path: "baseline.json", content: Array(baseline.utf8),
                      companions: [.file("Settings.json", Array(model.utf8))],
                      arguments: ["lint", "Settings.json", "--baseline", "baseline.json"], readsBrokenFiles: false, isJSON: true),
        HostileFormat(name: "Settings.bundle", path: "Settings.bundle/Root.plist", content: Array(settingsPane.utf8),
                      companions: [.file("Settings.bundle/en.lproj/Root.strings", Array("\"Mute\" = \"Mute\";\n".utf8))],
                      arguments: ["lint", "Settings.bundle"], readsBrokenFiles: false, isJSON: false),
        HostileFormat(name: "binary Settings.bundle", path: "Settings.bundle/Root.plist", content: binarySettingsPane,
                      companions: [.file("Settings.bundle/en.lproj/Root.strings", Array("\"Mute\" = \"Mute\";\n".utf8))],
                      arguments: ["lint", "Settings.bundle"], readsBrokenFiles: false, isJSON: false),
        HostileFormat(name: ".gitignore", path: ".gitignore", content: Array(gitignore.utf8),
                      companions: [.folder(".git"), .file("App/en.lproj/Localizable.strings", Array(strings.utf8))],
                      arguments: ["lint", "."], readsBrokenFiles: true, isJSON: false),
        HostileFormat(name: "--transcript", path: "speech.tsv", content: Array(transcript.utf8),
                      companions: [.file("Settings.json", Array(model.utf8))],
                      arguments: ["lint", "Settings.json", "--transcript", "speech.tsv"], readsBrokenFiles: false, isJSON: false),
        // Named alone: a file Hark cannot tokenize is then an error with its position (found in
        // a folder, it is skipped with one).
        HostileFormat(name: "Swift", path: "App/SettingsView.swift", content: Array(swiftView.utf8),
                      companions: [.file("App/en.lproj/Localizable.strings", Array(strings.utf8))],
                      arguments: ["lint", "App/SettingsView.swift"], readsBrokenFiles: false, isJSON: false, refusesInvalidText: false),
        HostileFormat(name: "Objective-C", path: "App/SettingsViewController.m", content: Array(objectiveCController.utf8),
                      companions: [.file("App/en.lproj/Localizable.strings", Array(strings.utf8))],
                      arguments: ["lint", "App/SettingsViewController.m"], readsBrokenFiles: false, isJSON: false, refusesInvalidText: false),
    ]

    static func format(_ name: String) -> HostileFormat {
        formats.first { $0.name == name } ?? formats[0]
    }

    static func utf16LE(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
    static func utf16BE(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

    /// Every case, generated: several hundred inputs across every format.
    static let all: [HostileCase] = truncations + encodings + nulsAndMarks + hugeAndDeep + markup + specialFiles + sourceAttacks
}
