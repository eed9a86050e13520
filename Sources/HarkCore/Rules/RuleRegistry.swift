/// Every rule Hark runs. Adding a rule: one Swift file in the folder of its category, one
/// document in `Rules/`, one line here (see CONTRIBUTING.md).
enum RuleRegistry {
    static let all: [any Rule] = [
        // accessibility
        LabelMissingRule(),
        TraitsMissingRule(),
        StateMissingRule(),
        HintMissingRule(),
        DuplicateNameRule(),
        LabelInNameRule(),
        TraitConflictRule(),
        // speech
        SpeechMismatchRule(),
        LabelStyleRule(),
        HintStyleRule(),
        PlaceholderTextRule(),
        NameUnresolvedRule(),
        // localization
        L10nMissingRule(),
        L10nEmptyRule(),
        L10nDuplicateKeyRule(),
        L10nSyntaxRule(),
        L10nHardcodedRule(),
        L10nPlaceholdersRule(),
        L10nPluralsRule(),
        L10nUntranslatedRule(),
        L10nUnusedRule(),
        L10nTruncationRule(),
        // appearance
        ContrastRule(),
        TouchTargetRule(),
        ImageSizeRule(),
        AppearanceConflictRule(),
        ImageIgnoredRule(),
        LabelLayoutRule(),
        DynamicTypeRule(),
        // settings
        SettingsDefaultRule(),
        ChildPaneMissingRule(),
    ]
}
