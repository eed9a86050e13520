import HarkCore

enum Usage {
    static let summary = """
    Hark \(harkVersion): accessibility and localization audit for iOS settings screens.

    Usage:
      hark lint  [PATH ...] [--format text|json|sarif|junit|github|xcode|html] [--output FILE] [--locale LANG ...]
                 [--fail-on error|warning|note|never] [--development-language LANG]
                 [--transcript FILE] [--config FILE] [--baseline FILE] [--write-baseline FILE]
      hark speak [PATH ...] [--locale LANG|all] [--format text|json] [--roles] [--output FILE]
                 [--activate ID] [--record FILE]
      hark rules                 list every rule: id, default severity, category, title
      hark explain RULE-ID       the rule's document: what, why, how to fix, examples
      hark pseudo DIR [--style en-XA|ar-XB|en-XL ...]
                                 write pseudo-localizations of the development language
      hark export PATH [--output FILE]
                                 the screen model Hark read (e.g. from a storyboard), as JSON
      hark help [COMMAND] | --help | --version

    PATH is a screen model (*.json), a storyboard or XIB, or a folder searched for them; the
    .lproj folders no model uses are audited for localization only. Without PATH: the current
    folder.
    Exit codes: 0 no finding at or above --fail-on (default error), 1 findings, 2 bad input.
    """

    static let commands: [String: String] = [
        "lint": """
        Usage: hark lint [PATH ...] [options]

        Checks every switch of the screen models (and their strings) against Hark's rules.
          --format FORMAT               text (default), json, sarif (GitHub code scanning),
                                        junit, github (workflow annotations), xcode,
                                        html (each screen drawn with its findings and speech)
          --output FILE                 write the report to FILE (atomically)
          --locale LANG                 audit only these locales (repeat or comma-separate)
          --fail-on error|warning|note|never
                                        exit 1 when a finding is at least this severe (default error)
          --development-language LANG   the language other locales are compared with
                                        (default: the model's, else en, else Base)
          --transcript FILE             compare the speech with a golden transcript recorded
                                        by `hark speak --record FILE` (speech-mismatch)
          --write-baseline FILE         record the findings as accepted, for --baseline
          --baseline FILE               hide the findings a baseline records (matched without
                                        line numbers), report only new ones
          --timing                      print how long each rule took, on standard error
          --config FILE                 a configuration: {"hark": 1, "doNotTranslate": [terms],
                                        "rules": {"rule-id": "off" | "note" | "warning" | "error"}}
        """,
        "speak": """
        Usage: hark speak [PATH ...] [options]

        Prints what VoiceOver says on each screen, in reading order: the title, each section
        header, each switch as "name, state, hint".
          --locale LANG|all   the locales to speak (default: the development language)
          --format text|json  text, or a JSON transcript of screen, element, locale, text
          --roles             include the role as VoiceOver speaks it ("switch button")
          --activate ID       what is spoken on focus, then after a double tap toggles the
                              switch of cell ID (or SCREEN/ID)
          --record FILE       also write a golden transcript to FILE, for `lint --transcript`
          --output FILE       write to FILE (atomically)
          --development-language LANG
        """,
        "rules": "Usage: hark rules\n\nLists every rule: id, default severity, category and title.",
        "explain": "Usage: hark explain RULE-ID\n\nPrints the rule's document: what it finds, why, how to fix it, examples.",
        "export": """
        Usage: hark export PATH [--format json] [--output FILE] [--development-language LANG]

        Writes the screen model Hark read from PATH (a storyboard, XIB or model) in the model
        format, to read what the import understood, edit it, and lint it again.
        """,
        "pseudo": """
        Usage: hark pseudo DIR [--style en-XA,ar-XB,en-XL] [--development-language LANG]

        Writes pseudo-localizations of the development language's .strings tables in DIR as
        real .lproj folders, keeping format specifiers intact, to run UI tests in:
          en-XA  accented and about 40% longer, in brackets
          ar-XB  forced right to left
          en-XL  every text twice (double length)
        """,
        "help": "Usage: hark help [COMMAND]",
    ]

    static func text(for command: String?) -> String {
        if let command, let text = commands[command] { return text }
        return summary
    }
}
