import SwiftUI

struct SettingsView: View {
    @AppStorage("sync") private var sync = false
    var body: some View {
        Form {
            Section(header: Text("General")) {
                Toggle("Sync", isOn: $sync)
                    .accessibilityHint(Text("Syncs now."))
                Toggle(isOn: $sync) { VStack { Text("Title"); Text(#"Raw \#(1)"#) } }
            }
        }
        .navigationTitle(String(localized: "Settings", comment: "/* nested */"))
    }
}
