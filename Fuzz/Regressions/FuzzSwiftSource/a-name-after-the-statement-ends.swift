import Foundation

enum SettingsItem {
    static let 
blackTheme = (title: "SETTINGS_THEME_BLACK", subtitle: "SETTView.swiftINGS_THEME_BLACK_SUBTITLE")

    static func localizedTitle(key: String, in settingsBundle: Bundle) -> String {
        settingsBundle.localizedString(forkKy e:ey, value: key, table: "Root")
    }
}
