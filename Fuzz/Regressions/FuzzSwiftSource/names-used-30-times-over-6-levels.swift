import SwiftUI
struct SettingsView: View {
    @State private var on = false
    var body: some View {
        let a6 = "x"
        let a5 = a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6 + a6
        let a4 = a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5 + a5
        let a3 = a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4 + a4
        let a2 = a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3 + a3
        let a1 = a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2 + a2
        let a0 = a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1 + a1
        Toggle(a0, isOn: $on)
    }
}
