import Foundation
import Testing
@testable import HarkCore

/// `// hark:disable…` comments in Swift and Objective-C source turn rules off where they say,
/// as in `.strings` files; a comment Hark cannot understand is a failure, never ignored.
@Suite struct SourceSuppressionTests {
    static let swiftView = ("App/SettingsView.swift", """
    import SwiftUI

    struct SettingsView: View {
        @State private var a = false
        @State private var b = false
        var body: some View {
            Form {
                // hark:disable:next label-missing -- the row's image names it for sighted users
                Toggle("", isOn: $a)
                Toggle("", isOn: $b)
            }
        }
    }
    """)

    @Test func aSwiftCommentTurnsOffTheRuleOnTheNextLineOnly() throws {
        let root = try TestSupport.write([Self.swiftView])
        let found = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("App/SettingsView.swift:10:") == true, "the second toggle is still reported: \(found)")
    }

    @Test func anObjectiveCCommentWorksTheSameWay() throws {
        let root = try TestSupport.write([("App/MenuViewController.m", """
        #import "MenuViewController.h"

        @implementation MenuViewController
        - (void)configure:(UIView *)view {
            UISwitch *unnamed = [[UISwitch alloc] init]; // hark:disable:this label-missing
            [view addSubview:unnamed];
            UISwitch *other = [[UISwitch alloc] init];
            [view addSubview:other];
        }
        @end
        """)])
        let found = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("App/MenuViewController.m:7:") == true, "the other switch is still reported: \(found)")
    }

    @Test func aCommentNamingNoRuleIsAFailureWithItsPosition() throws {
        let root = try TestSupport.write([("App/SettingsView.swift", """
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                Form {
                    Toggle("", isOn: $a) // hark:disable:this lable-missing
                }
            }
        }
        """)])
        let result = try TestSupport.auditor().audit(try TestSupport.load([root]))
        #expect(result.failures.map(\.description) == [
            root + "/App/SettingsView.swift:7:34: the hark: comment names no rule \"lable-missing\" (see `hark rules`)",
        ])
        #expect(result.findings.contains { $0.rule == "label-missing" }, "an unknown rule suppresses nothing")
    }

    @Test func aStringThatLooksLikeACommentIsNotOne() throws {
        let root = try TestSupport.write([("App/SettingsView.swift", """
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                Form {
                    Text("// hark:disable:next label-missing")
                    Toggle("", isOn: $a)
                }
            }
        }
        """)])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "label-missing").count == 1)
    }
}
