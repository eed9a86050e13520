import FuzzSupport
@testable import HarkCore

/// Settings bundles: the input is a bundle's `Root.plist` (XML or binary), read by the whole
/// bundle reader (specifiers, groups, child panes, multi-value lists, strings tables).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettingsBundle(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let pane = ScratchFile.write(UnsafeRawBufferPointer(start: start, count: count), name: "Settings.bundle/Root.plist")
    let bundle = String(pane.dropLast("/Root.plist".count))
    do {
        let format = SettingsBundleFormat()
        let model = try SettingsBundleReader.load(bundle: bundle, developmentLanguage: "en", phrasing: format.phrasing)
        for screen in model.screens { Promise.checkPosition(screen.location, of: "the Settings bundle reader") }
    } catch {
        Promise.checkRefusal(error, of: "the Settings bundle reader")
    }
    return 0
}
