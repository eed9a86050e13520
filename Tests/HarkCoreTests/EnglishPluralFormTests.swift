import Testing
@testable import HarkCore

/// `l10n-plurals` lets an English rule go without `one` only where its `other` form reads right
/// for 1: the number ends its phrase or a unit's abbreviation follows it.
@Suite struct EnglishPluralFormTests {
    @Test(arguments: ["Step %d", "of %d", "Free server locations (%d)", "%d min", "%d hr", "%ld GB left", "%d%%", "%.1f km",
                      "%1$d sec", "%arg km", "Page %d of %d", "%d", "%d in stock"])
    func formsThatReadRightForOne(_ form: String) {
        #expect(EnglishPluralForm.readsForOne(form))
    }

    @Test(arguments: ["%d countries", "%d secure servers", "Protect up to %d devices", "%d %@", "There are %d in line",
                      "No items", "%@ files", "%d minutes", "%d Schritte"])
    func formsThatNeedOne(_ form: String) {
        #expect(!EnglishPluralForm.readsForOne(form), "\(form)")
    }
}
