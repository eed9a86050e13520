import Testing
@testable import HarkCore

/// A toggle in a menu is a menu item with a checkmark, not a switch (mastodon/mastodon-ios,
/// GPL-3.0, ComposeContentToolbarView.swift, in its shape): no switch rule applies to it, and
/// the inventory counts it. A toggle beside the menu is still a switch.
@Suite struct SwiftUIMenuTests {
    @Test func togglesInMenusAreMenuItems() throws {
        let root = try TestSupport.write([
            ("App/ComposeToolbar.swift", """
            import SwiftUI

            struct ComposeToolbar: View {
                @State private var english = true
                @State private var german = false
                @State private var sensitive = false

                var body: some View {
                    HStack {
                        Menu {
                            Section("Suggested") {
                                Toggle(isOn: $english) {
                                    Text("English")
                                }
                            }
                        } label: {
                            Image(systemName: "globe")
                        }
                        Text("Draft")
                            .contextMenu {
                                Toggle("German", isOn: $german)
                            }
                        Toggle("Sensitive", isOn: $sensitive)
                    }
                }
            }
            """),
        ])
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(!run.stdout.contains("ComposeToolbar.swift:12:"), "\(run.stdout)")
        #expect(!run.stdout.contains("ComposeToolbar.swift:21:"), "\(run.stdout)")
        #expect(run.stdout.contains("ComposeToolbar.swift:23:") && run.stdout.contains("[hint-missing]"), "\(run.stdout)")
        #expect(run.stdout.contains("2 toggles in menus, drawn as menu items, not audited"), "\(run.stdout)")
    }
}
