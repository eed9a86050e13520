/// Every rule Hark runs. Adding a rule: one Swift file, one document in `Rules/`, one line here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        LabelMissingRule(),
        TraitsMissingRule(),
        StateMissingRule(),
        HintMissingRule(),
        SpeechMismatchRule(),
        DuplicateNameRule(),
        LabelStyleRule(),
        HintStyleRule(),
        LabelInNameRule(),
        LocalizationMissingRule(),
        LocalizationEmptyRule(),
        LocalizationDuplicateKeyRule(),
        LocalizationSyntaxRule(),
        LocalizationHardcodedRule(),
        PlaceholderTextRule(),
        LocalizationPlaceholdersRule(),
        LocalizationPluralsRule(),
        LocalizationUntranslatedRule(),
        LocalizationUnusedRule(),
        LocalizationTruncationRule(),
    ]
}
