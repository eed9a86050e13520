import SwiftUI

// hark:disable:next hint-missing
struct SettingsView: View {
    /* hark:disable label-style */
    @State var on = true /* nested /* comment */ still */
    let text = "not // a comment"
    let raw = #"raw "quoted" // still a string"#
    let multi = """
        many lines // inside
        \(on)
        """
    var body: some View {
        Toggle("Wi-Fi", isOn: $on) // hark:disable:this label-in-name
    }
}
